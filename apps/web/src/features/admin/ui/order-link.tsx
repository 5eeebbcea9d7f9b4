/** An order's number (#…) linking to its page in the back office. */
import { orderNumber } from '@shop/shared';
import { Link } from 'react-router';
import { adminPaths } from '../shell/admin-nav';

export function OrderLink({ id }: { id: string }) {
  return (
    <Link to={adminPaths.order(id)} className="whitespace-nowrap underline-offset-4 hover:underline">
      #{orderNumber(id)}
    </Link>
  );
}
