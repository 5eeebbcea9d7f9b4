/**
 * Price Information (catalogue §2, §5, §9): Our Price (required), Estimated Retail Price and
 * Discount Price, numbers ≥ 0 in steps of 0.01, empty stays empty; a live preview shows the
 * selling price (the discount price when above 0) and the percent off the estimate.
 */
import { discountPercent, effectivePricePaise, toPaise } from '@shop/shared';
import { TextField } from '@/components/ui/field';
import { rupees } from '@/lib/format';

export interface PriceValue {
  price: string;
  estimated_price: string;
  discount_price: string;
}

const paise = (text: string): number | null => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? null : toPaise(n);
};

function PricePreview({ value }: { value: PriceValue }) {
  const price = paise(value.price);
  const discount = paise(value.discount_price);
  const estimate = paise(value.estimated_price);
  const selling = price != null || (discount != null && discount > 0) ? effectivePricePaise({ pricePaise: price ?? 0, discountPricePaise: discount }) : null;
  const percent = selling != null ? discountPercent(selling, estimate) : null;
  return (
    <div aria-live="polite" className="flex min-h-24 flex-col justify-center border border-line bg-paper p-4" data-testid="price-preview">
      <p className="eyebrow">Price preview</p>
      {selling != null && selling > 0 ? (
        <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-semibold">{rupees(selling / 100)}</span>
          {percent != null && estimate != null ? (
            <>
              <s className="text-muted">{rupees(estimate / 100)}</s>
              <span className="bg-sale px-2 py-0.5 text-xs font-semibold text-white">{percent}% OFF</span>
            </>
          ) : null}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">Enter Our Price to see how shoppers will see it.</p>
      )}
    </div>
  );
}

export function PriceFields({ value, onChange }: { value: PriceValue; onChange: (next: PriceValue) => void }) {
  const field = (key: keyof PriceValue) => ({
    type: 'number',
    inputMode: 'decimal' as const,
    min: 0,
    step: 0.01,
    value: value[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: e.target.value }),
  });
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_1fr_1fr_1.2fr]">
      <TextField label="Our Price (₹)" required {...field('price')} />
      <TextField label="Estimated Retail Price (₹)" {...field('estimated_price')} hint="The retail price new; shown struck through." />
      <TextField label="Discount Price (₹)" {...field('discount_price')} hint="Below Our Price; puts the piece on sale." />
      <PricePreview value={value} />
    </div>
  );
}
