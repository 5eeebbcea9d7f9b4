/**
 * The form of /admin/consignment-settings: the commission tiers by listing price, the consignment period, how
 * long a quote stays open and the early-withdrawal fee (the `consignment` setting). Checked with the
 * shared schema before sending, so staff read the same sentences the server would answer.
 */
import {
  ConsignmentSettingsBodySchema,
  commissionTiersFromInput,
  commissionTiersProblem,
  consignmentTerms,
  formatInr,
  toPaise,
  type ConsignmentSettingsBody,
  type ConsignmentSettingsDto,
} from '@shop/shared';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { Panel } from '../ui/panel';
import { UnsavedChangesGuard } from '../ui/unsaved-changes';
import { useSaveConsignmentSettings } from './api';
import { SettingsForm } from '../ui/settings-form';

interface Draft {
  tiers: { upTo: string; percent: string }[];
  periodDays: string;
  quoteValidDays: string;
  withdrawalFee: string;
}

const toDraft = (s: ConsignmentSettingsDto): Draft => ({
  tiers: s.tiers.map((t) => ({ upTo: t.up_to === null ? '' : String(t.up_to), percent: String(t.percent) })),
  periodDays: String(s.period_days),
  quoteValidDays: String(s.quote_valid_days),
  withdrawalFee: String(s.withdrawal_fee),
});
/** The boxes of "Periods and fee": the draft's key, the body's key its error comes under, and the box. */
const PERIOD_FIELDS = [
  {
    key: 'periodDays',
    error: 'period_days',
    label: 'Consignment period (days)',
    inputMode: 'numeric',
    hint: 'After it, staff may propose a lower price; before it, asking a listed piece back carries the fee.',
  },
  { key: 'quoteValidDays', error: 'quote_valid_days', label: 'Quote open for (days)', inputMode: 'numeric', hint: 'An unanswered quote lapses after this.' },
  { key: 'withdrawalFee', error: 'withdrawal_fee', label: 'Early-withdrawal fee (₹)', inputMode: 'decimal', hint: '0 charges nothing.' },
] as const;

/** An empty box is not 0: it is left for the schema to name. */
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.replace(/,/g, '')));
const toBody = (d: Draft) => ({
  tiers: d.tiers.map((t, i) => ({ up_to: i === d.tiers.length - 1 ? null : num(t.upTo), percent: num(t.percent) })),
  period_days: num(d.periodDays),
  quote_valid_days: num(d.quoteValidDays),
  withdrawal_fee: num(d.withdrawalFee),
});

function PayoutPreview({ body }: { body: ReturnType<typeof toBody> }) {
  const [price, setPrice] = useState('100000');
  const parsed = ConsignmentSettingsBodySchema.shape.tiers.safeParse(body.tiers);
  const value = num(price);
  let text = 'Fix the tiers above to see the payout.';
  if (!(value >= 1)) text = 'Give a listing price in rupees.';
  else if (parsed.success && !commissionTiersProblem(commissionTiersFromInput(parsed.data))) {
    const terms = consignmentTerms(toPaise(value), commissionTiersFromInput(parsed.data));
    text = `Commission ${terms.rateBp / 100} % (${formatInr(terms.commissionPaise)}); the seller receives ${formatInr(terms.payoutPaise)}.`;
  }
  return (
    <div className="mt-4 grid items-end gap-3 border-t border-line pt-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <TextField label="Try a listing price (₹)" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      <p className="pb-2 text-sm text-ink-soft" role="status" data-testid="tier-preview">
        {text}
      </p>
    </div>
  );
}

