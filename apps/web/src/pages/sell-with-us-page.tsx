import { POLICY } from '@shop/shared';
import { ConsignForm } from '@/features/consignment/components/consign-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /sell-with-us and /sell-on-banner (catalogue §2, §3): the form, the photo guidelines and how it works. */
export function SellWithUsPage() {
  useDocumentTitle('Sell With Us');
  const { minPhotos, maxPhotos, maxPhotoMegabytes, payoutHours } = POLICY.sellWithUs;
  const steps = [
    ['Tell us about your piece', 'Fill in the form with a few details and your photos.'],
    ['Get our offer', 'Our experts review your photos and come back to you with a price.'],
    ['Free pick-up', 'We collect the piece from your door, anywhere in India, at no cost to you.'],
    ['Authentication and listing', 'We authenticate, photograph and list it for buyers across India.'],
    [`Paid within ${payoutHours} hours`, `Once it sells, the money reaches your account within ${payoutHours} hours.`],
  ] as const;
  return (
    <main id="main" className="pb-16">
      <section className="bg-sand">
        <div className="container-shop py-12 sm:py-16">
          <p className="eyebrow">Consign with Tangerine Luxury</p>
          <h1 className="mt-3 font-serif text-5xl sm:text-6xl">Sell With Us</h1>
          <p className="mt-4 max-w-2xl text-ink-soft">
            Turn the designer pieces you no longer wear into money. Free pick-up across India, expert authentication, and payment within {payoutHours} hours of the sale.
          </p>
        </div>
      </section>
      <div className="container-shop mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ConsignForm />
        <aside className="space-y-8 self-start lg:sticky lg:top-24">
          <section aria-labelledby="guidelines-title" className="border border-line bg-white p-6">
            <h2 id="guidelines-title" className="font-serif text-2xl">
              Photo guidelines
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-ink-soft">
              <li>At least {minPhotos} photos: front, back, inside and base.</li>
              <li>
                Up to {maxPhotos} photos, {maxPhotoMegabytes} MB each.
              </li>
              <li>Original pictures only: no screenshots or pictures from the internet.</li>
              <li>Show logos, serial numbers, date codes and any marks or wear up close.</li>
              <li>Use daylight and a plain background.</li>
            </ul>
          </section>
          <section aria-labelledby="how-title" className="border border-line bg-white p-6">
            <h2 id="how-title" className="font-serif text-2xl">
              How it works
            </h2>
            <ol className="mt-4 space-y-4">
              {steps.map(([title, text], i) => (
                <li key={title} className="flex gap-3">
                  <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-ink text-xs text-white">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-sans text-sm font-medium">{title}</h3>
                    <p className="text-sm text-ink-soft">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </main>
  );
}
