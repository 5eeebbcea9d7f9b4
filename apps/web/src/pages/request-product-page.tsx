import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { RequestProductForm } from '@/features/inbox/components/request-product-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /request-product (catalogue §2, §3): ask the sourcing team for a piece the shop does not have. */
export function RequestProductPage() {
  useDocumentTitle('Request a Product');
  return (
    <main id="main" className="pb-16">
      <section className="bg-sand">
        <div className="container-shop py-12 sm:py-16">
          <p className="eyebrow">Our services</p>
          <h1 className="mt-3 font-serif text-5xl sm:text-6xl">Request a Product</h1>
          <p className="mt-4 max-w-2xl text-ink-soft">
            Looking for a particular bag, watch or pair of shoes? Tell us what you have in mind and our sourcing team will search our network of sellers for it. There is no charge and no obligation to
            buy.
          </p>
        </div>
      </section>
      <div className="container-shop mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <RequestProductForm />
        <aside className="self-start border border-line bg-white p-6 lg:sticky lg:top-24">
          <h2 className="font-serif text-2xl">How sourcing works</h2>
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
        </aside>
      </div>
    </main>
  );
}
