import { startTransition, useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppServices } from '../../../app/services/servicesContext.tsx';
import { toastShown } from '../../../app/toast/toastSlice.ts';
import type { IconItem } from '../../../../workers/core/catalogue/types.ts';
import { iconSvg } from '../../../../workers/core/logo/generate/icons.ts';
import { strings } from '../../../shared/strings.ts';
import { assetUrl, type Layer } from '../../../../workers/core/model/index.ts';
import { selectCanvasSize, type EditorRootState } from '../../store/index.ts';
import { useEditorSession } from '../EditorSessionContext.tsx';
import { useEditorDispatch, useEditorSelector, useRunIntent } from '../hooks.ts';
import { ACCEPTED_IMAGE_TYPES, importImageFile } from '../imageImport.ts';
import { afterDrawn } from '../library/afterDrawn.ts';
import { backgroundProps, type BackgroundEntry } from '../library/catalogueLists.ts';
import { withRecent } from '../library/iconLibrary.ts';
import { IconLibrary, type LibraryCompact } from '../library/IconLibrary.tsx';
import { MyPictures } from '../library/MyPictures.tsx';
import type { MyPicture } from '../library/myPictures.ts';
import { ArrowLibrary, BackgroundLibrary, LineLibrary, ShapeLibrary } from '../library/LibraryLists.tsx';
import { focusTextWhenShown } from '../library/newTextFocus.ts';
import { placeNewLayer } from '../library/placement.ts';
import { TextPresets } from '../library/TextPresets.tsx';
import { visibleCentre } from '../library/viewCentre.ts';
import { newIconLayer, newImageLayer, newShapeLayer, newTextLayer, type ShapeKind } from '../newLayers.ts';
import '../library/library.css';
import { PenButton } from '../../tools/ui/PathTools.tsx';

const t = strings.editor.add;
const lib = strings.editorLibrary;
const SHAPES: ShapeKind[] = ['rectangle', 'circle', 'triangle', 'line'];
type Section = keyof typeof lib.sections;
const SECTIONS = Object.keys(lib.sections) as Section[];

/**
 * New text, shapes, icons and pictures from the device, and the catalogue's library (icons,
 * shapes, arrows, lines, backgrounds). Each new item lands in the middle of what the user
 * sees, off any item already there, and is selected.
 */
export function AddPanel({ onAdded }: { onAdded(layer: Layer): void }) {
  const run = useRunIntent();
  const dispatch = useEditorDispatch();
  const store = useStore<EditorRootState>();
  const { storage } = useAppServices();
  const { render } = useEditorSession();
  const canvas = useEditorSelector(selectCanvasSize);
  const [importing, setImporting] = useState(false);
  const [section, setSection] = useState<Section>('icons');
  const [compact, setCompact] = useState<LibraryCompact>(null);
  const [recent, setRecent] = useState<readonly string[]>(() => storage.get('editorRecentIcons'));
  const add = useCallback(
    (layer: Layer, options: { panelLater?: boolean } = {}): Layer | null => {
      const placed = placeNewLayer(layer, store.getState().editor.document, visibleCentre() ?? undefined);
      if (placed.type === 'text') focusTextWhenShown(placed.id);
      if (!run('layer/add', { layer: placed }).ok) return null;
      if (!options.panelLater) onAdded(placed);
      return placed;
    },
    [run, store, onAdded],
  );
  const pickIcon = useCallback(
    (item: IconItem, d: string) => {
      const placed = add(newIconLayer(canvas, iconSvg(d)), { panelLater: true });
      // The tap's task ends once the layer is in the store and its patch posted. The panel that
      // follows (in a transition) and the recent list (a storage write that validates the list,
      // ~14 ms at 4×, and a new grid order) wait until the worker has drawn the icon.
      afterDrawn(render.flush, (panel) => {
        const next = withRecent(storage.get('editorRecentIcons'), item.id);
        storage.set('editorRecentIcons', next);
        setRecent(next);
        if (placed && panel) startTransition(() => onAdded(placed));
      });
    },
    [add, canvas, storage, render, onAdded],
  );
  const pickBackground = (entry: BackgroundEntry) => {
    const background = store.getState().editor.document.layers[0];
    if (!background) return;
    if (run('layer/set', { ids: [background.id], type: 'rect', props: backgroundProps(canvas, entry) }).ok) dispatch(toastShown(lib.backgroundApplied));
  };
  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setImporting(true);
    try {
      const result = await importImageFile(file);
      if (result.ok) add(newImageLayer(canvas, result.url, result));
      else dispatch(toastShown(result.message));
    } finally {
      setImporting(false);
    }
  };
  const pickMine = async (picture: MyPicture, blob: Blob) => {
    let size = { width: picture.width, height: picture.height };
    if (!(size.width > 0 && size.height > 0)) {
      // A picture a work file brought has no size on record: the decoder says.
      const bitmap = await createImageBitmap(blob).catch(() => null);
      if (!bitmap) return void dispatch(toastShown(lib.mine.unreadable));
      size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
    }
    add(newImageLayer(canvas, assetUrl(picture.hash), size));
  };
  return (
    <div className="ed-panel lib-panel" data-testid="panel-add" data-compact={(section === 'icons' && compact) || undefined}>
      <div className="lib-quick">
        <button type="button" className="ed-tile lib-quick__item" data-testid="editor-add-text" onClick={() => add(newTextLayer(canvas, ''))}>
          <span className="ed-tile__glyph">T</span>
          {t.text}
        </button>
        <label className={`ed-tile lib-quick__item${importing ? ' is-busy' : ''}`} data-testid="editor-add-image">
          <span className="ed-tile__glyph">▣</span>
          {importing ? t.importing : t.image}
          <input
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            className="ed-file"
            aria-label={t.chooseImage}
            data-testid="editor-image-input"
            disabled={importing}
            onChange={(event) => {
              void pickImage(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {SHAPES.map((shape) => (
          <button key={shape} type="button" className="ed-tile lib-quick__item" data-testid={`editor-add-shape-${shape}`} onClick={() => add(newShapeLayer(canvas, shape))}>
            <span className="ed-tile__glyph" aria-hidden="true">
              {QUICK_GLYPHS[shape]}
            </span>
            {t.shape[shape]}
          </button>
        ))}
        <PenButton className="ed-tile lib-quick__item" />
      </div>
      <div className="lib-sections" role="tablist" aria-label={t.shapes}>
        {SECTIONS.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={section === key} className={`lib-section${section === key ? ' is-on' : ''}`} data-testid={`library-section-${key}`} onClick={() => setSection(key)}>
            {lib.sections[key]}
          </button>
        ))}
      </div>
      {section === 'icons' ? <IconLibrary recent={recent} onPick={pickIcon} onCompact={setCompact} /> : null}
      {section === 'shapes' ? <ShapeLibrary canvas={canvas} add={add} /> : null}
      {section === 'arrows' ? <ArrowLibrary canvas={canvas} add={add} /> : null}
      {section === 'lines' ? <LineLibrary canvas={canvas} add={add} /> : null}
      {section === 'backgrounds' ? <BackgroundLibrary onPick={pickBackground} /> : null}
      {section === 'texts' ? <TextPresets canvas={canvas} onAdded={onAdded} /> : null}
      {section === 'mine' ? <MyPictures onPick={(picture, blob) => void pickMine(picture, blob)} /> : null}
    </div>
  );
}

const QUICK_GLYPHS: Record<ShapeKind, string> = { rectangle: '■', circle: '●', triangle: '▲', line: '━' };
