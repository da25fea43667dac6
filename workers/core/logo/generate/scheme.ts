import { legibleColour, luminance } from './colour.ts';
import { paletteRoles } from './palette.ts';
import type { LayoutVariant } from './variants.ts';

/** Colours a generated logo is drawn with, after legibility repairs. */
export interface ColourScheme {
  background: string;
  icon: string;
  title: string;
  slogan: string;
  decor: string;
}

/** WCAG 2 minimum for large text and for graphics; titles and slogans are large text. */
export const MIN_CONTRAST = 3;
const PALE_LUMINANCE = 0.85;

function byLuminance(colours: readonly string[]): string[] {
  return [...colours].sort((a, b) => luminance(a) - luminance(b));
}

/**
 * Background first (white, a pale palette colour, or for dark variants the darkest one),
 * then the first four remaining colours as main fill (icon), text fill (title), accent
 * (slogan) and stroke (ring, divider). A role colour that does not reach 3:1 against the
 * background is replaced by the palette's next colour that does, else by the better of
 * near-black and white: a palette can look good and still be unreadable.
 */
export function colourScheme(variant: LayoutVariant, colours: readonly string[], sloganOpacity: number): ColourScheme {
  let background = '#ffffff';
  let rest = [...colours];
  if (variant.background === 'dark') {
    background = byLuminance(colours)[0] ?? '#1a1a1a';
    rest = colours.filter((c) => c !== background);
  } else {
    const palest = byLuminance(colours).at(-1);
    if (palest !== undefined && luminance(palest) >= PALE_LUMINANCE && colours.length > 1) {
      background = palest;
      rest = colours.filter((c) => c !== palest);
    }
  }
  if (rest.length === 0) rest = [...colours];
  const roles = paletteRoles(rest);
  const others = (first: string) => [first, ...rest].filter((c, i, all) => all.indexOf(c) === i);
  return {
    background,
    icon: legibleColour(roles.main, background, others(roles.accent), MIN_CONTRAST),
    title: legibleColour(roles.text, background, others(roles.main), MIN_CONTRAST),
    slogan: legibleColour(roles.accent, background, others(roles.text), MIN_CONTRAST, sloganOpacity),
    decor: legibleColour(roles.stroke, background, others(roles.main), MIN_CONTRAST),
  };
}
