/** Terms and Conditions (15 headed sections) and the Privacy Policy (catalogue §2, §9). */
import { POLICY } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useShopSettings } from '@/features/contact';
import { ContentPage, type ContentSection } from '../components/content-page';
import { inr, plural, shippingFeeText, span } from '../format';

export function TermsPage() {
  const settings = useShopSettings();
  const { returns: r, shipping: s, layaway: l } = POLICY;
  const sections: ContentSection[] = [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      body: (
        <p>
          These terms govern your use of the Tangerine Luxury website and every purchase or consignment made through it. By browsing, creating an account, buying or selling with us you agree to them.
          Please read them together with our <Link to={paths.privacy}>privacy policy</Link> and <Link to={paths.orderPolicy}>order and return policy</Link>.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Eligibility and accounts',
      body: (
        <p>
          You must be at least {POLICY.privacy.guardianBelowAge} years old to buy or sell, or use the site with a parent or guardian. You are responsible for keeping your password safe and for
          everything done with your account. Tell us at once if you think someone else has used it.
        </p>
      ),
    },
    {
      id: 'pre-owned',
      title: 'Pre-owned goods and their condition',
      body: (
        <p>
          Most pieces we sell have had a previous owner. Each is graded against our <Link to={paths.conditionGuidelines}>product condition guidelines</Link> and photographed to show any wear. Small
          signs of use consistent with the stated grade are not defects.
        </p>
      ),
    },
    {
      id: 'authenticity',
      title: 'Authenticity',
      body: (
        <p>
          Every piece is authenticated before it is listed. Tangerine Luxury is not affiliated with, or endorsed by, the brands whose goods we resell. If a piece is proven counterfeit, with the
          brand’s confirmation within {r.fakeRefundConfirmationDays} days of delivery, we refund the full amount paid. See <Link to={paths.authenticity}>authenticity</Link>.
        </p>
      ),
    },
    {
      id: 'prices',
      title: 'Prices and payment',
      body: (
        <p>
          Prices are in Indian rupees and include all taxes. We accept cards, UPI, net banking, wallets and cash on delivery across India for orders up to {inr(Math.round(settings.codLimit * 100))}{' '}
          (cash on delivery adds {inr(POLICY.codFeePaise)}). Online payments hold the piece for {POLICY.payment.holdMinutes} minutes while you pay. We may correct an obvious pricing error before
          dispatch, and will tell you if we do.
        </p>
      ),
    },
    {
      id: 'orders',
      title: 'Orders and acceptance',
      body: (
        <p>
          An order is a request to buy. It is accepted when we confirm it by e-mail. Because most pieces are one of a kind, an item can sell to another shopper before your payment completes; if that
          happens you are not charged.
        </p>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellation',
      body: <p>You may cancel an order within {r.cancellationHours} hours of purchase, from My Orders, as long as it has not been shipped. After that, orders cannot be cancelled.</p>,
    },
    {
      id: 'shipping',
      title: 'Shipping and delivery',
      body: (
        <p>
          Orders ship within {span(s.dispatchDays, 'days')}. Domestic delivery takes up to {s.domesticDeliveryMaxDays} days ({span(s.delhiNcrDays, 'days')} for Delhi/NCR) and shipping within India is{' '}
          {settings.shippingFee > 0 ? `${shippingFeeText(settings.shippingFee)} per order` : 'free'}. International orders arrive {span(s.internationalDaysAfterDispatch, 'days')} after dispatch;
          import duties and taxes are paid by the buyer. See <Link to={paths.shipping}>shipping and delivery</Link>.
        </p>
      ),
    },
    {
      id: 'returns',
      title: 'Returns, exchanges and store credit',
      body: (
        <p>
          Tell us within {r.noticeHours} hours of receiving a piece if you wish to return it, and send it back within {r.sendBackDays} days of delivery, unused and with all tags and accessories. Once
          the piece is back with us and inspected, returns are refunded as store credit valid for {r.creditValidityMonths} months: the price paid for the piece, less its share of any coupon. Shipping
          charges and the cash-on-delivery fee are not refunded. Sale items cannot be returned. The customer pays return shipping.
        </p>
      ),
    },
    {
      id: 'layaway',
      title: 'Layaway',
      body: (
        <p>
          Pieces above {inr(l.minPriceExclusivePaise)} can be reserved with a {l.depositPercent}% deposit, which is not refundable. The balance is due within the period set by the piece’s price (see{' '}
          <Link to={paths.layaway}>layaway</Link>). If the balance is not paid in time, the reservation ends, the deposit is kept and the piece returns to sale.
        </p>
      ),
    },
    {
      id: 'selling',
      title: 'Selling with us',
      body: (
        <p>
          When you consign a piece, you confirm that you own it and that it is genuine. We collect it free of charge across India, authenticate it and may decline it. Once it sells, we pay you within{' '}
          {POLICY.sellWithUs.payoutHours} hours. Pieces that fail authentication are returned to you.
        </p>
      ),
    },
    {
      id: 'content',
      title: 'Our content and trademarks',
      body: (
        <p>
          The photographs, texts and design of this site belong to Tangerine Luxury. Brand names and logos belong to their owners and are used only to describe the goods we resell. You may not copy
          our content for commercial use without our written permission.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          We are responsible for the goods we sell as described in these terms and as required by Indian consumer law. We are not liable for losses that were not foreseeable, or for delays caused by
          events outside our control such as strikes, natural disasters or courier disruptions.
        </p>
      ),
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: (
        <p>
          We use your personal data only as described in our <Link to={paths.privacy}>privacy policy</Link>.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing law and disputes',
      body: (
        <p>
          These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at {r.jurisdiction}. Before going to court, please write to us at{' '}
          <a href={`mailto:${settings.businessEmail}`}>{settings.businessEmail}</a>; most problems are solved in a conversation.
        </p>
      ),
    },
  ];
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms and Conditions"
      lede="The agreement between you and Tangerine Luxury when you use this website, buy from us or sell with us."
      sections={sections}
      numbered
    />
  );
}

export function PrivacyPage() {
  const settings = useShopSettings();
  const p = POLICY.privacy;
  const sections: ContentSection[] = [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <ul>
          <li>Account details: your name, e-mail address and password (stored only as a secure hash).</li>
          <li>Order details: delivery and billing addresses, phone number, the pieces you buy and how you paid. Card numbers are handled by our payment provider and never stored by us.</li>
          <li>Messages and forms: what you send us through contact, sell-with-us, product request and newsletter forms, including photos.</li>
          <li>Technical data: the pages you visit and the device and browser you use, to keep the site secure and working.</li>
        </ul>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use it',
      body: (
        <ul>
          <li>To process and deliver your orders, returns, layaway plans and store credit.</li>
          <li>To answer your messages, assess pieces you want to sell and source pieces you request.</li>
          <li>To send newsletters and offers, only if you have signed up. Every e-mail has a way to unsubscribe.</li>
          <li>To prevent fraud and keep your account secure.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <p>
          We share only what is needed with the couriers who deliver your orders, the payment providers who process your payments and the services that host our site and send our e-mails. We never
          sell your personal data.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          We keep your personal data for {plural(p.retentionYears, 'year')} after your last activity with us (an order, a sign-in or a message), then delete or anonymise it, unless the law requires us
          to keep records such as invoices for longer.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: <p>Our services are meant for adults. Anyone under {p.guardianBelowAge} may use the site only with the involvement and consent of a parent or guardian.</p>,
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <p>
          You can ask to see the personal data we hold about you, to correct it, or to delete it, and you can withdraw consent to marketing at any time. Write to{' '}
          <a href={`mailto:${settings.businessEmail}`}>{settings.businessEmail}</a>.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: <p>Your data travels over encrypted connections. Passwords are stored as one-way hashes, and sessions can be ended at any time by signing out.</p>,
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          {settings.businessName}, {settings.businessAddress}. Phone {settings.businessPhone}, e-mail <a href={`mailto:${settings.businessEmail}`}>{settings.businessEmail}</a>.
        </p>
      ),
    },
  ];
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      meta={`Last updated ${p.lastUpdated}`}
      lede="What personal data we collect when you shop or sell with us, why, and the choices you have."
      sections={sections}
    />
  );
}
