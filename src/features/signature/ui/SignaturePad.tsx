import { useCallback, useEffect, useRef, useState } from 'react';
import { signatureStrings } from '../../../shared/strings/signature.ts';
import { outlinePath, strokeOutline, traceOutline, type InkPoint } from '../ink.ts';

const t = signatureStrings.signature;
export const PAD_COLOURS = ['#111111', '#1f3fbf', '#c9302c'] as const;
export const PAD_HEIGHT = 220;

/** x, y, width, height in device pixels. */
type Box = [number, number, number, number];

/** The outline's bounding box in device pixels, padded for antialiasing and kept on the canvas. */
function outlineBox(outline: readonly number[][], dpr: number, el: HTMLCanvasElement): Box | null {
  if (outline.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of outline) {
    if (x! < minX) minX = x!;
    if (x! > maxX) maxX = x!;
    if (y! < minY) minY = y!;
    if (y! > maxY) maxY = y!;
  }
  const left = Math.max(0, Math.floor(minX * dpr) - 2);
  const top = Math.max(0, Math.floor(minY * dpr) - 2);
  return [left, top, Math.min(el.width, Math.ceil(maxX * dpr) + 2) - left, Math.min(el.height, Math.ceil(maxY * dpr) + 2) - top];
}

function unionBox(a: Box, b: Box): Box {
  const left = Math.min(a[0], b[0]);
  const top = Math.min(a[1], b[1]);
  return [left, top, Math.max(a[0] + a[2], b[0] + b[2]) - left, Math.max(a[1] + a[3], b[1] + b[3]) - top];
}

export interface PadStroke {
  d: string;
  colour: string;
}

/**
 * Chromium delivers `pointermove` aligned to the next frame (about two frames after the touch);
 * `pointerrawupdate` comes as soon as the input arrives, about a frame earlier, so ink follows
 * the finger from it where the browser has it (docs/qrcode-signature.md).
 */
const RAW_UPDATES = typeof window !== 'undefined' && 'onpointerrawupdate' in window;

/**
 * The hand-drawn pad. Ink is drawn in the pointer event itself (no frame of delay): the
 * finished strokes live in one cached bitmap and only the live stroke is outlined again per
 * move. Strokes leave as vector paths (onChange), one per finger lift, so undo is per stroke.
 */
