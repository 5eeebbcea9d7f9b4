import { POLICY } from '@shop/shared';
import { MarkedList, stepNumber } from '@/components/ui/marked-list';
import { FormPage } from '@/components/ui/page-band';
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
  const guidelines = (
    <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-ink-soft">
      <li>At least {minPhotos} photos: front, back, inside and base.</li>
      <li>
        Up to {maxPhotos} photos, {maxPhotoMegabytes} MB each.
      </li>
      <li>Original pictures only: no screenshots or pictures from the internet.</li>
      <li>Show logos, serial numbers, date codes and any marks or wear up close.</li>
      <li>Use daylight and a plain background.</li>
    </ul>
  );
  const howItWorks = (
    <MarkedList
      items={steps.map(([title, text], i) => ({ key: title, marker: stepNumber(i), title, text }))}
      titleAs="h3"
      className="mt-4 space-y-4"
      classes={{
        item: 'flex gap-3',
        marker: 'flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-ink text-xs text-white',
        title: 'font-sans text-sm font-medium',
        text: 'text-sm text-ink-soft',
      }}
    />
  );
  return (
    <FormPage
      eyebrow="Consign with Tangerine Luxury"
      title="Sell With Us"
      lede={`Turn the designer pieces you no longer wear into money. Free pick-up across India, expert authentication, and payment within ${payoutHours} hours of the sale.`}
      notes={[
        { id: 'guidelines-title', title: 'Photo guidelines', body: guidelines },
        { id: 'how-title', title: 'How it works', body: howItWorks },
      ]}
    >
      <ConsignForm />
    </FormPage>
  );
}
