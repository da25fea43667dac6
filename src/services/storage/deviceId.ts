import { randomUuid } from '../../../workers/core/random/random.ts';
import type { AppStorage } from './storage.ts';

/**
 * The device id (`uuid`): made once, then reused for every signed call and
 * the guest account. If storage cannot keep it, the same id is still used for
 * this session, so calls stay consistent until reload.
 */
export function getOrCreateDeviceId(
  storage: AppStorage,
  makeId: () => string = randomUuid,
): string {
  const existing = storage.get('uuid');
  if (existing) return existing;
  const id = makeId();
  storage.set('uuid', id);
  return id;
}
