/**
 * /user-details (storefront §2, §4, §8): the profile in view or edit mode, Back to Home and Logout.
 * Logout ends the session on the server too, says so and goes to /login after 1.5 s.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { useUserDetails } from '@/features/account/api';
import { ChangePasswordCard } from '@/features/account/components/change-password-card';
import { PhoneCard } from '@/features/account/components/phone-card';
import { ProfileCard } from '@/features/account/components/profile-card';
import { AddressBook } from '@/features/addresses/components/address-book';
import { MailPreferencesCard } from '@/features/alerts/components/mail-preferences-card';
import { SavedSearchesCard } from '@/features/alerts/components/saved-searches-card';
import { useSignOut } from '@/features/auth/api';
import { useSession } from '@/lib/session';
import { SkeletonBars } from '@/components/ui/card-skeleton';

const LOGOUT_REDIRECT_MS = 1500;

export function UserDetailsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const userId = session?.user._id;
  const details = useUserDetails(userId);
  const signOut = useSignOut();
  const [loggingOut, setLoggingOut] = useState(false);
  const told = useRef(false);

  useEffect(() => {
    document.title = 'My Account · Tangerine Luxury';
  }, []);

  useEffect(() => {
    if (details.isError && !told.current) {
      told.current = true;
      toast.error('Could not load user profile. Please try again later.');
    }
  }, [details.isError]);

  function logout() {
    setLoggingOut(true);
    signOut.mutate(undefined, {
      onSettled: () => {
        toast.success('Logged out successfully!');
        window.setTimeout(() => navigate(paths.login), LOGOUT_REDIRECT_MS);
      },
    });
  }

  if (loggingOut) {
    return (
      <main id="main" className="container-shop py-24 text-center">
        <p role="status" className="font-serif text-3xl">
          {signOut.isPending ? 'Signing you out…' : 'You are signed out.'}
        </p>
        <p className="mt-2 text-muted">Taking you to the sign-in page.</p>
      </main>
    );
  }
  if (!session) return <Navigate to={paths.login} replace state={{ from: paths.userDetails }} />;

  if (details.isError) {
    return (
      <main id="main" className="container-shop py-24 text-center">
        <h1 className="font-serif text-4xl">User not found</h1>
        <p className="mt-3 text-muted">Please try logging in again.</p>
        <Link to={paths.login} className="btn-primary mt-8">
          Go to Login
        </Link>
      </main>
    );
  }

  return (
    <main id="main" className="container-shop py-10 lg:py-14">
      <div className="mx-auto max-w-3xl">
        <p className="eyebrow">Your account</p>
        <h1 className="mt-2 font-serif text-4xl lg:text-5xl">My Account</h1>
        <div className="mt-8">
          {details.data ? (
            <ProfileCard key={details.data._id} user={details.data} />
          ) : (
            <div className="border border-line bg-white p-8" aria-busy="true">
              <p className="sr-only" role="status">
                Loading your profile…
              </p>
              <div className="flex items-center gap-5">
                <div className="h-16 w-16 animate-pulse rounded-full bg-sand" />
                <div className="flex-1 space-y-2">
                  <SkeletonBars bars={['h-6 w-48', 'h-3 w-64']} />
                </div>
              </div>
              <div className="mt-8 grid gap-5 sm:grid-cols-2">
                {[0, 1, 2, 3].map((i) => (
                  <div key={i} className="h-10 animate-pulse bg-sand" />
                ))}
              </div>
            </div>
          )}
        </div>
        <div className="mt-6">
          <AddressBook />
        </div>
        <div className="mt-6">
          <SavedSearchesCard />
        </div>
        <div className="mt-6">
          <MailPreferencesCard />
        </div>
        {details.data ? (
          <div className="mt-6">
            <PhoneCard />
          </div>
        ) : null}
        {details.data ? (
          <div className="mt-6">
            <ChangePasswordCard />
          </div>
        ) : null}
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Link to={paths.orderAndReturn} className="flex items-center justify-between border border-line bg-white px-5 py-4 text-sm hover:border-ink">
            Orders &amp; Returns <span aria-hidden="true">→</span>
          </Link>
          <Link to={paths.wishlist} className="flex items-center justify-between border border-line bg-white px-5 py-4 text-sm hover:border-ink">
            Wishlist <span aria-hidden="true">→</span>
          </Link>
          <Link to="/seller" className="flex items-center justify-between border border-line bg-white px-5 py-4 text-sm hover:border-ink">
            Seller Portal <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="mt-10 flex flex-wrap justify-between gap-3 border-t border-line pt-6">
          <Link to={paths.home} className="btn-outline">
            Back to Home
          </Link>
          <button type="button" className="btn-primary" onClick={logout} disabled={signOut.isPending}>
            Logout
          </button>
        </div>
      </div>
    </main>
  );
}
