/** Buyer and seller FAQs (spec README: real pages with the questions shoppers and sellers ask). */
import { POLICY, SELL_ITEM_TYPES } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useShopSettings } from '@/features/contact';
import { ContentPage, Faq } from '../components/content-page';
import { inr, plural, shippingFeeText, span } from '../format';

function StillStuck() {
  const settings = useShopSettings();
  return (
    <p className="!mt-10">
      Still have a question? Call {settings.businessPhone} ({settings.businessHours}), write to <a href={`mailto:${settings.businessEmail}`}>{settings.businessEmail}</a> or use our{' '}
      <Link to={paths.contact}>contact form</Link>.
    </p>
  );
}

export function BuyerFaqsPage() {
  const settings = useShopSettings();
  const { returns: r, shipping: s, layaway: l } = POLICY;
  return (
    <ContentPage eyebrow="Help" title="Buyer FAQs" lede="Answers to the questions shoppers ask us most.">
      <h2>Authenticity and condition</h2>
      <Faq q="Are your pieces genuine?">
        <p>
          Yes. Every piece is authenticated by our specialists before it is listed. If one is ever proven fake, with the brand’s confirmation within {plural(r.fakeRefundConfirmationDays, 'day')} of
          delivery, we refund 100% of what you paid. <Link to={paths.authenticity}>How we authenticate</Link>.
        </p>
      </Faq>
      <Faq q="What do the condition grades mean?">
        <p>
          We use six levels, from New With Tags to Used Fairly Well, and show any wear in the photos. See the <Link to={paths.conditionGuidelines}>product condition guidelines</Link>.
        </p>
      </Faq>
      <Faq q="Can I see a piece before I buy it?">
        <p>
          Yes. Book a <Link to={paths.privateViewing}>private viewing</Link> in {POLICY.privateViewing.inPersonArea} (from {inr(POLICY.privateViewing.inPersonFeePaise)}) or a free video call.
        </p>
      </Faq>

      <h2>Orders, payment and delivery</h2>
      <Faq q="How can I pay?">
        <p>
          By card, UPI, net banking, wallet or EMI, or cash on delivery anywhere in India for orders up to {inr(Math.round(settings.codLimit * 100))} (a {inr(POLICY.codFeePaise)} fee applies). Prices
          include all taxes.
        </p>
      </Faq>
      <Faq q="How much is shipping and how long does delivery take?">
        <p>
          Shipping within India is {shippingFeeText(settings.shippingFee) === 'Free' ? 'free' : shippingFeeText(settings.shippingFee)}. Orders ship within {span(s.dispatchDays, 'days')} and arrive
          within {s.domesticDeliveryMaxDays} days ({span(s.delhiNcrDays, 'days')} in Delhi/NCR). International orders arrive {span(s.internationalDaysAfterDispatch, 'days')} after dispatch, with
          duties paid by the buyer. <Link to={paths.shipping}>Shipping and delivery</Link>.
        </p>
      </Faq>
      <Faq q="Can I cancel my order?">
        <p>Yes, within {plural(r.cancellationHours, 'hour')} of purchase and before it ships, from My Orders.</p>
      </Faq>

      <h2>Returns</h2>
      <Faq q="Can I return a piece?">
        <p>
          Yes. Tell us within {plural(r.noticeHours, 'hour')} of receiving it, and send it back within {plural(r.sendBackDays, 'day')} of delivery, unused and with everything it came with. You can
          start a return with Request Return in <Link to={paths.orderAndReturn}>My Orders</Link>.
        </p>
      </Faq>
      <Faq q="Do I get my money back?">
        <p>
          Returns are refunded as store credit, valid {plural(r.creditValidityMonths, 'month')}, once the piece is back with us and inspected: what you paid for the piece, less its share of any
          coupon. Shipping and the cash-on-delivery fee are not refunded. Money is refunded in full only if a piece is proven counterfeit. The customer pays return shipping.
        </p>
      </Faq>
      <Faq q="Can I return sale items?">
        <p>{r.saleItemsReturnable ? 'Yes, on the same terms as any other piece.' : 'No. Sale items are final sale.'}</p>
      </Faq>

      <h2>Layaway</h2>
      <Faq q="How does layaway work?">
        <p>
          On pieces above {inr(l.minPriceExclusivePaise)}, pay a {l.depositPercent}% deposit to reserve the piece and the balance within {l.tiers[0]!.weeks} to {l.tiers[l.tiers.length - 1]!.weeks}{' '}
          weeks, depending on the price. <Link to={paths.layaway}>See the periods</Link>.
        </p>
      </Faq>
      <Faq q="Is the layaway deposit refundable?">
        <p>{l.depositRefundable ? 'Yes.' : 'No. If the balance is not paid in time, the piece returns to sale and the deposit is kept.'}</p>
      </Faq>
      <StillStuck />
    </ContentPage>
  );
}

const ITEM_TYPE_WORDS: Record<(typeof SELL_ITEM_TYPES)[number], string> = { handbags: 'handbags', accessories: 'accessories', jewelry: 'jewellery' };

export function SellerFaqsPage() {
  const sw = POLICY.sellWithUs;
  return (
    <ContentPage eyebrow="Help" title="Seller FAQs" lede="Everything you need to know about selling your pre-owned luxury with us.">
      <h2>Getting started</h2>
      <Faq q="What can I sell?">
        <p>
          Authentic designer {SELL_ITEM_TYPES.map((t) => ITEM_TYPE_WORDS[t]).join(', ')}, as well as footwear and clothing from leading houses, in good condition. If you are unsure, send us photos and
          we will tell you.
        </p>
      </Faq>
      <Faq q="How do I start?">
        <p>
          Fill in the <Link to={paths.sellWithUs}>sell with us</Link> form with a few details and at least {sw.minPhotos} photos (up to {sw.maxPhotos}, {sw.maxPhotoMegabytes} MB each). Original photos
          only, please.
        </p>
      </Faq>
      <Faq q="How is the price decided?">
        <p>
          We suggest a price based on the piece’s brand, model, condition and what similar pieces sell for, and agree it with you before listing. You can tell us the price you hope for in the form.
        </p>
      </Faq>

      <h2>Pick-up and authentication</h2>
      <Faq q="Do I have to pay for pick-up?">
        <p>{sw.freePickupAcrossIndia ? 'No. Pick-up is free anywhere in India.' : 'Pick-up charges are shared when we make our offer.'}</p>
      </Faq>
      <Faq q="What happens after pick-up?">
        <p>Our authenticators examine the piece, grade its condition, clean it and photograph it for the shop. If a piece cannot be authenticated, we return it to you.</p>
      </Faq>

      <h2>Getting paid</h2>
      <Faq q="When do I get paid?">
        <p>Within {plural(sw.payoutHours, 'hour')} of your piece selling, straight to your bank account.</p>
      </Faq>
      <Faq q="How long will my piece take to sell?">
        <p>It depends on the piece and its price: sought-after bags can sell within days. We keep you informed and may suggest a price change if a piece has not sold after some weeks.</p>
      </Faq>
      <StillStuck />
    </ContentPage>
  );
}
