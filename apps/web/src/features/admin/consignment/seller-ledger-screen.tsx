/** /admin/consignment-sellers/:id: one seller's ledger (every movement a line; the balance is the sum) and their pieces. */
import { Link, useParams } from 'react-router';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DataTable, right, Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { BackLink, PageHeader } from '../ui/page-header';
import { EmptyState, QueryStates } from '../ui/query-states';
import { useSellerLedgerForStaff } from './api';
import { consignmentPaths } from './intake-screen';

export function SellerLedgerScreen() {
  const { id = '' } = useParams();
  useDocumentTitle('Seller ledger');
  const ledger = useSellerLedgerForStaff(id);
  return (
    <>
      <BackLink to={`${consignmentPaths.intake}?q=`}>Intake queue</BackLink>
      <QueryStates query={ledger} loadingLabel="Loading the ledger…">
        {(l) => (
          <>
            <PageHeader title="Seller ledger" description={`Earned ${rupees(l.balance)} · paid out ${rupees(l.paid_out)} · owed ${rupees(l.balance - l.paid_out)}`} />
            {l.entries.length === 0 ? (
              <EmptyState title="No movements yet">Lines appear when a piece's payout falls due.</EmptyState>
            ) : (
              <DataTable caption="Ledger" minWidth="min-w-[560px]" columns={['Date', 'Movement', right('Amount')]}>
                {l.entries.map((e) => (
                  <tr key={e._id}>
                    <Td className="text-xs whitespace-nowrap">{dateTime(e.createdAt)}</Td>
                    <Td>
                      {e.submission_id ? (
                        <Link to={consignmentPaths.submission(e.submission_id)} className="underline-offset-4 hover:underline">
                          {e.note}
                        </Link>
                      ) : (
                        e.note
                      )}
                    </Td>
                    <Td className="text-right whitespace-nowrap">{rupees(e.amount)}</Td>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        )}
      </QueryStates>
    </>
  );
}
