import { describe, expect, it } from 'vitest';
import { desktopRedirectTarget, isMobileBrowser, isTestHost, routeOfHash, type BrowserPlace, type DesktopRedirectConfig } from './desktopRedirect.ts';

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const config: DesktopRedirectConfig = { desktopOrigin: 'https://www.example.cn/', docsOrigin: 'https://docs.example.cn', softName: '标志设计', packageId: 'com.example.logo', version: '1.2.3' };
const desktopAt = (hash: string, hostname = 'm.example.cn'): BrowserPlace => ({ userAgent: DESKTOP_UA, hostname, hash });

describe('mobile → desktop redirect, spec section 2, one test per row', () => {
  it('AI logo → the desktop AI logo page', () => {
    expect(desktopRedirectTarget(desktopAt('#/pages/aiDesign/aiDesign'), config)).toBe('https://www.example.cn/ai-logo');
  });
  it('templates → the desktop templates', () => {
    expect(desktopRedirectTarget(desktopAt('#/pages/template/template?tab=2'), config)).toBe('https://www.example.cn/templates');
  });
  it('purchase VIP → the desktop VIP page', () => {
    expect(desktopRedirectTarget(desktopAt('#/pages/checkOut/checkOut'), config)).toBe('https://www.example.cn/vip');
  });
  it('works → the desktop works', () => {
    expect(desktopRedirectTarget(desktopAt('#/pages/works/works'), config)).toBe('https://www.example.cn/works');
  });
  it('card → the desktop card design', () => {
    expect(desktopRedirectTarget(desktopAt('#/pages/cardDesign/cardDesign'), config)).toBe('https://www.example.cn/card');
  });
  it('signature → the desktop signature design', () => {
    expect(desktopRedirectTarget(desktopAt('#/pages/signatureDesign/signatureDesign'), config)).toBe('https://www.example.cn/signature');
  });
  it('terms of use and privacy → the document host with soft name, package id and version', () => {
    const terms = new URL(desktopRedirectTarget(desktopAt('#/pages/webView/userPage'), config) ?? '');
    expect(`${terms.origin}${terms.pathname}`).toBe('https://docs.example.cn/agreement');
    expect(Object.fromEntries(terms.searchParams)).toEqual({ softname: '标志设计', packageid: 'com.example.logo', version: '1.2.3' });
    const privacy = new URL(desktopRedirectTarget(desktopAt('#/pages/webView/privacyPage'), config) ?? '');
    expect(`${privacy.origin}${privacy.pathname}`).toBe('https://docs.example.cn/privacy');
    expect(privacy.searchParams.get('softname')).toBe('标志设计');
    // Without a document host of their own, the documents go to the desktop origin.
    expect(desktopRedirectTarget(desktopAt('#/pages/webView/privacyPage'), { ...config, docsOrigin: '' })).toMatch(/^https:\/\/www\.example\.cn\/privacy\?/);
  });
  it('any other path → the desktop home', () => {
    for (const hash of ['', '#/', '#/pages/index/index', '#/pages/my/my', '#/pages/create/create?workId=1', '#/pages/nowhere']) {
      expect(desktopRedirectTarget(desktopAt(hash), config), hash).toBe('https://www.example.cn/');
    }
  });
  it('never on a test host', () => {
    for (const host of ['localhost', '127.0.0.1', '192.168.1.8', '10.0.0.5', '172.20.1.1', 'test.example.cn', 'dev-m.example.cn', 'app.test']) {
      expect(desktopRedirectTarget(desktopAt('#/pages/works/works', host), config), host).toBeNull();
    }
  });
  it('never from the statement-of-use page', () => {
    expect(desktopRedirectTarget(desktopAt('#/pages/my/statementOfUse'), config)).toBeNull();
  });
  it('never on a mobile browser, an iPad included', () => {
    expect(desktopRedirectTarget({ ...desktopAt('#/pages/works/works'), userAgent: PHONE_UA }, config)).toBeNull();
    const iPad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    expect(desktopRedirectTarget({ ...desktopAt('#/pages/works/works'), userAgent: iPad, maxTouchPoints: 5 }, config)).toBeNull();
    expect(isMobileBrowser(iPad, 0)).toBe(false);
  });
  it('never without a configured desktop origin', () => {
    expect(desktopRedirectTarget(desktopAt('#/pages/works/works'), { ...config, desktopOrigin: '' })).toBeNull();
  });
  it('reads the route from the hash and tells public hosts from test ones', () => {
    expect(routeOfHash('#/pages/works/works?x=1')).toBe('/pages/works/works');
    expect(isTestHost('m.example.cn')).toBe(false);
    expect(isTestHost('172.32.0.1')).toBe(false);
  });
});

describe('applying the redirect at start', () => {
  const fakeWindow = (hash: string, hostname = 'm.example.cn') => {
    const replaced: string[] = [];
    const win = {
      navigator: { userAgent: DESKTOP_UA, maxTouchPoints: 0 },
      location: { hostname, hash, replace: (url: string) => void replaced.push(url) },
    } as unknown as Window;
    return { win, replaced };
  };

  it('leaves for the desktop page only when a desktop origin is built in', async () => {
    const { applyDesktopRedirect, desktopRedirectConfig } = await import('./applyDesktopRedirect.ts');
    const on = desktopRedirectConfig({ VITE_DESKTOP_ORIGIN: ' https://www.example.cn ', VITE_PACKAGE_ID: 'com.example.logo' });
    const visit = fakeWindow('#/pages/works/works');
    expect(applyDesktopRedirect(visit.win, on)).toBe(true);
    expect(visit.replaced).toEqual(['https://www.example.cn/works']);

    const off = desktopRedirectConfig({});
    const stay = fakeWindow('#/pages/works/works');
    expect(applyDesktopRedirect(stay.win, off)).toBe(false);
    expect(stay.replaced).toEqual([]);
  });
});
