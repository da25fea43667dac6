import { useCallback, useEffect, useRef, useState } from 'react';
import { signatureStrings } from '../../../shared/strings/signature.ts';
import { outlinePath, strokeOutline, type InkPoint } from '../ink.ts';

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
  const live = useRef<{ points: InkPoint[]; pen: boolean } | null>(null);
  const size = useRef({ width: 0, height: PAD_HEIGHT });

  const paintAll = useCallback(
    (extra?: PadStroke) => {
      const el = canvas.current;
      const ctx = el?.getContext('2d');
      if (!el || !ctx) return;
      const dpr = window.devicePixelRatio || 1;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, el.width, el.height);
      for (const s of extra ? [...strokes, extra] : strokes) {
        ctx.fillStyle = s.colour;
        ctx.fill(new Path2D(s.d));
      }
    },
    [strokes],
  );

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const fit = () => {
      const dpr = window.devicePixelRatio || 1;
      size.current = { width: Math.round(el.clientWidth), height: PAD_HEIGHT };
      el.width = Math.round(el.clientWidth * dpr);
      el.height = Math.round(PAD_HEIGHT * dpr);
      paintAll();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [paintAll]);

  const point = (e: PointerEvent | React.PointerEvent): InkPoint => {
    const box = canvas.current!.getBoundingClientRect();
    return [e.clientX - box.left, e.clientY - box.top, e.pressure || 0.5];
  };
  const liveStroke = (): PadStroke | null => {
    const l = live.current;
    return l ? { d: outlinePath(strokeOutline(l.points, width, !l.pen)), colour } : null;
  };

  /** A move of the live stroke: its samples added and the ink drawn at once. */
  const ink = (e: PointerEvent) => {
    if (!live.current) return;
    const samples = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
    for (const s of samples.length ? samples : [e]) live.current.points.push(point(s));
    paintAll(liveStroke() ?? undefined);
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
          live.current = { points: [point(e)], pen: e.pointerType === 'pen' };
          paintAll(liveStroke() ?? undefined);
        }}
        onPointerMove={(e) => {
          // Where raw updates exist they already drew this move's samples.
          if (!RAW_UPDATES) ink(e.nativeEvent);
        }}
        onPointerUp={() => {
          const stroke = liveStroke();
          live.current = null;
          if (stroke && stroke.d) onChange([...strokes, stroke], size.current);
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
