import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer } from '../../../../workers/core/model/index.ts';
import { samePanelLayer } from './positionBlind.ts';

describe('panels ignore a layer’s position', () => {
  const base = createLayer('square', { id: 's', x: 10, y: 20, width: 100, height: 80, fill: '#ff0000' });

  it('a moved layer is the same to a panel; any other change is not (property)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (x, y) => {
        expect(samePanelLayer(base, { ...base, x, y })).toBe(true);
      }),
    );
    for (const change of [{ width: 101 }, { fill: '#00ff00' }, { rotate: 5 }, { opacity: 0.5 }, { id: 't' }]) {
      expect(samePanelLayer(base, { ...base, ...change }), JSON.stringify(change)).toBe(false);
    }
    expect(samePanelLayer(base, null)).toBe(false);
  });
});
