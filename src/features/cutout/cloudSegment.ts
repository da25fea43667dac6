import { z } from 'zod';
import { requestAccount, type UserInfo } from '../../services/account/userInfo.ts';
import type { ApiClient } from '../../services/api/client.ts';
import { signedQuery } from '../../services/api/signedRequest.ts';
import { md5Bytes } from '../../../workers/core/hash/md5Bytes.ts';
import { strings } from '../../shared/strings.ts';

/**
 * The server's cutout (spec 7): upload the image (ours: the server only cuts
 * out images uploaded to it), `segment-image` with its image_url → task_id,
 * then `query-result` once a second while it answers 100702; 10000 carries the
 * URL of the PNG with alpha, any other code is an error with the server's text.
 */
export const PROCESSING_CODE = 100702;
export const POLL_INTERVAL_MS = 1000;
/** Two minutes of polling, then give up. */
export const MAX_POLLS = 120;

export type CloudStage = 'uploading' | 'processing' | 'downloading';

export interface CloudDeps {
  api: Pick<ApiClient, 'post'>;
  /** Sends the image (the app passes the client's 'upload' fetch: 60 s). */
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** Fetches the result (the client's 'download' fetch: 20 s); `fetch` when absent. */
  download?: (input: string, init?: RequestInit) => Promise<Response>;
  deviceId: () => string;
  nowSeconds: () => number;
  nonce: () => string;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export class CloudCutoutError extends Error {
  override readonly name = 'CloudCutoutError';
}

const uploadReply = z.looseObject({ code: z.coerce.number(), msg: z.string().optional(), image_url: z.string().optional() });
const taskReply = z.looseObject({ code: z.number(), task_id: z.string() });
const resultReply = z.looseObject({ code: z.number(), msg: z.string().optional(), result: z.string().optional() });

function aborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('cancelled', 'AbortError');
}

/** POST /api/v4/sub/async-task/upload-image: the body is the image, the signed fields (with its MD5) in the query. */
export async function uploadForSegmentation(deps: CloudDeps, user: UserInfo, image: Blob, signal?: AbortSignal): Promise<string> {
  const bytes = new Uint8Array(await image.arrayBuffer());
  const query = signedQuery({ account: requestAccount(user), usertoken: user.usertoken, filemd5: md5Bytes(bytes) }, deps);
  const response = await deps.fetch(`/api/v4/sub/async-task/upload-image?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': image.type },
    body: image,
    signal,
  });
  const parsed = uploadReply.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new CloudCutoutError(strings.segmentation.cloud.failed);
  if (parsed.data.code !== 10000 || !parsed.data.image_url) throw new CloudCutoutError(parsed.data.msg || strings.segmentation.cloud.failed);
  return parsed.data.image_url;
}

/** Resolves with the cutout PNG; rejects with the server's message, CloudCutoutError, or an AbortError. */
export async function cloudCutout(deps: CloudDeps, user: UserInfo, image: Blob, options: { signal?: AbortSignal; onStage?: (stage: CloudStage) => void } = {}): Promise<Blob> {
  const { signal, onStage } = options;
  const who = { account: requestAccount(user), usertoken: user.usertoken };
  onStage?.('uploading');
  const imageUrl = await uploadForSegmentation(deps, user, image, signal);
  aborted(signal);
  onStage?.('processing');
  const task = await deps.api.post('sub/async-task/segment-image', { ...who, image_url: imageUrl }, { schema: taskReply, signal });
  for (let poll = 0; poll < MAX_POLLS; poll += 1) {
    await deps.sleep(POLL_INTERVAL_MS, signal);
    aborted(signal);
    const reply = await deps.api.post('sub/async-task/query-result', { ...who, task_id: task.task_id }, { schema: resultReply, okCodes: [10000, PROCESSING_CODE], signal });
    if (reply.code === PROCESSING_CODE) continue;
    if (!reply.result) throw new CloudCutoutError(strings.segmentation.cloud.failed);
    onStage?.('downloading');
    const response = await (deps.download ?? deps.fetch)(reply.result, { signal });
    if (!response.ok) throw new CloudCutoutError(strings.segmentation.cloud.failed);
    return response.blob();
  }
  throw new CloudCutoutError(strings.segmentation.cloud.timeout);
}

/** A sleep that ends early (rejecting) when the signal aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('cancelled', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('cancelled', 'AbortError'));
      },
      { once: true },
    );
  });
}
