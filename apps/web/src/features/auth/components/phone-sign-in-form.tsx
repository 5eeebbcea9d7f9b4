/**
 * Sign in or up with a +91 mobile number and a 6-digit code sent by SMS (issue 20). Step one asks
 * for the number, step two for the code; a number with no account yet then asks for a name and an
 * email to make one. The answers never say whether a number has an account before the code is proved.
 */
import { PHONE_CODE, formatIndianMobile, indianMobile, isPhoneCodeShaped } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/error-message';
import { usePhoneSignIn, useRequestPhoneCode } from '../api';
import { safeRedirect } from '../safe-redirect';
import { FormAlert } from '@/components/ui/form-alert';
import { PhoneCodeField } from '@/components/ui/phone-code-field';

type Step = 'number' | 'code' | 'details';

export function PhoneSignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const requestCode = useRequestPhoneCode();
  const signIn = usePhoneSignIn();
  const [step, setStep] = useState<Step>('number');
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [profile, setProfile] = useState({ first_name: '', last_name: '', email: '' });
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  function send(number: string) {
    setError(null);
    requestCode.mutate(
      { phone: number },
      {
        onSuccess: (message) => {
          setSent(message);
          setCode('');
          setStep('code');
        },
        onError: (err) => setError(errorMessage(err, 'We could not send a code. Please try again.')),
      },
    );
  }

  /** Back to the number step, to type another one. */
  function changeNumber() {
    setStep('number');
    setError(null);
    setSent(null);
  }

  function submitNumber(e: FormEvent) {
    e.preventDefault();
    const e164 = indianMobile(typed);
    if (!e164) return setFieldError('Please enter a 10-digit Indian mobile number (starting with 6, 7, 8 or 9).');
    setFieldError(undefined);
    setPhone(e164);
    send(e164);
  }

  function submitCode(e: FormEvent) {
    e.preventDefault();
    if (!isPhoneCodeShaped(code.trim())) return setFieldError(`The code is ${PHONE_CODE.digits} digits.`);
    setFieldError(undefined);
    setError(null);
    const withDetails = step === 'details' ? profile : {};
    if (step === 'details' && (!profile.first_name.trim() || !profile.last_name.trim() || !profile.email.trim())) return setError('Please fill in your name and email.');
    signIn.mutate(
      { phone, code: code.trim(), ...withDetails },
      {
        onSuccess: (result) => {
          if (result.status === 'details-needed') return setStep('details');
          toast.success(result.created ? 'Welcome to Tangerine Luxury! Your account is ready.' : 'User signed in successfully');
          void navigate(safeRedirect((location.state as { from?: unknown } | null)?.from), { replace: true });
        },
        onError: (err) => setError(errorMessage(err, 'We could not sign you in. Please try again.')),
      },
    );
  }

  const alert = <FormAlert>{error}</FormAlert>;

  if (step === 'number') {
    return (
      <form onSubmit={submitNumber} noValidate className="space-y-5">
        {alert}
        <TextField
          label="Mobile number"
          type="tel"
          required
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="98765 43210"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={fieldError}
          hint="An Indian (+91) mobile number. We send a one-time code by SMS."
        />
        <SubmitButton busy={requestCode.isPending} busyLabel="Sending…">
          Send Code
        </SubmitButton>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} noValidate className="space-y-5">
      {alert}
      {sent ? (
        <p role="status" className="bg-paper px-3 py-2 text-sm text-ink-soft">
          {sent}
        </p>
      ) : null}
      <PhoneCodeField code={code} onCode={setCode} error={fieldError} autoFocus />
      {step === 'details' ? (
        <fieldset className="space-y-4">
          <legend className="mb-4 w-full border-t border-line pt-5 text-sm text-ink">New here? Tell us who you are to create your account.</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" required autoComplete="given-name" value={profile.first_name} onChange={(e) => setProfile({ ...profile, first_name: e.target.value })} />
            <TextField label="Last name" required autoComplete="family-name" value={profile.last_name} onChange={(e) => setProfile({ ...profile, last_name: e.target.value })} />
          </div>
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={profile.email}
            onChange={(e) => setProfile({ ...profile, email: e.target.value })}
            hint="For your order confirmations and invoices."
          />
        </fieldset>
      ) : null}
      <SubmitButton busy={signIn.isPending} busyLabel="Checking…">
        {step === 'details' ? 'Create Account' : 'Sign In'}
      </SubmitButton>
      <p className="flex flex-wrap justify-between gap-2 text-sm text-ink-soft">
        <button type="button" className="underline underline-offset-4 hover:text-ink" onClick={changeNumber}>
          Change number ({formatIndianMobile(phone)})
        </button>
        <button type="button" className="underline underline-offset-4 hover:text-ink" disabled={requestCode.isPending} onClick={() => send(phone)}>
          Send a new code
        </button>
      </p>
    </form>
  );
}
