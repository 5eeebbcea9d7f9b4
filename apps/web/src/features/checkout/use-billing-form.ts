import { zodResolver } from '@hookform/resolvers/zod';
import { AddressInputSchema, POLICY } from '@shop/shared';
import { useForm } from 'react-hook-form';
import type { Session } from '@/lib/session';

/** The fields checkout requires (storefront §5); anything blank shows "Please fill in all required fields". */
export const REQUIRED_BILLING_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

/** The billing form, checked by the same schema the server uses; name and e-mail start from the account. */
export function useBillingForm(session: Session | null) {
  return useForm({
    resolver: zodResolver(AddressInputSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: session?.user.first_name ?? '',
      lastName: session?.user.last_name ?? '',
      email: session?.user.email ?? '',
      phone: '',
      address: '',
      city: '',
      state: '',
      country: POLICY.defaultCountry as (typeof POLICY.countries)[number],
      zipCode: '',
    },
  });
}

export type BillingForm = ReturnType<typeof useBillingForm>;
