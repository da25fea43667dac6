import { useEffect } from 'react';
import { logoClient } from '../app/logoWorker.ts';
import { logoFontClient } from '../app/measure.ts';

const WARM_DELAY_MS = 400;

/**
 * While the user is still typing, the logo worker fetches what generating will need: the
 * industry's icons, the palettes, and the typed words laid out in the fonts the generator
 * may pick — no more fonts than the font worker keeps (fontsToWarm). Pressing "generate"
 * then costs only the layout. The worker itself starts when the page opens. Failures are
 * ignored here: generating reports them.
 */
export function useWarmUp(title: string, slogan: string, industry: string): void {
  useEffect(() => {
    void logoClient().warm({ title: '', slogan: '', industry }).catch(() => undefined);
  }, [industry]);

  // Every font's slice table (~8 KB each on the wire) while the user types: the generator may
  // pick any of them, and a tap then waits for the slices alone, not for a table first.
  useEffect(() => {
    void logoFontClient().prefetchManifests().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (title.trim() === '') return;
    const timer = setTimeout(() => void logoClient().warm({ title, slogan, industry }).catch(() => undefined), WARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, slogan, industry]);
}
