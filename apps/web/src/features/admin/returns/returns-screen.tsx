/**
 * /admin/returns: returns that need a step first. Requested → approve (return label or pickup
 * details) → mark received after inspecting the piece (back on sale, stock +1 for its size, or kept
 * off sale with a note) → issue the store credit; or reject with a reason the shopper reads.
 */
import type { StaffReturn } from '@shop/shared';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Badge, type Tone } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { TextAreaField } from '@/components/ui/field';
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
import { useUrlFilters } from '../ui/use-url-filters';
import { ChoiceCard } from '../ui/choice-card';
import { OrderLink } from '../ui/order-link';
import { useReturnStep, useStaffReturns, type ReturnStep } from './api';

type Status = StaffReturn['status'];
const TONE: Record<Status, Tone> = { requested: 'yellow', approved: 'blue', received: 'purple', credited: 'green', rejected: 'red' };
const LABEL: Record<Status, string> = { requested: 'Requested', approved: 'Awaiting the piece', received: 'Received', credited: 'Credit issued', rejected: 'Rejected' };
/** Staff act on these, in this order; done ones come last. */
const ORDER: Record<Status, number> = { received: 0, requested: 1, approved: 2, credited: 3, rejected: 3 };

type Open = { kind: 'approve' | 'receive' | 'credit' | 'reject'; ret: StaffReturn } | null;

export function ReturnsScreen() {
  useDocumentTitle('Returns');
  const { values, setFilter } = useUrlFilters(['status'] as const);
  const returns = useStaffReturns(values.status);
  const [open, setOpen] = useState<Open>(null);
  const sorted = useMemo(() => [...(returns.data ?? [])].sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.createdAt.localeCompare(a.createdAt)), [returns.data]);
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title="Returns"
        description="Approve with the return label or pickup details; when the piece arrives, inspect it and choose whether it goes back on sale; then issue the store credit (the price less its share of any coupon). Rejecting needs a reason the shopper will read."
      />
      <FilterSelect label="Status" value={values.status} onChange={(v) => setFilter('status', v)} options={[['', 'All (to act on first)'], ...Object.entries(LABEL)]} />
      <ListTable
        query={returns}
        loadingLabel="Loading returns…"
        rows={() => sorted}
        empty={<EmptyState title="No returns">Return requests from My Orders appear here.</EmptyState>}
        caption="Returns"
        minWidth="min-w-[960px]"
        columns={['Item', 'Order', 'Shopper', 'Reason and notes', right('Credit'), 'Status', right('Next step')]}
      >
        {(r) => (
          <tr key={r._id} className="align-top hover:bg-paper">
            <Td className="max-w-60 min-w-44">
              <span className="font-medium">{r.product_name}</span>
              <span className="block text-xs text-muted">Size {r.size}</span>
            </Td>
            <Td>
              <OrderLink id={r.order_id} />
            </Td>
            <Td className="text-xs">{r.email}</Td>
            <Td className="max-w-72 text-sm">
              <p>{r.reason}</p>
              {r.instructions ? <p className="mt-1 text-xs text-muted">Return details: {r.instructions}</p> : null}
              {r.restocked !== null ? (
                <p className="mt-1 text-xs text-muted">
                  {r.restocked ? 'Back on sale' : 'Kept off sale'}
                  {r.inspection_note ? `: ${r.inspection_note}` : ''}
                </p>
              ) : null}
              {r.decision_note ? <p className="mt-1 text-xs text-muted">Our answer: {r.decision_note}</p> : null}
            </Td>
            <Td className="text-right whitespace-nowrap">
              {r.status === 'rejected' ? (
                <span className="text-muted">none</span>
              ) : (
                <>
                  {rupees(r.amount)}
                  {r.amount !== r.price ? <span className="block text-xs text-muted">price {rupees(r.price)}</span> : null}
                  {r.credit != null ? (
                    <span className="block text-xs text-success">issued</span>
                  ) : (
                    <span className="block text-xs text-muted">{r.status === 'received' ? 'to issue' : 'once it is back'}</span>
                  )}
                </>
              )}
            </Td>
            <Td>
              <Badge tone={TONE[r.status]}>{LABEL[r.status]}</Badge>
              <span className="mt-1 block text-xs whitespace-nowrap text-ink-soft">{dateTime(r.credited_at ?? r.received_at ?? r.approved_at ?? r.createdAt)}</span>
            </Td>
            <Td className="text-right whitespace-nowrap">
              <NextStep ret={r} onOpen={setOpen} />
            </Td>
          </tr>
        )}
      </ListTable>

      {open?.kind === 'approve' ? <TextStepDialog kind="approve" ret={open.ret} onClose={close} /> : null}
      {open?.kind === 'receive' ? <ReceiveDialog ret={open.ret} onClose={close} /> : null}
      {open?.kind === 'credit' ? <CreditDialog ret={open.ret} onClose={close} /> : null}
      {open?.kind === 'reject' ? <TextStepDialog kind="reject" ret={open.ret} onClose={close} /> : null}
    </>
  );
}

