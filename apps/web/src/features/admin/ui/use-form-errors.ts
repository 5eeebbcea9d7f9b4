/** The field errors of a back-office form, and how its save ends (a toast and close, or the refusal over the form). */
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/error-message';

/** Messages by field; `form` is for the form as a whole. */
export type FormErrors = Record<string, string | undefined>;

export function useFormErrors() {
  const [errors, setErrors] = useState<FormErrors>({});
  /** Shows the messages found; true when there are none, so the form may be sent. */
  const valid = (next: FormErrors) => {
    setErrors(next);
    return !Object.values(next).some(Boolean);
  };
  /** The save's callbacks: the server's message as a toast and `onDone`, or its refusal (else `failure`) over the form. */
  const saved = (onDone: () => void, failure: string) => ({
    onSuccess: (message: string) => {
      toast.success(message);
      onDone();
    },
    onError: (err: unknown) => setErrors({ form: errorMessage(err, failure) }),
  });
  return { errors, setErrors, valid, saved };
}

/**
 * A form's text values, a change handler a key (`onChange={set('title')}`) and both for a text
 * field (`{...field('title')}`).
 */
export function useFormValues<V extends object>(initial: V) {
  const [values, setValues] = useState(initial);
  const set = (key: keyof V) => (e: { target: { value: string } }) => setValues((cur) => ({ ...cur, [key]: e.target.value }));
  const field = (key: { [K in keyof V]: V[K] extends string ? K : never }[keyof V]) => ({ value: values[key] as string, onChange: set(key) });
  return { values, set, setValues, field };
}
