import { POLICY } from '@shop/shared';

/** The LIMITED TIME OFFERS banner above the sale grid (catalogue §2). */
export function LimitedOffersBanner() {
  return (
    <div className="bg-ink text-white">
      <div className="container-shop flex flex-col items-center justify-center gap-1 py-4 text-center sm:flex-row sm:gap-4">
        <p className="text-sm font-semibold tracking-[0.3em]">LIMITED TIME OFFERS</p>
        <span aria-hidden="true" className="hidden text-white/50 sm:inline">
          ·
        </span>
        <p className="text-sm text-white/85">
          Prices drop while stocks last. {POLICY.returns.saleItemsReturnable ? 'Sale items can be returned like any other.' : 'Sale items are final sale and cannot be returned.'}
        </p>
      </div>
    </div>
  );
}
