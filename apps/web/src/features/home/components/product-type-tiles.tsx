import { findSubCategory } from '@shop/shared';
import { Link } from 'react-router';
import { shopUrl } from '@/lib/paths';
import { SectionHeading } from './section-heading';

/**
 * The four tiles Bags, Clothing, Footwear, Accessories (catalogue §2). The taxonomy has these per
 * gender, so each opens the women's sub-category, the largest part of the catalogue.
 */
const TILES = [
  { label: 'Bags', art: 'type-bags', sub: 'women-bags' },
  { label: 'Clothing', art: 'type-clothing', sub: 'women-clothing' },
  { label: 'Footwear', art: 'type-footwear', sub: 'women-footwear' },
  { label: 'Accessories', art: 'type-accessories', sub: 'women-accessories' },
] as const;

export function ProductTypeTiles() {
  return (
    <section aria-labelledby="types-title" className="container-shop py-16">
      <SectionHeading id="types-title" eyebrow="The edit" title="Shop by Type" />
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-4">
        {TILES.map((tile) => {
          const sub = findSubCategory(tile.sub);
          const to = sub ? shopUrl({ category_id: sub.categoryId, categoryName: 'Women', sub_category_id: sub.id, subcategoryName: sub.name }) : shopUrl();
          return (
            <li key={tile.label}>
              <Link to={to} className="group block">
                <div className="overflow-hidden bg-sand">
                  <img
                    src={`/art/${tile.art}.webp`}
                    alt=""
                    width={600}
                    height={750}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
                  />
                </div>
                <h3 className="mt-3 font-sans text-sm font-medium tracking-[0.2em] uppercase">{tile.label}</h3>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
