import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { strings } from '../../shared/strings.ts';
import { whenIdle } from '../../shared/whenIdle.ts';
import { bindStageGestures } from '../overlay/bindStageGestures.ts';
import { SelectionOverlay } from '../overlay/SelectionOverlay.tsx';
import { createGuideStore, SnapGuides } from '../overlay/SnapGuides.tsx';
import { composeStage } from '../overlay/stageComposition.ts';
import { fitView, type StageSize, type ViewTransform } from '../overlay/view.ts';
import { ZOOM_BAR_CORNER } from './ZoomControls.tsx';
import { selectCanvasSize, selectSelectedIds, zoomSet, type EditorRootState } from '../store/index.ts';
import { useEditorSession } from './EditorSessionContext.tsx';
import { useEditorDispatch, useEditorSelector, useRunIntent } from './hooks.ts';
import { ZoomControls } from './ZoomControls.tsx';
import { canvasGestureHeld } from './canvasGesture.ts';
import { setVisibleCentre } from './library/viewCentre.ts';
import { editorTool, NO_TOOL } from '../tools/toolState.ts';
import { ToolBar } from '../tools/ui/ToolBar.tsx';
import { ToolOverlay } from '../tools/ui/ToolOverlay.tsx';
import '../tools/ui/tools.css';

/** Idle time to make the next drag's snap lines in, at the latest (ms); without idle callbacks, after this (ms). */
const PREPARE_SNAP_TIMEOUT_MS = 2000;
const PREPARE_SNAP_FALLBACK_MS = 300;

interface EditorStageProps {
  multiSelect: boolean;
  onTapSelected(id: string): void;
}

/** A zoom/pan the user made, valid for the stage and canvas size it was made on. */
interface UserView {
  basis: string;
  view: ViewTransform;
}

/**
 * The canvas the render worker draws into, with the overlay on top. The main thread never
 * draws layers: it sends the view and the selection, and gestures become intents.
 */
export const EditorStage = memo(function EditorStage({ multiSelect, onTapSelected }: EditorStageProps) {
  const { render, canvas } = useEditorSession();
  const store = useStore<EditorRootState>();
  const dispatch = useEditorDispatch();
  const run = useRunIntent();
  const selection = useEditorSelector(selectSelectedIds);
  const canvasSize = useEditorSelector(selectCanvasSize);
  const hostRef = useRef<HTMLDivElement | null>(null);
  const canvasHostRef = useRef<HTMLDivElement | null>(null);
  const selectionShiftRef = useRef<SVGSVGElement | null>(null);
  const [stage, setStage] = useState<StageSize | null>(null);
  const [userView, setUserView] = useState<UserView | null>(null);
  const [guides] = useState(createGuideStore);
  // A canvas tool (pen, nodes, crop) draws its own marks instead of the selection's handles.
  const toolInUse = useSyncExternalStore(editorTool.subscribe, () => editorTool.get().kind !== 'none');

  // A new stage size or canvas size starts from the fitted view again.
  const basis = stage ? `${stage.width}x${stage.height}/${canvasSize.width}x${canvasSize.height}` : '';
  // The same object while the sizes stay: a new one each render would resend the view to the worker on every drag step.
  const fitted = useMemo(() => (stage ? fitView(canvasSize, stage, undefined, ZOOM_BAR_CORNER) : null), [canvasSize, stage]);
  const view = fitted && (userView?.basis === basis ? userView.view : fitted);
  const setView = (next: ViewTransform) => setUserView({ basis, view: next });

  const latest = useRef({ view, fitted, setView, multiSelect, onTapSelected });
  useLayoutEffect(() => {
    latest.current = { view, fitted, setView, multiSelect, onTapSelected };
  });

  useEffect(() => {
    const host = canvasHostRef.current;
    if (!host) return;
    host.appendChild(canvas);
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setStage({ width, height });
      render.resize({ cssWidth: width, cssHeight: height, dpr: window.devicePixelRatio || 1 });
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      canvas.remove();
    };
  }, [canvas, render]);

  const fittedScale = fitted?.scale;
  useEffect(() => {
    if (!view) return;
    render.setView(view, selection);
    if (fittedScale) dispatch(zoomSet(view.scale / fittedScale));
    if (stage) setVisibleCentre(view, stage, canvasSize);
  }, [render, view, selection, fittedScale, dispatch, stage, canvasSize]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const stageParts = composeStage({
      store,
      run,
      render,
      tools: editorTool,
      getView: () => latest.current.view,
      getFitted: () => latest.current.fitted,
      setView: (next) => {
        latest.current.view = next;
        latest.current.setView(next);
      },
      multiSelect: () => latest.current.multiSelect,
      onTapSelected: (id) => latest.current.onTapSelected(id),
      setGuides: guides.set,
      showOffset: (dx, dy) => {
        const shifted = selectionShiftRef.current;
        const scale = latest.current.view?.scale ?? 1;
        if (shifted) shifted.style.transform = dx === 0 && dy === 0 ? '' : `translate(${dx * scale}px, ${dy * scale}px)`;
      },
      gestureHeld: (held) => canvasGestureHeld.set(held),
      now: () => performance.now(),
      later: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      whenIdle: (run) => whenIdle(run, { timeoutMs: PREPARE_SNAP_TIMEOUT_MS, fallbackMs: PREPARE_SNAP_FALLBACK_MS }),
    });
    const unbind = bindStageGestures(host, stageParts.gestures);
    // Leaving the page mid-drag: the move goes to the store before the journal reads it (capture
    // listeners at the target run before the journal's own).
    const win = host.ownerDocument.defaultView;
    const onHidden = () => {
      if (host.ownerDocument.visibilityState === 'hidden') stageParts.pageHidden();
    };
    win?.addEventListener('pagehide', stageParts.pageHidden, true);
    host.ownerDocument.addEventListener('visibilitychange', onHidden, true);
    return () => {
      unbind();
      win?.removeEventListener('pagehide', stageParts.pageHidden, true);
      host.ownerDocument.removeEventListener('visibilitychange', onHidden, true);
      stageParts.dispose();
      canvasGestureHeld.set(false);
      editorTool.set(NO_TOOL);
    };
  }, [store, run, render, guides]);

  return (
    <div ref={hostRef} className="ed-stage" data-testid="editor-stage" aria-label={strings.editor.canvasLabel} data-zoom={view?.scale} data-pan-x={view?.x} data-pan-y={view?.y}>
      <div ref={canvasHostRef} className="ed-stage__canvas-host" />
      {view && !toolInUse ? <SelectionOverlay view={view} shiftRef={selectionShiftRef} /> : null}
      {view ? <ToolOverlay view={view} tools={editorTool} /> : null}
      {view ? <SnapGuides store={guides} view={view} canvas={canvasSize} /> : null}
      <ToolBar tools={editorTool} />
      {view && fitted && stage ? <ZoomControls view={view} fitted={fitted} stage={stage} onChange={setView} /> : null}
    </div>
  );
});
