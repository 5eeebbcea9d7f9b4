import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { FormPage } from '@/components/ui/page-band';
import { RequestProductForm } from '@/features/inbox/components/request-product-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /request-product (catalogue §2, §3): ask the sourcing team for a piece the shop does not have. */
export function RequestProductPage() {
  useDocumentTitle('Request a Product');
  const howItWorks = (
    <>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-ink-soft">
        <li>We read every request and search our sellers and partners.</li>
        <li>When we find a match, we write to you with photos and the price.</li>
        <li>Like everything we sell, the piece is authenticated before it ships.</li>
      </ol>
      <p className="mt-4 text-sm text-ink-soft">
        Already know what you want from the shop?{' '}
        <Link to={paths.shop} className="underline underline-offset-4">
          Browse Just In
        </Link>
      </p>
    </>
  );
  return (
    <FormPage
      eyebrow="Our services"
      title="Request a Product"
      lede="Looking for a particular bag, watch or pair of shoes? Tell us what you have in mind and our sourcing team will search our network of sellers for it. There is no charge and no obligation to buy."
      notes={[{ id: 'sourcing-title', title: 'How sourcing works', body: howItWorks }]}
    >
      <RequestProductForm />
    </FormPage>
  );
}
