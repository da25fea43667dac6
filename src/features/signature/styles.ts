/**
 * The grid of signature styles for a name: the catalogue's signature fonts × art layouts.
 * Pure. Latin script faces draw Latin names only (for Chinese the font worker would fall
 * back to the default font glyph by glyph, which is no signature).
 */

export const SIGN_FONTS = [
  { id: 'ma-shan-zheng', latinOnly: false },
  { id: 'long-cang', latinOnly: false },
  { id: 'liu-jian-mao-cao', latinOnly: false },
  { id: 'zhi-mang-xing', latinOnly: false },
  { id: 'pacifico', latinOnly: true },
  { id: 'lobster', latinOnly: true },
] as const;
export type SignFontId = (typeof SIGN_FONTS)[number]['id'];

export const SIGN_LAYOUTS = ['line', 'slant', 'stacked', 'flourish', 'connected', 'signed'] as const;
export type SignLayout = (typeof SIGN_LAYOUTS)[number];

/** What the font worker is asked for: one outline serves every layout of the same variant. */
export type OutlineVariant = 'plain' | 'italic' | 'stacked' | 'tight';

export const VARIANT_OF: Record<SignLayout, OutlineVariant> = {
  line: 'plain',
  slant: 'italic',
  stacked: 'stacked',
  flourish: 'plain',
  connected: 'tight',
  signed: 'italic',
};

export interface SignStyle {
  id: string;
  font: SignFontId;
  layout: SignLayout;
}

/** Results per page of signatureResult (reach-bottom 50 loads the next). */
export const STYLES_PAGE_SIZE = 12;

/** Layout-major order, so the first page already shows every font in two layouts. */
export function stylesFor(script: 'han' | 'latin' | 'mixed'): SignStyle[] {
  const fonts = SIGN_FONTS.filter((f) => script === 'latin' || !f.latinOnly);
  return SIGN_LAYOUTS.flatMap((layout) => fonts.map((f) => ({ id: `${f.id}-${layout}`, font: f.id, layout })));
}

/** The text the font worker lays out for a variant: stacked splits the name over two lines. */
export function variantText(name: string, variant: OutlineVariant): string {
  if (variant !== 'stacked') return name;
  const words = name.split(' ');
  if (words.length > 1) {
    const half = Math.ceil(words.length / 2);
    return `${words.slice(0, half).join(' ')}\n${words.slice(half).join(' ')}`;
  }
  const chars = Array.from(name);
  if (chars.length < 2) return name;
  const half = Math.ceil(chars.length / 2);
  return `${chars.slice(0, half).join('')}\n${chars.slice(half).join('')}`;
}

export const SIGN_FONT_SIZE = 160;

export function variantRequest(name: string, font: SignFontId, variant: OutlineVariant) {
  return {
    text: variantText(name, variant),
    fontName: font,
    fontSize: SIGN_FONT_SIZE,
    italic: variant === 'italic',
    letterSpacing: variant === 'tight' ? -SIGN_FONT_SIZE * 0.12 : 0,
    lineSpace: variant === 'stacked' ? -SIGN_FONT_SIZE * 0.2 : 0,
    align: 'left' as const,
  };
}
