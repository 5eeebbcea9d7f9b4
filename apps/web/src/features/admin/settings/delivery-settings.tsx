/**
 * The delivery promise and cash on delivery by PIN code (issue 20): the working days to metro and
 * other PIN codes, the metro PIN prefixes, the cash-on-delivery limit and the PIN prefixes it does
 * not reach. Its own form and save, beside the shop's other settings.
 */
import type { ShopSettings } from '@shop/shared';
import type { FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Panel } from '../ui/panel';
import { RupeeField } from '../ui/rupee-field';
import { SettingsForm } from '../ui/settings-form';
import { useFormValues } from '../ui/use-form-errors';
import { useSettingsSave } from './use-settings-save';

const prefixes = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The four day boxes, in the order the rule reads them: metro fewest and most, then elsewhere. */
const DAY_FIELDS = [
  ['metroMin', 'Metro: fewest days'],
  ['metroMax', 'Metro: most days'],
  ['otherMin', 'Elsewhere: fewest days'],
  ['otherMax', 'Elsewhere: most days'],
] as const;

export function DeliverySettingsForm({ initial }: { initial: ShopSettings }) {
  const { problem, setProblem, send, busy } = useSettingsSave();
  const { values: d, field } = useFormValues({
    metroMin: String(initial.deliveryDaysMetro.min),
    metroMax: String(initial.deliveryDaysMetro.max),
    otherMin: String(initial.deliveryDaysOther.min),
    otherMax: String(initial.deliveryDaysOther.max),
    metroPinPrefixes: initial.metroPinPrefixes.join(', '),
    codLimit: String(initial.codLimit),
    codBlockedPinPrefixes: initial.codBlockedPinPrefixes.join(', '),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const days = DAY_FIELDS.map(([key]) => Number(d[key]));
    if (days.some((n) => !Number.isInteger(n) || n < 1 || n > 60)) return setProblem('Delivery days are whole numbers from 1 to 60.');
    if (days[0]! > days[1]! || days[2]! > days[3]!) return setProblem('The fewest days cannot be more than the most days.');
    const limit = Number(d.codLimit);
    if (d.codLimit.trim() === '' || !Number.isFinite(limit) || limit < 0) return setProblem('The cash-on-delivery limit must be 0 or more.');
    const bad = [...prefixes(d.metroPinPrefixes), ...prefixes(d.codBlockedPinPrefixes)].find((p) => !/^[1-9][0-9]{0,5}$/.test(p));
    if (bad) return setProblem(`“${bad}” is not a PIN-code prefix: 1 to 6 digits, not starting with 0.`);
    send({
      deliveryDaysMetro: { min: days[0]!, max: days[1]! },
      deliveryDaysOther: { min: days[2]!, max: days[3]! },
      metroPinPrefixes: prefixes(d.metroPinPrefixes),
      codLimit: Math.round(limit * 100) / 100,
      codBlockedPinPrefixes: prefixes(d.codBlockedPinPrefixes),
    });
  };

  return (
    <SettingsForm label="Delivery and cash on delivery" onSubmit={submit} problem={problem} busy={busy} saveLabel="Save delivery settings" className="mt-8 max-w-3xl">
      <Panel
        title="Delivery and cash on delivery"
        description="The product page and checkout promise delivery in these working days (Sundays excepted), counted from the order and including the time before dispatch."
      >
        <div className="grid gap-4 sm:grid-cols-4">
          {DAY_FIELDS.map(([key, label]) => (
            <TextField key={key} label={label} type="number" min={1} max={60} {...field(key)} />
          ))}
          <TextAreaField
            label="Metro PIN-code prefixes"
            className="sm:col-span-4 [&_textarea]:min-h-16"
            {...field('metroPinPrefixes')}
            hint="Separated by commas, e.g. 110 for Delhi, 400 for Mumbai, 560 for Bengaluru."
          />
          <RupeeField label="Cash on delivery up to (₹)" step={1} className="sm:col-span-2" {...field('codLimit')} hint="Orders above this total are paid online." />
          <TextAreaField
            label="PIN-code prefixes without cash on delivery"
            className="sm:col-span-4 [&_textarea]:min-h-16"
            {...field('codBlockedPinPrefixes')}
            hint="Separated by commas, e.g. 744 for the Andaman and Nicobar Islands. Empty: cash on delivery everywhere in India."
          />
        </div>
      </Panel>
    </SettingsForm>
  );
}
