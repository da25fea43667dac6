import { describe, expect, it } from 'vitest';
import type { FontCatalogueEntry } from '../../../workers/protocol/font.ts';
import { NEW_TEXT } from '../ui/newLayers.ts';
import { FONT_WARM_TEXT, warmDefaultFont } from './fontWarm.ts';

const entry = (id: string, isDefault = false): FontCatalogueEntry => ({ id, name: id, family: id, url: `${id}/manifest.json`, thumb: '', weights: [400], licence: 'OFL-1.1', default: isDefault });

function fakeFonts(entries: FontCatalogueEntry[]) {
  const preloaded: [string, string][] = [];
  return {
    preloaded,
    api: {
      catalogue: async () => entries,
      preload: async (fontName: string, text: string) => {
        preloaded.push([fontName, text]);
      },
    },
  };
}

describe('warming the font worker when the editor opens', () => {
  it('loads the default font for common characters, not the first font listed', async () => {
    const fonts = fakeFonts([entry('zcool-kuaile'), entry('noto-serif-sc', true), entry('long-cang')]);
    expect(await warmDefaultFont(fonts.api)).toBe('noto-serif-sc');
    expect(fonts.preloaded).toEqual([['noto-serif-sc', FONT_WARM_TEXT]]);
  });

  it('warms the slices of the text a new text layer starts with, the first text a user adds', () => {
    expect(FONT_WARM_TEXT).toBe(NEW_TEXT);
  });

  it('falls back to the first font when none is marked default, and does nothing for an empty list', async () => {
    const some = fakeFonts([entry('long-cang'), entry('zcool-kuaile')]);
    expect(await warmDefaultFont(some.api)).toBe('long-cang');
    const none = fakeFonts([]);
    expect(await warmDefaultFont(none.api)).toBeUndefined();
    expect(none.preloaded).toEqual([]);
  });
});
