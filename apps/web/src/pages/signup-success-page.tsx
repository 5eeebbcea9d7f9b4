import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { CheckIcon } from '@/components/ui/icons';

/** /signup-success (storefront §2): the account exists; next, sign in. */
export function SignupSuccessPage() {
  const state = useLocation().state as { firstName?: string; email?: string; from?: unknown } | null;
  useEffect(() => {
    document.title = 'Welcome · Tangerine Luxury';
  }, []);
  return (
    <main id="main" className="container-shop py-16 lg:py-24">
      <div className="mx-auto max-w-lg border border-line bg-white px-6 py-12 text-center sm:px-12">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-success text-white">
          <CheckIcon size={28} />
        </span>
        <p className="eyebrow mt-6">Account created</p>
        <h1 className="mt-2 font-serif text-4xl">Welcome{state?.firstName ? `, ${state.firstName}` : ''}!</h1>
        <p className="mt-4 text-ink-soft">
          Your Tangerine Luxury account is ready
          {state?.email ? (
            <>
              {' '}
              for <span className="font-medium text-ink">{state.email}</span>
            </>
          ) : null}
          . Sign in to start your wishlist and shop authenticated pre-loved luxury.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.login} state={state?.from ? { from: state.from } : undefined} className="btn-primary">
            Sign In
          </Link>
          <Link to={paths.shop} className="btn-outline">
            Continue Shopping
          </Link>
        </div>
      </div>
    </main>
  );
}
