import { strings } from '../../shared/strings.ts';

/**
 * Every route of spec section 2, in the spec's own paths, plus our ID photo
 * page (the spec names the feature but shows no route for it). Pure data so
 * Node tests, the router and the tab bar all read the same list.
 */
export const ROUTE_PATHS = [
  // tabs
  '/pages/index/index',
  '/pages/template/template',
  '/pages/works/works',
  '/pages/my/my',
  // start-up
  '/pages/startPage/startPage',
  '/pages/startPage/privacy',
  // tools and editor
  '/pages/image/crop',
  '/pages/login/loginTel',
  '/pages/newPage/newPage',
  '/pages/aiDesign/aiDesign',
  '/pages/aiDesign/oneTouchCreateMould',
  '/pages/create/create',
  '/pages/create/preview',
  '/pages/create/findMould',
  '/pages/create/searchMould',
  '/pages/checkOut/checkOut',
  '/pages/checkOut/askEveryone',
  // my
  '/pages/my/aboutUs',
  '/pages/my/set',
  '/pages/my/cancelAccount',
  '/pages/my/systemPermissions',
  '/pages/my/eidtMyData',
  '/pages/my/statementOfUse',
  '/pages/my/cutting',
  '/pages/my/reformList',
  '/pages/works/search',
  // error pages
  '/pages/err/noNetworkErr',
  '/pages/err/noResolveErr',
  '/pages/err/defailErr',
  '/pages/imageMatting/imgMatting',
  '/pages/imageMatting/manual',
  '/pages/webView/webView',
  '/pages/webView/webViewCancel',
  '/pages/webView/privacyPage',
  '/pages/webView/userPage',
  '/pages/cardDesign/cardDesign',
  '/pages/cardDesign/cardPreview',
  '/pages/removeWatermark/removeWatermark',
  '/pages/addWaterMark/index',
  '/pages/erasePen/index',
  '/pages/signatureDesign/signatureDesign',
  '/pages/signatureDesign/signatureResult',
  '/pages/picturePuzzle/picturePuzzle',
  '/pages/aiqiming/aiqiming',
  '/pages/aiqiming/aiqiming-result',
  '/pages/qrcodeEdit/qrcodeEdit',
  '/pages/nameLogo/nameLogo',
  // ours: ID photo (spec section 1 names the feature, section 2 shows no route)
  '/pages/idPhoto/idPhoto',
  // the original shell's built-in location pages (uni-app H5 serves them at these paths)
  '/choose-location',
  '/open-location',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

export const HOME_PATH = '/pages/index/index' satisfies RoutePath;
export const NO_NETWORK_PATH = '/pages/err/noNetworkErr' satisfies RoutePath;
export const NO_RESOLVE_PATH = '/pages/err/noResolveErr' satisfies RoutePath;
export const DETAIL_ERROR_PATH = '/pages/err/defailErr' satisfies RoutePath;
export const AI_DESIGN_PATH = '/pages/aiDesign/aiDesign' satisfies RoutePath;

/** `/pages/create/preview` → `page-create-preview`, `/open-location` → `page-open-location`. */
export function pageTestId(path: RoutePath): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return `page-${(segments[0] === 'pages' ? segments.slice(1) : segments).join('-')}`;
}

export function isRoutePath(path: string): path is RoutePath {
  return (ROUTE_PATHS as readonly string[]).includes(path);
}

/** Typed lookup: a route missing from strings.routes fails the typecheck. */
const ROUTE_TITLES: Record<RoutePath, string> = strings.routes;

export function routeTitle(path: RoutePath): string {
  return ROUTE_TITLES[path];
}
