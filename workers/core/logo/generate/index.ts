// Automatic logo generation (spec 4 "Auto-generate logo"): pure, seedable, Node-tested.
export { generateLogo, planLogo, titleSpacingsFor, type GenerateCatalogue, type GenerateInput, type GeneratedLogo, type LogoPlan } from './generate.ts';
export { createRng, randomSeed, type Rng } from '../../random/prng.ts';
export { estimateText, type MeasureText, type MeasuredText, type TextMeasureRequest, type GlyphRun } from './measure.ts';
export { legibilityProblems, type LegibilityProblem } from './legibility.ts';
export { LAYOUT_VARIANTS, matchesTitleLength, type LayoutKind, type LayoutVariant } from './variants.ts';
export { iconSvg, iconPathOf, ICON_VIEWBOX, type LogoIcon } from './icons.ts';
export { parsePalette, paletteRoles, type PaletteRoles } from './palette.ts';
export { contrastRatio, luminance, seenContrast, legibleColour, parseRgb } from './colour.ts';
export { RANDOM_TEXT_EXCLUDED_FONTS, LATIN_ONLY_FONTS, DEFAULT_LOGO_FONT, SLOGAN_FALLBACK_FONT, titleFontsFor, sloganFontFor, fontsToWarm, type FontUse } from './fonts.ts';
export { SLOGAN_OPACITY, SLOGAN_SCALE, TITLE_FONT_SIZE, TITLE_MAX_LENGTH, SLOGAN_MAX_LENGTH, canvasMetrics } from './geometry.ts';
export { cleanTitle, cleanSlogan, textLength, SLOGAN_DASH } from './text.ts';
export { LOGO_LAYER_IDS } from './compose.ts';
export { fontMeasure, measuredFromLayout, type LayoutText } from './fontMeasure.ts';
