/** The staff's step forms on a submission's page: one small form per possible step. */
import { commissionTiersFromInput, consignmentTerms, formatInr, toPaise, type ConsignmentSubmission } from '@shop/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { TextAreaField, TextField } from '@/components/ui/field';
import { toastError } from '../ui/admin-toast';
import { dateTime } from '../ui/format';
import { useConsignmentSettings, useStaffStep, type StaffStep } from './api';
import { consignmentPaths } from './intake-screen';

/** What each step's form is called and what its button says; declining is the one that ends a submission. */
const STEP_FORMS: Record<Exclude<StaffStep, 'list'>, { title: string; submitLabel: string; destructive?: boolean }> = {
  quote: { title: 'Send a quote', submitLabel: 'Send quote' },
  decline: { title: 'Decline', submitLabel: 'Decline submission', destructive: true },
  pickup: { title: 'Schedule the pickup', submitLabel: 'Schedule pickup' },
  receive: { title: 'Receive the piece', submitLabel: 'Mark received' },
  authenticate: { title: 'Authenticate', submitLabel: 'Record result' },
  'price-drop': { title: 'Propose a lower price', submitLabel: 'Propose to the seller' },
  'return-to-seller': { title: 'Return the piece to the seller', submitLabel: 'Mark returned' },
};

function StepForm({ sub, step, body, children, check }: { sub: ConsignmentSubmission; step: keyof typeof STEP_FORMS; body: () => object; children?: ReactNode; check?: () => string | null }) {
  const { title, submitLabel, destructive = false } = STEP_FORMS[step];
  const mutation = useStaffStep(sub._id);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = check?.() ?? null;
    setError(problem);
    if (problem) return;
    mutation.mutate({ step, body: body() }, { onSuccess: ({ message }) => toast.success(message), onError: (err) => toastError(err, 'That step could not be saved. Please try again.') });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-3 border border-line bg-white p-4">
      <h3 className="font-sans text-sm font-semibold tracking-wide uppercase">{title}</h3>
      {children}
      {error ? (
        <p role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
      <button type="submit" className={destructive ? 'btn px-4 py-2 text-sm text-white bg-sale hover:bg-red-800' : 'btn-primary px-4 py-2 text-sm'} disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

function QuoteForm({ sub }: { sub: ConsignmentSubmission }) {
  const [price, setPrice] = useState(String(sub.asking_price));
  const [note, setNote] = useState('');
  const settings = useConsignmentSettings();
  const value = Number(price.replace(/,/g, ''));
  // The preview uses the shop's tiers; the server computes the quote itself.
  const valid = Number.isFinite(value) && value >= 1;
  const terms = valid && settings.data ? consignmentTerms(toPaise(value), commissionTiersFromInput(settings.data.tiers)) : null;
  return (
    <StepForm sub={sub} step="quote" check={() => (valid ? null : 'Give the listing price in rupees.')} body={() => ({ listing_price: value, ...(note.trim() ? { note: note.trim() } : {}) })}>
      <TextField label="Listing price (₹)" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      <p className="text-sm text-ink-soft" data-testid="quote-preview">
        {terms ? `Commission ${terms.rateBp / 100} % (${formatInr(terms.commissionPaise)}); the seller receives ${formatInr(terms.payoutPaise)}.` : 'The payout follows from the commission tiers.'}
      </p>
      <TextAreaField label="Note to the seller" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} className="[&_textarea]:min-h-16" />
    </StepForm>
  );
}

function DeclineForm({ sub }: { sub: ConsignmentSubmission }) {
  const [reason, setReason] = useState('');
  return (
    <StepForm sub={sub} step="decline" check={() => (reason.trim() ? null : 'Give the reason; the seller reads it.')} body={() => ({ reason: reason.trim() })}>
      <TextAreaField label="Reason for declining" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} className="[&_textarea]:min-h-16" />
    </StepForm>
  );
}

function PickupForm({ sub }: { sub: ConsignmentSubmission }) {
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  return (
    <StepForm
      sub={sub}
      step="pickup"
      check={() => (at ? null : 'Choose the pickup date and time.')}
      body={() => ({ pickup_at: new Date(at).toISOString(), ...(note.trim() ? { note: note.trim() } : {}) })}
    >
      <p className="text-sm text-ink-soft">From: {sub.pickup_address}</p>
      <TextField label="Pickup date and time" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      <TextField label="Courier and details" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
    </StepForm>
  );
}

function NoteForm({ sub, step }: { sub: ConsignmentSubmission; step: 'receive' | 'return-to-seller' }) {
  const [note, setNote] = useState('');
  return (
    <StepForm sub={sub} step={step} body={() => (note.trim() ? { note: note.trim() } : {})}>
      <TextField label="Note (optional)" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
    </StepForm>
  );
}

function AuthenticateForm({ sub }: { sub: ConsignmentSubmission }) {
  const [result, setResult] = useState<'pass' | 'fail' | ''>('');
  const [notes, setNotes] = useState('');
  return (
    <StepForm sub={sub} step="authenticate" check={() => (!result ? 'Choose pass or fail.' : notes.trim() ? null : 'Write the authentication notes.')} body={() => ({ result, notes: notes.trim() })}>
      <fieldset className="flex gap-6 text-sm">
        <legend className="sr-only">Result</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="auth-result" checked={result === 'pass'} onChange={() => setResult('pass')} /> Pass
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="auth-result" checked={result === 'fail'} onChange={() => setResult('fail')} /> Fail: return to the seller
        </label>
      </fieldset>
      <TextAreaField label="Authentication notes" value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} className="[&_textarea]:min-h-16" />
    </StepForm>
  );
}

