/**
 * Paying a layaway from My Orders (issue 13): any amount from ₹1 up to the balance, at any time
 * before the due date, by any online method through the gateway. UPI is paid by intent as at
 * checkout (issue 20): the instalment's payment is started, then the same UPI step shows its QR
 * code (desktop) or the app button (phones), and the gateway's signed callback confirms it. When
 * nothing is left the order completes and is prepared for shipping.
 */
import { layawayInstalmentRefusal, toPaise, type Order, type Payment } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { rupees } from '@/lib/format';
import { usePayAtGateway, useStartLayawayPayment, type PaymentResult } from '../api';
import { detailsFor, notPaidMessage } from '../payment-details';
import { usePaymentChoice } from '../use-payment-choice';
import type { PaymentDetails } from '../use-checkout-attempt';
import { CardDialog, type CardDetails } from './card-dialog';
import { PaymentMethods, type PaymentChoice } from './payment-methods';
import { UpiDialog } from './upi-dialog';

type OnlineMethod = Exclude<PaymentChoice['method'], 'cod'>;

export function LayawayInstalment({ order }: { order: Order & { layaway: NonNullable<Order['layaway']> } }) {
  const client = useQueryClient();
  const start = useStartLayawayPayment(order._id);
  const pay = usePayAtGateway();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(order.layaway.balance));
  const [amountError, setAmountError] = useState<string | undefined>(undefined);
  const { choice, validate: validatePayment, fieldProps: paymentFieldProps } = usePaymentChoice({ method: 'upi', bank: '', wallet: '' });
  const [cardOpen, setCardOpen] = useState(false);
  // UPI by intent: the started payment whose QR code or app button the UPI step shows.
  const [upiPayment, setUpiPayment] = useState<Payment | null>(null);
  const formId = useId();
  const busy = start.isPending || pay.isPending;
  const amountPaise = Number.isFinite(Number(amount)) && amount.trim() !== '' ? toPaise(Number(amount)) : NaN;

  /** Pays a started payment at the gateway (or takes it as the gateway settled it: UPI) and tells the shopper how it went. */
  async function payStarted(payment: Payment, answer: PaymentDetails | PaymentResult) {
    try {
      const paid = 'payment' in answer ? answer : await pay.mutateAsync({ payment_id: payment._id, details: answer });
      await client.invalidateQueries({ queryKey: ['orders'] });
      setCardOpen(false);
      setUpiPayment(null);
      if (paid.payment.status !== 'captured') return void toast.error(notPaidMessage(paid.payment, 'Your payment was declined. Nothing was charged.'));
      setOpen(false);
      toast.success(paid.order.status === 'On Layaway' ? `Thank you: ${rupees(paid.payment.amount)} received.` : 'Thank you: your layaway is paid in full. We will prepare your order for shipping.');
    } catch (err) {
      toast.error(errorMessage(err, 'The payment could not be completed. Please try again.'));
    }
  }

  async function complete(card?: CardDetails) {
    const details = choice.method === 'upi' ? null : detailsFor(choice, card);
    if (details === undefined) return;
    let payment: Payment;
    try {
      payment = await start.mutateAsync({ paymentMethod: choice.method as OnlineMethod, amount: amountPaise / 100 });
    } catch (err) {
      return void toast.error(errorMessage(err, 'The payment could not be started. Please try again.'));
    }
    // UPI: the UPI app pays; the step answers with its decision (the test gateway's buttons stand in for it).
    if (details === null) return setUpiPayment(payment);
    await payStarted(payment, details);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const refusal = Number.isNaN(amountPaise) ? 'Please enter an amount in rupees.' : layawayInstalmentRefusal(amountPaise, toPaise(order.layaway.balance), new Date(order.layaway.due_at), new Date());
    setAmountError(refusal ?? undefined);
    if (refusal) return;
    if (Object.keys(validatePayment()).length) return;
    if (choice.method === 'card') return setCardOpen(true);
    void complete();
  }

  if (!open) {
    return (
      <button type="button" className="btn-primary px-4 py-2 text-xs" onClick={() => setOpen(true)}>
        Pay an Instalment
      </button>
    );
  }
  return (
    <form id={formId} onSubmit={submit} noValidate className="w-full max-w-xl space-y-4 border-t border-line pt-4" aria-label={`Pay towards order ${order._id}`}>
      <TextField
        label="Amount to pay (₹)"
        required
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={amountError}
        hint={`Any amount from ₹1 up to ${rupees(order.layaway.balance)}.`}
        className="max-w-xs"
      />
      <PaymentMethods {...paymentFieldProps} onlineOnly />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-ghost px-4 py-2 text-xs" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn-primary px-4 py-2 text-xs" disabled={busy}>
          {busy ? 'Processing...' : Number.isNaN(amountPaise) ? 'Pay' : `Pay ${rupees(amountPaise / 100)}`}
        </button>
      </div>
      {/* Closing the step leaves the payment open; starting another instalment replaces it. */}
      <UpiDialog payment={upiPayment} processing={pay.isPending} onDecide={(answer) => upiPayment && void payStarted(upiPayment, answer)} onClose={() => setUpiPayment(null)} />
      <CardDialog open={cardOpen} onOpenChange={setCardOpen} amountPaise={Number.isNaN(amountPaise) ? null : amountPaise} processing={busy} onPay={(card) => void complete(card)} />
    </form>
  );
}
