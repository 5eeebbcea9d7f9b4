/**
 * Newsletter sign-up (popup, band): a non-blank, well-formed email (storefront §5), stored once per
 * address by POST /api/newsletter. No form library here: it ships on the home page.
 */
import { useId, useState, type FormEvent } from 'react';
import { useSubscribeNewsletter } from '../api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewsletterFormProps {
  source: 'popup' | 'band' | 'footer';
  /** Dark background (the band): light text and an outlined button. */
  tone?: 'light' | 'dark';
  onSubscribed?: () => void;
}

export function NewsletterForm({ source, tone = 'light', onSubscribed }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeNewsletter();
  const dark = tone === 'dark';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError('Please enter your email address.');
    if (!EMAIL.test(value)) return setError('Please enter a valid email address.');
    setError(null);
    subscribe.mutate(
      { email: value, source },
      {
        onSuccess: () => {
          setEmail('');
          onSubscribed?.();
        },
      },
    );
  };

  if (subscribe.isSuccess) {
    return (
      <p role="status" className={`text-sm ${dark ? 'text-white' : 'text-success'}`}>
        {subscribe.data.message || 'Thank you for subscribing!'}
      </p>
    );
  }
  const message = error ?? (subscribe.isError ? subscribe.error.message : null);
  return (
    <form onSubmit={onSubmit} noValidate className="w-full">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          Email address
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={`input flex-1 ${dark ? 'border-white/40 bg-transparent text-white placeholder:text-white/60 focus:border-white' : ''}`}
        />
        <button type="submit" disabled={subscribe.isPending} className={dark ? 'btn border border-white text-white hover:bg-white hover:text-ink' : 'btn-primary'}>
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className={`mt-2 text-sm ${dark ? 'text-[#ffb4a8]' : 'text-sale'}`}>
          {message}
        </p>
      ) : null}
    </form>
  );
}
