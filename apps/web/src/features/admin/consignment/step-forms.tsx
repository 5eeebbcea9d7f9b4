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

function StepForm({
  title,
  step,
  id,
  body,
  submitLabel,
  children,
  check,
  destructive = false,
}: {
  title: string;
  step: StaffStep;
  id: string;
  body: () => object;
  submitLabel: string;
  children?: ReactNode;
  check?: () => string | null;
  destructive?: boolean;
}) {
  const mutation = useStaffStep(id);
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
    <StepForm
      title="Send a quote"
      step="quote"
      id={sub._id}
      submitLabel="Send quote"
      check={() => (valid ? null : 'Give the listing price in rupees.')}
      body={() => ({ listing_price: value, ...(note.trim() ? { note: note.trim() } : {}) })}
    >
      <TextField label="Listing price (₹)" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      <p className="text-sm text-ink-soft" data-testid="quote-preview">
        {terms ? `Commission ${terms.rateBp / 100} % (${formatInr(terms.commissionPaise)}); the seller receives ${formatInr(terms.payoutPaise)}.` : 'The payout follows from the commission tiers.'}
      </p>
      <TextAreaField label="Note to the seller" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} className="[&_textarea]:min-h-16" />
    </StepForm>
  );
}

function ReasonForm({ sub, step, title, label, submitLabel }: { sub: ConsignmentSubmission; step: StaffStep; title: string; label: string; submitLabel: string }) {
  const [reason, setReason] = useState('');
  return (
    <StepForm
      title={title}
      step={step}
      id={sub._id}
      submitLabel={submitLabel}
      destructive
      check={() => (reason.trim() ? null : 'Give the reason; the seller reads it.')}
      body={() => ({ reason: reason.trim() })}
    >
      <TextAreaField label={label} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} className="[&_textarea]:min-h-16" />
    </StepForm>
  );
}

function PickupForm({ sub }: { sub: ConsignmentSubmission }) {
  const [at, setAt] = useState('');
  const [note, setNote] = useState('');
  return (
    <StepForm
      title="Schedule the pickup"
      step="pickup"
      id={sub._id}
      submitLabel="Schedule pickup"
      check={() => (at ? null : 'Choose the pickup date and time.')}
      body={() => ({ pickup_at: new Date(at).toISOString(), ...(note.trim() ? { note: note.trim() } : {}) })}
    >
      <p className="text-sm text-ink-soft">From: {sub.pickup_address}</p>
      <TextField label="Pickup date and time" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      <TextField label="Courier and details" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
    </StepForm>
  );
}

function NoteForm({ sub, step, title, submitLabel }: { sub: ConsignmentSubmission; step: StaffStep; title: string; submitLabel: string }) {
  const [note, setNote] = useState('');
  return (
    <StepForm title={title} step={step} id={sub._id} submitLabel={submitLabel} body={() => (note.trim() ? { note: note.trim() } : {})}>
      <TextField label="Note (optional)" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
    </StepForm>
  );
}

function AuthenticateForm({ sub }: { sub: ConsignmentSubmission }) {
  const [result, setResult] = useState<'pass' | 'fail' | ''>('');
  const [notes, setNotes] = useState('');
  return (
    <StepForm
      title="Authenticate"
      step="authenticate"
      id={sub._id}
      submitLabel="Record result"
      check={() => (!result ? 'Choose pass or fail.' : notes.trim() ? null : 'Write the authentication notes.')}
      body={() => ({ result, notes: notes.trim() })}
    >
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
    <StepForm
      title="Propose a lower price"
      step="price-drop"
      id={sub._id}
      submitLabel="Propose to the seller"
      check={() => (value >= 1 ? null : 'Give the new price in rupees.')}
      body={() => ({ price: value })}
    >
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
          <ReasonForm sub={sub} step="decline" title="Decline" label="Reason for declining" submitLabel="Decline submission" />
        </>
      );
    case 'accepted':
      return <PickupForm sub={sub} />;
    case 'pickup_scheduled':
      return <NoteForm sub={sub} step="receive" title="Receive the piece" submitLabel="Mark received" />;
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
      return <NoteForm sub={sub} step="return-to-seller" title="Return the piece to the seller" submitLabel="Mark returned" />;
    case 'quoted':
      return <p className="text-sm text-muted">Awaiting the seller’s answer to the quote{sub.quote ? ` (it lapses ${dateTime(sub.quote.expires_at)})` : ''}.</p>;
    case 'sold':
      return <p className="text-sm text-muted">Sold: the payout is in Payouts once the buyer’s return window has passed.</p>;
    default:
      return <p className="text-sm text-muted">No step to take now.</p>;
  }
}