function NextStep({ ret, onOpen }: { ret: StaffReturn; onOpen: (o: Open) => void }) {
  const primary = { requested: ['approve', 'Approve'], approved: ['receive', 'Mark received'], received: ['credit', 'Issue credit'] } as const;
  if (ret.status === 'credited' || ret.status === 'rejected') return <span className="text-xs text-muted">Done</span>;
  const [kind, label] = primary[ret.status];
  return (
    <div className="flex justify-end gap-1">
      <button type="button" className="btn-primary px-2.5 py-1.5 text-xs" onClick={() => onOpen({ kind, ret })} aria-label={`${label}: ${ret.product_name}`}>
        {label}
      </button>
      {ret.restocked ? null : (
        <button type="button" className="btn-ghost px-2.5 py-1.5 text-xs text-sale" onClick={() => onOpen({ kind: 'reject', ret })} aria-label={`Reject the return of ${ret.product_name}`}>
          Reject
        </button>
      )}
    </div>
  );
}

function DialogButtons({ busy, busyLabel, label, onCancel, destructive = false }: { busy: boolean; busyLabel: string; label: string; onCancel: () => void; destructive?: boolean }) {
  return <FormActions label={label} busyLabel={busyLabel} busy={busy} onCancel={onCancel} cancelLabel="Keep as is" admin tone={destructive ? 'danger' : 'ink'} />;
}

/** Takes a step on the return: toasts the server's sentence and closes, or toasts `failure`. */
function useStep(ret: StaffReturn, onClose: () => void) {
  const step = useReturnStep();
  const run = (action: ReturnStep, failure: string) =>
    step.mutate({ id: ret._id, ...action }, { onSuccess: ({ message }) => (toast.success(message), onClose()), onError: (err) => toastError(err, failure) });
  return { busy: step.isPending, run };
}