export function ConsignmentSettingsForm({ initial }: { initial: ConsignmentSettingsDto }) {
  const save = useSaveConsignmentSettings();
  const [draft, setDraft] = useState(() => toDraft(initial));
  const saved = useRef(JSON.stringify(toDraft(initial)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (k: Exclude<keyof Draft, 'tiers'>) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const setTier = (i: number, k: 'upTo' | 'percent', v: string) => setDraft((d) => ({ ...d, tiers: d.tiers.map((t, j) => (j === i ? { ...t, [k]: v } : t)) }));
  const body = toBody(draft);
  const last = draft.tiers.length - 1;

  const addTier = () => setDraft((d) => ({ ...d, tiers: [...d.tiers.slice(0, -1), { upTo: '', percent: '' }, d.tiers[d.tiers.length - 1]!] }));
  // Removing the open-ended tier makes the one before it open-ended.
  const removeTier = (i: number) => setDraft((d) => ({ ...d, tiers: d.tiers.filter((_, j) => j !== i) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ConsignmentSettingsBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      setProblem(parsed.error.issues[0]!.message);
      return;
    }
    setErrors({});
    setProblem(null);
    save.mutate(parsed.data satisfies ConsignmentSettingsBody, {
      onSuccess: ({ settings, message }) => {
        saved.current = JSON.stringify(toDraft(settings));
        setDraft(toDraft(settings));
        toast.success(message);
      },
      onError: (err) => setProblem(errorMessage(err, 'The settings could not be saved. Please try again.')),
    });
  };

  return (
    <SettingsForm label="Consignment settings" onSubmit={submit} problem={problem} busy={save.isPending} saveLabel="Save consignment settings">
      <UnsavedChangesGuard isDirty={() => JSON.stringify(draft) !== saved.current} />
      <Panel title="Commission tiers" description="The shop’s commission by listing price, from the lowest price up; the seller receives the rest. Coupons and offers never reduce it.">
        <ol className="space-y-3">
          {draft.tiers.map((tier, i) => {
            const from = i === 0 ? null : num(draft.tiers[i - 1]!.upTo);
            // The tier rule's sentence (order, open end) only when no box of the row has its own.
            const rowError = errors[`tiers.${i}.up_to`] || errors[`tiers.${i}.percent`] ? undefined : errors[`tiers.${i}`];
            return (
              <li key={i} className="grid items-start gap-3 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)_6rem]" aria-label={`Tier ${i + 1}`}>
                <p className="pt-8 text-sm font-medium">Tier {i + 1}</p>
                {i === last ? (
                  <p className="pt-8 text-sm text-ink-soft">{from !== null && from >= 0 ? `Above ${formatInr(toPaise(from))}` : 'Every price'}</p>
                ) : (
                  <TextField label="Listing price up to (₹)" inputMode="decimal" value={tier.upTo} onChange={(e) => setTier(i, 'upTo', e.target.value)} error={errors[`tiers.${i}.up_to`]} />
                )}
                <TextField label="Commission (%)" inputMode="decimal" value={tier.percent} onChange={(e) => setTier(i, 'percent', e.target.value)} error={errors[`tiers.${i}.percent`]} />
                <div className="pt-7">
                  {draft.tiers.length > 1 ? (
                    <button type="button" className="btn-ghost px-2 py-2 text-sm" onClick={() => removeTier(i)} aria-label={`Remove tier ${i + 1}`}>
                      Remove
                    </button>
                  ) : null}
                </div>
                {rowError ? <p className="text-sm text-sale sm:col-span-3 sm:col-start-2">{rowError}</p> : null}
              </li>
            );
          })}
        </ol>
        {errors.tiers ? <p className="mt-2 text-sm text-sale">{errors.tiers}</p> : null}
        <button type="button" className="btn-outline mt-4 px-4 py-2 text-sm" onClick={addTier} disabled={draft.tiers.length >= 10}>
          + Add a tier
        </button>
        <PayoutPreview body={body} />
      </Panel>
      <Panel title="Periods and fee">
        <div className="grid gap-4 sm:grid-cols-3">
          {PERIOD_FIELDS.map(({ key, error, ...field }) => (
            <TextField key={key} {...field} value={draft[key]} onChange={set(key)} error={errors[error]} />
          ))}
        </div>
        <p className="mt-4 border-t border-line pt-4 text-sm text-ink-soft" data-testid="return-window">
          <span className="font-medium text-ink">Return window: {initial.return_window_hours} hours after delivery.</span> A payout falls due once the buyer’s return window has passed. The window is
          the shop’s return policy, the same for every order, so it is not set here.
        </p>
      </Panel>
    </SettingsForm>
  );
}
