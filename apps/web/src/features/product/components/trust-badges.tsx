/** The trust strip under the product (storefront §1's promises, with figures from POLICY). */
import { POLICY } from '@shop/shared';
import { CardIcon, ReturnIcon, ShieldIcon, SparkleIcon, TruckIcon } from '@/components/ui/icons';

const BADGES = [
  { Icon: ShieldIcon, title: 'Authenticity Guaranteed', text: 'Checked by our in-house experts' },
  { Icon: ReturnIcon, title: `${POLICY.returns.noticeHours}-Hour Returns`, text: `Exchange or store credit for ${POLICY.returns.creditValidityMonths} months` },
  { Icon: CardIcon, title: 'EMI & Layaway', text: 'Pay in easy instalments' },
  { Icon: TruckIcon, title: 'Worldwide Shipping', text: 'Insured and tracked to your door' },
  { Icon: SparkleIcon, title: 'Hassle-free Care', text: 'Bio cleaning and private viewing' },
] as const;

export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-px border border-line bg-line sm:grid-cols-3 xl:grid-cols-5" aria-label="Why shop with us">
      {BADGES.map(({ Icon, title, text }) => (
        <li key={title} className="flex flex-col items-center gap-2 bg-white px-4 py-6 text-center last:col-span-2 sm:last:col-span-1">
          <Icon size={28} className="text-tangerine-dark" />
          <p className="text-sm font-medium text-ink">{title}</p>
          <p className="text-xs text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
