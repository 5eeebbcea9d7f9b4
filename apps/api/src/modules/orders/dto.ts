import { POLICY, canShopperCancel, isReturnActive, returnEligibility, toRupees, trackingUrl, type Address, type Order, type OrderStatus, type PaymentMethod, type ReturnStatus } from '@shop/shared';

export interface OrderRow {
  id: string;
  user_id: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: string;
  subtotal_paise: number;
  coupon_discount_paise: number;
  shipping_paise: number;
  cod_fee_paise: number;
  credit_paise: number;
  total_paise: number;
  coupon_code: string | null;
  shipping_method: string;
  address: Address;
  hold_expires_at: Date | null;
  layaway_deposit_paise: number | null;
  layaway_weeks: number | null;
  layaway_due_at: Date | null;
  paid_paise: number;
  carrier: string | null;
  tracking_number: string | null;
  created_at: Date;
  /** The GST tax invoice's number once the order is confirmed (modules/invoices). */
  invoice_number: string | null;
}

export interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string;
  product_name: string;
  size: string;
  image_url: string | null;
  unit_price_paise: number;
  quantity: number;
  was_on_sale: boolean;
  status: OrderStatus;
  delivered_at: Date | null;
  return_id: string | null;
  return_status: ReturnStatus | null;
  return_instructions: string | null;
  return_decision_note: string | null;
  return_credit_paise: number | null;
}

export interface OrderEventRow {
  order_id: string;
  status: string;
  note: string | null;
  created_at: Date;
}

export function toOrderDto(order: OrderRow, items: OrderItemRow[], events: OrderEventRow[], now: Date, emi: Order['emi'] = null): Order {
  return {
    _id: order.id,
    status: order.status,
    createdAt: order.created_at.toISOString(),
    total_price: toRupees(order.total_paise),
    subtotal: toRupees(order.subtotal_paise),
    shipping: toRupees(order.shipping_paise),
    cod_fee: toRupees(order.cod_fee_paise),
    discount: toRupees(order.coupon_discount_paise),
    credit_used: toRupees(order.credit_paise),
    coupon_code: order.coupon_code,
    shipping_method: order.shipping_method,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    address: order.address,
    order_items: items.map((item) => ({
      _id: item.id,
      item_id: item.product_id,
      product_name: item.product_name,
      images: item.image_url ? [item.image_url] : [],
      size: item.size,
      quantity: item.quantity,
      price: toRupees(item.unit_price_paise),
      status: item.status,
      on_sale: item.was_on_sale,
      return_status: item.return_status,
      return_request:
        item.return_id && item.return_status
          ? {
              _id: item.return_id,
              status: item.return_status,
              instructions: item.return_instructions,
              decision_note: item.return_decision_note,
              credit: item.return_credit_paise === null ? null : toRupees(item.return_credit_paise),
            }
          : null,
      can_return: returnEligibility(
        {
          itemStatus: item.status,
          deliveredAt: item.delivered_at,
          wasOnSale: item.was_on_sale,
          hasOpenOrApprovedReturn: item.return_status !== null && isReturnActive(item.return_status),
        },
        now,
      ).ok,
    })),
    history: events.map((e) => ({ status: e.status, at: e.created_at.toISOString(), note: e.note })),
    can_cancel: canShopperCancel(order.status, order.created_at, now, POLICY.returns.cancellationHours),
    hold_expires_at: order.hold_expires_at?.toISOString() ?? null,
    layaway:
      order.layaway_deposit_paise != null && order.layaway_due_at && order.layaway_weeks != null
        ? {
            deposit: toRupees(order.layaway_deposit_paise),
            paid: toRupees(order.paid_paise),
            balance: toRupees(order.total_paise - order.paid_paise),
            due_at: order.layaway_due_at.toISOString(),
            weeks: order.layaway_weeks,
          }
        : null,
    tracking: order.carrier && order.tracking_number ? { carrier: order.carrier, number: order.tracking_number, url: trackingUrl(order.carrier, order.tracking_number) } : null,
    invoice_number: order.invoice_number ?? null,
    emi,
  };
}
