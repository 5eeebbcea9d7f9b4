/** /contact: the contact form (really sent) beside the shop's address, phone, e-mail and hours. */
import { useEffect } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { MarkedList } from '@/components/ui/marked-list';
import { useShopSettings } from '@/features/contact/api';
import { ContactForm } from '@/features/contact/components/contact-form';

export function ContactPage() {
  const shop = useShopSettings();
  useEffect(() => {
    document.title = 'Contact Us · Tangerine Luxury';
  }, []);
  const tel = shop.businessPhone.replace(/[^\d+]/g, '');
  const rows = [
    { Icon: MapPinIcon, label: 'Visit', value: <span>{shop.businessAddress}</span> },
    {
      Icon: PhoneIcon,
      label: 'Call',
      value: (
        <a href={`tel:${tel}`} className="underline-offset-4 hover:underline">
          {shop.businessPhone}
        </a>
      ),
    },
    {
      Icon: MailIcon,
      label: 'Write',
      value: (
        <a href={`mailto:${shop.businessEmail}`} className="break-all underline-offset-4 hover:underline">
          {shop.businessEmail}
        </a>
      ),
    },
    { Icon: ClockIcon, label: 'Shop hours', value: <span>{shop.businessHours}</span> },
  ];
  return (
    <main id="main" className="container-shop py-10 lg:py-16">
      <div className="max-w-2xl">
        <p className="eyebrow">We are here to help</p>
        <h1 className="mt-2 font-serif text-4xl lg:text-6xl">Contact Us</h1>
        <p className="mt-4 text-ink-soft">Questions about a piece, an order, selling with us or a private viewing? Send us a message and our team will reply by e-mail.</p>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
        <section aria-labelledby="contact-form-heading" className="border border-line bg-white p-6 sm:p-10">
          <h2 id="contact-form-heading" className="mb-6 font-serif text-3xl">
            Send a Message
          </h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-details-heading" className="bg-ink p-6 text-white sm:p-10">
          <h2 id="contact-details-heading" className="font-serif text-3xl">
            {shop.businessName}
          </h2>
          <address className="mt-8 not-italic">
            <MarkedList
              as="ul"
              items={rows.map(({ Icon, label, value }) => ({ key: label, marker: <Icon size={22} />, title: label, text: value }))}
              className="space-y-6"
              classes={{ item: 'flex gap-4', marker: 'mt-0.5 flex shrink-0 text-white/80', title: 'text-xs font-semibold tracking-[0.2em] text-white/75 uppercase', text: 'mt-1 text-white' }}
            />
          </address>
        </section>
      </div>
    </main>
  );
}
