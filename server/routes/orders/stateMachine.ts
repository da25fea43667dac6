/**
 * Order states: 1 created (waiting for payment), 2 paid, 3 closed, 4 refunded.
 * created → paid → refunded, created → closed. A verified payment for a
 * closed order still counts (the money was taken; the buyer gets what was
 * paid for), so closed → paid is allowed for the 'paid' event only.
 */
export const OrderStatus = { created: 1, paid: 2, closed: 3, refunded: 4 } as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];
export type OrderEvent = 'paid' | 'closed' | 'refunded';

export function nextStatus(current: OrderStatusValue, event: OrderEvent): OrderStatusValue | null {
  switch (event) {
    case 'paid':
      return current === OrderStatus.created || current === OrderStatus.closed ? OrderStatus.paid : null;
    case 'closed':
      return current === OrderStatus.created ? OrderStatus.closed : null;
    case 'refunded':
      return current === OrderStatus.paid ? OrderStatus.refunded : null;
  }
}
