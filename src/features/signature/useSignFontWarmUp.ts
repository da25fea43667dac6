import { useEffect } from 'react';
import { appWorkers } from '../../app/workers/index.ts';
import { FONT_CALL_TIMEOUT_MS } from '../../../workers/protocol/font.ts';
import { checkName } from './name.ts';
import { SIGN_FONTS } from './styles.ts';

const WARM_DELAY_MS = 400;

/**
 * What the signature grid will wait for, fetched on the form page (as the logo page does):
 * the font worker starts and reads every font's slice table when the page opens (a trace at
 * 4×: its script, start and tables were ~550 ms of the grid's first screen), and once the
 * typing pauses the name's slices in the sign fonts. Failures are ignored: the grid asks again
 * and says what went wrong.
 */
export function useSignFontWarmUp(name: string): void {
  useEffect(() => {
    const font = appWorkers.get('font');
    font.warm();
    void font.call((f) => f.prefetchManifests(), FONT_CALL_TIMEOUT_MS, 'prefetchManifests').catch(() => undefined);
  }, []);

  useEffect(() => {
    const checked = checkName(name);
    if (!checked.ok) return;
    const timer = setTimeout(() => {
      const font = appWorkers.get('font');
      for (const f of SIGN_FONTS) {
        if (f.latinOnly && checked.script !== 'latin') continue;
        void font.call((api) => api.preload(f.id, checked.name), FONT_CALL_TIMEOUT_MS, 'preload').catch(() => undefined);
      }
    }, WARM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name]);
}
