import { cartTotals, toPaise, type CartItem } from '@shop/shared';

/** Count (sum of quantities) and total in paise of the cart's lines, from the shared rule. */
export function summariseCart(lines: CartItem[]) {
  const { subtotalPaise, count } = cartTotals(lines.map((l) => ({ unitPricePaise: toPaise(l.price), quantity: l.quantity })));
  return { lines, count, totalPaise: subtotalPaise };
}
