/**
 * What the API knows of a PIN code, for the product page's delivery check and the address forms
 * (issue 20). Apart from the form autofill (pincode.ts) so the product page loads no form library.
 */
import { PIN_CODE, pinCodeStates, type PinCodeInfo } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** What the API knows of a PIN code (state, district, delivery dates, cash on delivery); idle until it is 6 valid digits. */
export function usePinCodeInfo(pin: string | null | undefined) {
  const valid = Boolean(pin && PIN_CODE.test(pin) && pinCodeStates(pin).length > 0);
  return useQuery({
    queryKey: ['pincode', pin],
    queryFn: async ({ signal }) => (await request<PinCodeInfo>(`/pincode/${encodeURIComponent(pin!)}`, { signal })).data,
    enabled: valid,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** "Thu, 3 Dec" from a `YYYY-MM-DD` day in India. */
export function deliveryDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}
