/**
 * The billing form of checkout and of the address book (storefront §3): email is of email type,
 * phone of tel type, PIN Code for the zip; an Indian PIN code fills in the state and city (issue 20).
 */
import { POLICY } from '@shop/shared';
import { useId } from 'react';
import { Options, TextField } from '@/components/ui/field';
import { usePinCodeAutofill } from '@/features/addresses';
import type { BillingForm } from '../use-billing-form';

const COUNTRY_LABELS: Record<(typeof POLICY.countries)[number], string> = { India: 'India', US: 'United States', UK: 'United Kingdom', CA: 'Canada' };

export function BillingFields({ form }: { form: BillingForm }) {
  const { register, formState } = form;
  const e = formState.errors;
  const countryId = useId();
  usePinCodeAutofill(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" required autoComplete="given-name" {...register('firstName')} error={e.firstName?.message} />
      <TextField label="Last Name" required autoComplete="family-name" {...register('lastName')} error={e.lastName?.message} />
      <TextField label="Email" type="email" required autoComplete="email" {...register('email')} error={e.email?.message} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...register('phone')} error={e.phone?.message} />
      <TextField label="Address" required autoComplete="street-address" {...register('address')} error={e.address?.message} className="sm:col-span-2" />
      <TextField label="City" required autoComplete="address-level2" {...register('city')} error={e.city?.message} />
      <TextField label="State" required autoComplete="address-level1" {...register('state')} error={e.state?.message} />
      <div>
        <label htmlFor={countryId} className="label">
          Country
          <span aria-hidden="true" className="text-sale">
            {' '}
            *
          </span>
        </label>
        <select id={countryId} className="input" autoComplete="country" {...register('country')}>
          <Options of={POLICY.countries.map((c) => [c, COUNTRY_LABELS[c]] as const)} />
        </select>
      </div>
      <TextField label="PIN Code" required inputMode="numeric" autoComplete="postal-code" {...register('zipCode')} error={e.zipCode?.message} />
    </div>
  );
}
