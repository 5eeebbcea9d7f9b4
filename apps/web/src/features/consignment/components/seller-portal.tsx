/**
 * The seller portal (/seller, issue 18): pieces with their state and timeline, quotes and lower
 * prices to answer, earnings, payouts and the ledger. Personal: it loads after hydration.
 */
import { CONSIGNMENT_STATUS_LABEL, formatInr, imageVariantUrl, type ConsignmentSubmission } from '@shop/shared';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { rupees } from '@/lib/format';
import { useSellerAnswer, useSellerLedger, useSellerPayouts, useSellerSubmissions, type SellerAnswer } from '../api';

const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const when = (iso: string) => date.format(new Date(iso));
const CAN_ASK_BACK = new Set(['submitted', 'quoted', 'accepted', 'pickup_scheduled', 'authenticated', 'listed']);

function AnswerButton({ id, answer, label, primary = false, name }: { id: string; answer: SellerAnswer; label: string; primary?: boolean; name: string }) {
  const mutation = useSellerAnswer();
  return (
    <button
      type="button"
      className={`${primary ? 'btn-primary' : 'btn-outline'} px-4 py-2 text-sm`}
      disabled={mutation.isPending}
      aria-label={`${label}: ${name}`}
      onClick={() => mutation.mutate({ id, answer }, { onSuccess: (m) => toast.success(m), onError: (err) => toast.error(err.message) })}
    >
      {label}
    </button>
  );
}

