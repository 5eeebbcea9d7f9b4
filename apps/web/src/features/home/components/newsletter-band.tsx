import { POLICY } from '@shop/shared';
import { NewsletterForm } from '@/features/inbox';
import { EyebrowHeading } from '@/components/ui/eyebrow-heading';

/** The newsletter band (catalogue §2) with the 25% offer of §9. */
export function NewsletterBand() {
  const { discountPercent, exclusions } = POLICY.newsletter;
  return (
    <section aria-labelledby="newsletter-title" className="bg-tangerine-dark text-white">
      <div className="container-shop grid items-center gap-8 py-14 md:grid-cols-2">
        <div>
          <EyebrowHeading eyebrow="The Tangerine letter" id="newsletter-title" eyebrowClassName="text-white" className="mt-2 font-serif text-3xl sm:text-4xl">
            Sign up and get {discountPercent}% off
          </EyebrowHeading>
          <p className="mt-3 text-sm text-white/90">New arrivals, sale previews and stories from the archive. The offer excludes {exclusions}.</p>
        </div>
        <NewsletterForm source="band" tone="dark" />
      </div>
    </section>
  );
}
