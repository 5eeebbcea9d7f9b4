/**
 * /admin/offers: Quote Your Price requests, open ones first. Each shows the product, the shopper's
 * contact, the offered and listed prices; open ones can be accepted, countered with a price or
 * declined with an optional note. Answered ones show their agreed price and how long it holds.
 */
import { OFFER_STATUSES, type OfferStatus, type StaffOffer } from '@shop/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toastError } from '../ui/admin-toast';
import { FilterSelect } from '../ui/filter-select';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { right, Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { Badge, type Tone } from '@/components/ui/badge';
import { useUrlFilters } from '../ui/use-url-filters';
import { useAnswerOffer, useStaffOffers, type OfferAnswer } from './api';
import { FormActions } from '@/components/ui/form-actions';

const STATUS_TONE: Record<StaffOffer['status'], Tone> = { open: 'yellow', accepted: 'green', countered: 'blue', declined: 'red', expired: 'gray' };
/** "countered" → "Countered", on the badge and in the filter. */
const statusLabel = (status: OfferStatus) => status[0]!.toUpperCase() + status.slice(1);

type Pending = { offer: StaffOffer; action: OfferAnswer['action'] } | null;

function AnswerDialogs({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const answer = useAnswerOffer();
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [priceError, setPriceError] = useState<string | undefined>();
  const offer = pending?.offer;

  const send = (a: OfferAnswer) =>
    offer &&
    answer.mutate(
      { id: offer._id, answer: a },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setPrice('');
          setNote('');
          onClose();
        },
        onError: (err) => toastError(err, 'The offer could not be answered. Please try again.'),
      },
    );
  const close = (open: boolean) => {
    if (!open && !answer.isPending) {
      setPriceError(undefined);
      onClose();
    }
  };

  return (
    <>
      <ConfirmDialog
        open={pending?.action === 'accept'}
        onOpenChange={close}
        title="Accept this offer?"
        confirmLabel="Accept"
        busyLabel="Accepting…"
        busy={answer.isPending}
        onConfirm={() => send({ action: 'accept' })}
      >
        {offer ? (
          <p>
            {offer.name} may buy <strong className="text-ink">{offer.product_name}</strong> at <strong className="text-ink">{rupees(offer.price)}</strong> (listed at {rupees(offer.listed_price)}) for
            the next 48 hours. They are told by email.
          </p>
        ) : null}
      </ConfirmDialog>

      <Dialog open={pending?.action === 'counter'} onOpenChange={close} title="Counter the offer">
        {offer ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number(price);
              if (price.trim() === '' || !Number.isFinite(n) || n <= offer.price || n >= offer.listed_price) {
                setPriceError(`Enter a price above the offer (${rupees(offer.price)}) and below the listed price (${rupees(offer.listed_price)}).`);
                return;
              }
              setPriceError(undefined);
              send({ action: 'counter', price: Math.round(n * 100) / 100 });
            }}
            className="space-y-4"
          >
            <p className="text-sm text-ink-soft">
              {offer.name} offered <strong className="text-ink">{rupees(offer.price)}</strong> for {offer.product_name}, listed at {rupees(offer.listed_price)}.
            </p>
            <TextField label="Counter price (₹)" required type="number" inputMode="decimal" min={0} step={0.01} value={price} onChange={(e) => setPrice(e.target.value)} error={priceError} autoFocus />
            <FormActions label="Send counter-offer" busyLabel="Sending…" busy={answer.isPending} onCancel={() => close(false)} cancelLabel="Keep as is" admin />
          </form>
        ) : null}
      </Dialog>

      <Dialog open={pending?.action === 'decline'} onOpenChange={close} title="Decline the offer">
        {offer ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              send({ action: 'decline', ...(note.trim() ? { note: note.trim() } : {}) });
            }}
            className="space-y-4"
          >
            <p className="text-sm text-ink-soft">
              {offer.name}&rsquo;s offer of {rupees(offer.price)} for {offer.product_name} is declined; they are told by email.
            </p>
            <TextAreaField label="Note to the shopper (optional)" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
            <FormActions label="Decline" busyLabel="Declining…" busy={answer.isPending} onCancel={() => close(false)} cancelLabel="Keep as is" admin tone="danger" />
          </form>
        ) : null}
      </Dialog>
    </>
  );
}

