/** Bio Cleaning, Private Viewing and the TL Elite affiliate page (catalogue §1, §2, §9). */
import { POLICY } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useShopSettings } from '@/features/contact';
import { ContentPage } from '../components/content-page';
import { inr, plural, span } from '../format';

export function BioCleaningPage() {
  const settings = useShopSettings();
  return (
    <ContentPage
      eyebrow="Our services"
      title="Bio Cleaning"
      lede="A deep, gentle clean for leather, suede, canvas and fabric, using plant-based products that are kind to the materials and to the planet."
    >
      <h2>What it does</h2>
      <p>
        Bio cleaning lifts the dirt, oils and odours that everyday use leaves in a bag, a pair of shoes or a garment, without the harsh solvents that dry leather and fade colour. Every piece we sell
        is bio cleaned in our studio before it is listed; now you can book the same care for pieces you own.
      </p>
      <h2>What we clean</h2>
      <ul>
        <li>Handbags and small leather goods: exterior, edges, handles and lining.</li>
        <li>Footwear: uppers, insoles and soles, with odour treatment.</li>
        <li>Clothing and scarves: spot treatment and gentle cleaning suited to each fabric.</li>
        <li>Leather conditioning and colour touch-ups to corners and edges, where the material allows.</li>
      </ul>
      <h2>How it works</h2>
      <ol>
        <li>Send us photos of the piece so our specialists can assess it and quote a price.</li>
        <li>Drop it at our studio or book a pick-up.</li>
        <li>We clean, condition and inspect it, and send you before-and-after photos.</li>
      </ol>
      <p>
        To book, write to <a href={`mailto:${settings.businessEmail}?subject=Bio cleaning`}>{settings.businessEmail}</a>, call {settings.businessPhone} ({settings.businessHours}) or use our{' '}
        <Link to={paths.contact}>contact form</Link>.
      </p>
    </ContentPage>
  );
}

export function PrivateViewingPage() {
  const settings = useShopSettings();
  const pv = POLICY.privateViewing;
  return (
    <ContentPage eyebrow="Our services" title="Private Viewing" lede="See, touch and try the pieces you are considering before you buy, in person or on a video call with one of our stylists.">
      <h2>In person</h2>
      <p>Available in {pv.inPersonArea}. A stylist brings the pieces you choose to your home or office, or you visit our studio, and you take your time with them.</p>
      <ul>
        <li>
          <strong>{inr(pv.inPersonFeePaise)}</strong> for up to {plural(pv.inPersonIncludedProducts, 'product')}.
        </li>
        <li>
          <strong>{inr(pv.extraProductFeePaise)}</strong> for each additional product.
        </li>
      </ul>
      <h2>On a video call</h2>
      <p>
        {pv.videoCallFeePaise === 0 ? 'Free of charge' : inr(pv.videoCallFeePaise)}, wherever you are. A stylist shows you each piece up close, in daylight, from every angle, and answers your
        questions about its condition and fit. Please book {span(pv.videoCallNoticeHours, 'hours')} ahead.
      </p>
      <h2>How to book</h2>
      <ol>
        <li>Note the pieces you would like to see (the product links or names are enough).</li>
        <li>
          Write to <a href={`mailto:${settings.businessEmail}?subject=Private viewing`}>{settings.businessEmail}</a> or call {settings.businessPhone} with your preferred date and time.
        </li>
        <li>We confirm your appointment and keep the pieces aside for it.</li>
      </ol>
    </ContentPage>
  );
}

export function TlElitePage() {
  const settings = useShopSettings();
  return (
    <ContentPage eyebrow="Affiliate network" title="TL Elite" lede="Our affiliate programme for stylists, creators and collectors who love pre-owned luxury and want to share it.">
      <h2>What members get</h2>
      <ul>
        <li>A commission on every sale made through your personal link or code, paid monthly.</li>
        <li>Early access to new arrivals and sale previews, so your audience sees the best pieces first.</li>
        <li>Product photos and stories you are free to share, and pieces to feature on request.</li>
        <li>A dedicated contact in our team for questions, sourcing and collaborations.</li>
      </ul>
      <h2>Who can join</h2>
      <p>
        Stylists, personal shoppers, content creators and anyone with an audience that cares about fashion, quality and sustainability. There is no minimum following; we look for people whose taste
        and honesty match ours.
      </p>
      <h2>How to apply</h2>
      <p>
        Write to <a href={`mailto:${settings.businessEmail}?subject=TL Elite application`}>{settings.businessEmail}</a> with a few lines about you and links to where you share your work. We answer
        every application, and share the commission rates and terms when we welcome you.
      </p>
      <p>
        Not a creator but have pieces to pass on? <Link to={paths.sellWithUs}>Sell with us</Link>.
      </p>
    </ContentPage>
  );
}
