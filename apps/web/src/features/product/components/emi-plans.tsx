/**
 * "EMI from ₹X a month" on the product page (issue 20), from the shop's EMI settings by the same
 * rule checkout and the server use; the plans open below it. Nothing is said when the price is under
 * the EMI minimum.
 */
import { emiConfig, emiFrom, emiPlans, formatInr } from '@shop/shared';
import { DataTable } from '@/components/ui/data-table';
import { useShopSettings } from '@/features/contact';

export function EmiPlans({ pricePaise }: { pricePaise: number }) {
  const settings = useShopSettings();
  const config = emiConfig(settings);
  const from = emiFrom(pricePaise, config);
  if (!from) return null;
  const plans = emiPlans(pricePaise, config);
  const noCost = plans.filter((p) => p.noCost);
  return (
    <details className="group mt-3 text-sm text-ink-soft" data-testid="product-emi">
      <summary className="cursor-pointer list-none underline-offset-4 hover:text-ink [&::-webkit-details-marker]:hidden">
        EMI from <strong className="font-medium text-ink">{formatInr(from.monthlyPaise)}</strong> a month
        {noCost.length ? <span> · no-cost EMI on {noCost.map((p) => p.months).join(' and ')} months</span> : null} <span className="underline">See plans</span>
      </summary>
      <DataTable
        caption="Card EMI plans on this price"
        columns={['Months', 'Monthly', 'Interest']}
        rows={plans.map((p) => ({
          key: p.months,
          cells: [p.months, formatInr(p.monthlyPaise), p.noCost ? 'No cost' : `${p.annualRatePercent}% a year (${formatInr(p.interestPaise)})`],
        }))}
        look="compact"
        className="mt-2 w-full max-w-sm border border-line bg-white text-left text-xs"
      />
      <p className="mt-1 text-xs text-muted">On credit cards, chosen at checkout.</p>
    </details>
  );
}
