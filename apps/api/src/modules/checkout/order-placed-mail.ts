/** The order-placed mail (checkout places cash-on-delivery orders, payments confirm online ones). */
import { POLICY, formatInr, orderNumber, type OrderAmounts } from '@shop/shared';
import type { MailMessage } from '../../lib/mail';
import { invoiceAttachment } from '../invoices/service';

/** The order-placed mail, sent when a COD order is placed or an online payment is captured. */
export function orderPlacedMail(
  order: { id: string; address: { email: string; firstName: string } },
  lines: { name: string; size: string; quantity: number; unitPricePaise: number }[],
  amounts: Pick<OrderAmounts, 'subtotalPaise' | 'couponDiscountPaise' | 'shippingPaise' | 'codFeePaise' | 'creditPaise' | 'totalPaise'>,
  invoice: { id: string; number: string } | null = null,
): MailMessage {
  return {
    to: order.address.email,
    ...(invoice ? { attachments: [invoiceAttachment(invoice)] } : {}),
    kind: 'order-placed',
    subject: `Your order #${orderNumber(order.id)} is placed`,
    text: [
      `Dear ${order.address.firstName},`,
      '',
      `Thank you for shopping with Tangerine Luxury. Your order #${orderNumber(order.id)} has been placed.`,
      '',
      ...lines.map((l) => `- ${l.name} (size ${l.size}) x ${l.quantity}: ${formatInr(l.unitPricePaise * l.quantity)}`),
      '',
      `Subtotal: ${formatInr(amounts.subtotalPaise)}`,
      ...(amounts.couponDiscountPaise ? [`Coupon: -${formatInr(amounts.couponDiscountPaise)}`] : []),
      `Shipping: ${amounts.shippingPaise === 0 ? 'Free' : formatInr(amounts.shippingPaise)}`,
      ...(amounts.codFeePaise ? [`Cash on delivery fee: ${formatInr(amounts.codFeePaise)}`] : []),
      ...(amounts.creditPaise ? [`Store credit: -${formatInr(amounts.creditPaise)}`] : []),
      `Total: ${formatInr(amounts.totalPaise)}`,
      ...(invoice ? ['', `Your GST tax invoice ${invoice.number} is attached.`] : []),
      '',
      `Orders ship within ${POLICY.shipping.dispatchDays.min}-${POLICY.shipping.dispatchDays.max} days. You can cancel within ${POLICY.returns.cancellationHours} hours of purchase from My Orders.`,
    ].join('\n'),
  };
}
