import type { TextLayoutRequest, TextLayoutResult } from '../../../workers/protocol/font.ts';
import { isOutlineKey, outlineKey, type LogoDocument, type Patch, type TextLayer } from '../../../workers/core/model/index.ts';

export interface OutlineJob {
  id: string;
  key: string;
  request: TextLayoutRequest;
}

export interface OutlinePlan {
  start: OutlineJob[];
  /** Requests whose layer is gone or already finished: their answer is no longer wanted. */
  cancel: string[];
}

export function layoutRequest(layer: TextLayer): TextLayoutRequest {
  return {
    requestId: layer.id,
    text: layer.text,
    fontName: layer.fontName,
    fontSize: layer.fontSize,
    letterSpacing: layer.letterSpacing,
    lineSpace: layer.lineSpace,
    angle: layer.angle,
    vertical: layer.vertical,
    italic: layer.italic,
    bold: layer.bold,
    align: layer.align,
    underLine: layer.underLine,
    deleteLine: layer.deleteLine,
  };
}

/**
 * Whether these patches may change which text layers need an outline: only a change to a
 * layer's outline fields, its `complete` flag or type, or to the layer list itself. A drag
 * step (x, y) does not, so it costs no look at every layer.
 */
export function patchesMayNeedOutlines(patches: readonly Patch[]): boolean {
  return patches.some(({ path }) => {
    if (path[0] !== 'layers' || path.length < 3) return path[0] === 'layers' || path.length === 0;
    const key = String(path[2]);
    return isOutlineKey(key) || key === 'complete' || key === 'type';
  });
}

/**
 * Decides which text layers need an outline from the font worker. One request per layer at
 * a time (the worker supersedes by requestId); an outline that failed for a given key is not
 * asked for again until the text or its style changes, so a missing font cannot loop.
 */
export function createOutlinePlanner() {
  const inFlight = new Map<string, string>();
  const failed = new Map<string, string>();
  return {
    plan(doc: LogoDocument): OutlinePlan {
      const start: OutlineJob[] = [];
      const wanted = new Set<string>();
      for (const layer of doc.layers) {
        if (layer.type !== 'text' || layer.complete) continue;
        const key = outlineKey(layer);
        wanted.add(layer.id);
        if (inFlight.get(layer.id) === key || failed.get(layer.id) === key) continue;
        inFlight.set(layer.id, key);
        start.push({ id: layer.id, key, request: layoutRequest(layer) });
      }
      const cancel = [...inFlight.keys()].filter((id) => !wanted.has(id));
      for (const id of cancel) inFlight.delete(id);
      return { start, cancel };
    },
    /** Failed outlines may be asked for again (the user tapped retry: the network may be back). */
    forgetFailures(): void {
      failed.clear();
    },
    /** The answer for (id, key) arrived; false when a newer request has replaced it. */
    settled(id: string, key: string, ok: boolean): boolean {
      if (inFlight.get(id) !== key) return false;
      inFlight.delete(id);
      if (!ok) failed.set(id, key);
      return true;
    },
  };
}

export type OutlinePlanner = ReturnType<typeof createOutlinePlanner>;

/**
 * The font worker's answer in the text layer's own fields (spec: pathArr/dataArr + the box).
 * Underline and strike-through bars exist only in the whole outline `d`, and the renderer
 * draws pathArr, so decorated text keeps `d` as its one path; dataArr keeps the glyphs.
 */
export function outlineArgs(id: string, key: string, result: TextLayoutResult, decorated = false) {
  return {
    id,
    key,
    pathArr: decorated ? [result.d] : result.pathArr,
    dataArr: result.dataArr.map((glyph, i) => ({
      d: result.pathArr[i] ?? '',
      x: glyph.x,
      y: glyph.y,
      width: glyph.width,
      height: glyph.height,
    })),
    width: result.width,
    height: result.height,
    boldStroke: result.syntheticBoldStroke,
  };
}