export function OffersScreen() {
  useDocumentTitle('Offers');
  const { values, setFilter } = useUrlFilters(['status'] as const);
  const offers = useStaffOffers(values.status);
  const [pending, setPending] = useState<Pending>(null);
  const sorted = useMemo(() => [...(offers.data ?? [])].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || b.createdAt.localeCompare(a.createdAt)), [offers.data]);

  return (
    <>
      <PageHeader title="Offers" description="Quote Your Price requests. Accepted and countered prices hold for 48 hours for that shopper." />
      <FilterSelect label="Status" value={values.status} onChange={(v) => setFilter('status', v)} options={[['', 'All (open first)'], ...OFFER_STATUSES.map((s) => [s, statusLabel(s)] as const)]} />
      <ListTable
        query={offers}
        loadingLabel="Loading offers…"
        rows={() => sorted}
        empty={<EmptyState title="No offers">Offers made with Quote Your Price on a product page appear here.</EmptyState>}
        caption="Offers"
        minWidth="min-w-[980px]"
        columns={['Product', 'Shopper', right('Offered'), right('Listed'), 'Status', 'Agreed price', 'Received', right('Actions')]}
      >
        {(o) => (
          <tr key={o._id} className="align-top hover:bg-paper" data-testid="offer-row">
            <Td className="max-w-64 min-w-48">
              <Link to={paths.product(o.product_id)} className="font-medium hover:underline">
                {o.product_name}
              </Link>
              {o.message ? (
                <p className="mt-1 line-clamp-3 text-xs text-muted" title={o.message}>
                  “{o.message}”
                </p>
              ) : null}
            </Td>
            <Td>
              <span className="block font-medium whitespace-nowrap">{o.name}</span>
              <a href={`mailto:${o.email}`} className="block text-xs underline-offset-4 hover:underline">
                {o.email}
              </a>
              <a href={`tel:${o.phone.replace(/[^+\d]/g, '')}`} className="block text-xs underline-offset-4 hover:underline">
                {o.phone}
              </a>
              {o.whatsapp ? <span className="block text-xs text-muted">WhatsApp {o.whatsapp}</span> : null}
            </Td>
            <Td className="text-right font-medium whitespace-nowrap">{rupees(o.price)}</Td>
            <Td className="text-right whitespace-nowrap text-ink-soft">{rupees(o.listed_price)}</Td>
            <Td>
              <Badge tone={STATUS_TONE[o.status]}>{statusLabel(o.status)}</Badge>
            </Td>
            <Td className="whitespace-nowrap">
              {o.agreed_price != null ? (
                <>
                  <span className="font-medium">{rupees(o.agreed_price)}</span>
                  {o.valid_until ? <span className="block text-xs text-muted">until {dateTime(o.valid_until)}</span> : null}
                </>
              ) : o.counter_price != null ? (
                <span className="text-muted">{rupees(o.counter_price)} (lapsed)</span>
              ) : (
                '—'
              )}
            </Td>
            <Td className="whitespace-nowrap text-ink-soft">{dateTime(o.createdAt)}</Td>
            <Td className="text-right whitespace-nowrap">
              {o.status === 'open' ? (
                <div className="flex justify-end gap-1">
                  <button type="button" className="btn-primary px-2.5 py-1.5 text-xs" onClick={() => setPending({ offer: o, action: 'accept' })} aria-label={`Accept the offer from ${o.name}`}>
                    Accept
                  </button>
                  <button type="button" className="btn-outline px-2.5 py-1.5 text-xs" onClick={() => setPending({ offer: o, action: 'counter' })} aria-label={`Counter the offer from ${o.name}`}>
                    Counter
                  </button>
                  <button
                    type="button"
                    className="btn-ghost px-2.5 py-1.5 text-xs text-sale"
                    onClick={() => setPending({ offer: o, action: 'decline' })}
                    aria-label={`Decline the offer from ${o.name}`}
                  >
                    Decline
                  </button>
                </div>
              ) : (
                <span className="text-xs text-muted">Answered</span>
              )}
            </Td>
          </tr>
        )}
      </ListTable>
      <AnswerDialogs pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
