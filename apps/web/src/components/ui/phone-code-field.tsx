import { PHONE_CODE } from '@shop/shared';
import { TextField } from './field';

/** The code sent to a mobile number by SMS: digits only, no more than the code has. */
export function PhoneCodeField({ code, onCode, error, autoFocus }: { code: string; onCode: (code: string) => void; error?: string; autoFocus?: boolean }) {
  return (
    <TextField
      label={`${PHONE_CODE.digits}-digit code`}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={PHONE_CODE.digits}
      value={code}
      onChange={(e) => onCode(e.target.value.replace(/\D/g, '').slice(0, PHONE_CODE.digits))}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
