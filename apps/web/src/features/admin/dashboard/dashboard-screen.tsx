/**
 * /admin: today's and this week's sales, orders by status, open offers, returns and inbox items,
 * and products with no stock left; each card leads to its section.
 */
import { ORDER_STATUSES } from '@shop/shared';
import type { DashboardSales } from '@shop/shared';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../shell/admin-nav';
import { PageHeader } from '../ui/page-header';
import { ErrorState, LoadingState } from '../ui/query-states';
import { OrderStatusBadge } from '@/components/ui/badge';
import { useDashboard, useDashboardSales } from './api';

// Chart.js is loaded with the chart, only when the dashboard shows it; the back office is never
// rendered on the server, so the server renderer's bundle leaves it out.
const SalesChart = lazy<ComponentType<{ sales: DashboardSales }>>(() =>
  import.meta.env.SSR ? Promise.resolve({ default: () => null }) : import('./sales-chart').then((m) => ({ default: m.SalesChart })),
);

function SalesSection() {
  const sales = useDashboardSales();
  const placeholder = <div className="mt-4 h-[22rem] border border-line bg-white" aria-hidden="true" />;
  if (sales.isPending) return placeholder;
  if (sales.isError) return <ErrorState error={sales.error} onRetry={() => void sales.refetch()} />;
  return (
    <div className="mt-4">
      <Suspense fallback={placeholder}>
        <SalesChart sales={sales.data} />
      </Suspense>
    </div>
  );
}

function Card({ title, to, linkLabel, children }: { title: string; to: string; linkLabel: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col border border-line bg-white p-4 sm:p-5" aria-label={title}>
      <h2 className="eyebrow">{title}</h2>
      <div className="mt-3 flex-1">{children}</div>
      <Link to={to} className="mt-4 self-start text-sm font-medium underline underline-offset-4 hover:text-tangerine-dark">
        {linkLabel} →
      </Link>
    </section>
  );
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

export function DashboardScreen() {
  useDocumentTitle('Back office');
  const dash = useDashboard();
  if (dash.isPending) return <LoadingState label="Loading the dashboard…" />;
  if (dash.isError) return <ErrorState error={dash.error} onRetry={() => void dash.refetch()} />;
  const d = dash.data;
  const today = new Date();
  const startOfDay = today.toLocaleDateString('en-CA');

  return (
    <>
      <PageHeader title="Dashboard" description="Sales count placed orders that are not cancelled or still awaiting payment (India time)." />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Card title="Sales today" to={`${adminPaths.orders}?from=${startOfDay}`} linkLabel="Today's orders">
          <p className="text-xl font-semibold tabular-nums sm:text-3xl">{rupees(d.today.sales)}</p>
          <p className="mt-1 text-sm text-muted">{plural(d.today.orders, 'order')}</p>
        </Card>
        <Card title="Sales this week" to={adminPaths.orders} linkLabel="All orders">
          <p className="text-xl font-semibold tabular-nums sm:text-3xl">{rupees(d.week.sales)}</p>
          <p className="mt-1 text-sm text-muted">{plural(d.week.orders, 'order')} since Monday</p>
        </Card>
        <Card title="Open offers" to={`${adminPaths.offers}`} linkLabel="Answer offers">
          <p className="text-xl font-semibold tabular-nums sm:text-3xl">{d.open_offers}</p>
          <p className="mt-1 text-sm text-muted">waiting for an answer</p>
        </Card>
        <Card title="Open returns" to={adminPaths.returns} linkLabel="Handle returns">
          <p className="text-xl font-semibold tabular-nums sm:text-3xl">{d.open_returns}</p>
          <p className="mt-1 text-sm text-muted">requested, awaited or received</p>
        </Card>
      </div>

      <SalesSection />

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Card title="Orders by status" to={adminPaths.orders} linkLabel="Orders">
          <ul className="divide-y divide-line">
            {ORDER_STATUSES.map((s) => (
              <li key={s}>
                <Link to={`${adminPaths.orders}?status=${encodeURIComponent(s)}`} className="flex items-center justify-between py-2 hover:bg-paper">
                  <OrderStatusBadge status={s} />
                  <span className="font-medium tabular-nums">{d.orders_by_status[s] ?? 0}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Inbox" to={adminPaths.inbox} linkLabel="Open the inbox">
          <p className="text-xl font-semibold tabular-nums sm:text-3xl">{d.open_inbox}</p>
          <p className="mt-1 text-sm text-muted">contact messages, sell-with-us submissions and product requests not yet handled</p>
        </Card>
        <Card title="Out of stock" to={`${adminPaths.products}?stock=out`} linkLabel="All out-of-stock products">
          <p className="text-xl font-semibold tabular-nums sm:text-3xl">{d.out_of_stock.count}</p>
          <p className="mt-1 text-sm text-muted">active products with no size left</p>
          {d.out_of_stock.products.length ? (
            <ul className="mt-3 space-y-1 text-sm">
              {d.out_of_stock.products.map((p) => (
                <li key={p._id} className="truncate">
                  <Link to={adminPaths.product(p._id)} className="underline-offset-4 hover:underline">
                    {p.product_name}
                  </Link>
                  {p.brand ? <span className="text-muted"> · {p.brand}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
      </div>
    </>
  );
}
