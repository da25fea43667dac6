import { EC_LEVELS, EC_RECOVERY, type EcLevel } from './matrix.ts';
import type { QrStyle } from './style.ts';

/**
 * Why a styled code may be hard to scan, from its style alone (pure). The decoder in the
 * scan worker gives the verdict on the drawn pixels; these rules name the reason and the
 * fix, and catch what a clean render hides from the decoder but a phone camera meets
 * (glare, blur, distance): margins are kept on the safe side.
 */

/** `covered`: the user's own layers (a caption, a sticker) over the code stop the decoder. */
export type ScanReason = 'contrast' | 'logo' | 'quietZone' | 'dense' | 'style' | 'covered';

/** A one-tap change to the style that removes the reason. */
export type ScanFix =
  /** Darker dots; on a background too dark for any ink, white paper as well. */
  | { kind: 'darken'; foreground: string; background: string | null }
  | { kind: 'raiseEc'; ec: EcLevel }
  | { kind: 'shrinkLogo'; size: number }
  | { kind: 'margin'; margin: number }
  | { kind: 'lowerEc'; ec: EcLevel }
  | { kind: 'plainDots' };

export interface ScanIssue {
  reason: ScanReason;
  fix: ScanFix | null;
}

/** WCAG contrast below this between dots and background: phones start to miss it. */
export const MIN_CONTRAST = 3;
/** A logo may cover at most this share of what the error correction can restore. */
export const LOGO_SHARE_OF_RECOVERY = 0.5;
/** Quiet zone below this (modules) is unreliable, unless the background around is light anyway. */
export const MIN_QUIET_ZONE = 2;
/** More modules than this (version 25) are too fine for a code printed a few centimetres wide. */
export const MAX_MODULES = 117;

export function parseHex(colour: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function luminance(colour: string): number {
  const rgb = parseHex(colour) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1–21; negative when the "dark" colour is the lighter one (inverted code). */
export function contrast(dark: string, light: string): number {
  const a = luminance(dark);
  const b = luminance(light);
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return a <= b ? ratio : -ratio;
}

/** The background the dots are read against (a transparent code is judged on white paper). */
export function readingBackground(style: QrStyle): string {
  return style.transparent ? '#ffffff' : style.background;
}

/** A darker version of a colour that reaches the contrast (same hue, lower lightness). */
export function darkenFor(colour: string, background: string, target = 4.5): string {
  const rgb = parseHex(colour) ?? [0, 0, 0];
  for (let f = 1; f >= 0; f -= 0.05) {
    const hex = `#${rgb.map((v) => Math.round(v * f).toString(16).padStart(2, '0')).join('')}`;
    if (contrast(hex, background) >= target) return hex;
  }
  return '#000000';
}

export function scanIssues(style: QrStyle, modules: number): ScanIssue[] {
  const issues: ScanIssue[] = [];
  const bg = readingBackground(style);
  const inks = [style.foreground, style.eyeColour, ...(style.gradientTo ? [style.gradientTo] : [])];
  const weakest = inks.reduce((min, ink) => Math.min(min, contrast(ink, bg)), Infinity);
  if (weakest < MIN_CONTRAST) {
    const darkest = inks.reduce((a, b) => (luminance(a) <= luminance(b) ? a : b));
    const ink = darkenFor(darkest, bg);
    const paper = contrast(ink, bg) >= MIN_CONTRAST ? null : '#ffffff';
    issues.push({ reason: 'contrast', fix: { kind: 'darken', foreground: paper ? darkenFor(darkest, paper) : ink, background: paper } });
  }
  if (style.logo) {
    const allowed = EC_RECOVERY[style.ec] * LOGO_SHARE_OF_RECOVERY;
    if (style.logo.size ** 2 > allowed) {
      const higher = EC_LEVELS.slice(EC_LEVELS.indexOf(style.ec) + 1).find((level) => style.logo!.size ** 2 <= EC_RECOVERY[level] * LOGO_SHARE_OF_RECOVERY);
      const fit = Math.floor(Math.sqrt(allowed) * 100) / 100;
      issues.push({ reason: 'logo', fix: higher ? { kind: 'raiseEc', ec: higher } : { kind: 'shrinkLogo', size: fit } });
    }
  }
  // A transparent code may sit on anything: it needs its own quiet zone.
  if (style.margin < MIN_QUIET_ZONE) issues.push({ reason: 'quietZone', fix: { kind: 'margin', margin: 4 } });
  if (modules > MAX_MODULES) {
    const lower = style.ec === 'L' || style.logo ? null : EC_LEVELS[EC_LEVELS.indexOf(style.ec) - 1]!;
    issues.push({ reason: 'dense', fix: lower ? { kind: 'lowerEc', ec: lower } : null });
  }
  return issues;
}

/** The style after a fix. */
export function applyFix(style: QrStyle, fix: ScanFix): QrStyle {
  switch (fix.kind) {
    case 'darken':
      return { ...style, foreground: fix.foreground, eyeColour: fix.foreground, gradientTo: null, ...(fix.background ? { background: fix.background, transparent: false } : {}) };
    case 'raiseEc':
    case 'lowerEc':
      return { ...style, ec: fix.ec };
    case 'shrinkLogo':
      return style.logo ? { ...style, logo: { ...style.logo, size: fix.size } } : style;
    case 'margin':
      return { ...style, margin: fix.margin };
    case 'plainDots':
      return { ...style, dot: 'square', eye: 'square' };
  }
}
