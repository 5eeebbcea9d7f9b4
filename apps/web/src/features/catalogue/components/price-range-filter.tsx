/**
 * Price filter over the catalogue's own span, lowest to highest selling price (spec README: the
 * 0–18000 default would hide most luxury pieces). Untouched, it filters nothing and the URL carries
 * no price; moving a handle or typing an amount commits after a short pause.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { rupees } from '@/lib/format';

export interface PriceRangeFilterProps {
  /** The catalogue's span in rupees (GET /product/price-range). */
  span: { min: number; max: number };
  min: number | undefined;
  max: number | undefined;
  onCommit: (range: { min_price: number | undefined; max_price: number | undefined }) => void;
}

const COMMIT_DELAY_MS = 450;

function stepFor(span: { min: number; max: number }): number {
  const width = span.max - span.min;
  return width > 2_00_000 ? 1000 : width > 20_000 ? 500 : 100;
}

type End = 'lo' | 'hi';
type Range = Record<End, number>;

/** The two ends: the slider's handle and the box under it. */
const ENDS = [
  { which: 'lo', label: 'Minimum price', box: 'Min (₹)' },
  { which: 'hi', label: 'Maximum price', box: 'Max (₹)' },
] as const;

const whole = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

export function PriceRangeFilter({ span, min, max, onCommit }: PriceRangeFilterProps) {
  const id = useId();
  const floor = Math.floor(span.min);
  const ceil = Math.ceil(span.max);
  const step = stepFor(span);
  const [range, setRange] = useState<Range>({ lo: min ?? floor, hi: max ?? ceil });
  const [text, setText] = useState({ lo: String(min ?? floor), hi: String(max ?? ceil) });
  const { lo, hi } = range;
  const timer = useRef<number | undefined>(undefined);

  // The URL is the truth: Back, Clear all or a shared link reset the handles.
  useEffect(() => {
    setRange({ lo: min ?? floor, hi: max ?? ceil });
    setText({ lo: String(min ?? floor), hi: String(max ?? ceil) });
  }, [min, max, floor, ceil]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (nextLo: number, nextHi: number) => {
    window.clearTimeout(timer.current);
    const a = Math.max(floor, Math.min(nextLo, nextHi));
    const b = Math.min(ceil, Math.max(nextLo, nextHi));
    const next = { min_price: a > floor ? a : undefined, max_price: b < ceil ? b : undefined };
    if (next.min_price === min && next.max_price === max) return;
    onCommit(next);
  };
  const commitLater = (nextLo: number, nextHi: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(nextLo, nextHi), COMMIT_DELAY_MS);
  };

  const pct = (v: number) => (ceil === floor ? 0 : ((v - floor) / (ceil - floor)) * 100);
  const thumb =
    'pointer-events-none absolute inset-x-0 top-0 h-6 w-full appearance-none bg-transparent focus-visible:outline-none ' +
    '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-ink [&::-webkit-slider-thumb]:shadow ' +
    '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-ink ' +
    'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-tangerine-dark';

  /** Puts one end at `value`, on its handle and in its box; returns the new range. */
  const moveEnd = (which: End, value: number): Range => {
    const next = { ...range, [which]: value };
    setRange(next);
    setText((cur) => ({ ...cur, [which]: String(value) }));
    return next;
  };

  const onTextCommit = (which: End) => {
    const parsed = Number(text[which].replace(/[^0-9.]/g, ''));
    if (!Number.isFinite(parsed) || text[which].trim() === '') {
      setText({ lo: String(lo), hi: String(hi) });
      return;
    }
    const next = moveEnd(which, Math.min(ceil, Math.max(floor, parsed)));
    commit(next.lo, next.hi);
  };

  return (
    <div>
      <p className="mb-3 text-sm text-ink-soft" aria-live="polite">
        {min === undefined && max === undefined ? (
          <>
            All prices{' '}
            <span className="text-muted">
              ({whole(floor)} – {whole(ceil)})
            </span>
          </>
        ) : (
          <>
            {whole(lo)} – {whole(hi)}
          </>
        )}
      </p>
      <div className="relative mx-2 h-6">
        <div className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 bg-line" />
        <div className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-ink" style={{ left: `${pct(lo)}%`, right: `${100 - pct(hi)}%` }} />
        {ENDS.map(({ which, label }) => (
          <input
            key={which}
            type="range"
            aria-label={label}
            aria-valuetext={rupees(range[which])}
            min={floor}
            max={ceil}
            step={step}
            value={range[which]}
            onChange={(e) => {
              // A handle stops at the other one.
              const v = which === 'lo' ? Math.min(Number(e.target.value), hi) : Math.max(Number(e.target.value), lo);
              const next = moveEnd(which, v);
              commitLater(next.lo, next.hi);
            }}
            className={thumb}
          />
        ))}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {ENDS.map(({ which, box }) => (
          <div key={which}>
            <label htmlFor={`${id}-${which}`} className="text-xs text-muted">
              {box}
            </label>
            <input
              id={`${id}-${which}`}
              inputMode="numeric"
              className="input mt-1 px-2 py-1.5 text-sm"
              value={text[which]}
              onChange={(e) => setText((cur) => ({ ...cur, [which]: e.target.value }))}
              onBlur={() => onTextCommit(which)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  onTextCommit(which);
                }
              }}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
