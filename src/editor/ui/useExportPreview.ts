import { useEffect, useState } from 'react';
import type { RenderExportOptions } from '../../../workers/protocol/render.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import type { RenderClient } from '../workers/renderClient.ts';

/** Wait after the last change before rendering the preview (a typed size, a quality drag). */
const PREVIEW_DEBOUNCE_MS = 350;

export type ExportPreview = { state: 'idle' } | { state: 'working' } | { state: 'ready'; bytes: number; width: number; height: number } | { state: 'failed' };

/**
 * The size of the file the chosen options make, before the user exports: the render worker
 * makes the very file (at the chosen size, format and quality) and only its byte count is kept.
 * Made again when the options or the work change; an older answer is dropped.
 */
export function useExportPreview(render: RenderClient, doc: LogoDocument, options: RenderExportOptions | null): ExportPreview {
  const [preview, setPreview] = useState<ExportPreview>({ state: 'idle' });
  const key = options ? JSON.stringify(options) : '';
  useEffect(() => {
    if (!options) return;
    let live = true;
    const timer = setTimeout(() => {
      setPreview({ state: 'working' });
      render.exportImage(options).then(
        (result) => live && setPreview({ state: 'ready', bytes: result.data.byteLength, width: result.width, height: result.height }),
        () => live && setPreview({ state: 'failed' }),
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` stands for the options; `doc` so an edit behind the sheet (undo shortcut) is measured again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [render, key, doc]);
  return options ? preview : { state: 'idle' };
}
