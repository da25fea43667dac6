import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../testing/testServer.ts';
import { request, startTestServer } from '../testing/testServer.ts';
import { signedBody } from '../testing/signing.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const routes = [
  { method: 'POST', path: '/api/v4/getutctime' },
  { method: 'POST', path: '/api/analytics/batch' },
  { method: 'POST', path: '/api/location_and_time' },
  { method: 'PUT', path: '/dev/product-config' },
] as const;

const anyValue = fc.oneof(fc.jsonValue(), fc.constant(undefined));

// Printable ASCII only: fetch itself refuses other header bytes before anything is sent.
const headerText = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789/;=+-._ '.split('')), maxLength: 40 });

// Mostly JSON, so that most bodies get past the content type to the checks behind it.
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON'), weight: 6 },
  { arbitrary: fc.constantFrom('text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded'), weight: 1 },
  { arbitrary: headerText, weight: 1 },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

// Bodies that look like signed calls, with every signing field any type at all.
const signingShaped = fc
  .record(
    {
      datasign: fc.oneof(anyValue, fc.stringMatching(/^[0-9a-f]{32}$/)),
      timestamp: fc.oneof(anyValue, fc.integer(), fc.constant(Math.floor(Date.now() / 1000))),
      deviceid: anyValue,
      productinfo: anyValue,
      nonce: anyValue,
      project: anyValue,
      data_list: anyValue,
      id: anyValue,
      config: anyValue,
      time: anyValue,
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));

// Correctly signed now, with random extra fields: these pass the signature and reach validation.
const validlySigned = fc
  .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 })
  .map((extra) => JSON.stringify(signedBody(extra, Math.floor(Date.now() / 1000))));

// A few signed bodies sent many times: the first use passes, every later one is a replay.
const reused = Array.from({ length: 5 }, (_, index) => JSON.stringify(signedBody({ index }, Math.floor(Date.now() / 1000))));

const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom(...reused),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.uint8Array({ maxLength: 256 }),
  signingShaped,
  validlySigned,
  fc.constant(undefined),
);

describe('random requests', () => {
  it('always get a 2xx or 4xx JSON answer, never a 5xx', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, contentType, async (route, payload, type) => {
        const response = await request(`${server.url}${route.path}`, {
          method: route.method,
          headers: type === undefined ? {} : { 'content-type': type },
          ...(payload === undefined ? {} : { body: payload }),
        });
        seen.add(response.status);
        expect(response.status).toBeLessThan(500);
        expect(typeof response.body).toBe('object');
        if (response.status >= 400) {
          expect(response.body).toEqual({ code: expect.any(Number), msg: expect.any(String) });
        } else {
          expect(response.status).toBe(200);
        }
      }),
      { numRuns: 2000 },
    );
    // The generators must reach both outcomes, or the property proves little.
    expect(seen.has(200)).toBe(true);
    expect([...seen].some((status) => status >= 400)).toBe(true);
  }, 60_000);
});
