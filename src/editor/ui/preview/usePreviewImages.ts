import { useEffect, useState } from 'react';
import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import { createRenderClient } from '../../workers/renderClient.ts';
import { exportBlob, exportScale } from '../exportFile.ts';
import { cropMark, markBox } from './markCrop.ts';

/** Longest side of the preview images (px): sharp on a phone, quick to make. */
const PREVIEW_SIDE = 1000;

export type PreviewState =
  | { kind: 'rendering' }
  | { kind: 'failed'; message: string }
  /** `full`: the logo as exported (background included); `mark`: transparent, for mock-ups. */
  | { kind: 'ready'; full: Blob; fullUrl: string; markUrl: string; width: number; height: number };

/**
 * Renders the work twice in a render worker of its own (no canvas needed: export draws
 * offscreen): once as exported, once without the background to sit on the mock-ups.
 */
export function usePreviewImages(doc: LogoDocument | null, failedText: string): PreviewState {
  const [state, setState] = useState<PreviewState>({ kind: 'rendering' });
  useEffect(() => {
    if (!doc) return;
    let live = true;
    const urls: string[] = [];
    const render = createRenderClient({ currentDocument: () => doc, onError: () => {} });
    render.load(doc);
    const scale = exportScale(doc.size, PREVIEW_SIDE);
    const exports = Promise.all([render.exportImage({ format: 'png', scale, background: true }), render.exportImage({ format: 'png', scale, background: false })]);
    exports.then(async ([full, mark]) => [full, await cropMark(exportBlob(mark), markBox(doc), scale)] as const).then(
      ([full, markBlob]) => {
        if (!live) return;
        const fullBlob = exportBlob(full);
        urls.push(URL.createObjectURL(fullBlob), URL.createObjectURL(markBlob));
        setState({ kind: 'ready', full: fullBlob, fullUrl: urls[0] ?? '', markUrl: urls[1] ?? '', width: full.width, height: full.height });
      },
      (error: unknown) => {
        if (!live) return;
        const message = typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' ? error.message : failedText;
        setState({ kind: 'failed', message });
      },
    );
    return () => {
      live = false;
      render.dispose();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [doc, failedText]);
  return state;
}
