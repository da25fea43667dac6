import { describe, expect, it } from 'vitest';
import { checkoutMove, leftWithoutPaying, pathOf } from './checkoutWatch.ts';

const CHECKOUT = '/pages/checkOut/checkOut';

describe('entering and leaving the membership centre', () => {
  it('tells entering from leaving; a query change is neither', () => {
    expect(checkoutMove('/pages/index/index', CHECKOUT)).toBe('entered');
    expect(checkoutMove(null, CHECKOUT)).toBe('entered');
    expect(checkoutMove(CHECKOUT, '/pages/template/template')).toBe('left');
    expect(checkoutMove(CHECKOUT, CHECKOUT)).toBeNull();
    expect(checkoutMove('/pages/index/index', '/pages/my/my')).toBeNull();
    expect(pathOf(`${CHECKOUT}?popup=1`)).toBe(CHECKOUT);
  });

  it('leaving counts only without paying and not on the way to log in to buy', () => {
    expect(leftWithoutPaying(undefined, '/pages/my/my')).toBe(true);
    expect(leftWithoutPaying('idle', '/pages/my/my')).toBe(true);
    expect(leftWithoutPaying('failed', '/pages/my/my')).toBe(true);
    expect(leftWithoutPaying('notPaid', '/pages/my/my')).toBe(true);
    for (const status of ['creating', 'redirecting', 'checking', 'paid'] as const) expect(leftWithoutPaying(status, '/pages/my/my')).toBe(false);
    expect(leftWithoutPaying('idle', '/pages/login/loginTel')).toBe(false);
  });
});
