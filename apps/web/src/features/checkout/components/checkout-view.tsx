/**
 * The checkout (storefront §2–§5, §8, §9): saved addresses (choosing one fills the billing form),
 * billing form, payment choice, layaway where the cart qualifies (deposit, due date and plan shown
 * before paying), the summary with the coupon box and store credit, and Place Order. Amounts come from the server's quote; the order is placed
 * through the API for the whole cart, with an Idempotency-Key per attempt; online payments go
 * through the test gateway. Success goes to /order with the order just placed.
 */
import { emiConfig, emiPlans, formatInr, PIN_CODE, toPaise, type AddressInput, type Payment, type PaymentMethod } from '@shop/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { SavedAddressPicker } from '@/features/addresses';
import { deliveryDay } from '@/features/addresses';
import { useCart } from '@/features/cart';
import { useShopSettings } from '@/features/contact';
import { longDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useCheckoutQuote, type PaymentResult } from '../api';
import { REQUIRED_BILLING_FIELDS, useBillingForm } from '../use-billing-form';
import { useCheckoutAttempt } from '../use-checkout-attempt';
import { BillingFields } from './billing-fields';
import { CardDialog, type CardDetails } from './card-dialog';
import { CouponBox } from './coupon-box';
import { LayawayOption } from './layaway-option';
import { OrderSummary } from './order-summary';
import { detailsFor } from '../payment-details';
import { usePaymentChoice } from '../use-payment-choice';
import { INITIAL_PAYMENT, PaymentMethods } from './payment-methods';
import { UpiDialog } from './upi-dialog';
import type { PaymentDetails } from '../use-checkout-attempt';

