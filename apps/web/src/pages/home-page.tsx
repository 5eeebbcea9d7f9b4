import { AboutSection } from '@/features/home/components/about-section';
import { FeaturedEdits } from '@/features/home/components/featured-edits';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { lazySection } from '@/features/home/components/lazy-section';
import { NewsletterBand } from '@/features/home/components/newsletter-band';
import { NewsletterPopup } from '@/features/home/components/newsletter-popup';
import { ProductTypeTiles } from '@/features/home/components/product-type-tiles';
import { SaleGrid } from '@/features/home/components/sale-grid';
import { SalePromo } from '@/features/home/components/sale-promo';
import { SellWithUsSection } from '@/features/home/components/sell-with-us-section';
import { ServicesSection } from '@/features/home/components/services-section';
import { ShopByCategory } from '@/features/home/components/shop-by-category';
import { SoldNotice } from '@/features/home/components/sold-notice';
import { Splash } from '@/features/home/components/splash';
import { RecentlyViewed } from '@/features/recently-viewed/components/recently-viewed';
import { useDocumentTitle } from '@/lib/use-document-title';

// Below the fold and heavier (embla): loaded when scrolled near.
const BrandsCarousel = lazySection(async () => (await import('@/features/home/components/brands-carousel')).BrandsCarousel);
const InfluencerCarousel = lazySection(async () => (await import('@/features/home/components/influencer-carousel')).InfluencerCarousel);

/** The sections below the sale grid, in the spec's order: each laid out only as it nears the viewport. */
const BELOW_FOLD = [
  FeaturedEdits,
  ShopByCategory,
  () => <BrandsCarousel minHeight="28rem" />,
  SellWithUsSection,
  ServicesSection,
  () => <InfluencerCarousel minHeight="40rem" />,
  AboutSection,
  NewsletterBand,
  ProductTypeTiles,
  SalePromo,
];

/** Home (catalogue §2): the sections in the spec's order, with the popups on timers. */
export function HomePage() {
  useDocumentTitle('Tangerine Luxury · Pre-owned luxury fashion in India');
  return (
    <main id="main">
      <Splash />
      <h1 className="sr-only">Tangerine Luxury: authenticated pre-owned luxury fashion in India</h1>
      <HeroSlider />
      <SaleGrid />
      <RecentlyViewed />
      {BELOW_FOLD.map((Section, i) => (
        <div key={i} className="below-fold">
          <Section />
        </div>
      ))}
      <SoldNotice />
      <NewsletterPopup />
    </main>
  );
}
