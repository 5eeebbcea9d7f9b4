/** Where a return stands, under its item in My Orders: each step's name and what the shopper needs for it. */
import { RETURN_STATUS_LABEL, type OrderItem } from '@shop/shared';
import { rupees } from '@/lib/format';
import { InvoiceDownload } from './invoice-download';

export function ReturnProgress({ request }: { request: NonNullable<OrderItem['return_request']> }) {
  return (
    <div className="mt-2 border-l-2 border-tangerine-dark/40 pl-3 text-xs text-ink-soft" data-testid="return-progress">
      <p className="font-medium text-ink">{RETURN_STATUS_LABEL[request.status]}</p>
      {request.status === 'requested' ? <p className="mt-0.5">We answer within 24 hours.</p> : null}
      {request.status === 'approved' && request.instructions ? <p className="mt-0.5 whitespace-pre-line">{request.instructions}</p> : null}
      {request.status === 'received' ? <p className="mt-0.5">Your store credit follows shortly.</p> : null}
      {request.status === 'credited' && request.credit !== null ? <p className="mt-0.5">{rupees(request.credit)} of store credit, usable at checkout.</p> : null}
      {request.status === 'credited' ? (
        <InvoiceDownload path={`/returns/${request._id}/credit-note.pdf`} invoiceNumber={`credit-note-${request._id.slice(0, 8)}`} label="Download credit note" className="mt-1 text-xs" />
      ) : null}
      {request.status === 'rejected' && request.decision_note ? <p className="mt-0.5">{request.decision_note}</p> : null}
    </div>
  );
}
