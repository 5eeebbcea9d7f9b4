/**
 * The landing page of an alert mail's unsubscribe link: the signed token is used once the page is
 * live (a link checker that fetches the page without running it changes nothing). No sign-in needed.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/error-message';
import { useUnsubscribe } from '../api';

export function UnsubscribeView({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const failed = !token || unsubscribe.isError;
  return (
    <div className="mx-auto max-w-xl border border-line bg-white p-8 text-center sm:p-12">
      <p className="eyebrow">Mail preferences</p>
      {failed ? (
        <>
          <h1 className="mt-2 font-serif text-3xl sm:text-4xl">This link did not work</h1>
          <p role="alert" className="mt-4 text-ink-soft">
            {errorMessage(unsubscribe.error, 'This unsubscribe link is not valid. You can choose your mails on your account page.')}
          </p>
        </>
      ) : unsubscribe.isSuccess ? (
        <>
          <h1 className="mt-2 font-serif text-3xl sm:text-4xl">You are unsubscribed</h1>
          <p role="status" className="mt-4 text-ink-soft">
            We will not send you “{unsubscribe.data.label}” mails any more.
          </p>
        </>
      ) : (
        <h1 role="status" className="mt-2 font-serif text-3xl sm:text-4xl">
          Unsubscribing…
        </h1>
      )}
      <p className="mt-8 text-sm text-muted">
        {failed ? 'Your mails are chosen on your ' : 'Changed your mind, or want to stop other mails? Choose them on your '}
        <Link to="/user-details" className="underline underline-offset-4">
          account page
        </Link>
        .
      </p>
      <Link to="/shop" className="btn-primary mt-8">
        Continue Shopping
      </Link>
    </div>
  );
}
