/** /admin/consignment: the intake queue of sellers' pieces, filtered by step and searched by house, piece or seller. */
import { CONSIGNMENT_STATUSES, type ConsignmentStatus } from '@shop/shared';
import { Link } from 'react-router';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../shell/admin-nav';
import { right, Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { HeaderLink, PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { SearchInput } from '../ui/search-input';
import { Options, SelectField } from '@/components/ui/field';
import { useUrlFilters } from '../ui/use-url-filters';
import { useIntake } from './api';
import { ConsignmentBadge, STAFF_LABEL } from './status-badge';

export const consignmentPaths = {
  intake: '/admin/consignment',
  submission: (id: string) => `/admin/consignment/${id}`,
  list: (id: string) => `/admin/consignment/${id}/list`,
  payouts: '/admin/consignment-payouts',
  ledger: adminPaths.consignmentSeller,
};

/** The seller of a piece, linked to their ledger, with their email. */
export function SellerCell({ seller }: { seller: { _id: string; name: string; email: string } }) {
  return (
    <Td className="text-xs">
      <Link to={consignmentPaths.ledger(seller._id)} className="underline-offset-4 hover:underline">
        {seller.name}
      </Link>
      <span className="block text-muted">{seller.email}</span>
    </Td>
  );
}

export function IntakeScreen() {
  useDocumentTitle('Consignment');
  const { values, setFilter } = useUrlFilters(['status', 'q'] as const);
  const intake = useIntake(values);
  return (
    <>
      <PageHeader
        title="Consignment"
        description="Sellers' pieces from the sell-with-us form: quote or decline, book the pickup, receive, authenticate and list them."
        actions={<HeaderLink to={consignmentPaths.payouts}>Payouts</HeaderLink>}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[16rem_minmax(0,24rem)]">
        <SelectField label="Step" value={values.status} onChange={(e) => setFilter('status', e.target.value)}>
          <option value="">All steps</option>
          <Options of={CONSIGNMENT_STATUSES.map((s) => [s, STAFF_LABEL[s as ConsignmentStatus]] as const)} />
        </SelectField>
        <SearchInput label="Search" value={values.q} onSearch={(v) => setFilter('q', v)} placeholder="House, piece or seller" />
      </div>
      <ListTable
        query={intake}
        loadingLabel="Loading submissions…"
        rows={(rows) => rows}
        empty={<EmptyState title="No submissions">Pieces sellers offer from Sell With Us appear here.</EmptyState>}
        caption="Consignment submissions"
        minWidth="min-w-[840px]"
        columns={['Piece', 'Seller', right('Asking'), right('Quote'), 'Step', 'Received']}
      >
        {(s) => (
          <tr key={s._id} className="align-top hover:bg-paper">
            <Td className="min-w-56">
              <Link to={consignmentPaths.submission(s._id)} className="flex items-center gap-3 underline-offset-4 hover:underline">
                {s.photos[0] ? <img src={s.photos[0].replace(/-full\.webp$/, '-thumb.webp')} alt="" width={48} height={60} className="h-15 w-12 shrink-0 border border-line object-cover" /> : null}
                <span>
                  <span className="block text-xs tracking-wide text-muted uppercase">{s.house}</span>
                  <span className="font-medium">{s.product_name}</span>
                </span>
              </Link>
            </Td>
            <SellerCell seller={s.seller} />
            <Td className="text-right whitespace-nowrap">{rupees(s.asking_price)}</Td>
            <Td className="text-right whitespace-nowrap">
              {s.quote ? (
                <>
                  {rupees(s.quote.listing_price)}
                  <span className="block text-xs text-muted">payout {rupees(s.quote.payout)}</span>
                </>
              ) : (
                <span className="text-muted">none yet</span>
              )}
            </Td>
            <Td>
              <ConsignmentBadge status={s.status} />
            </Td>
            <Td className="text-xs whitespace-nowrap text-ink-soft">{dateTime(s.createdAt)}</Td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
