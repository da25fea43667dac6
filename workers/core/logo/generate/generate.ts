import type { CanvasSize, LogoDocument } from '../../model/index.ts';
import { composeLogo, type ComposedText } from './compose.ts';
import { canvasMetrics, SLOGAN_OPACITY, SLOGAN_SCALE, TITLE_FONT_SIZE, type Size } from './geometry.ts';
import { pickFonts, type FontChoice } from './fonts.ts';
import { pickIcon, type LogoIcon } from './icons.ts';
import { maxTextWidths, placeItems } from './layouts.ts';
import type { MeasureText, TextMeasureRequest } from './measure.ts';
import { filteredPalettes, parsedPalettes } from './palette.ts';
import { createRng } from '../../random/prng.ts';
import { colourScheme, type ColourScheme } from './scheme.ts';
import { cleanSlogan, cleanTitle, maybeDashes, textLength } from './text.ts';
import { LAYOUT_VARIANTS, matchesTitleLength, paletteSuits, type LayoutVariant } from './variants.ts';

/** Spec 3 "Logo generation input": title, slogan, optional icon, optional icon list, allowed-icon filter. */
export interface GenerateInput {
  title: string;
  slogan?: string;
  icon?: LogoIcon;
  icons?: readonly LogoIcon[];
  allowIcon?: (icon: LogoIcon) => boolean;
  /** Same seed and catalogue → same logo. */
  seed: number;
  size?: CanvasSize;
  /** Only these variants (templates ask for one kind); default all. */
  variants?: readonly LayoutVariant[];
}

export interface GenerateCatalogue {
  icons: readonly LogoIcon[];
  /** Comma-separated colour lists (public/catalogue/colors.json). */
  palettes: readonly string[];
  /** Font ids (public/fonts/index.json). */
  fonts: readonly string[];
}

export interface LogoPlan {
  seed: number;
  variant: LayoutVariant;
  icon: LogoIcon;
  palette: string;
  scheme: ColourScheme;
  fonts: FontChoice;
  title: string;
  slogan: string;
  /** Title letter spacing in em. */
  titleSpacing: number;
}

export interface GeneratedLogo extends LogoPlan {
  doc: LogoDocument;
}

/** Letter spacings (em) a title may get: short titles are spread a little at random. */
export function titleSpacingsFor(title: string): readonly number[] {
  return textLength(title) <= 4 ? [0, 0.08, 0.16] : [0];
}

/** The random decisions, in the spec's order (layout, icon, palette, dashes), then fonts and spacing. */
export function planLogo(input: GenerateInput, catalogue: GenerateCatalogue): LogoPlan {
  const rng = createRng(input.seed);
  const title = cleanTitle(input.title);
  if (title === '') throw new Error('a logo needs a title');
  const pool = input.variants && input.variants.length > 0 ? input.variants : LAYOUT_VARIANTS;
  const fitting = pool.filter((v) => matchesTitleLength(v, textLength(title)));
  const variant = rng.weighted(fitting.length > 0 ? fitting : pool, (v) => v.weight);
  const icon = pickIcon(rng, { icon: input.icon, icons: input.icons, allow: input.allowIcon }, catalogue.icons);
  const palettes = parsedPalettes(catalogue.palettes);
  if (palettes.length === 0) throw new Error('no palettes to choose from');
  const suited = filteredPalettes(catalogue.palettes, variant.id, (colours) => paletteSuits(variant, colours));
  const palette = rng.pick(suited.length > 0 ? suited : palettes);
  const slogan = maybeDashes(rng, cleanSlogan(input.slogan ?? ''));
  const fonts = pickFonts(rng, catalogue.fonts, title);
  const spacings = titleSpacingsFor(title);
  const titleSpacing = spacings.length > 1 ? rng.pick(spacings) : 0;
  const scheme = colourScheme(variant, palette.colours, SLOGAN_OPACITY);
  return { seed: input.seed, variant, icon, palette: palette.line, scheme, fonts, title, slogan, titleSpacing };
}

/** Font sizes are kept to 0.01 px and rounded down, so a shrunk text never grows back past its limit. */
const floor2 = (n: number) => Math.floor(n * 100) / 100;

/** Measures at `request`, shrinking the font until the drawn width fits (layout is linear in the size). */
export async function fitText(request: TextMeasureRequest, scale: number, maxWidth: number, measure: MeasureText): Promise<ComposedText> {
  let current = request;
  let measured = await measure(current);
  for (let attempt = 0; measured.width * scale > maxWidth; attempt += 1) {
    if (attempt >= 8 || maxWidth <= 0) throw new Error(`text does not fit: ${request.text}`);
    const ratio = (maxWidth / (measured.width * scale)) * 0.995;
    current = { ...current, fontSize: floor2(current.fontSize * ratio), letterSpacing: current.letterSpacing * ratio };
    measured = await measure(current);
  }
  return { ...current, measured };
}

const drawn = (size: Size, scale: number): Size => ({ width: size.width * scale, height: size.height * scale });

/** Spec 4 "Auto-generate logo", producing a real editor document (parseDocument accepts it). */
export async function generateLogo(input: GenerateInput, catalogue: GenerateCatalogue, measure: MeasureText): Promise<GeneratedLogo> {
  const plan = planLogo(input, catalogue);
  const m = canvasMetrics(input.size);
  const titleRequest = { text: plan.title, fontName: plan.fonts.title, fontSize: TITLE_FONT_SIZE, letterSpacing: plan.titleSpacing * TITLE_FONT_SIZE };
  const sloganRequest = plan.slogan ? { text: plan.slogan, fontName: plan.fonts.slogan, fontSize: TITLE_FONT_SIZE, letterSpacing: 0 } : null;
  const [titleBase, sloganBase] = await Promise.all([measure(titleRequest), sloganRequest ? measure(sloganRequest) : null]);
  const limits = maxTextWidths(plan.variant, m, titleBase, sloganBase ? drawn(sloganBase, SLOGAN_SCALE) : null);
  const title = await fitText(titleRequest, 1, limits[0] ?? 0, measure);
  const slogan = sloganRequest ? await fitText(sloganRequest, SLOGAN_SCALE, limits[1] ?? 0, measure) : null;
  const placement = placeItems(plan.variant, m, title.measured, slogan ? drawn(slogan.measured, SLOGAN_SCALE) : null);
  const align = plan.variant.kind === 'left-right' ? 'left' : 'center';
  const doc = composeLogo({ metrics: m, placement, scheme: plan.scheme, icon: plan.icon, title, slogan, align });
  return { ...plan, doc };
}
