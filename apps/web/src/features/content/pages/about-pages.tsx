/** About Us, Our Founder, Our Mission and Why Tangerine Luxury (catalogue §2 static pages). */
import { POLICY } from '@shop/shared';
import { Link } from 'react-router';
import { MarkedList, stepNumber } from '@/components/ui/marked-list';
import { paths } from '@/lib/paths';
import { useShopSettings } from '@/features/contact';
import { ContentPage } from '../components/content-page';
import { inr, span } from '../format';

export function AboutPage() {
  const settings = useShopSettings();
  return (
    <ContentPage
      eyebrow="About us"
      title="Pre-owned luxury, chosen with care"
      lede="Tangerine Luxury is an Indian home for pre-loved designer fashion: bags, clothing, footwear, accessories and fine jewellery from the world’s great houses, for women, men and children."
    >
      <h2>Who we are</h2>
      <p>
        We are a small team of buyers, authenticators and stylists who believe the finest things are made to be used for a long time. A beautifully made handbag, a tailored jacket or a watch does not
        stop being special when its first owner moves on. We find those pieces, check them thoroughly and give them to someone who will love them next.
      </p>
      <p>
        Every piece we list is inspected in our studio, graded against our <Link to={paths.conditionGuidelines}>six condition levels</Link> and authenticated by our specialists before it is
        photographed. Prices are in rupees and include all taxes, so what you see is what you pay.
      </p>
      <h2>What we offer</h2>
      <ul>
        <li>Authenticated pre-owned pieces from houses such as Chanel, Hermès, Louis Vuitton, Gucci, Dior and Cartier.</li>
        <li>
          Returns: tell us within {POLICY.returns.noticeHours} hours of delivery if something is not right, and send the piece back within {POLICY.returns.sendBackDays} days.
        </li>
        <li>
          <Link to={paths.layaway}>Layaway</Link> on pieces above {inr(POLICY.layaway.minPriceExclusivePaise)}: reserve with a {POLICY.layaway.depositPercent}% deposit and pay the rest in a few weeks.
        </li>
        <li>
          <Link to={paths.privateViewing}>Private viewings</Link> in {POLICY.privateViewing.inPersonArea} or on a video call, and <Link to={paths.requestProduct}>sourcing</Link> of pieces we do not
          yet have.
        </li>
        <li>
          For sellers: free pick-up across India and payment within {POLICY.sellWithUs.payoutHours} hours of the sale. <Link to={paths.sellWithUs}>Sell with us</Link>.
        </li>
      </ul>
      <h2>Visit or write to us</h2>
      <p>
        Our studio is at {settings.businessAddress}. We are open {settings.businessHours}. Call us on {settings.businessPhone} or write to{' '}
        <a href={`mailto:${settings.businessEmail}`}>{settings.businessEmail}</a>, or use our <Link to={paths.contact}>contact form</Link>.
      </p>
    </ContentPage>
  );
}

export function FounderPage() {
  return (
    <ContentPage eyebrow="Our founder" title="A wardrobe that started a business" lede="How a love of well-made things, and a cupboard full of them, became Tangerine Luxury.">
      <h2>The beginning</h2>
      <p>
        Tangerine Luxury began in a Delhi living room. Our founder had spent years working in fashion, and like many people who love clothes, had collected more beautiful things than any one person
        could wear. Friends kept asking the same question: where can I buy a genuine designer bag in India without paying full price, and without worrying that it is fake?
      </p>
      <p>
        There was no good answer. Pre-owned luxury was sold through word of mouth, social media posts and marketplaces with no checks at all. Buyers took risks; sellers waited months to be paid. So
        our founder started selling a few pieces from that wardrobe, with one rule: every item would be checked, honestly described and sold with a promise behind it.
      </p>
      <h2>Building trust, one piece at a time</h2>
      <p>
        That promise is still the heart of the business. Our founder trained authenticators, wrote the condition guidelines we grade every piece against, and insisted that sellers are paid within{' '}
        {POLICY.sellWithUs.payoutHours} hours of a sale, because trust has to run both ways.
      </p>
      <blockquote className="mt-8 border-l-2 border-tangerine pl-6 font-serif text-2xl leading-snug text-ink italic">
        “Luxury is not about owning something new. It is about owning something made well, and making sure it is loved for as long as it lasts.”
      </blockquote>
      <p className="text-sm">— Founder, Tangerine Luxury</p>
      <h2>Today</h2>
      <p>
        Tangerine Luxury now serves shoppers and sellers across India, with a studio where pieces are authenticated, cleaned and photographed, and a team that still answers every message personally.{' '}
        <Link to={paths.ourMission}>Read our mission</Link>.
      </p>
    </ContentPage>
  );
}

