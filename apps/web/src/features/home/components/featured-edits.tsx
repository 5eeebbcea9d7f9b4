/**
 * Featured edits (issue 19): named sets the back office curates, e.g. "The Hermès edit": chosen
 * pieces or a saved listing filter, each with its first four pieces; a filter's edit links to the
 * shop with that filter.
 */
import { shopUrl } from '@/lib/paths';
import { ProductGrid } from '@/features/catalogue';
import { useHomeContent } from '../api';
import { SectionHeading } from './section-heading';

export function FeaturedEdits() {
  const edits = useHomeContent().data?.edits ?? [];
  if (edits.length === 0) return null;
  return (
    <div className="container-shop space-y-16 py-16">
      {edits.map((edit) => (
        <section key={edit._id} aria-labelledby={`edit-${edit._id}`}>
          <SectionHeading id={`edit-${edit._id}`} eyebrow="Featured edit" title={edit.title} action={edit.kind === 'filter' ? { to: shopUrl(edit.filter), label: 'Shop the edit' } : undefined} />
          {edit.description ? <p className="-mt-4 mb-8 max-w-2xl text-ink-soft">{edit.description}</p> : null}
          <ProductGrid products={edit.products} className="grid-cols-2 md:grid-cols-4" sizes="(min-width: 768px) 25vw, 50vw" headingLevel={3} deferPicturesFrom={0} />
        </section>
      ))}
    </div>
  );
}
