import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Bytes } from '../../../../workers/core/hash/md5Bytes.ts';
import { createTestClock } from '../../../../server/routes/account/accountTestKit.ts';
import { startAccountServer, type AccountServer } from '../../../../server/testing/accountServer.ts';
import { startLocalS3, type LocalS3 } from '../../../../server/testing/s3Server.ts';
import { userInfoSchema, type UserInfo } from '../../../services/account/userInfo.ts';
import { createApiClient } from '../../../services/api/index.ts';
import type { FetchLike } from '../../../services/api/transport.ts';
import { createWorksApi } from './syncApi.ts';

/**
 * Works pictures on the S3 store (docs/object-store.md "Works pictures"): the sync's download is
 * a signed GET that the node answers with a redirect to a presigned URL of the store, so the bytes
 * come from the store, not through the node. Real server (PGlite), real S3 server (s3rver) with
 * the bucket CORS rule the doc gives operators.
 */

/** The CORS rule docs/object-store.md tells operators to give the bucket. */
const BUCKET_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const clock = createTestClock(Date.now());
let s3: LocalS3;
let server: AccountServer;

beforeAll(async () => {
  s3 = await startLocalS3('bzsj-sync-pictures', { cors: BUCKET_CORS });
  server = await startAccountServer({ clock, env: s3.env });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await s3?.stop();
});

const photo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300_000, 7)]);
const hash = md5Bytes(new Uint8Array(photo));

/** An API client whose fetch records each call's URL and the URL its answer finally came from. */
function recordingClient() {
  const calls: { asked: string; answeredBy: string }[] = [];
  let failPictureGets = false;
  const fetch: FetchLike = async (input, init) => {
    // What a browser reports when the store's answer lacks CORS for this origin: a bare network failure.
    if (failPictureGets && input.includes('/api/v4/workpicture?')) throw new TypeError('Failed to fetch');
    const response = await globalThis.fetch(input, init);
    calls.push({ asked: input, answeredBy: response.url });
    return response;
  };
  return { api: createApiClient({ baseUrl: server.url, deviceId: () => 'sync-s3-device', fetch }), calls, failGets: () => void (failPictureGets = true) };
}

async function signedInWithPicture(): Promise<UserInfo> {
  const user = userInfoSchema().parse(await server.signInUserInfo());
  const { api } = recordingClient();
  await createWorksApi(api, user).putPicture(hash, `data:image/png;base64,${photo.toString('base64')}`);
  return user;
}

describe('works pictures from the object store', () => {
  it('a download is answered by the store through a presigned URL, byte-identical, never as base64 through the node', async () => {
    const user = await signedInWithPicture();
    const { api, calls } = recordingClient();
    const picture = await createWorksApi(api, user).getPicture(hash);
    expect(picture.type).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(photo)).toBe(true);
    const download = calls.find((call) => call.asked.includes('/api/v4/workpicture?'));
    expect(download?.answeredBy.startsWith(s3.endpoint)).toBe(true);
    expect(calls.some((call) => call.asked.includes('/workpictureget'))).toBe(false);
  });

  it('the bucket rule lets a page of any origin read the presigned answer (the header a browser needs)', async () => {
    const user = await signedInWithPicture();
    const { api, calls } = recordingClient();
    await createWorksApi(api, user).getPicture(hash);
    const presigned = calls.find((call) => call.answeredBy.startsWith(s3.endpoint))?.answeredBy ?? '';
    const response = await fetch(presigned, { headers: { Origin: 'https://app.example.cn' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|https:\/\/app\.example\.cn)$/);
  });

  it('when the redirect cannot be followed (a bucket without the CORS rule), the JSON call brings the same bytes', async () => {
    const user = await signedInWithPicture();
    const { api, calls, failGets } = recordingClient();
    failGets();
    const picture = await createWorksApi(api, user).getPicture(hash);
    expect(Buffer.from(await picture.arrayBuffer()).equals(photo)).toBe(true);
    expect(calls.some((call) => call.asked.includes('/workpictureget'))).toBe(true);
  });

  it('a picture the account does not have is refused with the server\'s Chinese message, not a fallback', async () => {
    const user = await signedInWithPicture();
    const { api, calls } = recordingClient();
    const missing = md5Bytes(new Uint8Array(Buffer.from('not uploaded')));
    await expect(createWorksApi(api, user).getPicture(missing)).rejects.toMatchObject({ status: 404, msg: '作品图片不存在，请在原设备上重新同步' });
    expect(calls.some((call) => call.asked.includes('/workpictureget'))).toBe(false);
  });
});
