/**
 * Mobile site → desktop site (spec section 2). On a non-mobile browser the
 * mobile app sends AI logo, templates, purchase VIP, works, card and signature
 * to their desktop equivalents, the terms and the privacy policy to the
 * document host (soft name, package id and version as query), and any other
 * path to the desktop home. Never on a test host, never from the statement of
 * use. Nothing happens unless a desktop origin is configured: then a desktop
 * browser gets the mobile app in a centred phone-width column (global.css).
 * The desktop paths and the document host's page names are ours (the desktop
 * site is not part of this product): docs/desktop-redirect.md.
 */

export interface DesktopRedirectConfig {
  /** e.g. https://www.example.cn; empty = no redirect. */
  desktopOrigin: string;
  /** Where the terms and privacy documents live; empty = the desktop origin. */
  docsOrigin: string;
  softName: string;
  packageId: string;
  version: string;
}

/** Spec rows 1–6: mobile route → desktop path. */
export const DESKTOP_PATHS: ReadonlyMap<string, string> = new Map([
  ['/pages/aiDesign/aiDesign', '/ai-logo'],
  ['/pages/template/template', '/templates'],
  ['/pages/checkOut/checkOut', '/vip'],
  ['/pages/works/works', '/works'],
  ['/pages/cardDesign/cardDesign', '/card'],
  ['/pages/signatureDesign/signatureDesign', '/signature'],
]);

/** Spec row 7: the two documents, on the document host. */
export const DOCUMENT_PAGES: ReadonlyMap<string, string> = new Map([
  ['/pages/webView/userPage', '/agreement'],
  ['/pages/webView/privacyPage', '/privacy'],
]);

export const STATEMENT_OF_USE_PATH = '/pages/my/statementOfUse';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|OpenHarmony|ArkWeb|MicroMessenger.*Mobile/i;

/** iPadOS reports a desktop Safari user agent: its touch points give it away. */
export function isMobileBrowser(userAgent: string, maxTouchPoints = 0): boolean {
  return MOBILE_UA.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Local, private-network and test-named hosts never redirect (spec: "not applied on test hosts"). */
export function isTestHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host === '[::1]' ||
    host.endsWith('.localhost') ||
    host.endsWith('.test') ||
    host.endsWith('.local') ||
    /^(test|dev|staging|pre|uat)[.-]/.test(host) ||
    /^(127|10)\.\d+\.\d+\.\d+$/.test(host) ||
    /^192\.168\.\d+\.\d+$/.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\.\d+\.\d+$/.test(host)
  );
}

/** The mobile route of a hash address: `#/pages/works/works?x=1` → `/pages/works/works`. */
export function routeOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' ? '/' : path;
}

export interface BrowserPlace {
  userAgent: string;
  maxTouchPoints?: number;
  hostname: string;
  hash: string;
}

/** The desktop URL this visit goes to, or null to stay on the mobile app. */
export function desktopRedirectTarget(place: BrowserPlace, config: DesktopRedirectConfig): string | null {
  if (!config.desktopOrigin) return null;
  if (isMobileBrowser(place.userAgent, place.maxTouchPoints) || isTestHost(place.hostname)) return null;
  const route = routeOfHash(place.hash);
  if (route === STATEMENT_OF_USE_PATH) return null;
  const desktop = config.desktopOrigin.replace(/\/+$/, '');
  const documentPage = DOCUMENT_PAGES.get(route);
  if (documentPage) {
    const docs = (config.docsOrigin || config.desktopOrigin).replace(/\/+$/, '');
    const query = new URLSearchParams({ softname: config.softName, packageid: config.packageId, version: config.version });
    return `${docs}${documentPage}?${query.toString()}`;
  }
  return `${desktop}${DESKTOP_PATHS.get(route) ?? '/'}`;
}