export function SignaturePad({ strokes, onChange }: { strokes: readonly PadStroke[]; onChange: (next: PadStroke[], size: { width: number; height: number }) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [colour, setColour] = useState<string>(PAD_COLOURS[0]);
  const [width, setWidth] = useState(10);
  /** The stroke under the finger; the pad's box is read once per stroke (no layout per sample). */
  const live = useRef<{ points: InkPoint[]; pen: boolean; box: DOMRect } | null>(null);
  const size = useRef({ width: 0, height: PAD_HEIGHT });

  /** The finished strokes, drawn once per change of `strokes` (the live stroke goes over them). */
  const finished = useRef<HTMLCanvasElement | null>(null);
  const hasFinished = useRef(false);

  /** The finished strokes again (after a change or a resize), then what is on the pad now. */
  const paintFinished = useCallback(() => {
    const el = canvas.current;
    if (!el) return;
    const base = (finished.current ??= document.createElement('canvas'));
    base.width = el.width;
    base.height = el.height;
    const ctx = base.getContext('2d');
    hasFinished.current = strokes.length > 0;
    if (!ctx) return;
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    for (const s of strokes) {
      ctx.fillStyle = s.colour;
      ctx.fill(new Path2D(s.d));
    }
  }, [strokes]);

  /** The pad's context, asked for once (getContext per move showed in a 4× profile). */
  const context = useRef<CanvasRenderingContext2D | null>(null);
  /** Where the live stroke was last drawn (device px): only that and the new stroke's box are redrawn per move. */
  const drawn = useRef<Box | null>(null);

  /**
   * What the pad shows: the finished strokes' bitmap and the live stroke (its outline) over it.
   * With `extra`, only the box of the live stroke's last and new outline is cleared and
   * redrawn: the rest of the pad has not changed, and each move's pixel work stays small.
   */
  const paintAll = useCallback((extra?: { outline: number[][]; colour: string }) => {
    const el = canvas.current;
    // Desynchronized: the canvas reaches the screen without waiting for the page's frame and
    // its commit, which kept input events waiting at low-end (docs/qrcode-signature.md).
    const ctx = el ? (context.current ??= el.getContext('2d', { desynchronized: true })) : null;
    if (!el || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const next = extra ? outlineBox(extra.outline, dpr, el) : null;
    const dirty = extra && drawn.current && next ? unionBox(drawn.current, next) : extra ? next : null;
    drawn.current = next;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const [x, y, w, h] = dirty ?? [0, 0, el.width, el.height];
    if (w <= 0 || h <= 0) return;
    ctx.clearRect(x, y, w, h);
    if (finished.current && hasFinished.current) ctx.drawImage(finished.current, x, y, w, h, x, y, w, h);
    if (!extra) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = extra.colour;
    ctx.beginPath();
    traceOutline(ctx, extra.outline);
    ctx.fill();
  }, []);

  const repaint = useRef(() => {});
  useEffect(() => {
    repaint.current = () => {
      paintFinished();
      paintAll();
    };
    repaint.current();
  }, [paintFinished, paintAll]);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const fit = () => {
      const dpr = window.devicePixelRatio || 1;
      size.current = { width: Math.round(el.clientWidth), height: PAD_HEIGHT };
      el.width = Math.round(el.clientWidth * dpr);
      el.height = Math.round(PAD_HEIGHT * dpr);
      repaint.current();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const point = (e: PointerEvent | React.PointerEvent, box: DOMRect): InkPoint => [e.clientX - box.left, e.clientY - box.top, e.pressure || 0.5];
  const liveOutline = () => {
    const l = live.current;
    return l ? { outline: strokeOutline(l.points, width, !l.pen), colour } : undefined;
  };

  /**
   * For the bench: input → ink drawn (the next frame shows it), per move. Kept as numbers and
   * written as measures when the finger lifts: performance.measure in the move itself was a
   * fifth of the moves' main-thread time in a 4× profile, and it delayed the next move.
   */
  const inkTimes = useRef<number[]>([]);
  const flushInkTimes = () => {
    const times = inkTimes.current;
    inkTimes.current = [];
    for (let i = 0; i < times.length; i += 2) performance.measure('sign:ink', { start: times[i]!, end: times[i + 1]! });
  };

  /** A move of the live stroke: its samples added and the ink drawn at once. */
  const ink = (e: PointerEvent) => {
    if (!live.current) return;
    const samples = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    for (const s of samples.length ? samples : [e]) live.current.points.push(point(s, live.current.box));
    paintAll(liveOutline());
    inkTimes.current.push(e.timeStamp, performance.now());
  };
  const latestInk = useRef(ink);
  useEffect(() => {
    latestInk.current = ink;
  });
  useEffect(() => {
    const el = canvas.current;
    if (!el || !RAW_UPDATES) return;
    const onRaw = (e: Event) => latestInk.current(e as PointerEvent);
    el.addEventListener('pointerrawupdate', onRaw);
    return () => el.removeEventListener('pointerrawupdate', onRaw);
  }, []);

  return (
    <div className="sign-pad">
      <canvas
        ref={canvas}
        className="sign-pad__canvas"
        style={{ height: PAD_HEIGHT }}
        aria-label={t.padLabel}
        data-testid="sign-pad"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          const box = e.currentTarget.getBoundingClientRect();
          live.current = { points: [point(e, box)], pen: e.pointerType === 'pen', box };
          paintAll(liveOutline());
        }}
        // Where raw updates exist they draw every move's samples.
        onPointerMove={RAW_UPDATES ? undefined : (e) => ink(e.nativeEvent)}
        onPointerUp={() => {
          flushInkTimes();
          const last = liveOutline();
          live.current = null;
          drawn.current = null;
          const d = last ? outlinePath(last.outline) : '';
          if (d) onChange([...strokes, { d, colour }], size.current);
        }}
        onPointerCancel={() => {
          flushInkTimes();
          live.current = null;
          drawn.current = null;
          paintAll();
        }}
      />
      <div className="sign-row">
        <span className="sign-label">{t.colour}</span>
        {PAD_COLOURS.map((c) => (
          <button key={c} type="button" className="sign-swatch" aria-pressed={colour === c} aria-label={t.colours[c]} data-testid={`sign-colour-${c.slice(1)}`} style={{ background: c }} onClick={() => setColour(c)} />
        ))}
      </div>
      <label className="sign-label" htmlFor="sign-width">
        {t.width(width)}
      </label>
      <input id="sign-width" className="sign-range" type="range" min={4} max={24} step={1} value={width} data-testid="sign-width" onChange={(e) => setWidth(Number(e.target.value))} />
      <div className="sign-row">
        <button type="button" className="sign-chip" disabled={strokes.length === 0} data-testid="sign-undo" onClick={() => onChange(strokes.slice(0, -1), size.current)}>
          {t.undo}
        </button>
        <button type="button" className="sign-chip" disabled={strokes.length === 0} data-testid="sign-clear" onClick={() => onChange([], size.current)}>
          {t.clear}
        </button>
      </div>
    </div>
  );
}