/** A step's dialog holding a form; closing waits while the step runs. */
function StepDialog({ title, busy, onClose, onSubmit, children }: { title: string; busy: boolean; onClose: () => void; onSubmit: () => void; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()} title={title}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

/** A step that needs one text the shopper reads by email: approve (the return details) or reject (the reason). */
function TextStepDialog({ ret, onClose, kind }: { ret: StaffReturn; onClose: () => void; kind: 'approve' | 'reject' }) {
  const { busy, run } = useStep(ret, onClose);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const approve = kind === 'approve';
  const submit = () => {
    if (!text.trim()) return setError(approve ? 'Give the return label or pickup details; the shopper receives them by email.' : 'Please give the reason; the shopper will read it.');
    setError(undefined);
    if (approve) run({ step: 'approve', body: { instructions: text.trim() } }, 'The return could not be approved. Please try again.');
    else run({ step: 'reject', body: { reason: text.trim() } }, 'The return could not be rejected. Please try again.');
  };
  return (
    <StepDialog title={approve ? 'Approve this return' : 'Reject this return'} busy={busy} onClose={onClose} onSubmit={submit}>
      <p className="text-sm text-ink-soft">
        {ret.product_name} · {ret.email}
        {approve ? '. No credit is issued yet: that comes once the piece is back and inspected.' : null}
      </p>
      <TextAreaField
        label={approve ? 'Return label or pickup details' : 'Reason'}
        required
        value={text}
        maxLength={1000}
        placeholder={approve ? 'e.g. Our courier collects it on Friday, 10:00–14:00; label number BD123456789IN.' : undefined}
        onChange={(e) => setText(e.target.value)}
        error={error}
        autoFocus
      />
      {approve ? (
        <DialogButtons busy={busy} busyLabel="Approving…" label="Approve and send details" onCancel={onClose} />
      ) : (
        <DialogButtons busy={busy} busyLabel="Rejecting…" label="Reject return" onCancel={onClose} destructive />
      )}
    </StepDialog>
  );
}

function ReceiveDialog({ ret, onClose }: { ret: StaffReturn; onClose: () => void }) {
  const { busy, run } = useStep(ret, onClose);
  const name = useId();
  const [restock, setRestock] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ choice?: string; note?: string }>({});
  const choices = [
    { value: true, title: 'Back on sale', text: `Size ${ret.size} goes back in stock (+1) and the piece can be bought again.` },
    { value: false, title: 'Not for sale', text: 'Damaged or not as sold: the stock stays as it is. Say why below.' },
  ];
  return (
    <StepDialog
      title="Mark the piece received"
      busy={busy}
      onClose={onClose}
      onSubmit={() => {
        const errors = {
          choice: restock === null ? 'Choose whether the piece goes back on sale.' : undefined,
          note: restock === false && !note.trim() ? 'Say why the piece is not going back on sale.' : undefined,
        };
        setError(errors);
        if (errors.choice || errors.note || restock === null) return;
        run({ step: 'receive', body: { restock, note: note.trim() || undefined } }, 'The return could not be marked received. Please try again.');
      }}
    >
      <p className="text-sm text-ink-soft">
        {ret.product_name} (size {ret.size}) · {ret.email}. Inspect the piece, then choose:
      </p>
      <fieldset aria-describedby={error.choice ? `${name}-error` : undefined}>
        <legend className="label">After inspection</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {choices.map((c) => (
            <ChoiceCard key={String(c.value)} name={name} checked={restock === c.value} onChoose={() => setRestock(c.value)} title={c.title} text={c.text} />
          ))}
        </div>
        {error.choice ? (
          <p id={`${name}-error`} className="mt-1 text-sm text-sale">
            {error.choice}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={restock === false ? 'Inspection note' : 'Inspection note (optional)'}
        required={restock === false}
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
        error={error.note}
      />
      <DialogButtons busy={busy} busyLabel="Saving…" label="Mark received" onCancel={onClose} />
    </StepDialog>
  );
}

function CreditDialog({ ret, onClose }: { ret: StaffReturn; onClose: () => void }) {
  const { busy, run } = useStep(ret, onClose);
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Issue the store credit?"
      confirmLabel="Issue credit"
      busyLabel="Issuing…"
      busy={busy}
      onConfirm={() => run({ step: 'credit' }, 'The credit could not be issued. Please try again.')}
    >
      <p>
        {ret.email} receives <strong className="text-ink">{rupees(ret.amount)}</strong> of store credit for {ret.product_name}, valid 6 months, and an email.
      </p>
      {ret.amount !== ret.price ? <p className="text-xs text-muted">The price was {rupees(ret.price)}; the order&apos;s coupon is shared over its pieces in proportion to their price.</p> : null}
    </ConfirmDialog>
  );
}
