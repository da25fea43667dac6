import { cssColour } from '../../../../workers/core/model/index.ts';

const pad = (n: number) => Math.round(Math.min(255, Math.max(0, n))).toString(16).padStart(2, '0');

function channel(token: string): number {
  const value = Number.parseFloat(token);
  return token.trim().endsWith('%') ? (value / 100) * 255 : value;
}

/**
 * The #rrggbb an <input type="color"> can show for any colour the document allows (it
 * accepts nothing else). Alpha is dropped; names it cannot resolve show as black.
 */
export function toColourInputValue(value: string): string {
  const colour = cssColour(value).trim().toLowerCase();
  const hex = /^#([0-9a-f]+)$/.exec(colour)?.[1];
  if (hex && (hex.length === 3 || hex.length === 4)) return `#${[...hex.slice(0, 3)].map((d) => d + d).join('')}`;
  if (hex && (hex.length === 6 || hex.length === 8)) return `#${hex.slice(0, 6)}`;
  const rgb = /^rgba?\(([^,]+),([^,]+),([^,)]+)/.exec(colour);
  if (rgb) return `#${pad(channel(rgb[1] ?? '0'))}${pad(channel(rgb[2] ?? '0'))}${pad(channel(rgb[3] ?? '0'))}`;
  if (colour === 'white') return '#ffffff';
  return '#000000';
}

/** Quick picks for thumbs on a phone, where the system colour dialog is slow to reach. */
export const SWATCHES = ['#1f2329', '#ffffff', '#3464f0', '#e53935', '#fb8c00', '#fdd835', '#43a047', '#00acc1', '#8e24aa', '#6d4c41', '#9e9e9e', '#c0392b'];
