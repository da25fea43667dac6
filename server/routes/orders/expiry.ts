import { LIFETIME_EXPIRY } from '../account/accounts.ts';
import type { Grant } from './packages.ts';

const DAY = 86_400;

export interface GrantContext {
  now: number;
  /** The account's current expiry (unix seconds) or null. */
  current: number | null;
  /** For upgrades: when the paid base order (month or year) being upgraded was paid. */
  basePaidAt?: number | null;
}

/**
 * The expiry after a grant. Time is added from the later of now and the
 * current expiry (buying again extends, never overlaps); lifetime is the
 * fixed LIFETIME_EXPIRY and never shrinks. An upgrade counts the new tier
 * from when the base pack was paid, as if the bigger pack had been bought then.
 */
export function expiryAfterGrant(grant: Grant, context: GrantContext): number {
  const current = context.current ?? 0;
  if (current >= LIFETIME_EXPIRY) return LIFETIME_EXPIRY;
  switch (grant.kind) {
    case 'days':
      return Math.min(LIFETIME_EXPIRY, Math.max(context.now, current) + grant.days * DAY);
    case 'lifetime':
      return LIFETIME_EXPIRY;
    case 'upgrade': {
      if (grant.to === 'lifetime') return LIFETIME_EXPIRY;
      const base = context.basePaidAt ?? context.now;
      return Math.min(LIFETIME_EXPIRY, Math.max(current, base + 365 * DAY));
    }
  }
}
