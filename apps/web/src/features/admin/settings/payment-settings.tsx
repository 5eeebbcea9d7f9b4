/**
 * UPI and card EMI settings (issue 20), a form of their own on /admin/settings: the shop's UPI id
 * (VPA) and payee name that every UPI intent and QR code pays, the order total from which card EMI
 * is offered, and each tenure (3, 6, 9, 12 months) with its yearly interest and the total from
 * which it is no-cost. A preview shows what a shopper is offered on a sample order.
 */
import { emiConfig, emiPlans, formatInr, toPaise, type ShopSettings } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/field';
import { Panel } from '../ui/panel';
import { RupeeField } from '../ui/rupee-field';
import { SettingsForm } from '../ui/settings-form';
import { paymentSettingsBody, toPaymentDraft, type EmiPlanDraft } from './payment-settings-draft';
import { useSettingsSave } from './use-settings-save';

/** The settings this form owns; the main settings form leaves them alone. */
export const PAYMENT_SETTING_KEYS = ['upiVpa', 'upiPayeeName', 'emiMinOrder', 'emiPlans'] as const;
export type PaymentSettingKey = (typeof PAYMENT_SETTING_KEYS)[number];

const SAMPLE_RUPEES = 60_000;

function EmiPlanRow({ plan, onChange }: { plan: EmiPlanDraft; onChange: (patch: Partial<EmiPlanDraft>) => void }) {
  const name = `${plan.months} months`;
  return (
    <fieldset className="grid items-end gap-3 border-t border-line py-3 sm:grid-cols-[8rem_1fr_1fr_1fr]">
      <legend className="sr-only">{name}</legend>
      <label className="flex items-center gap-2 self-center text-sm font-medium">
        <input type="checkbox" className="h-4 w-4 accent-ink" checked={plan.offered} onChange={(e) => onChange({ offered: e.target.checked })} />
        <span className="sr-only">Offer </span>
        {name}
      </label>
      <TextField
        label={
          <>
            <span className="sr-only">{name}: </span>Interest % a year
          </>
        }
        type="number"
        inputMode="decimal"
        min={0}
        max={36}
        step={0.01}
        disabled={!plan.offered}
        value={plan.rate}
        onChange={(e) => onChange({ rate: e.target.value })}
      />
      <label className="flex items-center gap-2 self-center text-sm">
        <input type="checkbox" className="h-4 w-4 accent-ink" disabled={!plan.offered} checked={plan.noCost} onChange={(e) => onChange({ noCost: e.target.checked })} />
        No-cost
        <span className="sr-only"> on {name}</span>
      </label>
      <RupeeField
        label={
          <>
            <span className="sr-only">{name}: </span>No-cost from (₹)
          </>
        }
        disabled={!plan.offered || !plan.noCost}
        value={plan.noCostFrom}
        onChange={(e) => onChange({ noCostFrom: e.target.value })}
      />
    </fieldset>
  );
}

export function PaymentSettingsForm({ initial }: { initial: Pick<ShopSettings, PaymentSettingKey> }) {
  const { problem, setProblem, send, busy } = useSettingsSave();
  const [d, setD] = useState(() => toPaymentDraft(initial));
  const setPlan = (months: number, patch: Partial<EmiPlanDraft>) => setD((cur) => ({ ...cur, plans: cur.plans.map((p) => (p.months === months ? { ...p, ...patch } : p)) }));
  const checked = paymentSettingsBody(d);
  const preview = checked.ok ? emiPlans(toPaise(SAMPLE_RUPEES), emiConfig(checked.body)) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!checked.ok) return setProblem(checked.problem);
    send(checked.body, 'UPI and EMI settings saved.');
  };

  return (
    <SettingsForm label="UPI and card EMI" onSubmit={submit} problem={problem} busy={busy} saveLabel="Save UPI and EMI settings">
      <Panel title="UPI and card EMI" description="Checkout and layaway instalments pay UPI by intent to this UPI id (a QR code on desktops, the UPI app on phones).">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Payee UPI id (VPA)"
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={320}
            value={d.upiVpa}
            onChange={(e) => setD({ ...d, upiVpa: e.target.value })}
            hint="name@bank, for example tangerine@icici"
          />
          <TextField label="Payee name" required maxLength={50} value={d.upiPayeeName} onChange={(e) => setD({ ...d, upiPayeeName: e.target.value })} hint="Shown to the shopper in the UPI app." />
        </div>
        <h3 className="mt-6 mb-1 text-base font-semibold">Card EMI</h3>
        <p className="mb-3 text-sm text-muted">The bank charges each instalment on the card. A no-cost plan costs the shopper nothing extra from its threshold on: the shop bears the interest.</p>
        <RupeeField label="Offer EMI from an order total of (₹)" className="max-w-xs" value={d.emiMinOrder} onChange={(e) => setD({ ...d, emiMinOrder: e.target.value })} />
        <div className="mt-4">
          {d.plans.map((p) => (
            <EmiPlanRow key={p.months} plan={p} onChange={(patch) => setPlan(p.months, patch)} />
          ))}
        </div>
        <div className="mt-3 border-t border-line pt-3 text-sm" aria-live="polite">
          <p className="font-medium">On a {formatInr(toPaise(SAMPLE_RUPEES))} order the shopper is offered:</p>
          {preview === null ? (
            <p className="text-muted">Correct the settings above to see the plans.</p>
          ) : preview.length === 0 ? (
            <p className="text-muted">No EMI.</p>
          ) : (
            <ul className="mt-1 space-y-0.5 text-ink-soft">
              {preview.map((p) => (
                <li key={p.months}>
                  {p.months} months × {formatInr(p.monthlyPaise)} · {p.noCost ? 'No-cost EMI' : `${p.annualRatePercent}% a year, ${formatInr(p.interestPaise)} interest`}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Panel>
    </SettingsForm>
  );
}
