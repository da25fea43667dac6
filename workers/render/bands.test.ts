import { describe, expect, it } from 'vitest';
import { createLayer } from '../core/model/index.ts';
import { BandCache } from './bands.ts';

const bitmap = () => ({ width: 10, height: 10, close: () => {} }) as unknown as ImageBitmap;
const refs = [createLayer('square', { id: 'a' }), createLayer('square', { id: 'b' })];

describe('band cache', () => {
  it('a band drawn from final rasters is reused whatever the cache does since', () => {
    const bands = new BandCache();
    bands.set('0-1', { refs, viewKey: 'v', provisional: false, epoch: 1, bitmap: bitmap() });
    expect(bands.get('0-1', [...refs], 'v', 9, false)).toMatchObject({ stale: false });
  });

  it('a provisional band is redrawn once the cache moves on, unless a large work is filling in (then it is shown, marked stale)', () => {
    const bands = new BandCache();
    bands.set('0-1', { refs, viewKey: 'v', provisional: true, epoch: 1, bitmap: bitmap() });
    expect(bands.get('0-1', refs, 'v', 1, false)).toMatchObject({ stale: false });
    expect(bands.get('0-1', refs, 'v', 2, false)).toBeNull();
    expect(bands.get('0-1', refs, 'v', 2, true)).toMatchObject({ stale: true });
  });

  it('another view or other layer objects never reuse a band', () => {
    const bands = new BandCache();
    bands.set('0-1', { refs, viewKey: 'v', provisional: false, epoch: 1, bitmap: bitmap() });
    expect(bands.get('0-1', refs, 'w', 1, true)).toBeNull();
    expect(bands.get('0-1', [refs[0]!, createLayer('square', { id: 'b' })], 'v', 1, true)).toBeNull();
  });
});
