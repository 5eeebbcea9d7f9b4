/**
 * Checkout's saved addresses: choosing one fills the billing form with it (the form can still be
 * changed; a changed address is saved as a new one when the order is placed).
 */
import type { SavedAddress } from '@shop/shared';
import { useId, useState } from 'react';
import { useAddresses } from '../api';
import { AddressLines } from './address-lines';

export function SavedAddressPicker({ onChoose }: { onChoose: (address: SavedAddress) => void }) {
  const addresses = useAddresses();
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const list = addresses.data ?? [];
  if (list.length === 0) return null;
  return (
    <fieldset className="mb-6">
      <legend className="mb-3 text-sm font-medium text-ink">Use a saved address</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {list.map((a) => (
          <label
            key={a._id}
            className={`flex cursor-pointer gap-3 border p-4 text-sm leading-relaxed text-ink-soft ${chosen === a._id ? 'border-ink bg-sand/60' : 'border-line bg-white hover:border-ink'}`}
          >
            <input
              type="radio"
              name={name}
              value={a._id}
              checked={chosen === a._id}
              onChange={() => {
                setChosen(a._id);
                onChoose(a);
              }}
              className="mt-1 h-4 w-4 shrink-0 accent-ink"
            />
            <span className="min-w-0 break-words">
              <AddressLines address={a} />
              {a.isDefault ? <span className="mt-1 inline-block text-xs font-semibold tracking-wide text-ink uppercase">Default</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
