import { useEffect, useMemo, useState } from 'react';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { createPainter } from '../qrcode/painter.ts';
import { signatureDocument } from './document.ts';
import { createOutlineSource } from './outlines.ts';
import { stylesFor, VARIANT_OF, type SignStyle } from './styles.ts';

export const CARD_PX = 480;

export interface StyleCard {
  style: SignStyle;
  doc: LogoDocument | null;
  url: string | null;
  failed: boolean;
}

/**
 * Every style for a name, drawn one after another by the page's render worker (transparent
 * PNGs), in grid order so the first screen fills first. Outlines come from the font worker;
 * the main thread only builds small documents and swaps image URLs. Mount it with a key per
 * name: its cards start empty once.
 */
export function useSignatureGrid(name: string, script: 'han' | 'latin' | 'mixed') {
  const styles = useMemo(() => stylesFor(script), [script]);
  const [cards, setCards] = useState<StyleCard[]>(() => styles.map((style) => ({ style, doc: null, url: null, failed: false })));
  useEffect(() => {
    let live = true;
    const painter = createPainter();
    // Its script loads and starts while the first outlines come (it waited for them: ~350 ms at 4×).
    painter.warm();
    const outline = createOutlineSource();
    const urls: string[] = [];
    const started = performance.now();
    // Every outline is asked for at once, so the font worker fetches all slices in parallel while the render worker paints.
    for (const style of styles) void outline(name, style.font, VARIANT_OF[style.layout]).catch(() => undefined);
    void (async () => {
      for (const [index, style] of styles.entries()) {
        if (!live) return;
        let card: StyleCard;
        try {
          const doc = signatureDocument(await outline(name, style.font, VARIANT_OF[style.layout]), style.layout);
          const png = await painter.paint({ doc, format: 'png', width: CARD_PX, background: false });
          const url = URL.createObjectURL(png);
          urls.push(url);
          card = { style, doc, url, failed: false };
        } catch {
          card = { style, doc: null, url: null, failed: true };
        }
        if (!live) return;
        setCards((current) => current.map((c, i) => (i === index ? card : c)));
        // For the bench: when each style reached the screen.
        performance.mark('sign:card', { detail: { index, ms: performance.now() - started } });
      }
    })();
    return () => {
      live = false;
      painter.dispose();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [name, styles]);
  return cards;
}
