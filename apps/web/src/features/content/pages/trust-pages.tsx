/** Authenticity, Product Condition Guidelines and the Authentication service (catalogue §2, §9). */
import { CONDITIONS, CONDITION_DESCRIPTIONS, CONDITION_LABELS, POLICY } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useShopSettings } from '@/features/contact';
import { ContentPage } from '../components/content-page';
import { span } from '../format';

export function AuthenticityPage() {
  const r = POLICY.returns;
  return (
    <ContentPage
      eyebrow="Authenticity"
      title="100% guaranteed authentic"
      lede="Every piece on Tangerine Luxury is examined by our specialists before it is listed. If one is ever proven not to be genuine, you get your money back in full."
    >
      <h2>How we authenticate</h2>
      <p>Each item passes through our studio and is checked by an authenticator who specialises in its house and category. Depending on the piece, we examine:</p>
      <ul>
        <li>Materials: the grain, smell and feel of leather, the weight and weave of fabric, the finish of metal.</li>
        <li>Construction: stitch count, stitch angle and evenness, edge paint, lining and how panels meet.</li>
        <li>Hardware: engravings, fonts, screws, zips and their pulls, and the weight of each part.</li>
        <li>Markings: heat stamps, date codes, serial numbers, holograms and authenticity cards, checked against each house’s records and formats for the period.</li>
        <li>Provenance: receipts, boxes, dust bags and the seller’s history with us.</li>
      </ul>
      <p>A piece that does not pass every check is never listed. We would rather turn an item away than put our name to something we are unsure of.</p>
      <h2>Our guarantee</h2>
      <p>
        We stand behind every sale. If a piece you bought from us is proven counterfeit, with confirmation from the brand within {r.fakeRefundConfirmationDays} days of delivery, we refund 100% of what
        you paid. This is the only case in which we give a cash refund rather than an exchange or store credit; see our <Link to={paths.orderPolicy}>order and return policy</Link>.
      </p>
      <h2>Want a piece checked?</h2>
      <p>
        Our authenticators also check pieces you already own or plan to buy elsewhere, in {span(POLICY.authentication.turnaroundHours, 'hours')} (or {POLICY.authentication.expressHours} hours
        express). <Link to={paths.authentication}>About our authentication service</Link>.
      </p>
    </ContentPage>
  );
}

export function ConditionGuidelinesPage() {
  return (
    <ContentPage
      eyebrow="Buying with confidence"
      title="Product Condition Guidelines"
      lede="Every piece is graded by our team before it is listed, so you know exactly what to expect. Any wear is also shown in the product photos and described in the listing."
    >
      <ol className="!mt-8 !list-none !space-y-0 !pl-0">
        {CONDITIONS.map((c, i) => (
          <li key={c} className="grid gap-2 border-t border-line py-6 sm:grid-cols-[14rem_1fr] sm:gap-8">
            <h2 className="!m-0 !text-2xl">
              <span aria-hidden="true" className="mr-3 font-sans text-sm text-muted">
                {i + 1}
              </span>
              {CONDITION_LABELS[c]}
            </h2>
            <p className="!m-0">{CONDITION_DESCRIPTIONS[c]}</p>
          </li>
        ))}
      </ol>
      <h2>How we grade</h2>
      <p>
        We inspect the exterior, interior, corners, handles, hardware and any accessories under daylight lamps. The grade reflects the most visible sign of wear, not the average, so a bag with
        pristine leather but scratched hardware is graded by the hardware.
      </p>
      <p>
        If a piece arrives in a different condition from its listing, tell us within {POLICY.returns.noticeHours} hours of delivery. See our <Link to={paths.orderPolicy}>order and return policy</Link>
        .
      </p>
    </ContentPage>
  );
}

export function AuthenticationServicePage() {
  const settings = useShopSettings();
  const a = POLICY.authentication;
  const types = [
    ['Handbags and small leather goods', 'Date codes, heat stamps, stitching, hardware engravings and lining, for every major house.'],
    ['Watches', 'Movements, serial and reference numbers, case finishing, dials, bracelets and papers.'],
    ['Fine jewellery', 'Hallmarks, metal and stone checks, maker’s marks and the finish of settings and clasps.'],
    ['Footwear', 'Soles, insoles, stitching, logos, sizing marks and the materials of the upper.'],
    ['Clothing', 'Labels, care tags, fabric composition, seams, buttons and zips.'],
    ['Accessories', 'Belts, sunglasses, scarves and more: hardware, prints, markings and packaging.'],
  ] as const;
  return (
    <ContentPage
      eyebrow="Our services"
      title="Authentication service"
      lede={`Buying a designer piece elsewhere, or wondering about one you already own? Our specialists will tell you whether it is genuine in ${span(a.turnaroundHours, 'hours')}.`}
    >
      <h2>Turnaround</h2>
      <ul>
        <li>
          <strong>Standard:</strong> {span(a.turnaroundHours, 'hours')} from when we receive your photos or the piece.
        </li>
        <li>
          <strong>Express:</strong> within {a.expressHours} hours, for when you need to decide quickly.
        </li>
      </ul>
      <h2>What we authenticate</h2>
      <ul>
        {types.map(([title, text]) => (
          <li key={title}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ul>
      <h2>How it works</h2>
      <ol>
        <li>
          Write to <a href={`mailto:${settings.businessEmail}?subject=Authentication request`}>{settings.businessEmail}</a> or use our <Link to={paths.contact}>contact form</Link> with the item and
          the service you need.
        </li>
        <li>Send clear photos (we will tell you which angles we need), or bring the piece to our studio at {settings.businessAddress}.</li>
        <li>Our authenticator examines it and sends you a written result. If a piece cannot be confirmed from photos, we will say so rather than guess.</li>
      </ol>
      <p>
        Every piece sold on Tangerine Luxury has already been through this process. <Link to={paths.authenticity}>Our authenticity guarantee</Link>.
      </p>
    </ContentPage>
  );
}
