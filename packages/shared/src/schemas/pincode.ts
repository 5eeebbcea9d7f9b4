/** `GET /api/pincode/{pin}` (issue 20): what a PIN code tells the address forms and the product page. */
import { z } from 'zod';
import { envelope } from './common';

export const PinCodeParamsSchema = z.object({
  pin: z.string().regex(/^[1-9][0-9]{5}$/, { error: 'Please enter a valid 6-digit PIN code.' }),
});

export const PinCodeInfoSchema = z.object({
  pin: z.string(),
  /** The likeliest state or union territory, and every one the PIN code can belong to. */
  state: z.string(),
  states: z.array(z.string()),
  /** The district of the PIN code's post offices (India Post directory), or null when not listed. */
  district: z.string().nullable(),
  /** What the address forms fill in as the city: the district, and Delhi for the districts of Delhi. */
  city: z.string().nullable(),
  /** Delivery for an order placed now: working days, dates in India (`YYYY-MM-DD`). */
  delivery: z.object({ metro: z.boolean(), earliest: z.string(), latest: z.string() }),
  /** Whether cash on delivery reaches this PIN code (the order-total limit is judged at checkout). */
  cod: z.object({ available: z.boolean(), reason: z.string().nullable(), limit: z.number() }),
});
export type PinCodeInfo = z.infer<typeof PinCodeInfoSchema>;
export const PinCodeInfoResponseSchema = envelope(PinCodeInfoSchema);
