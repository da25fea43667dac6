import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES } from './pageModules.ts';
import { createAppRouter } from './router.ts';
import { pageTestId, ROUTE_PATHS, routeTitle } from './routeTable.ts';

// Copied by hand from spec section 2 (not derived from ROUTE_PATHS), so a
// route dropped or misspelt in the table fails here.
const SPEC_ROUTES = [
  '/pages/index/index',
  '/pages/template/template',
  '/pages/works/works',
  '/pages/my/my',
  '/pages/startPage/startPage',
  '/pages/startPage/privacy',
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
  '/pages/my/aboutUs',
  '/pages/my/set',
  '/pages/my/cancelAccount',
  '/pages/my/systemPermissions',
  '/pages/my/eidtMyData',
  '/pages/my/statementOfUse',
  '/pages/my/cutting',
  '/pages/my/reformList',
  '/pages/works/search',
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
  '/choose-location',
  '/open-location',
];

async function open(href: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [href] }), headless: true });
  await router.load();
  const leaf = router.state.matches[router.state.matches.length - 1];
  // An unknown path matches only the root, which then renders its not-found component.
  return { router, leafRouteId: leaf?.routeId, notFound: router.state.matches.length === 1 && leaf?._notFound === true };
}

describe('route table', () => {
  it('registers every route of spec section 2', () => {
    const missing = SPEC_ROUTES.filter((path) => !(ROUTE_PATHS as readonly string[]).includes(path));
    expect(missing).toEqual([]);
  });

  it('has no duplicate paths, and every page has a distinct test id and a title', () => {
    expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
    const ids = ROUTE_PATHS.map(pageTestId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pageTestId('/pages/create/preview')).toBe('page-create-preview');
    expect(pageTestId('/choose-location')).toBe('page-choose-location');
    for (const path of ROUTE_PATHS) expect(routeTitle(path)).toMatch(/\S/);
  });

  it('loads a component for every route (lazy chunks import, eager ones are functions)', async () => {
    for (const path of ROUTE_PATHS) {
      const source = PAGE_SOURCES[path];
      const component = 'eager' in source ? source.eager : (await source.lazy()).default;
      expect(typeof component, path).toBe('function');
    }
  });
});

describe('app router', () => {
  it.each(SPEC_ROUTES)('resolves %s to its own route', async (path) => {
    const { router, leafRouteId, notFound } = await open(path);
    expect(notFound).toBe(false);
    expect(leafRouteId).toBe(path);
    expect(router.state.location.pathname).toBe(path);
  });

  it('treats / as the home page and keeps its query', async () => {
    const { router, leafRouteId } = await open('/?from=share');
    expect(leafRouteId).toBe('/pages/index/index');
    expect(router.state.location.href).toBe('/pages/index/index?from=share');
  });

  it('shows the unresolved page for an unknown path without changing the address', async () => {
    const { router, notFound } = await open('/pages/nothing/here');
    expect(notFound).toBe(true);
    expect(router.state.location.pathname).toBe('/pages/nothing/here');
  });

  it('keeps query values as the strings in the address (no JSON parsing)', async () => {
    const { router } = await open('/pages/webView/webView?url=https%3A%2F%2Fexample.com%2F%3Fa%3D1&title=%E5%85%AC%E5%91%8A&id=007&flag=true');
    expect(router.state.location.search).toEqual({ url: 'https://example.com/?a=1', title: '公告', id: '007', flag: 'true' });
  });

  it('uses the spec timings for lazy pages', async () => {
    const { router } = await open('/pages/index/index');
    expect(router.options.defaultPendingMs).toBe(200);
  });
});
