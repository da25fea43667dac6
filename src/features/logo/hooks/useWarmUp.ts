import { useEffect } from 'react';
import { fontIds, generatorCatalogue } from '../app/catalogue.ts';
import { appMeasure } from '../app/measure.ts';
import { RANDOM_TEXT_EXCLUDED_FONTS, SLOGAN_FALLBACK_FONT } from '../generate/index.ts';

const WARM_DELAY_MS = 400;

/**
 * While the user is still typing, fetch what generating will need: the industry's icons
 * and the palettes, and the font slices holding the typed characters in every font the
 * generator may pick. Pressing "generate" then costs only the layout. Failures are
 * ignored here: generating reports them.
 */
export function useWarmUp(title: string, slogan: string, industry: string): void {
  useEffect(() => {
    void generatorCatalogue(industry).catch(() => undefined);
  }, [industry]);

  useEffect(() => {
    const text = `${title}${slogan}`.trim();
    if (text === '') return;
    const timer = setTimeout(() => {
      const measure = appMeasure();
      void fontIds()
        .then((ids) => {
          const fonts = new Set([...ids.filter((id) => !RANDOM_TEXT_EXCLUDED_FONTS.has(id)), SLOGAN_FALLBACK_FONT]);
          for (const fontName of fonts) void Promise.resolve(measure({ text, fontName, fontSize: 90, letterSpacing: 0 })).catch(() => undefined);
        })
        .catch(() => undefined);
    }, WARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, slogan]);
}
