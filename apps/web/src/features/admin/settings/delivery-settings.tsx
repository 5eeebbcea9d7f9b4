/**
 * The delivery promise and cash on delivery by PIN code (issue 20): the working days to metro and
 * other PIN codes, the metro PIN prefixes, the cash-on-delivery limit and the PIN prefixes it does
 * not reach. Its own form and save, beside the shop's other settings.
 */
import type { ShopSettings } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TextAreaField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { useSaveSettings } from './api';
import { SaveButton } from '../ui/save-button';

const prefixes = (text: string) => text.split(/[\s,]+/).filter(Boolean);

export function DeliverySettingsForm({ initial }: { initial: ShopSettings }) {
  const save = useSaveSettings();
  const [d, setD] = useState(() => ({
    metroMin: String(initial.deliveryDaysMetro.min),
    metroMax: String(initial.deliveryDaysMetro.max),
    otherMin: String(initial.deliveryDaysOther.min),
    otherMax: String(initial.deliveryDaysOther.max),
    metroPinPrefixes: initial.metroPinPrefixes.join(', '),
    codLimit: String(initial.codLimit),
    codBlockedPinPrefixes: initial.codBlockedPinPrefixes.join(', '),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (k: keyof typeof d, v: string) => setD((cur) => ({ ...cur, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const days = [d.metroMin, d.metroMax, d.otherMin, d.otherMax].map(Number);
    if (days.some((n) => !Number.isInteger(n) || n < 1 || n > 60)) return setProblem('Delivery days are whole numbers from 1 to 60.');
    if (days[0]! > days[1]! || days[2]! > days[3]!) return setProblem('The fewest days cannot be more than the most days.');
    const limit = Number(d.codLimit);
    if (d.codLimit.trim() === '' || !Number.isFinite(limit) || limit < 0) return setProblem('The cash-on-delivery limit must be 0 or more.');
    const bad = [...prefixes(d.metroPinPrefixes), ...prefixes(d.codBlockedPinPrefixes)].find((p) => !/^[1-9][0-9]{0,5}$/.test(p));
    if (bad) return setProblem(`“${bad}” is not a PIN-code prefix: 1 to 6 digits, not starting with 0.`);
    setProblem(null);
    save.mutate(
      {
        deliveryDaysMetro: { min: days[0]!, max: days[1]! },
        deliveryDaysOther: { min: days[2]!, max: days[3]! },
        metroPinPrefixes: prefixes(d.metroPinPrefixes),
        codLimit: Math.round(limit * 100) / 100,
        codBlockedPinPrefixes: prefixes(d.codBlockedPinPrefixes),
      },
      { onSuccess: ({ message }) => toast.success(message), onError: (err) => setProblem(errorMessage(err, 'The settings could not be saved. Please try again.')) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-8 max-w-3xl space-y-5" aria-labelledby="delivery-title">
      <section className="border border-line bg-white p-5">
        <h2 id="delivery-title" className="mb-1 font-serif text-2xl">
          Delivery and cash on delivery
        </h2>
        <p className="mb-4 text-sm text-muted">
          The product page and checkout promise delivery in these working days (Sundays excepted), counted from the order and including the time before dispatch.
        </p>
        {problem ? (
          <p role="alert" className="mb-4 border-l-2 border-sale bg-sale/5 px-3 py-2 text-sm text-sale">
            {problem}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField label="Metro: fewest days" type="number" min={1} max={60} value={d.metroMin} onChange={(e) => set('metroMin', e.target.value)} />
          <TextField label="Metro: most days" type="number" min={1} max={60} value={d.metroMax} onChange={(e) => set('metroMax', e.target.value)} />
          <TextField label="Elsewhere: fewest days" type="number" min={1} max={60} value={d.otherMin} onChange={(e) => set('otherMin', e.target.value)} />
          <TextField label="Elsewhere: most days" type="number" min={1} max={60} value={d.otherMax} onChange={(e) => set('otherMax', e.target.value)} />
          <div className="sm:col-span-4">
            <TextAreaField
              label="Metro PIN-code prefixes"
              className="[&_textarea]:min-h-16"
              value={d.metroPinPrefixes}
              onChange={(e) => set('metroPinPrefixes', e.target.value)}
              aria-describedby="metro-prefixes-hint"
            />
            <p id="metro-prefixes-hint" className="mt-1 text-xs text-muted">
              Separated by commas, e.g. 110 for Delhi, 400 for Mumbai, 560 for Bengaluru.
            </p>
          </div>
          <TextField
            label="Cash on delivery up to (₹)"
            type="number"
            min={0}
            step={1}
            className="sm:col-span-2"
            value={d.codLimit}
            onChange={(e) => set('codLimit', e.target.value)}
            hint="Orders above this total are paid online."
          />
          <div className="sm:col-span-4">
            <TextAreaField
              label="PIN-code prefixes without cash on delivery"
              className="[&_textarea]:min-h-16"
              value={d.codBlockedPinPrefixes}
              onChange={(e) => set('codBlockedPinPrefixes', e.target.value)}
              aria-describedby="cod-prefixes-hint"
            />
            <p id="cod-prefixes-hint" className="mt-1 text-xs text-muted">
              Separated by commas, e.g. 744 for the Andaman and Nicobar Islands. Empty: cash on delivery everywhere in India.
            </p>
          </div>
        </div>
      </section>
      <SaveButton busy={save.isPending}>Save delivery settings</SaveButton>
    </form>
  );
}
