import { HOME_CATEGORY_ORDER, findCategory } from '@shop/shared';
import { Link } from 'react-router';
import { shopUrl } from '@/lib/paths';
import { SectionHeading } from './section-heading';

const BLURB: Record<(typeof HOME_CATEGORY_ORDER)[number], string> = {
  women: 'Bags, clothing, footwear and fine jewellery',
  men: 'Tailoring, sneakers and accessories',
  kids: 'Little pieces from the great houses',
};

/** Shop by category: women, men, kids (catalogue §2), each to its shop listing. */
export function ShopByCategory() {
  return (
    <section aria-labelledby="categories-title" className="container-shop py-16">
      <SectionHeading id="categories-title" eyebrow="Discover" title="Shop by Category" align="center" />
      <ul className="grid grid-cols-3 gap-2 sm:gap-6">
        {HOME_CATEGORY_ORDER.map((id) => {
          const category = findCategory(id);
          if (!category) return null;
          return (
            <li key={id}>
              <Link to={shopUrl({ category_id: id, categoryName: category.name })} className="group relative block overflow-hidden bg-sand">
                <img
                  src={`/art/category-${id}.webp`}
                  alt=""
                  width={800}
                  height={1000}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
                />
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/55 to-transparent p-3 pt-12 text-white sm:p-6 sm:pt-20">
                  <h3 className="font-serif text-2xl sm:text-4xl">{category.name}</h3>
                  <p className="mt-1 hidden text-sm text-white/85 md:block">{BLURB[id]}</p>
                  <span className="mt-4 hidden border-b border-white pb-0.5 text-xs font-medium tracking-[0.2em] uppercase sm:inline-block">Shop {category.name}</span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
