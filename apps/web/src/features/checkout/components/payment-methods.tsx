/**
 * The payment choice (storefront §3): cash on delivery (default), card, UPI, net banking or a
 * wallet. Bank and wallet are chosen here; card details are asked for in the card dialog, and UPI is
 * paid by intent in the UPI step (a QR code or the app button) once the payment is started.
 * The test gateway's documented test data is shown in small print.
 */
import { formatInr, formatInrWhole, POLICY, TEST_GATEWAY, type EmiPlan, type PaymentMethod } from '@shop/shared';
import { useId } from 'react';
import { Options, SelectField } from '@/components/ui/field';
import { TestPaymentsNotice } from './test-payments-notice';

export interface PaymentChoice {
  method: PaymentMethod;
  bank: string;
  wallet: string;
  /** Card EMI: the tenure chosen, or null to pay in full (issue 20). */
  emiMonths?: number | null;
}

export const INITIAL_PAYMENT: PaymentChoice = { method: 'cod', bank: '', wallet: '', emiMonths: null };

const METHODS: { value: PaymentMethod; label: string; note: string }[] = [
  { value: 'cod', label: 'Cash on Delivery', note: `Pay when it arrives · ${formatInrWhole(POLICY.codFeePaise)} fee` },
  { value: 'card', label: 'Credit / Debit Card', note: 'Visa, Mastercard, RuPay' },
  { value: 'upi', label: 'UPI', note: 'Any UPI app' },
  { value: 'netbanking', label: 'Net Banking', note: 'All major Indian banks' },
  { value: 'wallet', label: 'Wallet', note: 'Paytm, PhonePe, Amazon Pay' },
];

/** Net banking and wallets: the bank or wallet to pay from, among the gateway's. */
const ACCOUNT_CHOICES = {
  netbanking: { field: 'bank', label: 'Bank', placeholder: 'Choose your bank', options: TEST_GATEWAY.banks },
  wallet: { field: 'wallet', label: 'Wallet', placeholder: 'Choose a wallet', options: TEST_GATEWAY.wallets },
} as const;

function AccountChoice({
  of,
  id,
  value,
  error,
  onChange,
}: {
  of: (typeof ACCOUNT_CHOICES)[keyof typeof ACCOUNT_CHOICES];
  id: string;
  value: PaymentChoice;
  error?: string;
  onChange: (patch: Partial<PaymentChoice>) => void;
}) {
  return (
    <SelectField id={id} label={of.label} required value={value[of.field]} onChange={(e) => onChange({ [of.field]: e.target.value })} error={error} className="px-4 pb-4 pl-11">
      <option value="">{of.placeholder}</option>
      <Options of={of.options} />
    </SelectField>
  );
}

export interface PaymentErrors {
  bank?: string;
  wallet?: string;
}

export interface PaymentMethodsProps {
  value: PaymentChoice;
  onChange: (next: PaymentChoice) => void;
  errors: PaymentErrors;
  /** Online only (a layaway payment): cash on delivery is not offered. */
  onlineOnly?: boolean;
  /** Why this order cannot be paid cash on delivery (the limit, the PIN code); the option shows disabled with it. */
  codUnavailable?: string | null;
  /** The card EMI plans offered on the amount; none: EMI is not offered. */
  emiPlans?: EmiPlan[];
}

export function PaymentMethods({ value, onChange, errors, onlineOnly = false, codUnavailable = null, emiPlans = [] }: PaymentMethodsProps) {
  const id = useId();
  const set = (patch: Partial<PaymentChoice>) => onChange({ ...value, ...patch });
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <TestPaymentsNotice className="mb-3" />
      <div className="divide-y divide-line border border-line bg-white">
        {METHODS.filter((m) => !onlineOnly || m.value !== 'cod').map((m) => {
          const checked = value.method === m.value;
          const disabled = m.value === 'cod' && Boolean(codUnavailable);
          const account = checked && (m.value === 'netbanking' || m.value === 'wallet') ? ACCOUNT_CHOICES[m.value] : null;
          return (
            <div key={m.value}>
              <label className={`flex items-center gap-3 px-4 py-3.5 ${disabled ? 'cursor-not-allowed bg-paper' : `cursor-pointer ${checked ? 'bg-sand/60' : 'hover:bg-paper'}`}`}>
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={m.value}
                  checked={checked}
                  disabled={disabled}
                  aria-describedby={disabled ? `${id}-cod-reason` : undefined}
                  onChange={() => set({ method: m.value })}
                  className="h-4 w-4 accent-ink"
                />
                <span className="flex-1">
                  <span className={`block text-sm font-medium ${disabled ? 'text-muted' : 'text-ink'}`}>{m.label}</span>
                  {disabled ? (
                    <span id={`${id}-cod-reason`} className="block text-xs text-sale">
                      {codUnavailable}
                    </span>
                  ) : (
                    <span className="block text-xs text-muted">{m.note}</span>
                  )}
                </span>
              </label>
              {checked && m.value === 'card' ? (
                <div className="px-4 pb-4 pl-11">
                  <p className="text-sm text-ink-soft">You will enter your card details in a secure window when you place the order.</p>
                  {emiPlans.length > 0 ? <EmiChoice plans={emiPlans} value={value.emiMonths ?? null} onChange={(emiMonths) => set({ emiMonths })} /> : null}
                </div>
              ) : null}
              {checked && m.value === 'upi' ? (
                <p className="px-4 pb-4 pl-11 text-sm text-ink-soft">
                  {onlineOnly ? 'When you pay' : 'After you place the order'}, scan the QR code with any UPI app, or on your phone open your UPI app with the amount filled in.
                </p>
              ) : null}
              {account ? <AccountChoice of={account} id={`${id}-${account.field}`} value={value} error={errors[account.field]} onChange={set} /> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Pay in full or in monthly instalments on the card (issue 20): each plan's monthly amount and interest. */
function EmiChoice({ plans, value, onChange }: { plans: EmiPlan[]; value: number | null; onChange: (months: number | null) => void }) {
  const id = useId();
  const option = (months: number | null, label: string, note: string) => (
    <label key={months ?? 0} className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${value === months ? 'bg-sand/60' : 'hover:bg-paper'}`}>
      <input type="radio" name={`${id}-emi`} checked={value === months} onChange={() => onChange(months)} className="h-4 w-4 accent-ink" />
      <span className="flex-1 text-sm text-ink">{label}</span>
      <span className="text-xs text-muted">{note}</span>
    </label>
  );
  return (
    <fieldset className="mt-3 border border-line" data-testid="emi-plans">
      <legend className="px-1 text-xs tracking-[0.12em] text-muted uppercase">Pay in full or in EMI</legend>
      {option(null, 'Pay in full', 'One payment')}
      {plans.map((p) => option(p.months, `${p.months} months × ${formatInr(p.monthlyPaise)}`, p.noCost ? 'No-cost EMI' : `${p.annualRatePercent}% a year · ${formatInr(p.interestPaise)} interest`))}
      <p className="px-3 py-2 text-xs text-muted">EMI on credit cards. The bank charges the instalments on your card statement; on no-cost plans we pay the interest.</p>
    </fieldset>
  );
}
