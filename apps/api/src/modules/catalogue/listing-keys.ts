/**
 * The listing store's sort keys and orders (listing-store.ts): each product's price, when it was
 * listed, its discount and when its price was last reduced, and the shop's sort orders over them
 * (blocks of slots, listing-order.ts, so a product moves in O(log n)).
 */
import type { ProductSort } from '@shop/shared';
import { copyInto } from './listing-bitsets';
import type { IdTable } from './listing-id-table';
import { SortedSlots } from './listing-order';
import { PriceColumn, PriceZones } from './listing-prices';
import type { SlotArrays } from './listing-slot-arrays';
import { SparseColumn } from './listing-sparse-column';

export type SortKey = Exclude<ProductSort, 'default'>;
/** The orders kept: "highest price" is "lowest price" walked from its end (the comparisons are exact opposites). */
export const ORDERS = ['newest', 'price-asc', 'discount', 'reduced'] as const satisfies SortKey[];
export type Order = (typeof ORDERS)[number];
export const headed = (sort: SortKey): sort is 'discount' | 'reduced' => sort === 'discount' || sort === 'reduced';

/** A product's keys: created and reduced in µs (reduced 0 for never), the effective price in paise, the discount in hundredths of a percent. */
export interface Keys {
  created: number;
  price: number;
  discount: number;
  reduced: number;
}

export class SortKeys {
  readonly prices = new PriceColumn();
  /** Each run of 1,024 slots' lowest and highest price: a listing by price skips the runs that cannot hold its page. */
  readonly zones = new PriceZones();
  created = new Float64Array(0);
  /** The discount in hundredths of a percent (0 to 10,000, as migration 0008 computes it): two bytes. */
  discount = new Uint16Array(0);
  /** When the price was last reduced (µs), 0 for never: sorts last, as NULLS LAST does. Few products have one. */
  readonly reduced = new SparseColumn();
  orders: Record<Order, SortedSlots>;

  constructor(
    private readonly ids: IdTable,
    arrays: SlotArrays,
  ) {
    this.orders = this.emptyOrders(arrays);
  }

  /** The sort orders; ties go by id, as PostgreSQL orders uuids (byte by byte). */
  private emptyOrders(arrays: SlotArrays): Record<Order, SortedSlots> {
    const order = (compare: (a: number, b: number) => number) => new SortedSlots(compare, arrays);
    return {
      newest: order((a, b) => this.created[b]! - this.created[a]! || this.ids.compare(b, a)),
      'price-asc': order((a, b) => this.prices.values[a]! - this.prices.values[b]! || this.prices.tie(a, b, this.ids)),
      discount: order((a, b) => this.discount[b]! - this.discount[a]! || this.created[b]! - this.created[a]! || this.ids.compare(b, a)),
      reduced: order((a, b) => this.reduced.get(b) - this.reduced.get(a) || this.created[b]! - this.created[a]! || this.ids.compare(b, a)),
    };
  }

  reset(capacity: number, arrays: SlotArrays): void {
    this.prices.reset(capacity);
    this.zones.reset(capacity);
    this.created = new Float64Array(capacity);
    this.discount = new Uint16Array(capacity);
    this.reduced.reset(capacity);
    this.orders = this.emptyOrders(arrays);
  }

  grow(capacity: number): void {
    this.prices.grow(capacity);
    this.zones.grow(capacity);
    this.created = copyInto(new Float64Array(capacity), this.created);
    this.discount = copyInto(new Uint16Array(capacity), this.discount);
    this.reduced.grow(capacity);
  }

  /** Whether the slot is in the order: by discount and by reduction, only the products with one (decision 59); the rest tie on 0 and follow by newest. */
  inOrder(sort: Order, slot: number): boolean {
    return sort === 'discount' ? this.discount[slot]! > 0 : sort === 'reduced' ? this.reduced.flags[slot] === 1 : true;
  }

  /**
   * Sets the keys of the product in `slot` (`held`: it had keys there already): out of the orders whose keys change
   * (every order, for a new product), back in under the new keys, O(log n) each. `live` marks the slots held.
   */
  place(slot: number, held: boolean, keys: Keys, live: Uint32Array): void {
    const same = {
      newest: this.created[slot] === keys.created,
      'price-asc': this.prices.values[slot] === keys.price,
      discount: this.discount[slot] === keys.discount,
      reduced: this.reduced.get(slot) === keys.reduced,
    };
    const moved = !held ? ORDERS : ORDERS.filter((sort) => !same[sort] || (headed(sort) && !same.newest));
    if (held) for (const sort of moved) if (this.inOrder(sort, slot)) this.orders[sort].delete(slot);
    this.prices.values[slot] = keys.price;
    if (!held) this.zones.widen(slot, keys.price);
    else if (moved.includes('price-asc')) this.zones.refit(slot, this.prices.values, live);
    this.created[slot] = keys.created;
    this.discount[slot] = keys.discount;
    this.reduced.set(slot, keys.reduced);
    for (const sort of moved) if (this.inOrder(sort, slot)) this.orders[sort].add(slot);
  }

  /** Takes the slot out of the orders (its product is removed; refit the zones once it is no longer live). */
  take(slot: number): void {
    for (const sort of ORDERS) if (this.inOrder(sort, slot)) this.orders[sort].delete(slot);
    this.reduced.set(slot, 0);
  }

  /** Steps that move the orders' blocks into arrays cut to their size (see ListingStore.tidySteps). */
  compactSteps(): (() => void)[] {
    return ORDERS.flatMap((sort) => this.orders[sort].compactSteps());
  }
}

/** A product's sort keys from its row's (or a price notice's) fields. */
export function keysOf(effectivePrice: number, discount: number, reducedUs: string | null, id: string, created: number): Keys {
  return { created, price: PriceColumn.check(effectivePrice, id), discount, reduced: reducedUs === null ? 0 : Number(reducedUs) };
}
