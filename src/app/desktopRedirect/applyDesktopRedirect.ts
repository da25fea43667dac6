import { version } from '../../../package.json';
import { desktopRedirectTarget, type DesktopRedirectConfig } from './desktopRedirect.ts';

/**
 * Build-time configuration (Vite env): VITE_DESKTOP_ORIGIN turns the redirect on,
 * VITE_DOCS_ORIGIN and VITE_PACKAGE_ID fill the document host's address.
 */
export function desktopRedirectConfig(env: Record<string, unknown> = import.meta.env): DesktopRedirectConfig {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    desktopOrigin: text(env.VITE_DESKTOP_ORIGIN),
    docsOrigin: text(env.VITE_DOCS_ORIGIN),
    softName: '标志设计',
    packageId: text(env.VITE_PACKAGE_ID) || 'cn.biaozhisheji.app',
    version,
  };
}

/** Called first thing at start: true when the page is leaving for the desktop site (start nothing else). */
export function applyDesktopRedirect(win: Window = window, config: DesktopRedirectConfig = desktopRedirectConfig()): boolean {
  const target = desktopRedirectTarget(
    { userAgent: win.navigator.userAgent, maxTouchPoints: win.navigator.maxTouchPoints, hostname: win.location.hostname, hash: win.location.hash },
    config,
  );
  if (!target) return false;
  win.location.replace(target);
  return true;
}
