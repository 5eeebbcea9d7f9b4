/**
 * The UPI step (issue 20): the order's UPI intent as a QR code to scan with any UPI app on a
 * desktop, and as an "Open UPI app" button on a phone. The payment is confirmed by the gateway's
 * signed callback, which reaches the shop, not this page: the step asks every few seconds how the
 * payment stands (and again when the shopper comes back from their UPI app) and moves on by itself
 * once it is paid or declined. While the shop runs the test gateway, two buttons stand in for the
 * UPI app (approve or decline), which go through the same confirm path.
 */
import { formatInr, TEST_GATEWAY, toPaise, type Payment } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { shopTime } from '@/lib/format';
import { usePaymentGateway, usePaymentStatus, useUpiIntent, type PaymentResult } from '../api';
import type { PaymentDetails } from '../use-checkout-attempt';
import { TestPaymentsNotice } from './test-payments-notice';

export interface UpiDialogProps {
  payment: Payment | null;
  processing: boolean;
  /** The UPI app's answer: the test gateway's approval or decline to pay with, or the payment as the gateway's callback settled it. */
  onDecide: (answer: PaymentDetails | PaymentResult) => void;
  onClose: () => void;
}

export function UpiDialog({ payment, processing, onDecide, onClose }: UpiDialogProps) {
  const upi = useUpiIntent(payment?._id ?? null);
  const gateway = usePaymentGateway();
  const status = usePaymentStatus(payment?._id ?? null, payment !== null && !processing);
  const settled = status.data && status.data.payment.status !== 'created' ? status.data : null;
  // Told once per payment, however often the step renders afterwards.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || told.current === settled.payment._id) return;
    told.current = settled.payment._id;
    onDecide(settled);
  }, [settled, onDecide]);
  const data = upi.data;
  const qrSrc = data ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qr_svg)}` : null;
  return (
    <Dialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (!open && !processing) onClose();
      }}
      title="Pay by UPI"
      description={
        <>
          Amount to pay: <strong className="text-base font-semibold text-ink">{payment ? formatInr(toPaise(payment.amount)) : '…'}</strong>
        </>
      }
      width="max-w-md"
    >
      {upi.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Preparing your UPI payment…" />
        </div>
      ) : upi.isError || !data ? (
        <p role="alert" className="text-sm text-sale">
          {errorMessage(upi.error, 'We could not prepare the UPI payment. Please try again.')}
        </p>
      ) : (
        <div className="space-y-5">
          <div className="hidden flex-col items-center gap-3 md:flex" data-testid="upi-qr">
            <img src={qrSrc!} alt={`UPI QR code: pay ${formatInr(toPaise(data.amount))} to ${data.payee_name}`} width={224} height={224} className="h-56 w-56 border border-line" />
            <p className="text-center text-sm text-ink-soft">Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank&rsquo;s) and approve the payment.</p>
          </div>
          <div className="md:hidden">
            <a href={data.intent} className="btn-primary h-12 w-full">
              Open UPI App
            </a>
            <p className="mt-2 text-center text-sm text-ink-soft">Your UPI app opens with the amount filled in; approve the payment there.</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 bg-paper px-4 py-3 text-sm">
            <dt className="text-muted">Pay to</dt>
            <dd className="text-ink">
              {data.payee_name} <span className="text-muted">({data.payee_vpa})</span>
            </dd>
            <dt className="text-muted">Reference</dt>
            <dd className="font-mono text-xs break-all text-ink">{data.reference}</dd>
            {data.expires_at ? (
              <>
                <dt className="text-muted">Pay by</dt>
                <dd className="text-ink">{shopTime(data.expires_at)} · your pieces are held until then</dd>
              </>
            ) : null}
          </dl>
          {gateway.data?.test ? (
            <div className="space-y-3 border-t border-line pt-4">
              <TestPaymentsNotice />
              <p className="text-xs text-muted">
                The test gateway stands in for your UPI app: approve (as {TEST_GATEWAY.approvedUpi}) or decline (as {TEST_GATEWAY.declinedUpi}) the payment.
              </p>
              <div className="grid grid-cols-2 gap-3">
                <button type="button" className="btn-primary h-11 px-3 whitespace-nowrap" disabled={processing} onClick={() => onDecide({ method: 'upi', upiId: TEST_GATEWAY.approvedUpi })}>
                  {processing ? 'Processing...' : 'Approve (test)'}
                </button>
                <button type="button" className="btn-outline h-11 px-3 whitespace-nowrap" disabled={processing} onClick={() => onDecide({ method: 'upi', upiId: TEST_GATEWAY.declinedUpi })}>
                  Decline (test)
                </button>
              </div>
            </div>
          ) : null}
          <p role="status" className="text-center text-sm text-muted">
            {settled ? 'Payment settled. One moment…' : 'Waiting for your UPI app to confirm… This page moves on by itself once it does.'}
          </p>
        </div>
      )}
    </Dialog>
  );
}
