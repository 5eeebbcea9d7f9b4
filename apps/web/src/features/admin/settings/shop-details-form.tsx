/** The first form of /admin/settings: the shipping fee (0 shows as Free), the business details and the footer's social links. */
import { SOCIAL_NETWORKS, type ShopSettings } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';
import { rupees } from '@/lib/format';
import { Panel } from '../ui/panel';
import { RupeeField } from '../ui/rupee-field';
import { SettingsForm } from '../ui/settings-form';
import type { GstSettingKey } from './gst-settings';
import type { PaymentSettingKey } from './payment-settings';
import { useSettingsSave } from './use-settings-save';

type DeliverySettingKey = 'codLimit' | 'codBlockedPinPrefixes' | 'metroPinPrefixes' | 'deliveryDaysMetro' | 'deliveryDaysOther';
type Draft = Record<Exclude<keyof ShopSettings, GstSettingKey | DeliverySettingKey | PaymentSettingKey>, string>;

export function ShopDetailsForm({ initial }: { initial: ShopSettings }) {
  const { problem, setProblem, send, busy } = useSettingsSave();
  const [d, setD] = useState<Draft>(() => {
    const {
      gstLegalName: _n,
      gstAddress: _a,
      gstState: _s,
      gstin: _g,
      gstRates: _r,
      codLimit: _l,
      codBlockedPinPrefixes: _b,
      metroPinPrefixes: _m,
      deliveryDaysMetro: _dm,
      deliveryDaysOther: _do,
      upiVpa: _uv,
      upiPayeeName: _up,
      emiMinOrder: _em,
      emiPlans: _ep,
      ...rest
    } = initial;
    return { ...rest, shippingFee: String(initial.shippingFee) };
  });
  const set = (k: keyof Draft, v: string) => setD((cur) => ({ ...cur, [k]: v }));
  const fee = Number(d.shippingFee);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (d.shippingFee.trim() === '' || !Number.isFinite(fee) || fee < 0) return setProblem('The shipping fee must be 0 (free) or more.');
    for (const [k, label] of [
      ['businessName', 'Business name'],
      ['businessAddress', 'Address'],
      ['businessPhone', 'Phone'],
      ['businessEmail', 'Email'],
      ['businessHours', 'Opening hours'],
    ] as const)
      if (!d[k].trim()) return setProblem(`${label} is required.`);
    for (const { key, name } of SOCIAL_NETWORKS)
      if (d[key].trim() && !/^https:\/\//i.test(d[key].trim())) return setProblem(`The ${name} link must be a full address starting with https://, or empty.`);
    send({
      shippingFee: Math.round(fee * 100) / 100,
      businessName: d.businessName.trim(),
      businessAddress: d.businessAddress.trim(),
      businessPhone: d.businessPhone.trim(),
      businessEmail: d.businessEmail.trim(),
      businessHours: d.businessHours.trim(),
      ...Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, d[key].trim()])),
    });
  };

  return (
    <SettingsForm onSubmit={submit} problem={problem} busy={busy} saveLabel="Save settings">
      <Panel title="Shipping">
        <RupeeField
          label="Domestic shipping fee (₹)"
          className="max-w-xs"
          value={d.shippingFee}
          onChange={(e) => set('shippingFee', e.target.value)}
          hint={fee === 0 ? 'Shoppers see shipping as Free.' : Number.isFinite(fee) && fee > 0 ? `Checkout, order totals and the policy pages show ${rupees(fee)}.` : undefined}
        />
      </Panel>
      <Panel title="Business details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Business name" required maxLength={100} value={d.businessName} onChange={(e) => set('businessName', e.target.value)} />
          <TextField label="Email" required type="email" value={d.businessEmail} onChange={(e) => set('businessEmail', e.target.value)} />
          <TextField label="Phone" required maxLength={30} value={d.businessPhone} onChange={(e) => set('businessPhone', e.target.value)} />
          <TextField label="Opening hours" required maxLength={60} value={d.businessHours} onChange={(e) => set('businessHours', e.target.value)} />
          <TextAreaField label="Address" required maxLength={300} className="sm:col-span-2 [&_textarea]:min-h-20" value={d.businessAddress} onChange={(e) => set('businessAddress', e.target.value)} />
        </div>
      </Panel>
      <Panel title="Social links" description="The footer links to each page set here; a network left empty tells shoppers its page is coming soon.">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map(({ key, name }) => (
            <TextField key={key} label={`${name} page`} type="url" inputMode="url" placeholder="https://" maxLength={300} value={d[key]} onChange={(e) => set(key, e.target.value)} />
          ))}
        </div>
      </Panel>
    </SettingsForm>
  );
}
