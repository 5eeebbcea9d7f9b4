import { POLICY } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { SectionArt } from './section-art';
import { EyebrowHeading } from '@/components/ui/eyebrow-heading';

/** Sell with us (catalogue §1, §2): the seller's promises from the constants; the statistics are marketing text. */
export function SellWithUsSection() {
  const steps = [
    { title: 'Share your piece', text: 'Send us photos and a few details through our form. It takes five minutes.' },
    { title: 'Free pick-up', text: 'Accept our offer and we collect the piece from your door, anywhere in India, free of charge.' },
    { title: `Paid within ${POLICY.sellWithUs.payoutHours} hours`, text: `Once your piece sells, the money reaches your account within ${POLICY.sellWithUs.payoutHours} hours.` },
  ];
  return (
    <section aria-labelledby="sell-title" className="bg-sand">
      <div className="container-shop grid items-center gap-10 py-16 md:grid-cols-2 md:gap-16">
        <div className="overflow-hidden">
          <SectionArt src="/art/sell-with-us.webp" alt="A black leather tote beside a pink wristlet, ready to be consigned" />
        </div>
        <div>
          <EyebrowHeading eyebrow="Consign with us" id="sell-title" className="mt-2 font-serif text-4xl sm:text-5xl">
            Sell With Us
          </EyebrowHeading>
          <p className="mt-4 max-w-lg text-ink-soft">Give your pre-loved luxury a second life. We authenticate, photograph and sell it to buyers across India, and you never leave home.</p>
          <ol className="mt-8 space-y-5">
            {steps.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-ink font-serif text-lg">
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-sans text-base font-medium">{step.title}</h3>
                  <p className="mt-1 text-sm text-ink-soft">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <dl className="mt-8 grid grid-cols-3 gap-4 border-t border-ink/15 pt-6 text-center">
            {[
              ['5,000+', 'Happy sellers'],
              ['24 h', 'Payment'],
              ['Free', 'Pick-up in India'],
            ].map(([value, label]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-xs tracking-[0.12em] text-muted uppercase">{label}</dt>
                <dd className="order-first font-serif text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
          <Link to={paths.sellWithUs} className="btn-primary mt-8">
            Sell With Us
          </Link>
        </div>
      </div>
    </section>
  );
}
