import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { nowSeconds } from '../../context.ts';
import { verifySignedBody } from '../../signed/verify.ts';
import { WORK_STREAM_BODY_LIMIT, streamPutSchema, type StreamPutInput } from './schemas.ts';
import { TEMPLATE_REFERENCE } from './templateRef.ts';
import { checkDeclaredLength, credentialsOf, openHashedFile, readSignedFields, SIGNED_FIELDS_HEADER, STREAM_CONTENT_TYPE, uploadDir } from './uploadParts.ts';

/*
 * The streamed form of /workput (docs/works.md "Big documents"): `Content-Type:
 * application/octet-stream`, the signed fields in the `X-Signed-Fields` header (URI-encoded JSON)
 * and the body = the document's UTF-8 bytes followed by the thumbnail's bytes.
 *
 * Everything that decides whether to take the body is checked from the header, before a byte of
 * the body is read: the signature (it covers `hash`, the document's MD5, so it binds the body),
 * the login, the declared sizes against Content-Length and the route's cap, the account's quota.
 * Only then is the body streamed to a temporary file under DATA_DIR/tmp, hashed with node:crypto
 * as it arrives; the store renames that file into place. A refused request is answered at once;
 * Node then discards the rest of its body as it arrives (no buffering, hashing or parsing), and the
 * connection stays usable, so the client reads the real answer (401, 40001…) rather than a reset.
 */

export { SIGNED_FIELDS_HEADER, STREAM_CONTENT_TYPE };

/** What the body became: files on disk, already checked (hashes, sizes, UTF-8, no U+0000). */
export interface StreamedWork {
  contentPath: string;
  contentBytes: number;
  /** `asset:` references found while streaming (pictures.ts referencedPictures, chunk by chunk). */
  pictures: string[];
  /** The document's `templateId` (templateRef.ts), found while streaming; '' if none. */
  template: string;
  thumb: { path: string; type: string; extension: string } | null;
}

const streamed = Symbol('streamed work');

/** The streamed files of a request whose body came in the streamed form; null for the JSON form. */
export function streamedWorkOf(body: unknown): StreamedWork | null {
  if (typeof body !== 'object' || body === null) return null;
  return (body as { [streamed]?: StreamedWork })[streamed] ?? null;
}

export interface StreamBodyDeps {
  /** Authenticates the fields' account + usertoken (throws 401/403). */
  authorize(credentials: { account: string; usertoken: string }): Promise<void>;
  /** Cheap quota refusal (throws 413 / 41310) before the body is read. */
  checkQuota(input: StreamPutInput): Promise<void>;
}

const THUMB_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const THUMB_SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8,
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const PICTURE_REFERENCE = /"url":"asset:([0-9a-f]{32})"/g;
/** A reference split across two chunks is found in the carried tail (longer than one reference). */
const CARRY = 64;

/**
 * Streams the body into files after the header checks; throws ApiError (and leaves no file)
 * when anything is off. `payload` is the request's raw stream.
 */
