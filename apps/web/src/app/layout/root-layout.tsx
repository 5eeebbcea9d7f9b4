import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { CartReminder } from '@/features/cart-reminder/components/cart-reminder';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { Footer } from './footer';
import { Header } from './header';

/** Scrolls to the top on every route change (catalogue §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate('/login'));
  }, [navigate]);
  useEffect(() => {
    // The page is live (hydrated or rendered here): tests and styles can tell.
    document.documentElement.dataset.live = '';
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <div className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <CartReminder />
    </div>
  );
}
