/**
 * The product's heading block: brand, name, condition (opening the guidelines), share, and the
 * price block with the discount rule (storefront §9) and, for a shopper whose offer was accepted,
 * the agreed price.
 */
import { conditionLabel, formatInr, layawayWeeks, POLICY, toPaise, type ProductDetail } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { InfoIcon } from '@/components/ui/icons';
import { PriceTag } from '@/features/catalogue';
import { longDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { agreedOffer, useMyOffers } from '../api';
import { EmiPlans } from './emi-plans';
import { ShareButton } from './share-button';

export function ProductSummary({ product, onConditionGuide }: { product: ProductDetail; onConditionGuide: () => void }) {
  const session = useSession();
  const offers = useMyOffers(product._id, Boolean(session));
  const offer = agreedOffer(offers.data);
  const layaway = layawayWeeks(toPaise(product.effective_price)) !== null;

  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          {product.brand ? <p className="eyebrow text-ink-soft">{product.brand.name}</p> : null}
          <h1 className="mt-2 font-serif text-3xl leading-tight text-ink lg:text-[2.6rem]">{product.product_name}</h1>
        </div>
        <ShareButton name={product.product_name} />
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-ink-soft">
        <span>Condition:</span>
        <button type="button" onClick={onConditionGuide} className="inline-flex items-center gap-1 font-medium text-ink underline decoration-line underline-offset-4 hover:decoration-ink">
          {conditionLabel(product.condition)}
          <InfoIcon size={15} />
          <span className="sr-only">(see the condition guidelines)</span>
        </button>
        {product.color ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{product.color}</span>
          </>
        ) : null}
      </p>
      <div className="mt-6">
        <PriceTag product={product} size="lg" />
        <p className="mt-1 text-xs text-muted">{POLICY.shipping.pricesIncludeTaxes ? 'Inclusive of all taxes' : null}</p>
        {offer?.agreed_price != null ? (
          <p className="mt-3 border-l-2 border-success bg-white px-3 py-2 text-sm text-ink">
            Your agreed price: <strong className="font-semibold">{formatInr(toPaise(offer.agreed_price))}</strong>
            {offer.valid_until ? <span className="text-muted"> · until {longDate(offer.valid_until)}</span> : null}
            <span className="block text-xs text-muted">It is applied at checkout.</span>
          </p>
        ) : null}
        <EmiPlans pricePaise={toPaise(offer?.agreed_price ?? product.effective_price)} />
        {layaway ? (
          <p className="mt-2 text-sm text-ink-soft">
            <Link to={paths.layaway} className="underline underline-offset-4 hover:text-ink">
              Layaway
            </Link>{' '}
            with a {POLICY.layaway.depositPercent}% deposit
          </p>
        ) : null}
      </div>
    </div>
  );
}
