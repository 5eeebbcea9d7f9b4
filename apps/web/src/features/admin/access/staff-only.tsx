/**
 * Only staff (role_id '1') see the back office. A visitor goes to /login and comes back after
 * signing in; a signed-in shopper goes home with a toast. The API refuses them anyway (401/403):
 * this only spares them a screen of errors.
 */
import { isStaff } from '@shop/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

const STAFF_ONLY_MESSAGE = "This area is for the shop's staff only.";

function SendShopperHome() {
  const navigate = useNavigate();
  useEffect(() => {
    // One toast even when React runs the effect twice in development.
    toast.error(STAFF_ONLY_MESSAGE, { toastId: 'staff-only' });
    void navigate(paths.home, { replace: true });
  }, [navigate]);
  return null;
}

export function StaffOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!isStaff(session.user.role_id)) return <SendShopperHome />;
  return <>{children}</>;
}