function PriceDropForm({ sub }: { sub: ConsignmentSubmission }) {
  const [price, setPrice] = useState('');
  const period = useConsignmentSettings().data?.period_days;
  const value = Number(price.replace(/,/g, ''));
  return (
    <StepForm sub={sub} step="price-drop" check={() => (value >= 1 ? null : 'Give the new price in rupees.')} body={() => ({ price: value })}>
      <TextField
        label="New price (₹)"
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        hint={`Possible once the consignment period${period ? ` (${period} days)` : ''} has run since listing.`}
      />
    </StepForm>
  );
}

/** The forms for the steps the submission can take now. */
export function StepForms({ sub }: { sub: ConsignmentSubmission }) {
  switch (sub.status) {
    case 'submitted':
      return (
        <>
          <QuoteForm sub={sub} />
          <DeclineForm sub={sub} />
        </>
      );
    case 'accepted':
      return <PickupForm sub={sub} />;
    case 'pickup_scheduled':
      return <NoteForm sub={sub} step="receive" />;
    case 'received':
      return <AuthenticateForm sub={sub} />;
    case 'authenticated':
      return (
        <div className="border border-line bg-white p-4">
          <p className="mb-3 text-sm text-ink-soft">Authenticated. The product form opens filled in from this submission; the product records its consignor.</p>
          <Link to={consignmentPaths.list(sub._id)} className="btn-primary px-4 py-2 text-sm">
            Create listing
          </Link>
        </div>
      );
    case 'listed':
      return sub.price_drop?.status === 'proposed' ? <p className="text-sm text-ink-soft">A lower price awaits the seller’s answer.</p> : <PriceDropForm sub={sub} />;
    case 'withdrawal_requested':
      return <NoteForm sub={sub} step="return-to-seller" />;
    case 'quoted':
      return <p className="text-sm text-muted">Awaiting the seller’s answer to the quote{sub.quote ? ` (it lapses ${dateTime(sub.quote.expires_at)})` : ''}.</p>;
    case 'sold':
      return <p className="text-sm text-muted">Sold: the payout is in Payouts once the buyer’s return window has passed.</p>;
    default:
      return <p className="text-sm text-muted">No step to take now.</p>;
  }
}
