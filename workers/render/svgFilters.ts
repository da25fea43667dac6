// The same filter chain as ctx.filter, as SVG filter primitives (the Filter Effects spec's
// equivalents of the CSS shorthands), plus sharpen and the drop shadow.
import type { FilterOp } from './filters.ts';
import type { ShadowSpec } from './shadow.ts';
import { sharpenKernel } from './sharpen.ts';

export const fmt = (n: number) => String(Math.round(n * 1e4) / 1e4);

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function matrix(rows: number[][]): string {
  return `<feColorMatrix type="matrix" values="${rows.map((row) => row.map(fmt).join(' ')).join(' ')}"/>`;
}

function transfer(channels: string): string {
  return `<feComponentTransfer>${channels}</feComponentTransfer>`;
}

function rgb(fn: (channel: string) => string): string {
  return transfer(['R', 'G', 'B'].map(fn).join(''));
}

export function primitive(op: FilterOp): string {
  switch (op.kind) {
    case 'blur':
      return `<feGaussianBlur stdDeviation="${fmt(op.px)}"/>`;
    case 'hue-rotate':
      return `<feColorMatrix type="hueRotate" values="${fmt(op.deg)}"/>`;
    case 'brightness':
      return rgb((c) => `<feFunc${c} type="linear" slope="${fmt(op.amount)}"/>`);
    case 'contrast':
      return rgb((c) => `<feFunc${c} type="linear" slope="${fmt(op.amount)}" intercept="${fmt(0.5 - 0.5 * op.amount)}"/>`);
    case 'invert':
      return rgb((c) => `<feFunc${c} type="table" tableValues="${fmt(op.amount)} ${fmt(1 - op.amount)}"/>`);
    case 'opacity':
      return transfer(`<feFuncA type="table" tableValues="0 ${fmt(op.amount)}"/>`);
    case 'saturate': {
      const s = op.amount;
      return matrix([
        [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
        [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
        [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
        [0, 0, 0, 1, 0],
      ]);
    }
    case 'grayscale': {
      const g = 1 - op.amount;
      return matrix([
        [0.2126 + 0.7874 * g, 0.7152 - 0.7152 * g, 0.0722 - 0.0722 * g, 0, 0],
        [0.2126 - 0.2126 * g, 0.7152 + 0.2848 * g, 0.0722 - 0.0722 * g, 0, 0],
        [0.2126 - 0.2126 * g, 0.7152 - 0.7152 * g, 0.0722 + 0.9278 * g, 0, 0],
        [0, 0, 0, 1, 0],
      ]);
    }
    case 'sepia': {
      const g = 1 - op.amount;
      return matrix([
        [0.393 + 0.607 * g, 0.769 - 0.769 * g, 0.189 - 0.189 * g, 0, 0],
        [0.349 - 0.349 * g, 0.686 + 0.314 * g, 0.168 - 0.168 * g, 0, 0],
        [0.272 - 0.272 * g, 0.534 - 0.534 * g, 0.131 + 0.869 * g, 0, 0],
        [0, 0, 0, 1, 0],
      ]);
    }
  }
}

export interface FilterRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A <filter> element, or '' when the chain is empty. Order: sharpen, CSS filters, shadow. */
export function filterElement(id: string, region: FilterRegion, ops: readonly FilterOp[], sharpen: number, shadow: ShadowSpec | null): string {
  const parts: string[] = [];
  if (sharpen > 0) {
    parts.push(`<feConvolveMatrix order="3" kernelMatrix="${sharpenKernel(sharpen).map(fmt).join(' ')}" preserveAlpha="true" edgeMode="duplicate"/>`);
  }
  for (const op of ops) parts.push(primitive(op));
  if (shadow) {
    parts.push(
      `<feDropShadow dx="${fmt(shadow.dx)}" dy="${fmt(shadow.dy)}" stdDeviation="${fmt(shadow.blur / 2)}" ` +
        `flood-color="${escapeXml(shadow.colour)}" flood-opacity="${fmt(shadow.opacity)}"/>`,
    );
  }
  if (parts.length === 0) return '';
  const r = region;
  return (
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="${fmt(r.x)}" y="${fmt(r.y)}" width="${fmt(r.width)}" height="${fmt(r.height)}" ` +
    `color-interpolation-filters="sRGB">${parts.join('')}</filter>`
  );
}
