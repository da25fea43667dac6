import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './backend.ts';
import { getOrCreateDeviceId } from './deviceId.ts';
import { createAppStorage } from './storage.ts';

describe('device id', () => {
  it('is made once and then reused across page loads', () => {
    const backend = createMemoryBackend();
    const first = getOrCreateDeviceId(createAppStorage({ backend }));
    const second = getOrCreateDeviceId(createAppStorage({ backend }));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
  });
});
