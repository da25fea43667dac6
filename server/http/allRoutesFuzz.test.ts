import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedBody } from '../testing/signing.ts';
import type { RunningServer } from '../testing/testServer.ts';
import { request, startTestServer } from '../testing/testServer.ts';

/**
 * Random requests to every route the server has (read from Fastify's own
 * route table, so a new route is fuzzed without editing this file). Bodies
 * are correctly signed or not, with field names the routes read and values
 * that include NUL, lone surrogates, huge and odd strings. Not one may get a
 * 5xx. FUZZ_RUNS sets how many (the issue's acceptance run is 10000).
 */
const runs = Number(process.env.FUZZ_RUNS || 1500);

let server: RunningServer;
let routes: Array<{ method: string; path: string }>;

/** Parses printRoutes({ commonPrefix: false }): one line per path, children indented under their parent. */
export function routesFromTree(tree: string): Array<{ method: string; path: string }> {
  const parents: string[] = [];
  const found: Array<{ method: string; path: string }> = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth > 0 ? (parents[depth - 1] ?? '') : '') + (match[2] ?? '');
    parents[depth] = path.endsWith('/') ? path.slice(0, -1) + '/' : path;
    for (const method of (match[3] ?? '').split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, path });
  }
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  routes = routesFromTree(server.app.printRoutes({ commonPrefix: false }));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

// Any UTF-16 code unit: NUL, lone surrogates, control characters, CJK.
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const nasty = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 40 }),
  fc.constantFrom('\u0000', '\ud800', 'a\udfffb', '🎨', '', ' ', '13900000000', '../../etc/passwd', '%00', 'null', '-1', '1e309'),
  fc.string({ maxLength: 20 }).map((text) => text.repeat(200)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const anyValue = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 }), fc.dictionary(nasty, nasty, { maxKeys: 3 }));

// Field names the routes read, so random values reach their validation and handlers.
const fieldNames = [
  'account', 'usertoken', 'andriodid', 'deviceid', 'devicetype', 'verifytype', 'imgcode', 'smscode', 'logintag', 'viraccount',
  'virusertoken', 'nickname', 'orderpackinfo', 'paygateway', 'order', 'id', 'content', 'hash', 'name', 'thumb', 'deleted',
  'baseRevision', 'editedAt', 'kind', 'schemaVersion', 'task_id', 'image_url', 'project', 'data_list', 'time', 'config', 'tag',
  'orderno', 'filemd5', 'querytype', 'text', 'contact', 'showvip',
];
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), nasty), anyValue, { maxKeys: 6 });

/** JSON.stringify writes lone surrogates as \\udXXX escapes: the server's parser gets them back as they were. */
const body = fc.oneof(
  { arbitrary: fields.map((extra) => ({ signed: true as const, extra })), weight: 4 },
  { arbitrary: fields.map((extra) => ({ signed: false as const, extra })), weight: 2 },
  { arbitrary: fc.string({ unit: anyUnit, maxLength: 60 }).map((raw) => ({ raw })), weight: 1 },
);

function signedOrNot(extra: Record<string, unknown>, signed: boolean): string {
  if (!signed) return JSON.stringify(extra);
  // The app's signer (blueimp MD5) throws on lone surrogates: those bodies are signed with the field names only.
  try {
    return JSON.stringify(signedBody(extra as Record<string, string>, Math.floor(Date.now() / 1000)));
  } catch {
    return JSON.stringify({ ...signedBody({}, Math.floor(Date.now() / 1000)), ...extra });
  }
}

const pathValue = fc.oneof(nasty, fc.constantFrom('1', '0', 'u0123456789abcdef0123456789abcdef.png', 'sandbox', 'wxpay', 'alipay', 'valueOf', 'constructor', '__proto__'));

describe('every route, random input', () => {
  it(`answers ${runs} random requests with 2xx/3xx/4xx, never a 5xx`, async () => {
    expect(routes.length).toBeGreaterThan(40);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 10_000 }), body, pathValue, fc.dictionary(fc.constantFrom(...fieldNames), nasty, { maxKeys: 3 }), async (pick, input, param, query) => {
        const route = routes[pick % routes.length];
        if (!route) return;
        const path = route.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(param.replace(/[\ud800-\udfff]/g, '\ufffd')));
        const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, value.replace(/[\ud800-\udfff]/g, '\ufffd')]));
        const url = `${server.url}${path}${search.size > 0 ? `?${search.toString()}` : ''}`;
        const init: RequestInit = { method: route.method, redirect: 'manual' };
        if (route.method !== 'GET') {
          init.headers = { 'content-type': 'application/json' };
          init.body = 'raw' in input ? input.raw : signedOrNot(input.extra, input.signed);
        }
        const response = await request(url, init);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, `${route.method} ${url} ${String(init.body).slice(0, 300)} → ${response.text.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: runs },
    );
    // The generators must reach handlers (2xx) as well as refusals, or the property proves little.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  }, Math.max(120_000, runs * 150));
});
