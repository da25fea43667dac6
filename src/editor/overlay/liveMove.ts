import type { Patch } from 'immer';
import { runIntent, type EditorSnapshot } from '../intents/index.ts';
import type { PerformResult } from '../store/index.ts';

/**
 * How often a drag's move reaches the store (ms): the page, panels and autosave update this
 * often. Each store update re-renders the page (~8 ms at full speed, a slow frame at low-end),
 * so at 250 ms ~7% of a drag's frames were slow; at 1 s, ~2%. Leaving the page stores it at
 * once (the stage flushes on hide), so a reload mid-drag loses nothing; a crash, at most this.
 */
export const LIVE_COMMIT_MS = 1000;

export interface LiveMoveArgs {
  /** Document px since the previous step, as for `layer/move`. */
  dx: number;
  dy: number;
}

export interface LiveMoveDeps {
  /** The store's document and selection now. */
  snapshot(): EditorSnapshot;
  /**
   * The real `layer/move` through the store (history, autosave, a toast when refused).
   * `shown`: the render worker was previewed exactly this move of exactly this document.
   */
  commit(args: LiveMoveArgs, gesture: string, shown?: boolean): PerformResult;
  /** Patches for the render worker only (absolute values, so the store's own patches agree). */
  preview(patches: Patch[]): void;
  /** The worker's copy back to the store's document (a commit was refused after a preview). */
  resetPreview(): void;
  /** Shifts the selection outline by this much (document px); 0, 0 = drawn where the store says. */
  showOffset(dx: number, dy: number): void;
  now(): number;
  /** Runs `run` once after `ms`; returns the cancel. */
  later(run: () => void, ms: number): () => void;
}

export interface LiveMove {
  step(args: LiveMoveArgs, gesture: string): PerformResult;
  /** Puts what is pending into the store now (finger lifted, view changed, page leaving). */
  flush(): void;
}

/**
 * A drag's steps without a store change per step. Each step, the whole move not yet in the
 * store goes to the render worker as patches and to the selection outline as a transform;
 * the store gets it (one `layer/move` with the drag's gesture id, so still one undo step) at
 * most every LIVE_COMMIT_MS and when the finger lifts. Why: a store change re-renders the
 * page and runs every selector and the autosave's bookkeeping — at a low-end phone's speed
 * that alone was longer than a frame, at every pointer move. Zero loss holds: what is
 * pending reaches the store within LIVE_COMMIT_MS, where the journal takes it.
 */
