/** /admin/orders: orders by status and date range, searchable by the shopper's email or the order number. */
import { ORDER_STATUSES, orderNumber } from '@shop/shared';
import { Link } from 'react-router';
import { Options, SelectField, TextField } from '@/components/ui/field';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../shell/admin-nav';
import { right, Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { SearchInput } from '../ui/search-input';
import { OrderStatusBadge } from '@/components/ui/badge';
import { useUrlFilters } from '../ui/use-url-filters';
import { PAYMENT_LABELS, useStaffOrders, type StaffOrderFilters } from './api';

const FILTERS = ['status', 'from', 'to', 'search'] as const;

/** A yyyy-mm-dd day in the browser's time zone → the instant it starts; `nextDay` gives the end of that day. */
function dayStart(day: string, nextDay = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const d = new Date(`${day}T00:00:00`);
  if (Number.isNaN(d.getTime())) return undefined;
  if (nextDay) d.setDate(d.getDate() + 1);
  return d.toISOString();
}

export function OrdersScreen() {
  useDocumentTitle('Orders');
  const { values, page, setFilter, setPage } = useUrlFilters(FILTERS);
  const list = useStaffOrders({
    status: (values.status || undefined) as StaffOrderFilters['status'],
    from: dayStart(values.from),
    to: dayStart(values.to, true),
    search: values.search || undefined,
    page,
  });

  return (
    <>
      <PageHeader title="Orders" description="Open an order to see its items, address, payment and history, and to move it along." />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchInput label="Search" className="col-span-2 lg:col-span-1" placeholder="Shopper email or order number" value={values.search} onSearch={(v) => setFilter('search', v)} />
        <SelectField label="Status" className="col-span-2 lg:col-span-1" value={values.status} onChange={(e) => setFilter('status', e.target.value)}>
          <option value="">All statuses</option>
          <Options of={ORDER_STATUSES} />
        </SelectField>
        <TextField label="From" type="date" value={values.from} max={values.to || undefined} onChange={(e) => setFilter('from', e.target.value)} />
        <TextField label="To" type="date" value={values.to} min={values.from || undefined} onChange={(e) => setFilter('to', e.target.value)} />
      </div>

      <ListTable
        query={list}
        loadingLabel="Loading orders…"
        rows={(data) => data.orders}
        empty={<EmptyState title="No orders found">No order matches these filters.</EmptyState>}
        pager={{ of: (data) => data, noun: 'orders', onPage: setPage }}
        caption="Orders"
        columns={['Order', 'Placed', 'Shopper', right('Items'), right('Total'), 'Payment', 'Status']}
      >
        {(o) => (
          <tr key={o._id} className={`hover:bg-paper ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            <Td>
              <Link to={adminPaths.order(o._id)} className="font-medium whitespace-nowrap underline-offset-4 hover:underline">
                #{orderNumber(o._id)}
              </Link>
            </Td>
            <Td className="whitespace-nowrap text-ink-soft">{dateTime(o.createdAt)}</Td>
            <Td>
              <span className="block whitespace-nowrap">{o.customer.name}</span>
              <span className="block text-xs text-muted">{o.customer.email}</span>
            </Td>
            <Td className="text-right">{o.items}</Td>
            <Td className="text-right font-medium whitespace-nowrap">{rupees(o.total_price)}</Td>
            <Td className="whitespace-nowrap">
              {PAYMENT_LABELS[o.payment_method] ?? o.payment_method}
              <span className="block text-xs text-muted">{o.payment_status}</span>
            </Td>
            <Td>
              <OrderStatusBadge status={o.status} />
            </Td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
