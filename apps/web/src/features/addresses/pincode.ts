/**
 * PIN codes in the address forms (issue 20): the state fills in from the PIN code at once (the
 * shared postal-circle rule), the city when the API has answered with the PIN code's district.
 * A city the shopper typed is kept; a state that does not match the PIN code is replaced.
 */
import { canonicalState, PIN_CODE, pinCodeStates } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { usePinCodeInfo } from './pincode-info';
import type { BillingForm } from '@/features/checkout';

export { deliveryDay, usePinCodeInfo } from './pincode-info';

/** Fills the state and city of a billing/address form from its PIN code (India only). */
export function usePinCodeAutofill(form: BillingForm) {
  const [zipCode, country, state] = useWatch({ control: form.control, name: ['zipCode', 'country', 'state'] });
  const pin = country === 'India' && PIN_CODE.test(zipCode.trim()) ? zipCode.trim() : null;
  const info = usePinCodeInfo(pin);
  const filledCity = useRef<string | null>(null);

  useEffect(() => {
    if (!pin) return;
    const states = pinCodeStates(pin);
    const current = canonicalState(form.getValues('state'));
    if (states.length > 0 && (!current || !states.includes(current))) {
      form.setValue('state', states[0]!, { shouldDirty: true, shouldValidate: form.formState.touchedFields.state === true });
    }
  }, [pin, form]);

  // The PIN code's error names the state: once the state changes (filled in or typed), it is judged again.
  useEffect(() => {
    if (form.getFieldState('zipCode').error) void form.trigger('zipCode');
  }, [state, form]);

  useEffect(() => {
    const city = info.data?.city;
    if (!city || info.data?.pin !== pin) return;
    const current = form.getValues('city').trim();
    if (current === '' || current === filledCity.current) {
      form.setValue('city', city, { shouldDirty: true, shouldValidate: form.formState.touchedFields.city === true });
      filledCity.current = city;
    }
  }, [info.data, pin, form]);

  return { pin, info: info.data && info.data.pin === pin ? info.data : null };
}
