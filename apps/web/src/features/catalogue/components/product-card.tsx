/**
 * A product in a grid: picture (second picture on hover), brand, name, condition, price with the
 * discount rule (percent off the estimated retail price), a SALE tag when a discount price is set
 * and SOLD OUT when nothing is left. The whole card links to the product page. The hover picture
 * is added when a pointer or the focus first reaches the card: a phone never hovers, and the
 * first view's bandwidth goes to the pictures it shows.
 */
import { CONDITION_LABELS, type Condition, type ProductSummary } from '@shop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ProductImage } from '@/components/ui/product-image';
import { PriceTag } from './price-tag';

export interface ProductCardProps {
  product: ProductSummary;
  /** First row of the grid: load the picture at once. */
  priority?: boolean;
  /** Far below the first screen: the picture once the page is live (see ProductImage). */
  deferPicture?: boolean;
  sizes?: string;
  /** Level of the product name's heading: 2 where the grid sits straight under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

export function ProductCard({ product, priority = false, deferPicture = false, sizes, headingLevel = 3 }: ProductCardProps) {
  const [first, second] = product.images;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [hovered, setHovered] = useState(false);
  const reached = () => setHovered(true);
  return (
    <article className="group relative flex flex-col" onPointerEnter={hovered ? undefined : reached} onFocus={hovered ? undefined : reached}>
      <Link to={paths.product(product._id)} className="block focus-visible:outline-offset-4" aria-label={`${product.product_name}${product.sold_out ? ', sold out' : ''}`}>
        <div className="relative overflow-hidden bg-sand">
          <ProductImage src={first} alt={product.product_name} priority={priority} deferred={deferPicture} sizes={sizes} className={product.sold_out ? 'opacity-60 blur-[1px]' : ''} />
          {second && hovered && !product.sold_out ? (
            <ProductImage src={second} alt="" aria-hidden="true" sizes={sizes} className="absolute inset-0 opacity-0 transition-opacity duration-300 group-hover:opacity-100" />
          ) : null}
          {product.sold_out ? (
            <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 bg-white/85 py-2 text-center text-sm font-semibold tracking-[0.3em] text-ink">SOLD OUT</span>
          ) : product.discount_price > 0 ? (
            <span className="absolute top-3 left-3 bg-sale px-2 py-1 text-[11px] font-semibold tracking-[0.15em] text-white">SALE</span>
          ) : null}
        </div>
        <div className="mt-3 space-y-1">
          {product.brand ? <p className="eyebrow text-ink-soft">{product.brand.name}</p> : null}
          <Heading className="line-clamp-2 font-sans text-sm leading-snug text-ink">{product.product_name}</Heading>
          <p className="text-xs text-muted">{CONDITION_LABELS[product.condition as Condition] ?? product.condition}</p>
          <PriceTag product={product} />
        </div>
      </Link>
    </article>
  );
}
