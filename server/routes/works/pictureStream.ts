import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { verifySignedBody } from '../../signed/verify.ts';
import { credentials } from '../account/schemas.ts';
import { PICTURE_TYPES } from './pictureTypes.ts';
import { checkDeclaredLength, credentialsOf, openHashedFile, readSignedFields, STREAM_CONTENT_TYPE, uploadDir } from './uploadParts.ts';

/*
 * The streamed form of /workpictureput (docs/works.md "Pictures"): `Content-Type:
 * application/octet-stream`, the signed fields in X-Signed-Fields (`account, usertoken, hash, type,
 * size` + the signing fields) and the picture's bytes as the body, no base64. As with the streamed
 * /workput (streamBody.ts), the login, the signature (it covers `hash`, so it binds the bytes), the
 * size against the cap and Content-Length, and the account's storage quota are checked before a byte
 * of the body is read; a picture the account already has is answered without reading it at all.
 */

/** The image worker's input cap (workers/protocol/image.ts MAX_IMAGE_BYTES); also the streamed form's body cap. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

const digits = z.union([z.number(), z.string().regex(/^\d{1,16}$/).transform(Number)]);

export const pictureStreamSchema = z.object({
  ...credentials,
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  type: z.enum(Object.keys(PICTURE_TYPES) as [string, ...string[]]),
  size: digits.pipe(z.number().int().min(1)),
});
export type PictureStreamInput = z.output<typeof pictureStreamSchema>;

/** What the body became: a file on disk whose bytes hash to `hash` and start like the type they claim. */
export interface StreamedPicture {
  path: string;
  bytes: number;
  type: string;
  extension: string;
}

const attached = Symbol('streamed picture');

/** The streamed picture of a request (null for the JSON form); `stored` when the account already had it. */
export function streamedPictureOf(body: unknown): StreamedPicture | 'stored' | null {
  if (typeof body !== 'object' || body === null) return null;
  return (body as { [attached]?: StreamedPicture | 'stored' })[attached] ?? null;
}

export interface PictureStreamDeps {
  /** Authenticates account + usertoken (throws 401/403) and says whether the account already has the picture. */
  alreadyStored(credentials: { account: string; usertoken: string }, hash: string): Promise<boolean>;
  /** Throws 413 / 41310 when `bytes` more would take the account past its quota. */
  checkQuota(credentials: { account: string; usertoken: string }, bytes: number): Promise<void>;
}

async function receive(input: PictureStreamInput, payload: AsyncIterable<Buffer>): Promise<StreamedPicture> {
  const picture = PICTURE_TYPES[input.type];
  if (!picture) throw new ApiError(ErrorCode.badRequest, '作品图片无效，请换一张图片后再同步');
  const path = join(await uploadDir(), `${Date.now()}-${randomBytes(8).toString('hex')}.picture`);
  const file = await openHashedFile(path);
  let closed = false;
  try {
    let head = Buffer.alloc(0);
    for await (const chunk of payload) {
      if (file.bytes() + chunk.length > input.size) throw new ApiError(ErrorCode.badRequest, '请求内容比声明的长度长');
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      await file.write(chunk);
    }
    if (file.bytes() !== input.size) throw new ApiError(ErrorCode.badRequest, '请求内容不完整，请重新同步');
    closed = true;
    const hash = await file.close();
    if (!picture.matches(head)) throw new ApiError(ErrorCode.badRequest, '作品图片无效，请换一张图片后再同步');
    if (hash !== input.hash) throw new ApiError(ErrorCode.badRequest, '作品图片校验失败，请重新同步');
    return { path, bytes: input.size, type: input.type, extension: picture.extension };
  } catch (error) {
    if (!closed) await file.close().catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
}

/**
 * Installs the streamed form's body parser in the /workpictureput scope. The parser returns the
 * signed fields as the body (registerSigned verifies them again and claims the signature), with
 * the picture's file attached under a symbol key the signature never sees.
 */
export function installPictureStream(scope: FastifyInstance, deps: PictureStreamDeps): void {
  scope.addContentTypeParser(STREAM_CONTENT_TYPE, async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    const fields = readSignedFields(request);
    const login = credentialsOf(fields);
    const { services } = scope;
    // Login first (one indexed query), then the signature over the few header fields, then the sizes.
    const hash = typeof fields.hash === 'string' ? fields.hash : '';
    const stored = await deps.alreadyStored(login, hash);
    verifySignedBody(fields, nowSeconds(services), services.signing.secret);
    const input = parseOrThrow(pictureStreamSchema, fields);
    checkDeclaredLength(request, input.size, MAX_PICTURE_BYTES, '图片');
    // Uploading it again is harmless and costs nothing: the bytes are named by their hash.
    if (stored) return Object.assign(fields, { [attached]: 'stored' as const });
    await deps.checkQuota(login, input.size);
    return Object.assign(fields, { [attached]: await receive(input, payload) });
  });

  // A file the handler did not move into place (a refusal after streaming, a racing upload of the same picture).
  scope.addHook('onResponse', async (request) => {
    const picture = streamedPictureOf(request.body);
    if (picture && picture !== 'stored') await rm(picture.path, { force: true });
  });
}