function Piece({ s }: { s: ConsignmentSubmission }) {
  const name = `${s.house} ${s.product_name}`;
  return (
    <li className="border border-line bg-white p-4 sm:p-5" data-testid="seller-piece">
      <div className="flex gap-4">
        {s.photos[0] ? <img src={s.photos[0].replace(/-full\.webp$/, '-thumb.webp')} alt="" width={64} height={80} className="h-20 w-16 shrink-0 border border-line object-cover" /> : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs tracking-wide text-muted uppercase">{s.house}</p>
          <h3 className="font-serif text-xl leading-tight">{s.product_name}</h3>
          <p className="mt-1 text-sm font-medium" data-testid="piece-status">
            {CONSIGNMENT_STATUS_LABEL[s.status]}
          </p>
        </div>
      </div>
      {s.quote ? (
        <p className="mt-3 text-sm text-ink-soft">
          Listing price {rupees(s.quote.listing_price)} · commission {s.quote.commission_percent} % · <strong className="text-ink">your payout {rupees(s.quote.payout)}</strong>
        </p>
      ) : null}
      {s.status === 'quoted' && s.quote?.open ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <AnswerButton id={s._id} answer="quote/accept" label="Accept quote" primary name={name} />
          <AnswerButton id={s._id} answer="quote/decline" label="Decline quote" name={name} />
          <span className="text-xs text-muted">Open until {when(s.quote.expires_at)}</span>
        </div>
      ) : null}
      {s.price_drop?.status === 'proposed' ? (
        <div className="mt-3 border border-line bg-sand p-3 text-sm">
          <p>
            We propose a lower price: {rupees(s.price_drop.price)}; your payout would be {rupees(s.price_drop.payout)}.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <AnswerButton id={s._id} answer="price-drop/accept" label="Accept lower price" primary name={name} />
            <AnswerButton id={s._id} answer="price-drop/decline" label="Keep the price" name={name} />
          </div>
        </div>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-ink-soft">Timeline ({s.timeline.length})</summary>
        <ol className="mt-2 space-y-2 border-l border-line pl-4" data-testid="seller-timeline">
          {s.timeline.map((l, i) => (
            <li key={i}>
              <span className="block text-xs text-muted">{when(l.at)}</span>
              {l.text}
              {l.photos.length ? (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label="Authentication photos">
                  {l.photos.map((url, n) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noreferrer">
                        <img
                          src={imageVariantUrl(url, 'thumb')}
                          alt={`${name}, authentication view ${n + 1}`}
                          width={56}
                          height={70}
                          loading="lazy"
                          className="h-[70px] w-14 border border-line object-cover"
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </details>
      {CAN_ASK_BACK.has(s.status) ? (
        <div className="mt-3">
          <AnswerButton id={s._id} answer="ask-back" label={s.status === 'listed' || s.status === 'authenticated' ? 'Ask for it back' : 'Withdraw'} name={name} />
        </div>
      ) : null}
    </li>
  );
}

export function SellerPortal() {
  const submissions = useSellerSubmissions(true);
  const payouts = useSellerPayouts(true);
  const ledger = useSellerLedger(true);
  const pieces = submissions.data ?? [];
  const toAnswer = pieces.filter((s) => (s.status === 'quoted' && s.quote?.open) || s.price_drop?.status === 'proposed').length;
  return (
    <div className="space-y-10">
      <section aria-labelledby="earnings-title" className="grid gap-3 sm:grid-cols-3">
        <h2 id="earnings-title" className="sr-only">
          Earnings
        </h2>
        {[
          ['Earned', ledger.data ? rupees(ledger.data.balance) : '…', 'ledger-balance'],
          ['Paid to you', ledger.data ? rupees(ledger.data.paid_out) : '…', 'paid-out'],
          ['To answer', String(toAnswer), 'to-answer'],
        ].map(([label, value, id]) => (
          <div key={id} className="border border-line bg-white p-4">
            <p className="text-xs tracking-wide text-muted uppercase">{label}</p>
            <p className="mt-1 font-serif text-3xl" data-testid={id}>
              {value}
            </p>
          </div>
        ))}
      </section>

      <section aria-labelledby="pieces-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="pieces-title" className="font-serif text-3xl">
            Your pieces
          </h2>
          <Link to="/sell-with-us" className="btn-outline px-4 py-2 text-sm">
            Offer another piece
          </Link>
        </div>
        {submissions.isPending ? (
          <p className="mt-4 text-sm text-muted" role="status">
            Loading your pieces…
          </p>
        ) : submissions.isError ? (
          <p className="mt-4 text-sm text-sale">Your pieces could not be loaded. Please try again.</p>
        ) : pieces.length === 0 ? (
          <p className="mt-4 text-sm text-ink-soft">You have not offered us a piece yet.</p>
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {pieces.map((s) => (
              <Piece key={s._id} s={s} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="payouts-title">
        <h2 id="payouts-title" className="font-serif text-3xl">
          Payouts
        </h2>
        {payouts.data?.length ? (
          <ul className="mt-4 divide-y divide-line border border-line bg-white" data-testid="seller-payouts">
            {payouts.data.map((p) => (
              <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{p.product_name}</span>
                  <span className="block text-xs text-muted">
                    {p.status === 'pending'
                      ? `Due ${when(p.due_at)}, once the return window has passed`
                      : p.status === 'due'
                        ? `Due: paid by ${when(p.pay_by)}`
                        : p.status === 'paid'
                          ? `Paid ${when(p.paid_at!)} · UTR ${p.utr}`
                          : 'Cancelled: the buyer returned it'}
                  </span>
                </span>
                <span className="font-medium whitespace-nowrap">{formatInr(Math.round(p.amount * 100))}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-ink-soft">No payouts yet: a payout appears when your piece sells.</p>
        )}
      </section>

      <section aria-labelledby="ledger-title">
        <h2 id="ledger-title" className="font-serif text-3xl">
          Ledger
        </h2>
        {ledger.data?.entries.length ? (
          <table className="mt-4 w-full border border-line bg-white text-sm" data-testid="seller-ledger">
            <caption className="sr-only">Your ledger: every movement, the balance is the sum</caption>
            <thead>
              <tr className="border-b border-line text-left text-xs tracking-wide text-muted uppercase">
                <th className="px-3 py-2 font-medium">Date</th>
                <th className="px-3 py-2 font-medium">Movement</th>
                <th className="px-3 py-2 text-right font-medium">Amount</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.entries.map((e) => (
                <tr key={e._id} className="border-b border-line last:border-0">
                  <td className="px-3 py-2 text-xs whitespace-nowrap text-muted">{when(e.createdAt)}</td>
                  <td className="px-3 py-2">{e.note}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{rupees(e.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-medium">
                <td className="px-3 py-2" colSpan={2}>
                  Balance
                </td>
                <td className="px-3 py-2 text-right">{rupees(ledger.data.balance)}</td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <p className="mt-4 text-sm text-ink-soft">No movements yet.</p>
        )}
      </section>
    </div>
  );
}
