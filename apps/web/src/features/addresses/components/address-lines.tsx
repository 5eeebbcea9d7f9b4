import type { Address } from '@shop/shared';

/** An address as it is written on a parcel. */
export function AddressLines({ address: a }: { address: Address }) {
  return (
    <>
      <span className="block font-medium text-ink">
        {a.firstName} {a.lastName}
      </span>
      <span className="block">{a.address}</span>
      <span className="block">
        {a.city}, {a.state} {a.zipCode} · {a.country}
      </span>
      <span className="block text-muted">
        {a.phone} · {a.email}
      </span>
    </>
  );
}
