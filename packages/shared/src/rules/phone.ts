/**
 * Indian mobile numbers and one-time sign-in codes (issue 20). Pure: the server refuses by them
 * and the storefront checks and shows numbers by them.
 */

/** A sign-in code: 6 digits, valid 5 minutes, 5 tries (issue 20). */
export const PHONE_CODE = { digits: 6, validMinutes: 5, maxAttempts: 5 } as const;

/**
 * The number in E.164 (`+919876543210`) when it is an Indian mobile number: ten digits starting
 * 6–9, optionally written with +91, 91 or a trunk 0 in front and spaces, dashes, dots or brackets
 * between; otherwise null.
 */
export function indianMobile(input: string): string | null {
  if (typeof input !== 'string' || input.length > 30) return null;
  const trimmed = input.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^0-9]/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? `+91${digits}` : null;
}

/** `+919876543210` → `+91 98765 43210`. */
export function formatIndianMobile(e164: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1]} ${m[2]}` : e164;
}

/** `+919876543210` → `+91 ••••• •3210`: enough to recognise one's own number, no more. */
export function maskIndianMobile(e164: string): string {
  const m = /^\+91\d{6}(\d{4})$/.exec(e164);
  return m ? `+91 ••••• •${m[1]}` : '••••••••••';
}

/** Whether a typed code has the form of one (six digits). */
export function isPhoneCodeShaped(code: string): boolean {
  return new RegExp(`^\\d{${PHONE_CODE.digits}}$`).test(code);
}

export type PhoneCodeState = 'valid' | 'expired' | 'used' | 'locked';

/** The state of a sent code at `now`: used up, locked after too many wrong tries, lapsed, or still good. */
export function phoneCodeState(code: { expiresAt: Date; usedAt: Date | null; attempts: number }, now: Date): PhoneCodeState {
  if (code.usedAt) return 'used';
  if (code.attempts >= PHONE_CODE.maxAttempts) return 'locked';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
