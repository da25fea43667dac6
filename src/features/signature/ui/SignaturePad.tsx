import { useCallback, useEffect, useRef, useState } from 'react';
import { signatureStrings } from '../../../shared/strings/signature.ts';
import { outlinePath, strokeOutline, traceOutline, type InkPoint } from '../ink.ts';

const t = signatureStrings.signature;
export const PAD_COLOURS = ['#111111', '#1f3fbf', '#c9302c'] as const;
export const PAD_HEIGHT = 220;

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

  /** What the pad shows: the finished strokes' bitmap and the live stroke (its outline) over it. */
  const paintAll = useCallback((extra?: { outline: number[][]; colour: string }) => {
    const el = canvas.current;
    // Desynchronized: the canvas reaches the screen without waiting for the page's frame and
    // its commit, which kept input events waiting at low-end (docs/qrcode-signature.md).
    const ctx = el?.getContext('2d', { desynchronized: true });
    if (!el || !ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, el.width, el.height);
    if (finished.current && hasFinished.current) ctx.drawImage(finished.current, 0, 0);
    if (!extra) return;
    const dpr = window.devicePixelRatio || 1;
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

  /** A move of the live stroke: its samples added and the ink drawn at once. */
  const ink = (e: PointerEvent) => {
    if (!live.current) return;
    const samples = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    for (const s of samples.length ? samples : [e]) live.current.points.push(point(s, live.current.box));
    paintAll(liveOutline());
    // For the bench: input → ink drawn (the next frame shows it).
    performance.measure('sign:ink', { start: e.timeStamp, end: performance.now() });
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
          const last = liveOutline();
          live.current = null;
          const d = last ? outlinePath(last.outline) : '';
          if (d) onChange([...strokes, { d, colour }], size.current);
        }}
        onPointerCancel={() => {
          live.current = null;
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
