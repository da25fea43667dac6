import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';
import { requestAccount, userInfoSchema, type UserInfo } from '../../services/account/userInfo.ts';
import { signedQuery } from '../../services/api/signedRequest.ts';
import { md5Bytes } from '../../../workers/core/hash/md5Bytes.ts';

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type PhotoProblem = 'tooLarge' | 'wrongType';

/** Checked before any upload; the server checks again from the bytes. */
export function photoProblem(file: { size: number; type: string }): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Built on first use (shared/lazily.ts): the startup chunk imports this module. */
const replySchema = lazily(() => z.looseObject({ code: z.coerce.number(), msg: z.optional(z.string()), userinfo: z.optional(userInfoSchema()) }));

export interface PhotoUploadDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  deviceId: () => string;
  nowSeconds: () => number;
  nonce: () => string;
}

/**
 * /changephoto with the image as the body: the signed fields (with the body's
 * MD5) go in the query string. Resolves with the fresh user or rejects with
 * the server's message.
 */
export async function uploadPhoto(deps: PhotoUploadDeps, user: UserInfo, bytes: Uint8Array, type: string): Promise<UserInfo> {
  const query = signedQuery({ account: requestAccount(user), usertoken: user.usertoken, filemd5: md5Bytes(bytes) }, deps);
  const response = await deps.fetch(`/api/v4/changephoto?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: new Blob([bytes.slice().buffer], { type }),
  });
  const parsed = replySchema().safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error('上传失败，请稍后重试');
  if (parsed.data.code !== 10000 || !parsed.data.userinfo) throw new Error(parsed.data.msg || '上传失败，请稍后重试');
  return parsed.data.userinfo;
}
