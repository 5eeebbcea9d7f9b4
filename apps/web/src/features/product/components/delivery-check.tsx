/**
 * "Delivery by <date>" on the product page (issue 20): the shopper types a PIN code and sees when
 * an order placed now arrives there and whether it can be paid cash on delivery. The PIN code is
 * remembered in this browser for the next product.
 */
import { formatInrWhole, PIN_CODE, pinCodeStates, toPaise } from '@shop/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { deliveryDay, usePinCodeInfo } from '@/features/addresses/pincode-info';
import { ApiError } from '@/lib/api-client';

const STORAGE_KEY = 'tl-delivery-pin';

function rememberedPin(): string {
  try {
    const pin = localStorage.getItem(STORAGE_KEY) ?? '';
    return PIN_CODE.test(pin) ? pin : '';
  } catch {
    return '';
  }
}

export function DeliveryCheck({ price }: { price: number }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [pin, setPin] = useState<string | null>(null);
  // Read after the first render, so a page rendered on the server matches its first render here.
  useEffect(() => {
    const remembered = rememberedPin();
    if (remembered) {
      setTyped(remembered);
      setPin(remembered);
    }
  }, []);
  const [problem, setProblem] = useState<string | null>(null);
  const info = usePinCodeInfo(pin);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = typed.trim();
    if (!PIN_CODE.test(value)) return setProblem('Please enter a valid 6-digit PIN code.');
    setProblem(null);
    setPin(value);
    try {
      localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Private browsing: the PIN code is simply not remembered.
    }
  };

  const notFound = info.error instanceof ApiError && info.error.status === 404;
  const data = info.data && info.data.pin === pin ? info.data : null;
  const codOk = data ? data.cod.available && price <= data.cod.limit : false;
  return (
    <section className="border-t border-line pt-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-medium text-ink">
        Check delivery
      </h2>
      <form onSubmit={submit} noValidate className="mt-2 flex max-w-sm gap-2">
        <label htmlFor={`${id}-pin`} className="sr-only">
          PIN code for delivery
        </label>
        <input
          id={`${id}-pin`}
          className="input h-11 flex-1"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter PIN code"
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-result`}
        />
        <button type="submit" className="btn-outline h-11 px-5">
          Check
        </button>
      </form>
      <div id={`${id}-result`} aria-live="polite" className="mt-2 text-sm">
        {problem ? (
          <p className="text-sale">{problem}</p>
        ) : notFound || (pin && pinCodeStates(pin).length === 0) ? (
          <p className="text-sale">{pin} is not a PIN code we deliver to. Please check it.</p>
        ) : info.isError ? (
          <p className="text-sale">We could not check this PIN code. Please try again.</p>
        ) : data ? (
          <>
            <p className="text-ink" data-testid="delivery-by">
              Delivery by <strong className="font-medium">{deliveryDay(data.delivery.latest)}</strong>
              <span className="text-muted">
                {' '}
                to {data.city ? `${data.city}, ` : ''}
                {data.state} {data.pin}
              </span>
            </p>
            <p className="text-xs text-muted">
              {codOk
                ? 'Cash on delivery available.'
                : data.cod.available
                  ? `Cash on delivery is available for orders up to ${formatInrWhole(toPaise(data.cod.limit))}; pay online for this piece.`
                  : (data.cod.reason ?? 'Cash on delivery is not available here.')}
            </p>
          </>
        ) : pin && info.isFetching ? (
          <p className="text-muted">Checking…</p>
        ) : null}
      </div>
    </section>
  );
}