export function MissionPage() {
  return (
    <ContentPage eyebrow="Our mission" title="Make luxury last" lede="We want every beautifully made piece to have as many lives as it can, and every buyer to shop with complete confidence.">
      <h2>Keep beautiful things in use</h2>
      <p>
        The most sustainable bag is the one that already exists. Each pre-owned piece we sell is one less made from scratch, and one more kept out of landfill. We clean, restore and re-home pieces
        that might otherwise sit forgotten in a cupboard.
      </p>
      <h2>Make authenticity certain</h2>
      <p>
        Counterfeits hurt buyers, sellers and the houses that design these pieces. Every item we list is examined by our authenticators, and we stand behind every sale: if a piece we sold is ever
        proven fake, we refund it in full. <Link to={paths.authenticity}>How we authenticate</Link>.
      </p>
      <h2>Open luxury to more people</h2>
      <p>
        Pre-owned prices, <Link to={paths.layaway}>layaway</Link> and EMI put pieces within reach of people who could not, or would rather not, pay the full retail price. Honest{' '}
        <Link to={paths.conditionGuidelines}>condition grading</Link> means you always know exactly what you are buying.
      </p>
      <h2>Treat sellers fairly</h2>
      <p>
        Sellers get a free pick-up anywhere in India, clear communication and payment within {POLICY.sellWithUs.payoutHours} hours of a sale. <Link to={paths.sellWithUs}>Sell with us</Link>.
      </p>
    </ContentPage>
  );
}

export function WhyUsPage() {
  const r = POLICY.returns;
  const reasons = [
    [
      '100% guaranteed authentic',
      <>Every piece is checked by our specialists before it is listed. If one is ever proven fake, with the brand’s confirmation within {r.fakeRefundConfirmationDays} days, you get a full refund.</>,
    ],
    [
      'Honest condition grading',
      <>
        Six clear <Link to={paths.conditionGuidelines}>condition levels</Link>, from New With Tags to Used Fairly Well, with close-up photos of any wear.
      </>,
    ],
    [
      'Hassle-free returns',
      <>
        Tell us within {r.noticeHours} hours of delivery and send the piece back within {r.sendBackDays} days for an exchange or store credit valid {r.creditValidityMonths} months.{' '}
        <Link to={paths.orderPolicy}>Our policy</Link>.
      </>,
    ],
    [
      'Pay your way',
      <>
        Cards, UPI, net banking, wallets, EMI and cash on delivery across India, or reserve a piece with <Link to={paths.layaway}>layaway</Link> and a {POLICY.layaway.depositPercent}% deposit.
      </>,
    ],
    [
      'Shipping across India and the world',
      <>
        Orders leave our studio within {span(POLICY.shipping.dispatchDays, 'days')}, fully insured. <Link to={paths.shipping}>Shipping details</Link>.
      </>,
    ],
    [
      'See it before you buy',
      <>
        Book a <Link to={paths.privateViewing}>private viewing</Link> in {POLICY.privateViewing.inPersonArea}, or a free video call.
      </>,
    ],
    [
      'A fair deal for sellers',
      <>
        Free pick-up across India and payment within {POLICY.sellWithUs.payoutHours} hours of a sale. <Link to={paths.sellWithUs}>Sell with us</Link>.
      </>,
    ],
  ] as const;
  return (
    <ContentPage eyebrow="Why Tangerine Luxury" title="Seven reasons to shop with us" lede="Buying pre-owned luxury should feel as certain as buying new. Here is how we make sure it does.">
      <MarkedList
        items={reasons.map(([title, text], i) => ({ key: title, marker: stepNumber(i, 2), title, text }))}
        titleAs="h2"
        className="!list-none !pl-0"
        classes={{ item: 'flex gap-5 border-b border-line py-6', marker: 'font-serif text-4xl leading-none text-tangerine-dark', title: '!mt-0 !mb-1 !text-2xl', text: '!mt-1' }}
      />
    </ContentPage>
  );
}
