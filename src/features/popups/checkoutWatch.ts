import type { PayStatus } from '../membership/checkoutSlice.ts';
import { LOGIN_PATH } from '../account/deps.ts';
import { CHECKOUT_PATH } from './popupListeners.ts';

export type CheckoutMove = 'entered' | 'left' | null;

/** Path changes that enter or leave the membership centre (the query does not count). */
export function checkoutMove(previousPath: string | null, nextPath: string): CheckoutMove {
  if (previousPath === nextPath) return null;
  if (nextPath === CHECKOUT_PATH) return 'entered';
  if (previousPath === CHECKOUT_PATH) return 'left';
  return null;
}

/** Statuses in which the user is paying or has paid: leaving then is not walking away. */
const PAYING: ReadonlySet<PayStatus> = new Set(['creating', 'redirecting', 'checking', 'paid']);

/**
 * "Leaving the checkout without paying": not while an order is being paid or
 * after it was, and not on the way to the login page (a buyer without an
 * account is sent there to buy).
 */
export function leftWithoutPaying(payStatus: PayStatus | undefined, nextPath: string): boolean {
  return !PAYING.has(payStatus ?? 'idle') && nextPath !== LOGIN_PATH;
}

export function pathOf(href: string): string {
  return href.split(/[?#]/)[0] ?? href;
}
