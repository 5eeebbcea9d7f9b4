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

const whole = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

export function PriceRangeFilter({ span, min, max, onCommit }: PriceRangeFilterProps) {
  const id = useId();
  const floor = Math.floor(span.min);
  const ceil = Math.ceil(span.max);
  const step = stepFor(span);
  const [lo, setLo] = useState(min ?? floor);
  const [hi, setHi] = useState(max ?? ceil);
  const [loText, setLoText] = useState(String(min ?? floor));
  const [hiText, setHiText] = useState(String(max ?? ceil));
  const timer = useRef<number | undefined>(undefined);

  // The URL is the truth: Back, Clear all or a shared link reset the handles.
  useEffect(() => {
    setLo(min ?? floor);
    setHi(max ?? ceil);
    setLoText(String(min ?? floor));
    setHiText(String(max ?? ceil));
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

  const onTextCommit = (which: 'lo' | 'hi') => {
    const parsed = Number((which === 'lo' ? loText : hiText).replace(/[^0-9.]/g, ''));
    if (!Number.isFinite(parsed) || (which === 'lo' ? loText : hiText).trim() === '') {
      setLoText(String(lo));
      setHiText(String(hi));
      return;
    }
    const clamped = Math.min(ceil, Math.max(floor, parsed));
    if (which === 'lo') {
      setLo(clamped);
      setLoText(String(clamped));
      commit(clamped, hi);
    } else {
      setHi(clamped);
      setHiText(String(clamped));
      commit(lo, clamped);
    }
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
        <input
          type="range"
          aria-label="Minimum price"
          aria-valuetext={rupees(lo)}
          min={floor}
          max={ceil}
          step={step}
          value={lo}
          onChange={(e) => {
            const v = Math.min(Number(e.target.value), hi);
            setLo(v);
            setLoText(String(v));
            commitLater(v, hi);
          }}
          className={thumb}
        />
        <input
          type="range"
          aria-label="Maximum price"
          aria-valuetext={rupees(hi)}
          min={floor}
          max={ceil}
          step={step}
          value={hi}
          onChange={(e) => {
            const v = Math.max(Number(e.target.value), lo);
            setHi(v);
            setHiText(String(v));
            commitLater(lo, v);
          }}
          className={thumb}
        />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {(['lo', 'hi'] as const).map((which) => (
          <div key={which}>
            <label htmlFor={`${id}-${which}`} className="text-xs text-muted">
              {which === 'lo' ? 'Min (₹)' : 'Max (₹)'}
            </label>
            <input
              id={`${id}-${which}`}
              inputMode="numeric"
              className="input mt-1 px-2 py-1.5 text-sm"
              value={which === 'lo' ? loText : hiText}
              onChange={(e) => (which === 'lo' ? setLoText(e.target.value) : setHiText(e.target.value))}
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
