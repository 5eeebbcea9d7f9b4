/** /admin/settings: the shipping fee (0 shows as Free), the business details and the footer's social links. */
import { SOCIAL_NETWORKS, type ShopSettings } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TextAreaField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from '../ui/page-header';
import { ErrorState, LoadingState } from '../ui/query-states';
import { useSaveSettings, useShopSettings } from './api';
import { GstSettings, type GstSettingKey } from './gst-settings';
import { DeliverySettingsForm } from './delivery-settings';
import { PaymentSettingsForm, type PaymentSettingKey } from './payment-settings';
import { FormAlert } from '@/components/ui/form-alert';
import { SaveButton } from '../ui/save-button';

type DeliverySettingKey = 'codLimit' | 'codBlockedPinPrefixes' | 'metroPinPrefixes' | 'deliveryDaysMetro' | 'deliveryDaysOther';
type Draft = Record<Exclude<keyof ShopSettings, GstSettingKey | DeliverySettingKey | PaymentSettingKey>, string>;

function SettingsForm({ initial }: { initial: ShopSettings }) {
  const save = useSaveSettings();
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
  const [problem, setProblem] = useState<string | null>(null);
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
    setProblem(null);
    save.mutate(
      {
        shippingFee: Math.round(fee * 100) / 100,
        businessName: d.businessName.trim(),
        businessAddress: d.businessAddress.trim(),
        businessPhone: d.businessPhone.trim(),
        businessEmail: d.businessEmail.trim(),
        businessHours: d.businessHours.trim(),
        ...Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, d[key].trim()])),
      },
      { onSuccess: ({ message }) => toast.success(message), onError: (err) => setProblem(errorMessage(err, 'The settings could not be saved. Please try again.')) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-5">
      <FormAlert>{problem}</FormAlert>
      <section className="border border-line bg-white p-5" aria-labelledby="shipping-title">
        <h2 id="shipping-title" className="mb-3 font-serif text-2xl">
          Shipping
        </h2>
        <TextField
          label="Domestic shipping fee (₹)"
          type="number"
          min={0}
          step={0.01}
          className="max-w-xs"
          value={d.shippingFee}
          onChange={(e) => set('shippingFee', e.target.value)}
          hint={fee === 0 ? 'Shoppers see shipping as Free.' : Number.isFinite(fee) && fee > 0 ? `Checkout, order totals and the policy pages show ${rupees(fee)}.` : undefined}
        />
      </section>
      <section className="border border-line bg-white p-5" aria-labelledby="business-title">
        <h2 id="business-title" className="mb-3 font-serif text-2xl">
          Business details
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Business name" required maxLength={100} value={d.businessName} onChange={(e) => set('businessName', e.target.value)} />
          <TextField label="Email" required type="email" value={d.businessEmail} onChange={(e) => set('businessEmail', e.target.value)} />
          <TextField label="Phone" required maxLength={30} value={d.businessPhone} onChange={(e) => set('businessPhone', e.target.value)} />
          <TextField label="Opening hours" required maxLength={60} value={d.businessHours} onChange={(e) => set('businessHours', e.target.value)} />
          <TextAreaField label="Address" required maxLength={300} className="sm:col-span-2 [&_textarea]:min-h-20" value={d.businessAddress} onChange={(e) => set('businessAddress', e.target.value)} />
        </div>
      </section>
      <section className="border border-line bg-white p-5" aria-labelledby="social-title">
        <h2 id="social-title" className="mb-1 font-serif text-2xl">
          Social links
        </h2>
        <p className="mb-3 text-sm text-muted">The footer links to each page set here; a network left empty tells shoppers its page is coming soon.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map(({ key, name }) => (
            <TextField key={key} label={`${name} page`} type="url" inputMode="url" placeholder="https://" maxLength={300} value={d[key]} onChange={(e) => set(key, e.target.value)} />
          ))}
        </div>
      </section>
      <SaveButton busy={save.isPending}>Save settings</SaveButton>
    </form>
  );
}

export function SettingsScreen() {
  useDocumentTitle('Settings');
  const settings = useShopSettings();
  return (
    <>
      <PageHeader title="Settings" description="Shown to shoppers on checkout, the contact page, the policy pages and in the footer." />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="space-y-10">
          <SettingsForm initial={settings.data} />
          <DeliverySettingsForm initial={settings.data} />
          <PaymentSettingsForm initial={settings.data} />
          <GstSettings initial={settings.data} />
        </div>
      )}
    </>
  );
}
