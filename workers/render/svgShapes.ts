// SVG basic shapes as path data, so the canvas (Path2D) and the SVG export draw one thing.

export type Attrs = Readonly<Record<string, string>>;

const fmt = (n: number) => String(Math.round(n * 1e4) / 1e4);

/** An SVG length in user units: a plain number or px. Percentages and other units are not understood. */
export function length(value: string | undefined, fallback = 0): number {
  if (value === undefined) return fallback;
  const match = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*(px)?\s*$/i.exec(value);
  const n = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function numberList(value: string | undefined): number[] {
  if (!value) return [];
  const out: number[] = [];
  for (const token of value.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []) {
    const n = Number(token);
    if (Number.isFinite(n)) out.push(n);
  }
  return out;
}

const PATH_DATA = /^[MmZzLlHhVvCcSsQqTtAa0-9eE.,+\-\s]*$/;

function rectPath(a: Attrs): string | null {
  const x = length(a.x);
  const y = length(a.y);
  const w = length(a.width);
  const h = length(a.height);
  if (!(w > 0 && h > 0)) return null;
  let rx = length(a.rx, Number.NaN);
  let ry = length(a.ry, Number.NaN);
  if (Number.isNaN(rx)) rx = Number.isNaN(ry) ? 0 : ry;
  if (Number.isNaN(ry)) ry = rx;
  rx = Math.min(Math.max(rx, 0), w / 2);
  ry = Math.min(Math.max(ry, 0), h / 2);
  if (rx === 0 || ry === 0) return `M${fmt(x)} ${fmt(y)}H${fmt(x + w)}V${fmt(y + h)}H${fmt(x)}Z`;
  const arc = (ex: number, ey: number) => `A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(ex)} ${fmt(ey)}`;
  return (
    `M${fmt(x + rx)} ${fmt(y)}H${fmt(x + w - rx)}${arc(x + w, y + ry)}V${fmt(y + h - ry)}${arc(x + w - rx, y + h)}` +
    `H${fmt(x + rx)}${arc(x, y + h - ry)}V${fmt(y + ry)}${arc(x + rx, y)}Z`
  );
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string | null {
  if (!(rx > 0 && ry > 0)) return null;
  const arc = (ex: number) => `A${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(ex)} ${fmt(cy)}`;
  return `M${fmt(cx - rx)} ${fmt(cy)}${arc(cx + rx)}${arc(cx - rx)}Z`;
}

function pointsPath(value: string | undefined, close: boolean): string | null {
  const n = numberList(value);
  if (n.length < 4) return null;
  let d = `M${fmt(n[0] ?? 0)} ${fmt(n[1] ?? 0)}`;
  for (let i = 2; i + 1 < n.length; i += 2) d += `L${fmt(n[i] ?? 0)} ${fmt(n[i + 1] ?? 0)}`;
  return close ? `${d}Z` : d;
}

/** Path data for a shape element, or null for an unknown element, bad data or an empty shape. */
export function shapePath(name: string, a: Attrs): string | null {
  switch (name) {
    case 'path': {
      const d = a.d?.trim() ?? '';
      return d !== '' && PATH_DATA.test(d) && /^[Mm]/.test(d) ? d : null;
    }
    case 'rect':
      return rectPath(a);
    case 'circle': {
      const r = length(a.r);
      return ellipsePath(length(a.cx), length(a.cy), r, r);
    }
    case 'ellipse':
      return ellipsePath(length(a.cx), length(a.cy), length(a.rx), length(a.ry));
    case 'line':
      return `M${fmt(length(a.x1))} ${fmt(length(a.y1))}L${fmt(length(a.x2))} ${fmt(length(a.y2))}`;
    case 'polyline':
      return pointsPath(a.points, false);
    case 'polygon':
      return pointsPath(a.points, true);
    default:
      return null;
  }
}
