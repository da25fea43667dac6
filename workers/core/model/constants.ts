/** Version of the saved document format written by this build (see migrations.ts). */
export const SCHEMA_VERSION = 3;

/** Spec 9: the default logo canvas is 1000 by 1000. */
export const DEFAULT_CANVAS_SIZE = { width: 1000, height: 1000 } as const;

/** Canvas size bounds: exports go up to 4000 px, so anything beyond 8000 is a typo or corruption. */
export const CANVAS_MIN = 50;
export const CANVAS_MAX = 8000;

/** Spec 3: text fontSize is 90 in the logo canvas document and 120 in the older (v1) element model. */
export const TEXT_FONT_SIZE_DEFAULT = 90;
export const V1_TEXT_FONT_SIZE_DEFAULT = 120;

/**
 * Longest text a layer may hold. A logo line is a few words; the cap keeps layout and
 * outline work bounded when someone pastes a whole article (issue 3: a 5000-character text
 * must give a clear message, not a frozen editor).
 */
export const MAX_TEXT_LENGTH = 500;

/** Spec 9: new images and icons are scaled to 30% of the canvas. */
export const NEW_ITEM_CANVAS_RATIO = 0.3;

/** Spec 3: gradientColors default to white at 0 and black at 100. */
export const DEFAULT_GRADIENT_DEG = 180;
