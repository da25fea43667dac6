import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { strings } from '../../shared/strings.ts';
import { bindStageGestures } from '../overlay/bindStageGestures.ts';
import { SelectionOverlay } from '../overlay/SelectionOverlay.tsx';
import type { Guide } from '../overlay/snap.ts';
import { createStageGestures } from '../overlay/stageGestures.ts';
import { fitView, type StageSize, type ViewTransform } from '../overlay/view.ts';
import { selectCanvasSize, selectDocument, selectSelectedIds, zoomSet, type EditorRootState } from '../store/index.ts';
import { useEditorSession } from './EditorSessionContext.tsx';
import { useEditorDispatch, useEditorSelector, useRunIntent } from './hooks.ts';
import { ZoomControls } from './ZoomControls.tsx';

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
  const doc = useEditorSelector(selectDocument);
  const selection = useEditorSelector(selectSelectedIds);
  const canvasSize = useEditorSelector(selectCanvasSize);
  const hostRef = useRef<HTMLDivElement | null>(null);
  const canvasHostRef = useRef<HTMLDivElement | null>(null);
  const [stage, setStage] = useState<StageSize | null>(null);
  const [userView, setUserView] = useState<UserView | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);

  // A new stage size or canvas size starts from the fitted view again.
  const basis = stage ? `${stage.width}x${stage.height}/${canvasSize.width}x${canvasSize.height}` : '';
  // The same object while the sizes stay: a new one each render would resend the view to the worker on every drag step.
  const fitted = useMemo(() => (stage ? fitView(canvasSize, stage) : null), [canvasSize, stage]);
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
  }, [render, view, selection, fittedScale, dispatch]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const identity = { scale: 1, x: 0, y: 0 };
    const gestures = createStageGestures({
      getDocument: () => store.getState().editor.document,
      getSelection: () => store.getState().editor.view.selected,
      getView: () => latest.current.view ?? identity,
      getFitted: () => latest.current.fitted ?? identity,
      setView: (next) => {
        latest.current.view = next;
        latest.current.setView(next);
      },
      run,
      setGuides,
      multiSelect: () => latest.current.multiSelect,
      onTapSelected: (id) => latest.current.onTapSelected(id),
      gestureHeld: (held) => render.setGesture(held),
    });
    return bindStageGestures(host, gestures);
  }, [store, run, render]);

  return (
    <div ref={hostRef} className="ed-stage" data-testid="editor-stage" aria-label={strings.editor.canvasLabel} data-zoom={view?.scale} data-pan-x={view?.x} data-pan-y={view?.y}>
      <div ref={canvasHostRef} className="ed-stage__canvas-host" />
      {view ? <SelectionOverlay doc={doc} selection={selection} view={view} guides={guides} /> : null}
      {view && fitted && stage ? <ZoomControls view={view} fitted={fitted} stage={stage} onChange={setView} /> : null}
    </div>
  );
});