export function CheckoutView() {
  const session = useSession();
  const navigate = useNavigate();
  const cart = useCart();
  const lines = cart.data ?? [];
  const cartVersion = lines.map((l) => `${l._id}:${l.quantity}:${l.price}`).join('|');
  const form = useBillingForm(session);
  const { choice: payment, setChoice: setPayment, validate: validatePayment, fieldProps: paymentFieldProps } = usePaymentChoice(INITIAL_PAYMENT);
  const [couponCode, setCouponCode] = useState<string | undefined>(undefined);
  const [useCredit, setUseCredit] = useState(false);
  const [cardOpen, setCardOpen] = useState(false);
  const [layawayChosen, setLayawayChosen] = useState(false);
  const { run, processing } = useCheckoutAttempt();
  const settings = useShopSettings();
  // UPI by intent: Place Order opens the UPI step for the payment; the step answers with the app's decision.
  const [upiPayment, setUpiPayment] = useState<Payment | null>(null);
  const upiAnswer = useRef<((answer: PaymentDetails | PaymentResult | null) => void) | null>(null);
  const [upiPaying, setUpiPaying] = useState(false);
  const awaitUpi = (p: Payment) =>
    new Promise<PaymentDetails | PaymentResult | null>((resolve) => {
      upiAnswer.current = resolve;
      setUpiPayment(p);
    });
  const answerUpi = (answer: PaymentDetails | PaymentResult | null) => {
    upiAnswer.current?.(answer);
    upiAnswer.current = null;
    if (answer) setUpiPaying(true);
    else setUpiPayment(null);
  };

  // The PIN code once it is six digits: the quote then says whether cash on delivery reaches it and when the order arrives.
  const [zipTyped, country] = useWatch({ control: form.control, name: ['zipCode', 'country'] });
  const zipCode = PIN_CODE.test(zipTyped.trim()) ? zipTyped.trim() : undefined;
  const quoteInput = useMemo(() => ({ paymentMethod: payment.method, couponCode, useCredit, zipCode, country }), [payment.method, couponCode, useCredit, zipCode, country]);
  const quote = useCheckoutQuote(quoteInput, cartVersion, lines.length > 0);
  const q = quote.data;
  const codRefusal = q && !q.cod.available ? q.cod.reason : null;
  // Cash on delivery is the default; when the order cannot be paid so, an online method is chosen instead.
  useEffect(() => {
    if (codRefusal && payment.method === 'cod') setPayment((p) => ({ ...p, method: 'card' }));
  }, [codRefusal, payment.method, setPayment]);
  const couponVerdict = q?.coupon && couponCode && q.coupon.code.toUpperCase() === couponCode ? { applied: q.coupon.applied, message: q.coupon.message } : null;

  const billing = useRef<AddressInput | null>(null);
  const layawayTerms = q?.layaway?.available ? q.layaway : null;
  const layaway = layawayChosen && layawayTerms !== null;

  async function submitOrder(method: PaymentMethod, card?: CardDetails) {
    const address = billing.current;
    if (!address) return;
    const result = await run({
      address,
      body: {
        paymentMethod: method,
        couponCode: couponVerdict?.applied ? couponCode : undefined,
        useCredit: useCredit || undefined,
        layaway: layaway || undefined,
        shipping: 'standard',
      },
      details: method === 'upi' ? awaitUpi : detailsFor(payment, card),
      emiMonths: method === 'card' && !layaway && payment.emiMonths ? payment.emiMonths : undefined,
      cartVersion,
    });
    setUpiPayment(null);
    setUpiPaying(false);
    if (result.ok) {
      setCardOpen(false);
      // An earlier refusal (a closed payment step, a declined card) no longer applies once the order is placed.
      toast.dismiss();
      window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
      void navigate(paths.order, { state: { placedOrder: result.order, placedOrderId: result.order._id } });
    } else toast.error(result.message);
  }

  const onSubmit = form.handleSubmit(
    (address) => {
      billing.current = address;
      if (layaway && payment.method === 'cod') return void toast.error('Layaway deposits are paid online; please choose card, UPI, netbanking or a wallet.');
      const errs = validatePayment();
      if (Object.keys(errs).length) return void toast.error(Object.values(errs)[0]);
      if (payment.method === 'card') return setCardOpen(true);
      void submitOrder(payment.method);
    },
    () => {
      const values = form.getValues();
      const blank = REQUIRED_BILLING_FIELDS.some((f) => !String(values[f] ?? '').trim());
      toast.error(blank ? 'Please fill in all required fields' : 'Please check the highlighted fields.');
    },
  );

  if (cart.isPending) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label="Loading your cart…" />
      </div>
    );
  }
  if (cart.isError) {
    return (
      <LoadError onRetry={() => void cart.refetch()} className="py-16">
        We could not load your cart.
      </LoadError>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <p className="font-serif text-3xl">Your cart is empty</p>
        <p className="mt-2 text-muted">Add a piece you love, then come back to check out.</p>
        <Link to={paths.shop} className="btn-primary mt-8">
          Continue Shopping
        </Link>
      </div>
    );
  }

  const onlineAmountPaise = layawayTerms && layaway ? toPaise(layawayTerms.deposit) : q ? toPaise(q.total) : null;
  // Card EMI on the order total (not on a layaway deposit), by the same rule the server checks.
  const plans = q && !layaway ? emiPlans(toPaise(q.total), emiConfig(settings)) : [];
  const emiPlan = payment.method === 'card' && payment.emiMonths ? (plans.find((p) => p.months === payment.emiMonths) ?? null) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] xl:gap-16">
      <div className="space-y-10">
        <section aria-labelledby="billing-heading">
          <h2 id="billing-heading" className="font-serif text-2xl">
            Billing Details
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted">Fields marked * are required. We deliver to this address.</p>
          <SavedAddressPicker
            onChoose={(a) =>
              form.reset({
                firstName: a.firstName,
                lastName: a.lastName,
                email: a.email,
                phone: a.phone,
                address: a.address,
                city: a.city,
                state: a.state,
                country: a.country as AddressInput['country'],
                zipCode: a.zipCode,
              })
            }
          />
          <BillingFields form={form} />
        </section>
        <section aria-labelledby="payment-heading">
          <h2 id="payment-heading" className="mb-5 font-serif text-2xl">
            Payment Method
          </h2>
          <PaymentMethods {...paymentFieldProps} codUnavailable={codRefusal} emiPlans={plans} />
          {layawayTerms ? <LayawayOption terms={layawayTerms} checked={layawayChosen} onChange={setLayawayChosen} needsOnlineMethod={payment.method === 'cod'} /> : null}
        </section>
      </div>
      <aside className="self-start lg:sticky lg:top-40">
        <OrderSummary lines={lines} quote={q} quoteLoading={quote.isFetching} quoteFailed={quote.isError} onRetryQuote={() => void quote.refetch()}>
          <CouponBox appliedCode={couponCode} verdict={couponVerdict} checking={Boolean(couponCode) && quote.isFetching} onApply={setCouponCode} onRemove={() => setCouponCode(undefined)} />
          {q && q.credit_available > 0 ? (
            <label className="flex cursor-pointer items-start gap-3 text-sm">
              <input type="checkbox" className="mt-0.5 h-4 w-4 accent-ink" checked={useCredit} onChange={(e) => setUseCredit(e.target.checked)} />
              <span>
                Use my store credit <span className="text-muted">({formatInr(toPaise(q.credit_available))} available)</span>
              </span>
            </label>
          ) : null}
        </OrderSummary>
        {q?.delivery ? (
          <p className="mt-4 border border-line bg-white px-4 py-3 text-sm text-ink" data-testid="checkout-delivery">
            Estimated delivery to {zipCode}: <strong className="font-medium">by {deliveryDay(q.delivery.latest)}</strong>
            <span className="block text-xs text-muted">
              Between {deliveryDay(q.delivery.earliest)} and {deliveryDay(q.delivery.latest)}, Sundays excepted.
            </span>
          </p>
        ) : null}
        <button type="submit" className="btn-primary mt-4 h-13 w-full text-base" disabled={processing}>
          {processing
            ? 'Processing...'
            : layaway && layawayTerms
              ? `Place Order & Pay Deposit ${formatInr(toPaise(layawayTerms.deposit))}`
              : payment.method === 'cod'
                ? 'Place Order'
                : `Place Order & Pay${q ? ` ${formatInr(toPaise(q.total))}` : ''}`}
        </button>
        {layaway && layawayTerms ? (
          <p className="mt-3 text-center text-sm text-ink-soft">
            Today you pay the deposit; {formatInr(toPaise(layawayTerms.balance))} follows in instalments from My Orders by {longDate(layawayTerms.due_at)}.
          </p>
        ) : null}
        <p className="mt-3 text-center text-xs text-muted">
          By placing your order you agree to our{' '}
          <Link to={paths.terms} className="underline underline-offset-2">
            terms
          </Link>{' '}
          and{' '}
          <Link to={paths.orderPolicy} className="underline underline-offset-2">
            order policy
          </Link>
          .
        </p>
      </aside>
      <CardDialog
        open={cardOpen}
        onOpenChange={setCardOpen}
        amountPaise={onlineAmountPaise}
        emi={emiPlan ? { months: emiPlan.months, monthlyPaise: emiPlan.monthlyPaise, noCost: emiPlan.noCost } : null}
        processing={processing}
        onPay={(card) => void submitOrder('card', card)}
      />
      <UpiDialog payment={upiPayment} processing={upiPaying} onDecide={(d) => answerUpi(d)} onClose={() => answerUpi(null)} />
    </form>
  );
}
