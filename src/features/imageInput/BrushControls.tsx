import { strings } from '../../shared/strings.ts';

const t = strings.imageTools;

/** Brush size (working-copy px) and optional hardness (0…1). */
export function BrushControls({ size, onSize, maxSize, hardness, onHardness }: {
  size: number;
  onSize: (size: number) => void;
  maxSize: number;
  hardness?: number;
  onHardness?: (hardness: number) => void;
}) {
  return (
    <>
      <label className="img-slider">
        <span>{t.brushSize}</span>
        <input type="range" min={4} max={maxSize} value={size} data-testid="brush-size" onChange={(event) => onSize(Number(event.currentTarget.value))} />
        <span className="img-slider__value">{size}</span>
      </label>
      {hardness !== undefined && onHardness ? (
        <label className="img-slider">
          <span>{t.hardness}</span>
          <input type="range" min={0} max={100} value={Math.round(hardness * 100)} data-testid="brush-hardness" onChange={(event) => onHardness(Number(event.currentTarget.value) / 100)} />
          <span className="img-slider__value">{Math.round(hardness * 100)}%</span>
        </label>
      ) : null}
    </>
  );
}

export function UndoRedo({ canUndo, canRedo, onUndo, onRedo }: { canUndo: boolean; canRedo?: boolean; onUndo: () => void; onRedo?: () => void }) {
  return (
    <>
      <button type="button" className="img-tool-button" disabled={!canUndo} onClick={onUndo} data-testid="image-undo">
        {t.undo}
      </button>
      {onRedo ? (
        <button type="button" className="img-tool-button" disabled={!canRedo} onClick={onRedo} data-testid="image-redo">
          {t.redo}
        </button>
      ) : null}
    </>
  );
}
