/** Small formatters for policy texts, so every figure on a page comes from a constant. */
import { formatInrWhole } from '@shop/shared';

/** "₹700" from paise. */
export const inr = (paise: number) => formatInrWhole(paise);

/** "48–72 hours" */
export const span = (r: { min: number; max: number }, unit: string) => `${r.min}–${r.max} ${unit}`;

/** The domestic shipping fee as shoppers read it: "Free" when 0 (spec README). */
export const shippingFeeText = (rupees: number) => (rupees > 0 ? `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}` : 'Free');

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
