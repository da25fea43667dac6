// Everything the logo worker (workers/logo) takes from this feature, in one place. All of
// it is DOM-free and Node-tested; tsconfig.worker.json type-checks these modules with the
// WebWorker lib through the worker's imports, so a DOM global reached from here fails tsc.
export {
  cleanSlogan,
  cleanTitle,
  fontMeasure,
  fontsToWarm,
  generateLogo,
  LAYOUT_VARIANTS,
  SLOGAN_DASH,
  TITLE_FONT_SIZE,
  titleSpacingsFor,
  type GenerateCatalogue,
  type LayoutText,
  type LogoIcon,
  type MeasureText,
  type MeasuredText,
  type TextMeasureRequest,
} from './generate/index.ts';
export { documentToSvg, svgDataUrl } from './render/svg.ts';
export { CAPTION_FONT, generateMonogram, MONOGRAM_STYLES, STYLE_FONTS, type MonogramStyle } from './monogram/monogram.ts';
export { generateNameLogo, NAME_LOGO_STYLES } from './nameLogo/nameLogo.ts';
export { fontIds, generatorCatalogue, iconById, iconMatches } from './generatorCatalogue.ts';
export { chooseMark, monogramMark, type IconMatches } from './match/iconMatch.ts';
export { fillTemplateFile, TemplateOpenError } from './templateFile.ts';
export { CatalogueError, createCatalogueClient, type CatalogueClient } from '../catalogue/client.ts';
export { createTtlCache, type TtlCache } from '../catalogue/cache.ts';
