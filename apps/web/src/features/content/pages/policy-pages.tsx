/** Shipping and Delivery, Order and Return Policy, and Layaway (catalogue §2, §9): every figure from the constants and settings. */
import { POLICY, layawayDepositPaise, layawayWeeks } from '@shop/shared';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/lib/paths';
import { useShopSettings } from '@/features/contact';
import { ContentPage, type ContentSection } from '../components/content-page';
import { inr, plural, shippingFeeText, span } from '../format';

export function ShippingPage() {
  const settings = useShopSettings();
  const s = POLICY.shipping;
  const fee = shippingFeeText(settings.shippingFee);
  return (
    <ContentPage eyebrow="Customer care" title="Shipping and Delivery" lede="Every order is authenticated, carefully packed and insured on its way to you.">
      <h2>At a glance</h2>
      <div className="mt-4 overflow-x-auto">
        <DataTable
          caption="Shipping charges and delivery times"
          columns={['Destination', 'Shipping charge', 'Delivery time']}
          rows={[
            { key: 'delhi', cells: ['Delhi/NCR', fee, span(s.delhiNcrDays, 'days')] },
            { key: 'india', cells: ['Rest of India', fee, `Within ${s.domesticDeliveryMaxDays} days`] },
            { key: 'world', cells: ['International', 'Quoted at checkout; duties and taxes paid by the buyer', `${span(s.internationalDaysAfterDispatch, 'days')} after dispatch`] },
          ]}
          look="document"
          rowHeaders
          className="w-full border-collapse text-left text-sm"
        />
      </div>
      <h2>When your order ships</h2>
      <p>
        Orders leave our studio within {span(s.dispatchDays, 'days')} of purchase. In that time each piece is given a final inspection, cleaned and packed with its dust bag, box and cards where it has
        them. You will receive an e-mail with a tracking link when it is dispatched.
      </p>
      <h2>Paying on delivery</h2>
      <p>
        Cash on delivery is available across India for orders up to {inr(Math.round(settings.codLimit * 100))}, with a fee of {inr(POLICY.codFeePaise)} per order
        {settings.codBlockedPinPrefixes.length > 0 ? '; a few remote PIN codes are served by online payment only, and checkout says so' : ''}. Larger orders are paid online. Prices include all taxes.
      </p>
      <h2>Your delivery date</h2>
      <p>
        Type your PIN code on any product page to see the date your order would arrive, counted in working days (Sundays excepted) and including the time before dispatch; checkout shows it again for
        your address. Metro cities usually receive their orders in {span(settings.deliveryDaysMetro, 'working days')}, other PIN codes in {span(settings.deliveryDaysOther, 'working days')}.
      </p>
      <h2>International orders</h2>
      <p>
        We ship worldwide. Import duties, customs charges and local taxes are set by the destination country and are paid by the buyer on delivery. Some brands and materials (for example exotic skins)
        cannot be exported; we will contact you if that applies to your order.
      </p>
      <h2>Delivery problems</h2>
      <p>
        Please check your parcel when it arrives and tell us within {POLICY.returns.noticeHours} hours if anything is wrong. Every shipment is insured until it reaches you. Questions? Call{' '}
        {settings.businessPhone} ({settings.businessHours}) or write to <a href={`mailto:${settings.businessEmail}`}>{settings.businessEmail}</a>.
      </p>
    </ContentPage>
  );
}

