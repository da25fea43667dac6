// Multiplying a colour's alpha (shadowColor × shadowOpacity). The canvas serialises any
// colour it accepts as '#rrggbb' or 'rgba(r, g, b, a)', so colours are normalised by the
// context first and only those two forms need reading here.

export function withAlpha(normalised: string, factor: number): string | null {
  const f = Math.min(Math.max(factor, 0), 1);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(normalised);
  if (hex) {
    const [r, g, b] = [hex[1], hex[2], hex[3]].map((h) => Number.parseInt(h ?? '0', 16));
    return `rgba(${r}, ${g}, ${b}, ${round(f)})`;
  }
  const rgba = /^rgba?\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\s*\)$/i.exec(normalised);
  if (rgba) {
    const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
    return `rgba(${rgba[1]}, ${rgba[2]}, ${rgba[3]}, ${round(alpha * f)})`;
  }
  return null;
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

const SENTINEL = '#010203';

/** A context's reading of `colour` ('' when the context rejects it). */
export function normaliseColour(ctx: { fillStyle: unknown }, colour: string): string {
  ctx.fillStyle = SENTINEL;
  ctx.fillStyle = colour;
  const after = ctx.fillStyle;
  return typeof after === 'string' && (after !== SENTINEL || colour.toLowerCase() === SENTINEL) ? after : '';
}
