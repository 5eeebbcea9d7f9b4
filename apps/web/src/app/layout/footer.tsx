/**
 * The footer (storefront §2): every page link of the spec, Track My Order (external), the shop's
 * address, phone, sales e-mail, hours and social links from the public settings. A network the
 * shop has no page on yet (its link left empty in the back office) says so when pressed.
 */
import { SOCIAL_NETWORKS } from '@shop/shared';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, TwitterIcon, YoutubeIcon } from '@/components/ui/icons';
import { useShopSettings } from '@/features/contact/api';
import { paths } from '@/lib/paths';

const TRACK_ORDER_URL = 'https://www.shiprocket.in/shipment-tracking/';

const COLUMNS = [
  {
    title: 'About Us',
    links: [
      { label: 'Our Story', to: paths.about },
      { label: 'Our Founder', to: paths.ourFounder },
      { label: 'Our Mission', to: paths.ourMission },
      { label: 'Why Tangerine Luxury', to: paths.whyUs },
      { label: 'Authentication', to: paths.authentication },
      { label: 'TL Elite', to: paths.tlElite },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Product Condition Guidelines', to: paths.conditionGuidelines },
      { label: 'Terms & Conditions', to: paths.terms },
      { label: 'Order Policy', to: paths.orderPolicy },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Shipping & Delivery', to: paths.shipping },
      { label: 'Layaway', to: paths.layaway },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Contact Us', to: paths.contact },
      { label: 'Buyer FAQs', to: paths.buyerFaqs },
      { label: 'Seller FAQs', to: paths.sellerFaqs },
      { label: 'Sell With Us', to: paths.sellWithUs },
      { label: 'Login', to: paths.login },
      { label: 'Wishlist', to: paths.wishlist },
    ],
  },
] as const;

const SOCIAL_ICONS = { facebookUrl: FacebookIcon, instagramUrl: InstagramIcon, twitterUrl: TwitterIcon, youtubeUrl: YoutubeIcon } as const;
const SOCIAL_CLASS = 'flex h-10 w-10 items-center justify-center rounded-full border border-white/30 text-white hover:border-white hover:bg-white hover:text-ink';

export function Footer() {
  const shop = useShopSettings();
  const tel = shop.businessPhone.replace(/[^\d+]/g, '');
  return (
    <footer className="mt-20 bg-ink text-white/85">
      <div className="container-shop grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <Link to={paths.home} className="inline-flex flex-col leading-none text-white" aria-label="Tangerine Luxury, home">
            <span className="font-serif text-3xl font-medium tracking-wide">Tangerine</span>
            <span className="mt-1 text-[0.6rem] tracking-[0.55em] uppercase">Luxury</span>
          </Link>
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-white/75">Authenticated pre-owned luxury, priced in rupees. Every piece is checked by our experts before it reaches you.</p>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {SOCIAL_NETWORKS.map(({ key, name }) => {
              const Icon = SOCIAL_ICONS[key];
              const url = shop[key];
              return (
                <li key={key}>
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer" className={SOCIAL_CLASS} aria-label={`${name} (opens in a new tab)`}>
                      <Icon size={18} />
                    </a>
                  ) : (
                    <button type="button" onClick={() => toast.info(`Our ${name} page is coming soon.`)} className={SOCIAL_CLASS} aria-label={`${name} (coming soon)`}>
                      <Icon size={18} />
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>

        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-white uppercase">{col.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-white/75 hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
              {col.title === 'Help' ? (
                <li>
                  <a href={TRACK_ORDER_URL} target="_blank" rel="noopener noreferrer" className="text-white/75 hover:text-white hover:underline">
                    Track My Order<span className="sr-only"> (opens in a new tab)</span>
                    <span aria-hidden="true"> ↗</span>
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 lg:col-span-1">
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-white uppercase">Visit Us</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon size={18} className="mt-0.5 shrink-0" />
              <span className="text-white/75">{shop.businessAddress}</span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon size={18} className="mt-0.5 shrink-0" />
              <a href={`tel:${tel}`} className="text-white/75 hover:text-white hover:underline">
                {shop.businessPhone}
              </a>
            </p>
            <p className="flex gap-3">
              <MailIcon size={18} className="mt-0.5 shrink-0" />
              <a href={`mailto:${shop.businessEmail}`} className="break-all text-white/75 hover:text-white hover:underline">
                {shop.businessEmail}
              </a>
            </p>
            <p className="flex gap-3">
              <ClockIcon size={18} className="mt-0.5 shrink-0" />
              <span className="text-white/75">Shop hours {shop.businessHours}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-shop flex flex-col gap-2 py-5 text-xs text-white/75 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Tangerine Luxury. All rights reserved.</p>
          <p>Prices in Indian rupees (₹), inclusive of all taxes.</p>
        </div>
      </div>
    </footer>
  );
}