export function createLiveMove(deps: LiveMoveDeps): LiveMove {
  let pending: { gesture: string; dx: number; dy: number } | null = null;
  let lastCommitAt = -Infinity;
  let cancelTimer: (() => void) | null = null;
  // What the worker was last sent beyond the store: a step back to the stored place makes
  // no patch of its own (nothing differs from the store), so those paths are sent back.
  let previewed: Patch[] = [];
  /** The move (and the stored document it was made on) whose whole preview the worker has. */
  let shown: { gesture: string; dx: number; dy: number; doc: EditorSnapshot['doc'] } | null = null;
  /**
   * The x/y paths the move intent changed on this store state (document and selection), so
   * later steps before the next commit only add the new offset to the stored values. The
   * intent runs through immer once per store state, not per pointer move: with 1000 layers
   * selected one run drafted every layer, 50–80 ms a step at low-end.
   */
  let known: { doc: EditorSnapshot['doc']; selected: readonly string[]; paths: Patch['path'][]; bases: number[] } | null = null;

  /** The paths of every moved layer's x and y, from one run's patches (null: they are not just that). */
  function movedPaths(patches: readonly Patch[], doc: EditorSnapshot['doc']): { paths: Patch['path'][]; bases: number[] } | null {
    const layers = new Set<number>();
    for (const p of patches) {
      const [root, index, key] = p.path;
      if (p.op !== 'replace' || p.path.length !== 3 || root !== 'layers' || typeof index !== 'number' || (key !== 'x' && key !== 'y')) return null;
      layers.add(index);
    }
    const paths: Patch['path'][] = [];
    const bases: number[] = [];
    for (const index of [...layers].sort((a, b) => a - b)) {
      const layer = doc.layers[index];
      if (!layer) return null;
      paths.push(['layers', index, 'x'], ['layers', index, 'y']);
      bases.push(layer.x, layer.y);
    }
    return { paths, bases };
  }

  /** The move by (dx, dy) from the stored state: the intent's own patches, or the known paths' values. */
  function moveFrom(snapshot: EditorSnapshot, dx: number, dy: number): { ok: true; patches: Patch[]; same: boolean } | { ok: false } {
    // Not a number: the intent refuses it (and says why).
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return runOnce(snapshot, dx, dy);
    if (known && known.doc === snapshot.doc && known.selected === snapshot.sel.selected) {
      const { paths, bases } = known;
      // The same arithmetic as the intent (stored value + offset), so the commit's patches carry the very values shown.
      return { ok: true, same: true, patches: paths.map((path, i) => ({ op: 'replace', path, value: (bases[i] ?? 0) + (i % 2 === 0 ? dx : dy) })) };
    }
    // Which layers move does not depend on the offset. A layer moved by 0 on an axis makes no
    // patch on it, and a snapped drag often moves along one axis only: then the layers are
    // learned from a run that moves both ways, and this step's values are added up like the later ones.
    const probing = dx === 0 || dy === 0;
    const result = runIntent(snapshot, 'layer/move', probing ? { dx: dx || 1, dy: dy || 1 } : { dx, dy });
    if (!result.ok) return probing ? runOnce(snapshot, dx, dy) : { ok: false };
    const learned = movedPaths(result.outcome.patches, snapshot.doc);
    known = learned && learned.paths.length === result.outcome.patches.length ? { doc: snapshot.doc, selected: snapshot.sel.selected, ...learned } : null;
    if (!probing) return { ok: true, same: false, patches: result.outcome.patches };
    const moved = known ? moveFrom(snapshot, dx, dy) : runOnce(snapshot, dx, dy);
    // The first step on this store state: the last preview's paths may differ (see previewOf).
    return moved.ok ? { ...moved, same: false } : moved;
  }

  /** The intent's own patches for this step, nothing learned. */
  function runOnce(snapshot: EditorSnapshot, dx: number, dy: number): { ok: true; patches: Patch[]; same: boolean } | { ok: false } {
    const result = runIntent(snapshot, 'layer/move', { dx, dy });
    return result.ok ? { ok: true, same: false, patches: result.outcome.patches } : { ok: false };
  }

  function previewOf(patches: Patch[], base: unknown, samePaths = false): Patch[] {
    // The same paths as the last preview: nothing to send back.
    if (samePaths && previewed.length === patches.length) {
      previewed = patches;
      return patches;
    }
    const now = new Set(patches.map((p) => p.path.join('/')));
    const back = previewed.filter((p) => !now.has(p.path.join('/'))).map((p): Patch => ({ op: 'replace', path: p.path, value: valueAt(base, p.path) }));
    previewed = patches;
    return back.length > 0 ? [...back, ...patches] : patches;
  }

  function flush() {
    cancelTimer?.();
    cancelTimer = null;
    const move = pending;
    pending = null;
    if (!move) return;
    lastCommitAt = deps.now();
    const stored = deps.snapshot().doc;
    const wasShown = shown !== null && shown.gesture === move.gesture && shown.dx === move.dx && shown.dy === move.dy && shown.doc === stored;
    shown = null;
    const result = deps.commit({ dx: move.dx, dy: move.dy }, move.gesture, wasShown);
    deps.showOffset(0, 0);
    if (!result.ok) deps.resetPreview();
    // The store's patches reach the worker for every field the commit changed; a field it left
    // as stored (a drag back to where it was) but the worker was shown elsewhere gets the stored
    // value. Usually none: resending every previewed field was 2,000 patches more per commit
    // for a drag of 1000 layers.
    else if (previewed.length > 0) {
      const { doc } = deps.snapshot();
      const back = previewed
        .filter((p) => valueAt(doc, p.path) !== p.value && valueAt(doc, p.path) === valueAt(stored, p.path))
        .map((p): Patch => ({ op: 'replace', path: p.path, value: valueAt(doc, p.path) }));
      if (back.length > 0) deps.preview(back);
    }
    previewed = [];
  }

  return {
    step(args, gesture) {
      if (pending && pending.gesture !== gesture) flush();
      const dx = (pending?.dx ?? 0) + args.dx;
      const dy = (pending?.dy ?? 0) + args.dy;
      const snapshot = deps.snapshot();
      const result = moveFrom(snapshot, dx, dy);
      if (!result.ok) {
        // Let the store refuse it, so the user sees why (a toast) and the gesture stops.
        flush();
        return deps.commit(args, gesture);
      }
      const changed = result.patches.length > 0 && (!result.same || dx !== 0 || dy !== 0);
      pending = { gesture, dx, dy };
      if (deps.now() - lastCommitAt >= LIVE_COMMIT_MS) {
        flush();
        return { ok: true, changed };
      }
      const patches = previewOf(result.patches, snapshot.doc, result.same);
      if (patches.length > 0) deps.preview(patches);
      // Every field of this move went (the intent's own patches, or every known path's value).
      shown = { gesture, dx, dy, doc: snapshot.doc };
      deps.showOffset(dx, dy);
      cancelTimer ??= deps.later(flush, LIVE_COMMIT_MS);
      return { ok: true, changed };
    },
    flush,
  };
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);
}
