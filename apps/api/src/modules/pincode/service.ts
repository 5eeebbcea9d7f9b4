/**
 * PIN codes (issue 20): the district of a PIN code from the India Post directory (districts.ts,
 * generated), and what the shop promises there: the delivery dates and whether cash on delivery
 * reaches it. The rules are in @shop/shared (rules/pincode).
 */
import { codAvailability, deliveryEstimate, pinCodeStates, toRupees, type PinCodeInfo } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { getSettings, type Settings } from '../../lib/settings';
import { DISTRICTS, ENCODED_PINS } from './districts';

let districtByPin: Map<number, string> | null = null;

/** The district of a PIN code's post offices, or null when the directory does not list it. */
export function pinDistrict(pin: string): string | null {
  if (!districtByPin) {
    const map = new Map<number, string>();
    let code = 0;
    let district = 0;
    for (const entry of ENCODED_PINS.split(',')) {
      const [gap, index] = entry.split('.');
      code += parseInt(gap!, 36);
      if (index !== undefined) district = parseInt(index, 36);
      map.set(code, DISTRICTS[district]!);
    }
    districtByPin = map;
  }
  return districtByPin.get(Number(pin)) ?? null;
}

/** The delivery dates to a PIN code for an order placed `now`, by the shop's settings. */
export function deliveryTo(settings: Settings, pin: string, now: Date) {
  return deliveryEstimate({ pin, now, metroPrefixes: settings.metroPinPrefixes, metroDays: settings.deliveryDaysMetro, otherDays: settings.deliveryDaysOther });
}

/** What the address forms and the product page learn from a PIN code. */
export async function pinCodeInfo(db: Db, pin: string, now: Date): Promise<PinCodeInfo> {
  const states = pinCodeStates(pin);
  if (states.length === 0) throw notFound('NOT_FOUND', `${pin} is not a PIN code we deliver to. Please check it.`);
  const settings = await getSettings(db);
  // Judged for the smallest order: the total is checked at checkout.
  const cod = codAvailability({ totalPaise: 0, limitPaise: settings.codLimitPaise, pin, country: 'India', blockedPrefixes: settings.codBlockedPinPrefixes });
  const district = pinDistrict(pin);
  return {
    pin,
    state: states[0]!,
    states: [...states],
    district,
    city: states[0] === 'Delhi' ? 'Delhi' : district,
    delivery: deliveryTo(settings, pin, now),
    cod: { available: cod.available, reason: cod.available ? null : cod.reason, limit: toRupees(settings.codLimitPaise) },
  };
}
