import type { Layer } from './types.ts';

// The spec stores a shadow offset twice: shadowX/shadowY and shadowAngle/shadowDistance.
// X/Y are what gets drawn; angle (degrees, 0 = right, 90 = down, canvas y-down) and
// distance are the panel's polar view. The change-property intent keeps both in step.

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function shadowOffsetFromPolar(angleDeg: number, distance: number): { shadowX: number; shadowY: number } {
  const rad = (angleDeg * Math.PI) / 180;
  return { shadowX: round(Math.cos(rad) * distance), shadowY: round(Math.sin(rad) * distance) };
}

export function shadowPolarFromOffset(x: number, y: number): { shadowAngle: number; shadowDistance: number } {
  const distance = Math.hypot(x, y);
  if (distance === 0) return { shadowAngle: 0, shadowDistance: 0 };
  const angle = (Math.atan2(y, x) * 180) / Math.PI;
  return { shadowAngle: round((angle + 360) % 360), shadowDistance: round(distance) };
}

/**
 * Whether a layer casts a visible shadow. Text layers also need their `shadow` switch on
 * (spec: text styling has a `shadow` flag); other layers cast one as soon as it shows.
 */
export function hasShadow(layer: Layer): boolean {
  if (layer.type === 'text' && !layer.shadow) return false;
  if (layer.shadowColor === '' || layer.shadowOpacity === 0) return false;
  return layer.shadowBlur > 0 || layer.shadowX !== 0 || layer.shadowY !== 0;
}
