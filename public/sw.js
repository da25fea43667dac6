/* Service worker (issue 15): the app opens offline with what this device already used.
 *
 * - The app's page (a navigation to /): the cached shell at once, refreshed from the network in
 *   the background (stale-while-revalidate, issue 30): a return visit waits for no round trip.
 *   A new build is therefore served from the visit after the one that fetched it; its hashed
 *   assets are new URLs, fetched then. Other navigations: network first, the shell offline.
 * - /assets/* (content-hashed, immutable): cache first.
 * - /fonts/* slices and /models/*: cache first; only slices a text needed were ever fetched.
 * - /catalogue/* and GET /api/* content reads: network first, the last answer when offline
 *   (catalogue URLs carry a cache-refresh suffix, so the fallback ignores the query).
 * - Everything else (signed POSTs, health, uploads): straight to the network, never cached.
 *
 * On install the shell is cached from index.html (its scripts, preloads and styles); the page
 * then sends the URLs it loaded before this worker controlled it ('warm'), so a first visit's
 * pages, fonts and catalogue are cached too. Written by hand (no CDN, no build step): docs/offline.md.
 */
const VERSION = 'v1';
const SHELL = `shell-${VERSION}`;
const STATIC = `static-${VERSION}`;
const DATA = `data-${VERSION}`;
const KEEP = new Set([SHELL, STATIC, DATA]);
/** Bound on the data cache (catalogue pages, content reads): oldest entries go first. */
const MAX_DATA_ENTRIES = 300;

function strategyFor(url, request) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return 'network';
  if (request.mode === 'navigate') return url.pathname === '/' || url.pathname === '/index.html' ? 'shell' : 'page';
  const path = url.pathname;
  // Font lists (index.json) change with a deploy; the slices they name never do.
  if (path.startsWith('/fonts/') && path.endsWith('.json')) return 'data';
  if (path.startsWith('/assets/') || path.startsWith('/fonts/') || path.startsWith('/models/')) return 'static';
  if (path.startsWith('/catalogue/') || (path.startsWith('/api/') && !path.startsWith('/api/v4/'))) return 'data';
  if (path === '/manifest.webmanifest' || path.startsWith('/icons/') || path === '/favicon.svg') return 'static';
  return 'network';
}

async function cacheShell() {
  const cache = await caches.open(SHELL);
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put('/', response);
  const urls = new Set(['/manifest.webmanifest', '/favicon.svg']);
  for (const match of html.matchAll(/(?:src|href)="(\/[^"]+)"/g)) urls.add(match[1]);
  const statics = await caches.open(STATIC);
  await Promise.all([...urls].map((url) => statics.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !KEEP.has(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function trimData() {
  const cache = await caches.open(DATA);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_DATA_ENTRIES)).map((key) => cache.delete(key)));
}

/** The app's shell (index.html) from the network, kept for the next visit when it is the app's. */
async function refreshShell(request) {
  const response = await fetch(request);
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.includes('text/html')) await (await caches.open(SHELL)).put('/', response.clone());
  return response;
}

/** A navigation to the app: the cached shell now, the network's into the cache for next time. */
async function shell(event) {
  const cached = await (await caches.open(SHELL)).match('/');
  const fresh = refreshShell(event.request);
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

/** Any other page (a server page such as a sandbox or a legal document): network first. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await (await caches.open(SHELL)).match('/');
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(DATA);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      void trimData();
    }
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true }));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const strategy = strategyFor(url, event.request);
  if (strategy === 'shell') event.respondWith(shell(event));
  else if (strategy === 'page') event.respondWith(page(event.request));
  else if (strategy === 'static') event.respondWith(cacheFirst(event.request));
  else if (strategy === 'data') event.respondWith(networkFirst(event.request));
});

/** URLs the page loaded before this worker controlled it: fetched again from the HTTP cache and kept. */
async function warm(urls) {
  for (const raw of urls.slice(0, 500)) {
    const url = new URL(raw, self.location.origin);
    const request = new Request(url.href);
    const strategy = strategyFor(url, request);
    if (strategy !== 'static' && strategy !== 'data') continue;
    const cache = await caches.open(strategy === 'static' ? STATIC : DATA);
    if (await cache.match(request)) continue;
    try {
      const response = await fetch(request, { cache: 'force-cache' });
      if (response.ok) await cache.put(request, response);
    } catch {
      // Offline already: the next visit caches it.
    }
  }
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'warm' && Array.isArray(event.data.urls)) event.waitUntil(warm(event.data.urls));
});
