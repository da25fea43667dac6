import type { Rng } from '../../random/prng.ts';

/** An icon of the catalogue (public/catalogue/icons.json + its page of paths). */
export interface LogoIcon {
  id: string;
  /** Chinese name. */
  name: string;
  /** One SVG path in a 24 × 24 box (@mdi/svg). */
  d: string;
  categories?: readonly string[];
}

export const ICON_VIEWBOX = 24;

/** The icon layer's `data`: a standalone SVG the renderer recolours with the layer's fill. */
export function iconSvg(d: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ICON_VIEWBOX} ${ICON_VIEWBOX}"><path d="${d}"/></svg>`;
}

/** The path back out of an icon layer's data (for thumbnails); null when it is not one of ours. */
export function iconPathOf(data: string): { d: string; viewBox: string } | null {
  const d = /<path[^>]*\sd="([^"]+)"/.exec(data)?.[1];
  const viewBox = /viewBox="([^"]+)"/.exec(data)?.[1] ?? `0 0 ${ICON_VIEWBOX} ${ICON_VIEWBOX}`;
  return d ? { d, viewBox } : null;
}

export interface IconInput {
  icon?: LogoIcon;
  icons?: readonly LogoIcon[];
  allow?: (icon: LogoIcon) => boolean;
}

/** Spec 4 step 2: the given icon, else a random one from the (filtered) list, else from the catalogue. */
export function pickIcon(rng: Rng, input: IconInput, catalogue: readonly LogoIcon[]): LogoIcon {
  if (input.icon) return input.icon;
  const source = input.icons && input.icons.length > 0 ? input.icons : catalogue;
  const allowed = input.allow ? source.filter(input.allow) : source;
  if (allowed.length > 0) return rng.pick(allowed);
  if (source.length > 0) return rng.pick(source);
  throw new Error('no icons to choose from');
}
