/**
 * The three tabs of the product page (storefront §2): Product Details (the description with bold
 * keys and Exterior / Interior sections, then the specification table with the §9 defaults),
 * Shipping & Returns (a summary of POLICY, so it never disagrees with the policy pages) and
 * Authenticity & Quality. WAI-ARIA tabs: arrows, Home and End move between them.
 */
import { CONDITION_DESCRIPTIONS, conditionLabel, formatInrWhole, POLICY, SPEC_DEFAULTS, taxonomyName, type Condition, type ProductDetail } from '@shop/shared';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useShopSettings } from '@/features/contact';
import { parseDescription } from '../parse-description';

const TABS = ['Product Details', 'Shipping & Returns', 'Authenticity & Quality'] as const;

function DetailsTab({ product }: { product: ProductDetail }) {
  const sections = parseDescription(product.description);
  const spec: [string, string][] = [
    ['Brand', product.brand?.name ?? 'Not Specified'],
    ['Material', product.product_details.material || SPEC_DEFAULTS.material],
    ['Pattern', product.product_details.pattern || SPEC_DEFAULTS.pattern],
    ['Fit', product.product_details.fit || SPEC_DEFAULTS.fit],
    ['Type', taxonomyName(product.sub_sub_category_id) ?? SPEC_DEFAULTS.type],
    ['Colour', product.color || 'Not Specified'],
    ['Condition', conditionLabel(product.condition)],
    ['Additional Info', product.additionalInfo || SPEC_DEFAULTS.additionalInfo],
  ];
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <div className="space-y-6">
        {sections.length === 0 ? <p className="text-ink-soft">No description has been written for this piece yet.</p> : null}
        {sections.map((section, i) => (
          <div key={i}>
            {section.heading ? <h2 className="mb-2 font-sans text-xs font-semibold tracking-[0.2em] text-ink uppercase">{section.heading}</h2> : null}
            <ul className="space-y-1.5 text-[0.95rem] leading-relaxed text-ink-soft">
              {section.lines.map((line, j) =>
                line.kind === 'pair' ? (
                  <li key={j}>
                    <strong className="font-semibold text-ink">{line.key}:</strong> {line.value}
                  </li>
                ) : (
                  <li key={j}>{line.text}</li>
                ),
              )}
            </ul>
          </div>
        ))}
      </div>
      <div>
        <h2 className="mb-3 font-sans text-xs font-semibold tracking-[0.2em] text-ink uppercase">Specification</h2>
        <table className="w-full border-collapse text-sm">
          <tbody>
            {spec.map(([k, v]) => (
              <tr key={k} className="border-b border-line">
                <th scope="row" className="w-40 py-2.5 pr-4 text-left font-medium text-ink">
                  {k}
                </th>
                <td className="py-2.5 text-ink-soft">{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ShippingTab({ shippingFee }: { shippingFee: number }) {
  const s = POLICY.shipping;
  const settings = useShopSettings();
  const r = POLICY.returns;
  return (
    <div className="grid gap-10 text-[0.95rem] leading-relaxed text-ink-soft lg:grid-cols-2">
      <div>
        <h2 className="mb-2 font-sans text-xs font-semibold tracking-[0.2em] text-ink uppercase">Shipping</h2>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            Delivered in {s.summaryIndiaBusinessDays.min}-{s.summaryIndiaBusinessDays.max} business days within India
            {shippingFee === 0 ? ', with free shipping' : `; shipping ${formatInrWhole(Math.round(shippingFee * 100))}`}.
          </li>
          <li>
            International orders take {s.summaryInternationalBusinessDays.min}-{s.summaryInternationalBusinessDays.max} business days, with extra shipping charges
            {s.dutiesPaidByBuyer ? ' and import duties paid by the buyer' : ''}.
          </li>
          {s.codAcrossIndia ? (
            <li>
              Cash on delivery across India on orders up to {formatInrWhole(Math.round(settings.codLimit * 100))} (a {formatInrWhole(POLICY.codFeePaise)} fee applies).
            </li>
          ) : null}
          {s.pricesIncludeTaxes ? <li>Prices are inclusive of all taxes.</li> : null}
        </ul>
        <Link to={paths.shipping} className="mt-3 inline-block text-sm text-ink underline underline-offset-4">
          Shipping &amp; delivery in full
        </Link>
      </div>
      <div>
        <h2 className="mb-2 font-sans text-xs font-semibold tracking-[0.2em] text-ink uppercase">Returns</h2>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>Tell us within {r.noticeHours} hours of receiving your order.</li>
          <li>Returns are given as store credit for the price paid (less any coupon), valid for {r.creditValidityMonths} months, once the piece is back and inspected.</li>
          {r.customerPaysReturnShipping ? <li>Return shipping is paid by the customer; the original shipping charge is non-refundable.</li> : null}
          {!r.saleItemsReturnable ? <li>Sale items cannot be returned.</li> : null}
        </ul>
        <Link to={paths.orderPolicy} className="mt-3 inline-block text-sm text-ink underline underline-offset-4">
          Our order and returns policy
        </Link>
      </div>
    </div>
  );
}

function AuthenticityTab({ product }: { product: ProductDetail }) {
  const description = CONDITION_DESCRIPTIONS[product.condition as Condition];
  return (
    <div className="grid gap-10 text-[0.95rem] leading-relaxed text-ink-soft lg:grid-cols-2">
      <div className="space-y-3">
        <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ink uppercase">Authenticity</h2>
        <p>
          Every piece is examined by our in-house authenticators before it is listed: materials, stitching, hardware, date codes and serial numbers are checked against the maker&rsquo;s standards. If
          a piece we sold is ever proven not to be authentic, you get your money back.
        </p>
        <Link to={paths.authentication} className="inline-block text-sm text-ink underline underline-offset-4">
          How we authenticate
        </Link>
      </div>
      <div className="space-y-3">
        <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ink uppercase">Quality &amp; condition</h2>
        <p>
          This piece is graded <strong className="font-semibold text-ink">{conditionLabel(product.condition)}</strong>
          {description ? `: ${description}` : '.'}
        </p>
        <p>Each item is cleaned and photographed by us; any marks worth mentioning are shown in the pictures or noted in the description.</p>
        <Link to={paths.conditionGuidelines} className="inline-block text-sm text-ink underline underline-offset-4">
          Product condition guidelines
        </Link>
      </div>
    </div>
  );
}

export function ProductTabs({ product, shippingFee }: { product: ProductDetail; shippingFee: number }) {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent) {
    const last = TABS.length - 1;
    const next = e.key === 'ArrowRight' ? (active === last ? 0 : active + 1) : e.key === 'ArrowLeft' ? (active === 0 ? last : active - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="About this piece" className="flex gap-6 overflow-x-auto border-b border-line sm:gap-10">
        {TABS.map((label, i) => (
          <button
            onKeyDown={onKeyDown}
            key={label}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={active === i}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={active === i ? 0 : -1}
            onClick={() => setActive(i)}
            className={`-mb-px shrink-0 border-b-2 py-3 text-sm font-medium tracking-[0.1em] whitespace-nowrap uppercase ${
              active === i ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      {TABS.map((label, i) => (
        <div key={label} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={active !== i} tabIndex={0} className="py-8 focus-visible:outline-offset-4">
          {i === 0 ? <DetailsTab product={product} /> : i === 1 ? <ShippingTab shippingFee={shippingFee} /> : <AuthenticityTab product={product} />}
        </div>
      ))}
    </div>
  );
}
