import { useState, type ReactNode } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { CanvasSize, Layer } from '../../../../workers/core/model/index.ts';
import {
  backgroundCss,
  backgroundListSchema,
  generatedShapeLayer,
  lineLayer,
  pathEntryLayer,
  pathListSchema,
  shapeEntryLayer,
  shapeListSchema,
  type BackgroundEntry,
  type ShapeEntry,
} from './catalogueLists.ts';
import { FIXED_SHAPES, LINE_STYLES, polygonShape, SIDES_MAX, SIDES_MIN, starShape, type GeneratedShape, type LineStyle } from './shapePaths.ts';
import { ListState } from './ListState.tsx';
import { useCatalogueList } from './useLibraryData.ts';

const t = strings.editorLibrary;
/** The four basic shapes have their own quick buttons at the top of the Add panel. */
const QUICK_SHAPE_IDS = new Set(['rectangle', 'circle', 'triangle', 'line']);

function PathPreview({ d, viewBox, evenOdd }: { d: string; viewBox: string; evenOdd?: boolean }) {
  return (
    <svg viewBox={viewBox} width="30" height="30" aria-hidden="true">
      <path d={d} fill="currentColor" fillRule={evenOdd ? 'evenodd' : 'nonzero'} />
    </svg>
  );
}

function SquarePreview({ entry }: { entry: Extract<ShapeEntry, { type: 'square' }> }) {
  const shape = entry.shapeType;
  return (
    <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
      {shape === 'circle' ? <circle cx="12" cy="12" r="10" fill="currentColor" /> : null}
      {shape === 'triangle' ? <path d="M12 2 22 21H2z" fill="currentColor" /> : null}
      {shape === 'line' ? <path d="M2 12h20" stroke="currentColor" strokeWidth="2" /> : null}
      {shape === 'rectangle' ? <rect x="2" y="4" width="20" height="16" rx={entry.rx ? 4 : 0} fill="currentColor" /> : null}
    </svg>
  );
}

interface AddProps {
  canvas: CanvasSize;
  add(layer: Layer): void;
}

function Tile({ label, testId, onClick, children }: { label: string; testId: string; onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="lib-tile lib-tile--named" aria-label={label} title={label} data-testid={testId} onClick={onClick}>
      {children}
      <span className="lib-tile__name">{label}</span>
    </button>
  );
}

/** The catalogue's shapes, then polygons and stars with a chosen number of sides, rings, arcs, bubbles, banners and badges. */
export function ShapeLibrary({ canvas, add }: AddProps) {
  const [loaded, retry] = useCatalogueList('shapes', shapeListSchema);
  const [sides, setSides] = useState(6);
  const generated: Array<{ shape: GeneratedShape; label: string }> = [
    { shape: polygonShape(sides), label: t.polygon(sides) },
    { shape: starShape(sides), label: t.star(sides) },
    ...FIXED_SHAPES.map((shape) => ({ shape, label: t.fixedShapes[shape.id] ?? shape.id })),
  ];
  return (
    <div className="lib" data-testid="library-shapes">
      <div className="lib-stepper">
        <span className="ed-field__label">{t.sides}</span>
        <button type="button" className="lib-step" aria-label={t.fewer} data-testid="library-sides-fewer" disabled={sides <= SIDES_MIN} onClick={() => setSides((n) => n - 1)}>
          −
        </button>
        <span className="lib-step__value" data-testid="library-sides">
          {sides}
        </span>
        <button type="button" className="lib-step" aria-label={t.more} data-testid="library-sides-more" disabled={sides >= SIDES_MAX} onClick={() => setSides((n) => n + 1)}>
          +
        </button>
      </div>
      <div className="lib-tiles">
        {generated.map(({ shape, label }) => (
          <Tile key={shape.id.replace(/-\d+$/, '-n')} label={label} testId={`editor-add-shape-${shape.id.replace(/-\d+$/, '-n')}`} onClick={() => add(generatedShapeLayer(canvas, shape))}>
            <PathPreview d={shape.d} viewBox={shape.viewBox} evenOdd={shape.evenOdd} />
          </Tile>
        ))}
        <ListState loaded={loaded} retry={retry}>
          {(entries) =>
            entries.filter((entry) => !QUICK_SHAPE_IDS.has(entry.id)).map((entry) => (
              <Tile key={entry.id} label={entry.name} testId={`editor-add-shape-${entry.id}`} onClick={() => add(shapeEntryLayer(canvas, entry))}>
                {entry.type === 'path' ? <PathPreview d={entry.d} viewBox={entry.viewBox} /> : <SquarePreview entry={entry} />}
              </Tile>
            ))
          }
        </ListState>
      </div>
    </div>
  );
}

export function ArrowLibrary({ canvas, add }: AddProps) {
  const [loaded, retry] = useCatalogueList('arrows', pathListSchema);
  return (
    <div className="lib lib-tiles" data-testid="library-arrows">
      <ListState loaded={loaded} retry={retry}>
        {(entries) =>
          entries.map((entry) => (
            <Tile key={entry.id} label={entry.name} testId={`editor-add-arrow-${entry.id}`} onClick={() => add(pathEntryLayer(canvas, entry))}>
              <PathPreview d={entry.d} viewBox={entry.viewBox} />
            </Tile>
          ))
        }
      </ListState>
    </div>
  );
}

const DASH_PREVIEW: Record<LineStyle, string> = { solid: '', dashed: '8 4', dotted: '2 2', dashDot: '8 3 2 3' };

export function LineLibrary({ canvas, add }: AddProps) {
  return (
    <div className="lib lib-tiles" data-testid="library-lines">
      {(Object.keys(LINE_STYLES) as LineStyle[]).map((style) => (
        <Tile key={style} label={t.lineStyles[style]} testId={`editor-add-line-${style}`} onClick={() => add(lineLayer(canvas, style))}>
          <svg viewBox="0 0 40 12" width="40" height="12" aria-hidden="true">
            <path d="M1 6h38" stroke="currentColor" strokeWidth="2" strokeDasharray={DASH_PREVIEW[style] || undefined} />
          </svg>
        </Tile>
      ))}
    </div>
  );
}

export function BackgroundLibrary({ onPick }: { onPick(entry: BackgroundEntry): void }) {
  const [loaded, retry] = useCatalogueList('background', backgroundListSchema);
  return (
    <div className="lib lib-tiles" data-testid="library-backgrounds">
      <ListState loaded={loaded} retry={retry}>
        {(entries) =>
          entries.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="lib-tile lib-bg"
              aria-label={`${entry.name} ${entry.fill}`}
              data-testid={`editor-add-background-${entry.id}`}
              style={{ background: backgroundCss(entry) }}
              onClick={() => onPick(entry)}
            />
          ))
        }
      </ListState>
    </div>
  );
}