async function receive(input: StreamPutInput, payload: AsyncIterable<Buffer>): Promise<StreamedWork> {
  const dir = await uploadDir();
  const base = join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}`);
  const contentPath = `${base}.json`;
  const thumbPath = `${base}.thumb`;
  const extension = THUMB_EXTENSIONS[input.thumbtype] ?? '';
  const content = await openHashedFile(contentPath);
  const thumb = input.thumbsize > 0 ? await openHashedFile(thumbPath) : null;
  let contentClosed = false;
  let thumbClosed = false;
  const cleanup = async () => {
    if (!contentClosed) await content.close().catch(() => undefined);
    if (thumb && !thumbClosed) await thumb.close().catch(() => undefined);
    await rm(contentPath, { force: true });
    await rm(thumbPath, { force: true });
  };
  try {
    // fatal: a byte sequence that is not UTF-8 (a lone surrogate cannot be encoded) is refused.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const pictures = new Set<string>();
    let template = '';
    let carried = '';
    let first = '';
    let last = '';
    let thumbHead = Buffer.alloc(0);
    const scanText = (text: string) => {
      const window = carried + text;
      for (const match of window.matchAll(PICTURE_REFERENCE)) pictures.add(match[1] ?? '');
      if (template === '') template = TEMPLATE_REFERENCE.exec(window)?.[1] ?? '';
      carried = window.slice(-CARRY);
      const trimmed = text.trim();
      if (trimmed === '') return;
      if (first === '') first = trimmed[0] ?? '';
      last = trimmed[trimmed.length - 1] ?? '';
    };
    const total = input.contentsize + input.thumbsize;
    let received = 0;
    for await (const chunk of payload) {
      received += chunk.length;
      if (received > total) throw new ApiError(ErrorCode.badRequest, '请求内容比声明的长度长');
      const room = input.contentsize - content.bytes();
      const documentPart = room > 0 ? chunk.subarray(0, room) : chunk.subarray(0, 0);
      const thumbPart = chunk.subarray(documentPart.length);
      if (documentPart.length > 0) {
        if (documentPart.includes(0)) throw new ApiError(ErrorCode.badRequest, '作品内容包含不允许的字符（U+0000）');
        try {
          scanText(decoder.decode(documentPart, { stream: true }));
        } catch {
          throw new ApiError(ErrorCode.badRequest, '作品内容不是有效的 UTF-8 文本');
        }
        await content.write(documentPart);
      }
      if (thumbPart.length > 0 && thumb) {
        if (thumbHead.length < 12) thumbHead = Buffer.concat([thumbHead, thumbPart.subarray(0, 12)]);
        await thumb.write(thumbPart);
      }
    }
    if (received !== total) throw new ApiError(ErrorCode.badRequest, '请求内容不完整，请重新同步');
    try {
      scanText(decoder.decode());
    } catch {
      throw new ApiError(ErrorCode.badRequest, '作品内容不是有效的 UTF-8 文本');
    }
    contentClosed = true;
    const contentHash = await content.close();
    if (contentHash !== input.hash) throw new ApiError(ErrorCode.badRequest, '作品数据校验失败，请重新同步');
    // A document is a JSON object; the client validates the whole of it when it opens one.
    if (first !== '{' || last !== '}') throw new ApiError(ErrorCode.badRequest, '作品内容不是有效的作品数据');
    let thumbFile: StreamedWork['thumb'] = null;
    if (thumb) {
      thumbClosed = true;
      const thumbHash = await thumb.close();
      if (!extension || thumbHash !== input.thumbhash || !THUMB_SIGNATURES[extension]?.(thumbHead)) {
        throw new ApiError(ErrorCode.badRequest, '作品缩略图无效，请重新保存作品后再同步');
      }
      thumbFile = { path: thumbPath, type: input.thumbtype, extension };
    }
    return { contentPath, contentBytes: input.contentsize, pictures: [...pictures], template, thumb: thumbFile };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * Installs the streamed form's body parser in the /workput scope. The parser returns the
 * signed fields as the body (registerSigned verifies and validates them as for the JSON form),
 * with the streamed files attached under a symbol key the signature never sees.
 */
export function installStreamBody(scope: FastifyInstance, deps: StreamBodyDeps): void {
  scope.addContentTypeParser(STREAM_CONTENT_TYPE, async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    const fields = readSignedFields(request);
    const { services } = scope;
    // Login first (one indexed query), then the signature over the few header fields.
    await deps.authorize(credentialsOf(fields));
    verifySignedBody(fields, nowSeconds(services), services.signing.secret);
    const input = parseOrThrow(streamPutSchema, fields);
    checkDeclaredLength(request, input.contentsize + input.thumbsize, WORK_STREAM_BODY_LIMIT, '作品');
    await deps.checkQuota(input);
    const files = await receive(input, payload);
    return Object.assign(fields, { [streamed]: files });
  });

  // Files the handler did not move into place (a refusal after streaming, a retry of the same version).
  scope.addHook('onResponse', async (request) => {
    const files = streamedWorkOf(request.body);
    if (!files) return;
    await rm(files.contentPath, { force: true });
    if (files.thumb) await rm(files.thumb.path, { force: true });
  });
}
