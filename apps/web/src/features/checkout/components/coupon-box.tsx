/**
 * The coupon box (storefront §5, §8): an empty code says "Please enter a coupon code."; any other
 * code is judged by the server, whose answer (applied, or why not) shows under the box.
 */
import { useId, useState, type KeyboardEvent } from 'react';

export interface CouponVerdict {
  applied: boolean;
  message: string;
}

export interface CouponBoxProps {
  appliedCode: string | undefined;
  verdict: CouponVerdict | null;
  checking: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export function CouponBox({ appliedCode, verdict, checking, onApply, onRemove }: CouponBoxProps) {
  const id = useId();
  const [code, setCode] = useState(appliedCode ?? '');
  const [localError, setLocalError] = useState<string | null>(null);

  function apply() {
    const trimmed = code.trim();
    if (!trimmed) return setLocalError('Please enter a coupon code.');
    setLocalError(null);
    onApply(trimmed.toUpperCase());
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    // Enter applies the coupon; it must not place the order.
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  }

  const message = localError ?? (appliedCode && !checking ? verdict?.message : null);
  const good = !localError && verdict?.applied;
  return (
    <div>
      <label htmlFor={`${id}-code`} className="label">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          className="input uppercase placeholder:normal-case"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Enter code"
          autoComplete="off"
          aria-describedby={message ? `${id}-message` : undefined}
          aria-invalid={message && !good ? true : undefined}
        />
        {appliedCode && verdict?.applied ? (
          <button
            type="button"
            className="btn-outline shrink-0 px-4"
            onClick={() => {
              setCode('');
              onRemove();
            }}
          >
            Remove
          </button>
        ) : (
          <button type="button" className="btn-outline shrink-0 px-4" onClick={apply} disabled={checking}>
            {checking ? 'Checking…' : 'Apply'}
          </button>
        )}
      </div>
      <p id={`${id}-message`} role="status" className={`mt-1.5 min-h-5 text-sm ${good ? 'text-success' : 'text-sale'}`}>
        {message ?? ''}
      </p>
    </div>
  );
}
