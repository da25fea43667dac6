import { appWorkers } from '../../app/workers/index.ts';
import { outlineArgs } from '../../editor/effects/outlinePlanner.ts';
import { FONT_CALL_TIMEOUT_MS } from '../../../workers/protocol/font.ts';
import type { SignOutline } from './document.ts';
import { variantRequest, type OutlineVariant, type SignFontId } from './styles.ts';

/** The name's outline for one font and variant, from the app's font worker (cached per page). */
export function createOutlineSource() {
  const cache = new Map<string, Promise<SignOutline>>();
  return (name: string, font: SignFontId, variant: OutlineVariant): Promise<SignOutline> => {
    const key = `${font}|${variant}|${name}`;
    let found = cache.get(key);
    if (!found) {
      const request = variantRequest(name, font, variant);
      found = appWorkers
        .get('font')
        .call((f) => f.layoutText({ requestId: `sign-${key}`, ...request }), FONT_CALL_TIMEOUT_MS, 'layoutText')
        .then((result) => {
          const args = outlineArgs('sign', '', result);
          return { ...request, pathArr: args.pathArr, dataArr: args.dataArr, width: args.width, height: args.height, boldStroke: args.boldStroke };
        });
      found.catch(() => cache.delete(key));
      cache.set(key, found);
    }
    return found;
  };
}