export function OrderPolicyPage() {
  const settings = useShopSettings();
  const r = POLICY.returns;
  const sections: ContentSection[] = [
    {
      id: 'placing',
      title: 'Placing an order',
      body: (
        <p>
          Most of our pieces are one of a kind. A piece is yours once your order is confirmed; until then another shopper may buy it. You will receive an e-mail confirming your order, and you can
          follow it under <Link to={paths.orderAndReturn}>My Orders</Link>.
        </p>
      ),
    },
    {
      id: 'cancelling',
      title: 'Cancelling',
      body: (
        <p>
          You may cancel an order within {plural(r.cancellationHours, 'hour')} of purchase, as long as it has not shipped, from My Orders. Any online payment is refunded in full to the way you paid,
          and store credit used on the order goes back to your account; we email you when the refund is made. If a parcel cannot be delivered or is refused at the door, it comes back to us and the
          order closes the same way: nothing is collected for cash on delivery, and a prepaid order is refunded.
        </p>
      ),
    },
    {
      id: 'returns',
      title: 'Returns',
      body: (
        <>
          <ul>
            <li>
              Tell us within <strong>{plural(r.noticeHours, 'hour')} of receiving</strong> your order that you wish to return a piece, using Request Return in My Orders or by e-mail.
            </li>
            <li>
              Send the piece back within <strong>{plural(r.sendBackDays, 'day')} of delivery</strong>, unused, with every tag, dust bag, box and card it came with.
            </li>
            <li>{r.customerPaysReturnShipping ? 'Return shipping is paid by the customer, and the original shipping charge is not refundable.' : 'We pay for return shipping.'}</li>
            <li>{r.saleItemsReturnable ? 'Sale items can be returned like any other piece.' : 'Sale items are final sale and cannot be returned.'}</li>
            <li>During COVID-19 restrictions apparel could not be returned, for hygiene reasons; if such restrictions apply again, so will this rule.</li>
          </ul>
          <p>A return goes in steps, and My Orders shows each one; we e-mail you at every step:</p>
          <ol>
            <li>You request the return; we answer within 24 hours.</li>
            <li>Once we approve it, we send you the return label or the pickup details.</li>
            <li>When the piece reaches us, we inspect it.</li>
            <li>Once it passes inspection, your store credit is issued. A piece that is not returned as it was sold can be refused, and we tell you why.</li>
          </ol>
        </>
      ),
    },
    {
      id: 'exchanges',
      title: 'Exchanges and store credit',
      body: (
        <>
          <p>
            Once we have received and checked a returned piece, you receive store credit for what you paid for it: its price, less its share of any coupon used on the order (a coupon is shared over
            the order&apos;s pieces in proportion to their prices). Store credit you spent on the order counts as paid, so it comes back in full.{' '}
            <strong>Shipping charges and the cash-on-delivery fee are not refunded.</strong>
          </p>
          <p>
            Store credit is valid for {plural(r.creditValidityMonths, 'month')} from the day it is issued; tick &ldquo;Use my store credit&rdquo; at checkout to spend it. To exchange a piece, return
            it and buy the new one with the credit.
          </p>
        </>
      ),
    },
    {
      id: 'counterfeit',
      title: 'Our authenticity refund',
      body: (
        <p>
          If a piece you bought from us is proven counterfeit, with written confirmation from the brand within {plural(r.fakeRefundConfirmationDays, 'day')} of delivery, we refund 100% of what you
          paid, including shipping. This is the only case in which returns are refunded in money. See <Link to={paths.authenticity}>authenticity</Link>.
        </p>
      ),
    },
    {
      id: 'disputes',
      title: 'Disputes',
      body: (
        <p>
          We want to put things right. Write to <a href={`mailto:${settings.businessEmail}`}>{settings.businessEmail}</a> or call {settings.businessPhone}. Any dispute we cannot settle together is
          subject to the jurisdiction of the courts at {r.jurisdiction}.
        </p>
      ),
    },
  ];
  return <ContentPage eyebrow="Customer care" title="Order and Return Policy" lede="How ordering, cancelling, returns, exchanges and store credit work at Tangerine Luxury." sections={sections} />;
}

const EXAMPLE_PRICE_PAISE = 40_000_00;

export function LayawayPage() {
  const l = POLICY.layaway;
  const exampleWeeks = layawayWeeks(EXAMPLE_PRICE_PAISE);
  const exampleDeposit = layawayDepositPaise(EXAMPLE_PRICE_PAISE);
  return (
    <ContentPage
      eyebrow="Pay over time"
      title="Layaway"
      lede={`Reserve the piece you love today with a ${l.depositPercent}% deposit, and pay the rest over the following weeks. No interest, no credit checks.`}
    >
      <h2>How long you have to pay</h2>
      <p>Layaway is available on pieces priced above {inr(l.minPriceExclusivePaise)}. The time you have to pay the balance depends on the price:</p>
      <div className="mt-6 overflow-x-auto">
        <DataTable
          caption="Layaway periods by price, with the deposit"
          columns={['Price of the piece', 'Time to pay the balance', 'Deposit today']}
          rows={l.tiers.map((tier) => ({
            key: tier.weeks,
            cells: [
              tier.toInclusivePaise === null ? `Above ${inr(tier.fromExclusivePaise)}` : `Above ${inr(tier.fromExclusivePaise)} up to ${inr(tier.toInclusivePaise)}`,
              plural(tier.weeks, 'week'),
              `${l.depositPercent}% ${l.depositRefundable ? '' : '(non-refundable)'}`,
            ],
          }))}
          look="document"
          rowHeaders
          className="w-full border-collapse text-left"
        />
      </div>
      {exampleWeeks ? (
        <p>
          <strong>For example:</strong> for a bag priced at {inr(EXAMPLE_PRICE_PAISE)}, you pay a deposit of {inr(exampleDeposit)} today and the remaining {inr(EXAMPLE_PRICE_PAISE - exampleDeposit)}{' '}
          within {plural(exampleWeeks, 'week')}.
        </p>
      ) : null}
      <h2>How it works</h2>
      <ol>
        <li>
          Choose layaway at checkout: it is offered when every piece in your bag is priced above {inr(l.minPriceExclusivePaise)}. You see the deposit, the due date and a suggested weekly plan before
          you pay.
        </li>
        <li>Pay the {l.depositPercent}% deposit online (card, UPI, net banking or wallet). The piece is taken off sale and kept for you.</li>
        <li>
          Pay the balance from My Orders, all at once or in instalments of any amount from ₹1, whenever you like before the due date. We email you a reminder {plural(l.reminderDaysBefore, 'day')}{' '}
          before it.
        </li>
        <li>Once it is paid in full, we ship your piece.</li>
      </ol>
      <h2>Good to know</h2>
      <ul>
        <li>The deposit is {l.depositRefundable ? 'refundable' : 'not refundable'}. If the balance is not paid by the due date, the reservation ends and the piece returns to sale.</li>
        <li>
          Layaway pieces follow our usual <Link to={paths.orderPolicy}>return policy</Link> once they are delivered.
        </li>
      </ul>
    </ContentPage>
  );
}
