/**
 * The profile's mobile number (issue 20): add one and verify it with the code sent by SMS, then
 * sign in with it. A verified number shows with its date; it can be changed or removed.
 */
import { PHONE_CODE, formatIndianMobile, indianMobile, isPhoneCodeShaped } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { CardHeading } from '@/components/ui/card-heading';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { longDate } from '@/lib/format';
import { useRemovePhone, useSendPhoneVerification, useUserPhone, useVerifyPhone } from '../api';
import { PhoneCodeField } from '@/components/ui/phone-code-field';

export function PhoneCard() {
  const current = useUserPhone(true);
  const send = useSendPhoneVerification();
  const verify = useVerifyPhone();
  const remove = useRemovePhone();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState<{ phone: string; message: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  function sendCode(e: FormEvent) {
    e.preventDefault();
    const phone = indianMobile(typed);
    if (!phone) return setError('Please enter a 10-digit Indian mobile number (starting with 6, 7, 8 or 9).');
    setError(undefined);
    send.mutate({ phone }, { onSuccess: (message) => setPending({ phone, message }), onError: (err) => setError(errorMessage(err, 'We could not send a code.')) });
  }

  function confirm(e: FormEvent) {
    e.preventDefault();
    if (!pending) return;
    if (!isPhoneCodeShaped(code)) return setError(`The code is ${PHONE_CODE.digits} digits.`);
    setError(undefined);
    verify.mutate(
      { phone: pending.phone, code },
      {
        onSuccess: () => {
          toast.success('Your mobile number is verified.');
          setPending(null);
          setEditing(false);
          setTyped('');
          setCode('');
        },
        onError: (err) => setError(errorMessage(err, 'We could not verify the number.')),
      },
    );
  }

  const phone = current.data?.phone ?? null;
  return (
    <section aria-labelledby="phone-heading" className="border border-line bg-white p-6 sm:p-8">
      <CardHeading id="phone-heading" title="Mobile Number" description="Sign in with a one-time code instead of your password." />
      {phone && !editing ? (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            <span className="font-medium text-ink" data-testid="profile-phone">
              {formatIndianMobile(phone)}
            </span>{' '}
            <span className="text-muted">· verified {current.data?.verified_at ? longDate(current.data.verified_at) : ''}</span>
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-outline h-10" onClick={() => setEditing(true)}>
              Change
            </button>
            <button
              type="button"
              className="btn-outline h-10"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success('Your mobile number was removed.') })}
            >
              Remove
            </button>
          </div>
        </div>
      ) : pending ? (
        <form onSubmit={confirm} noValidate className="mt-5 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <p role="status" className="bg-paper px-3 py-2 text-sm text-ink-soft sm:col-span-2">
            {pending.message}
          </p>
          <PhoneCodeField code={code} onCode={setCode} error={error} />
          <button type="submit" className="btn-primary h-12" disabled={verify.isPending}>
            {verify.isPending ? 'Checking…' : 'Verify'}
          </button>
        </form>
      ) : (
        <form onSubmit={sendCode} noValidate className="mt-5 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField label="Mobile number" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="98765 43210" value={typed} onChange={(e) => setTyped(e.target.value)} error={error} />
          <button type="submit" className="btn-primary h-12" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send Code'}
          </button>
        </form>
      )}
    </section>
  );
}
