import { strings } from '../../shared/strings.ts';
import { zoomAbout, zoomOf, type StageSize, type ViewTransform } from '../overlay/view.ts';

/** The corner of the stage the bar takes (editor.css .ed-zoom: three 44 px buttons, padding, 8 px from the edges). */
export const ZOOM_BAR_CORNER = { width: 8 + 3 * 44 + 2 * 2 + 4, height: 8 + 44 + 4 };

interface ZoomControlsProps {
  view: ViewTransform;
  fitted: ViewTransform;
  stage: StageSize;
  onChange(view: ViewTransform): void;
}

/** Buttons for people without a pinch (desktop mouse, accessibility); zoom is about the stage centre. */
export function ZoomControls({ view, fitted, stage, onChange }: ZoomControlsProps) {
  const centre = { x: stage.width / 2, y: stage.height / 2 };
  const percent = Math.round(zoomOf(view, fitted) * 100);
  return (
    // data-stage-ui: the stage's gesture handler leaves these pointers alone.
    <div className="ed-zoom" data-stage-ui="">
      <button type="button" className="ed-zoom__button" aria-label={strings.editor.toolbar.zoomOut} data-testid="editor-zoom-out" onClick={() => onChange(zoomAbout(view, centre, 1 / 1.25, fitted))}>
        −
      </button>
      <button type="button" className="ed-zoom__value" data-testid="editor-zoom-fit" aria-label={strings.editor.toolbar.zoomReset} onClick={() => onChange(fitted)}>
        {strings.editor.toolbar.zoomLabel(percent)}
      </button>
      <button type="button" className="ed-zoom__button" aria-label={strings.editor.toolbar.zoomIn} data-testid="editor-zoom-in" onClick={() => onChange(zoomAbout(view, centre, 1.25, fitted))}>
        +
      </button>
    </div>
  );
}
