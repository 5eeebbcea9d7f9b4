import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { EyebrowHeading } from '@/components/ui/eyebrow-heading';

/** The sale promo; its SHOP COLLECTION button goes to /shop (catalogue §2). */
export function SalePromo() {
  return (
    <section aria-labelledby="promo-title" className="container-shop py-16">
      <div className="grid overflow-hidden bg-[#f3e4dd] md:grid-cols-2">
        <div className="flex flex-col justify-center p-8 sm:p-12 xl:p-16">
          <EyebrowHeading eyebrow="Season’s finest" id="promo-title" eyebrowClassName="text-sale" className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">
            The pieces everyone wants, at prices no one expects
          </EyebrowHeading>
          <p className="mt-4 max-w-md text-ink-soft">Iconic bags, fine jewellery and ready-to-wear, authenticated and ready to ship across India.</p>
          <Link to={paths.shop} className="btn-primary mt-8 self-start">
            Shop Collection
          </Link>
        </div>
        <img
          src="/art/sale-promo.webp"
          alt="A purple quilted mini bag beside pink peep-toe heels"
          width={800}
          height={1000}
          loading="lazy"
          decoding="async"
          className="aspect-[4/5] h-auto w-full object-cover md:aspect-auto md:h-full"
        />
      </div>
    </section>
  );
}
