import { md5Bytes } from '../../../../workers/core/hash/md5Bytes.ts';
import type { ApiClient } from '../../../services/api/client.ts';
import { STALE_TIMESTAMP_CODE } from '../../../services/api/client.ts';
import { isApiError } from '../../../services/api/errors.ts';
import { readApiBody, type ApiBody } from '../../../services/api/response.ts';
import type { SignablePayload } from '../../../../workers/core/signing/sign.ts';
import { signedFields } from '../../../services/api/signedRequest.ts';
import { exchange } from '../../../services/api/transport.ts';

/**
 * The streamed form of /workput (docs/works.md "Big documents", server/routes/works/streamBody.ts)
 * and of /workpictureput (server/routes/works/pictureStream.ts: the picture's bytes as the body):
 * the signed fields travel in the X-Signed-Fields header and the body is the document's UTF-8
 * bytes followed by the thumbnail's bytes. The server checks the login, the signature (which covers
 * `hash`, the document's MD5) and the sizes before it reads a byte of the body, and streams the body
 * to disk instead of parsing one big JSON text.
 */

export const SIGNED_FIELDS_HEADER = 'X-Signed-Fields';

export interface StreamedPut {
  fields: SignablePayload;
  content: string;
  thumb: Blob | null;
}

async function sendOnce(api: ApiClient, route: string, fields: SignablePayload, body: Uint8Array, timeoutMs: number): Promise<ApiBody> {
  const signed = signedFields(fields, api.signing);
  const raw = await exchange(
    // The app's fetch, as api.post uses it: mirror hosts and the lost-connection banner see this call too.
    api.fetch,
    `${api.baseUrl}/api/v4/${route}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', [SIGNED_FIELDS_HEADER]: encodeURIComponent(JSON.stringify(signed)) },
      body: body as Uint8Array<ArrayBuffer>,
    },
    { timeoutMs },
  );
  return readApiBody(raw);
}

/**
 * Sends `body` to a streamed route (`workput`, `workpictureput`) with `fields` signed in the header;
 * rejects with the same ApiErrors as `api.post`.
 */
export async function postStreamed(api: ApiClient, route: 'workput' | 'workpictureput', fields: SignablePayload, body: Uint8Array, timeoutMs: number): Promise<ApiBody> {
  await api.time.ensure();
  try {
    return await sendOnce(api, route, fields, body, timeoutMs);
  } catch (error) {
    // As api.post: the server refused before reading anything, so one retry with a fresh clock is safe.
    if (!isApiError(error) || error.code !== STALE_TIMESTAMP_CODE) throw error;
    await api.time.resync();
    return sendOnce(api, route, fields, body, timeoutMs);
  }
}

/** Sends one work in the streamed form; rejects with the same ApiErrors as `api.post`. */
export async function postStreamedWork(api: ApiClient, put: StreamedPut, timeoutMs: number): Promise<ApiBody> {
  const document = new TextEncoder().encode(put.content);
  const thumb = put.thumb ? new Uint8Array(await put.thumb.arrayBuffer()) : new Uint8Array(0);
  const extra: SignablePayload = {
    contentsize: document.length,
    ...(thumb.length > 0 && put.thumb ? { thumbtype: put.thumb.type, thumbsize: thumb.length, thumbhash: md5Bytes(thumb) } : {}),
  };
  const body = new Uint8Array(document.length + thumb.length);
  body.set(document, 0);
  body.set(thumb, document.length);
  return postStreamed(api, 'workput', { ...put.fields, ...extra }, body, timeoutMs);
}
