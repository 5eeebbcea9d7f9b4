/**
 * The card-details window (storefront §2, §3, §5): card number (max 19), name, expiry MM/YY
 * (max 5), CVV (max 3); all four are needed ("Please complete all card details"), then the number
 * and expiry are checked before anything is sent. It states the amount to pay and closes by its X.
 */
import { expiryValid, formatInr, luhnValid, TEST_GATEWAY } from '@shop/shared';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TestPaymentsNotice } from './test-payments-notice';

export interface CardDetails {
  cardNumber: string;
  cardName: string;
  expiryDate: string;
  cvv: string;
}

const EMPTY: CardDetails = { cardNumber: '', cardName: '', expiryDate: '', cvv: '' };

/** "4111111111111111" → "4111 1111 1111 1111" (19 characters at most). */
function formatCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12/28". */
function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The four boxes, in order: how each is labelled, filled in by the browser and tidied as it is typed. */
const CARD_FIELDS: readonly (InputHTMLAttributes<HTMLInputElement> & { key: keyof CardDetails; label: string; format: (raw: string) => string; wide?: boolean })[] = [
  { key: 'cardNumber', label: 'Card Number', inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 19, placeholder: '1234 5678 9012 3456', format: formatCardNumber, wide: true },
  { key: 'cardName', label: 'Name on Card', autoComplete: 'cc-name', format: (raw) => raw, wide: true },
  { key: 'expiryDate', label: 'Expiry (MM/YY)', inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5, placeholder: 'MM/YY', format: formatExpiry },
  { key: 'cvv', label: 'CVV', type: 'password', inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 3, format: (raw) => raw.replace(/\D/g, '').slice(0, 3) },
];

export interface CardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  amountPaise: number | null;
  /** Card EMI chosen at checkout: the card is charged monthly (issue 20). */
  emi?: { months: number; monthlyPaise: number; noCost: boolean } | null;
  processing: boolean;
  onPay: (card: CardDetails) => void;
}

export function CardDialog({ open, onOpenChange, amountPaise, emi = null, processing, onPay }: CardDialogProps) {
  const [card, setCard] = useState<CardDetails>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof CardDetails, string>>>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    if (!card.cardNumber.trim() || !card.cardName.trim() || !card.expiryDate.trim() || !card.cvv.trim()) {
      setFieldErrors({});
      return setError('Please complete all card details');
    }
    const next: Partial<Record<keyof CardDetails, string>> = {};
    if (!luhnValid(card.cardNumber)) next.cardNumber = 'Please enter a valid card number.';
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiryDate)) next.expiryDate = 'Expiry must be MM/YY.';
    else if (!expiryValid(card.expiryDate, new Date())) next.expiryDate = 'This card has expired.';
    if (!/^\d{3}$/.test(card.cvv)) next.cvv = 'CVV must be 3 digits.';
    setFieldErrors(next);
    setError(null);
    if (Object.keys(next).length) return;
    onPay(card);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (processing) return;
        onOpenChange(next);
        if (!next) setError(null);
      }}
      title="Card Details"
      description={
        <>
          Amount to pay: <strong className="text-base font-semibold text-ink">{amountPaise === null ? '…' : formatInr(amountPaise)}</strong>
          {emi ? (
            <span className="mt-1 block" data-testid="card-emi">
              In EMI: {emi.months} months × {formatInr(emi.monthlyPaise)}
              {emi.noCost ? ' (no-cost)' : ''}
            </span>
          ) : null}
        </>
      }
      width="max-w-md"
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-2 gap-4">
        {CARD_FIELDS.map(({ key, format, wide, ...input }) => (
          <TextField
            key={key}
            required
            {...input}
            value={card[key]}
            onChange={(e) => setCard({ ...card, [key]: format(e.target.value) })}
            error={fieldErrors[key]}
            className={wide ? 'col-span-2' : undefined}
          />
        ))}
        {error ? (
          <p role="alert" className="col-span-2 text-sm text-sale">
            {error}
          </p>
        ) : null}
        <TestPaymentsNotice className="col-span-2" />
        <p className="col-span-2 bg-paper px-3 py-2 text-xs text-muted">
          Test cards: {TEST_GATEWAY.approvedCards.join(' or ')} are approved, {TEST_GATEWAY.declinedCards.join(', ')} is declined; any future expiry and any 3-digit CVV.
        </p>
        <SubmitButton busy={processing} busyLabel="Processing..." className="btn-primary col-span-2 h-12">
          {amountPaise === null ? 'Pay Now' : `Pay ${formatInr(amountPaise)}`}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
