import { describe, expect, it } from 'vitest';
import { normaliseColour, withAlpha } from './colourAlpha.ts';

describe('withAlpha', () => {
  it('multiplies the alpha of the two forms a canvas serialises', () => {
    expect(withAlpha('#ff8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
    expect(withAlpha('rgba(0, 0, 0, 0.5)', 0.6)).toBe('rgba(0, 0, 0, 0.3)');
    expect(withAlpha('rgb(1, 2, 3)', 2)).toBe('rgba(1, 2, 3, 1)');
    expect(withAlpha('hsl(1 2 3)', 1)).toBeNull();
  });

  it('reports a colour the context refuses as empty', () => {
    const ctx = {
      value: '',
      get fillStyle() {
        return this.value;
      },
      set fillStyle(v: unknown) {
        if (typeof v === 'string' && v.startsWith('#')) this.value = v;
      },
    };
    expect(normaliseColour(ctx, '#123456')).toBe('#123456');
    expect(normaliseColour(ctx, 'nonsense')).toBe('');
  });
});
