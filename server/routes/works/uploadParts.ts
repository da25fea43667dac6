import { createHash } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { bodyTooLargeError } from '../../http/errorHandling.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseJsonBody } from '../../http/jsonBody.ts';

/*
 * The parts every streamed upload shares (the streamed /workput, streamBody.ts, and the streamed
 * /workpictureput, pictureStream.ts): the signed fields travel in a header, so login, signature and
 * sizes are checked before a byte of the body is read; the body then goes to a temporary file,
 * MD5-hashed with node:crypto chunk by chunk (never held in memory, never hashed in JavaScript).
 */

export const SIGNED_FIELDS_HEADER = 'x-signed-fields';
export const STREAM_CONTENT_TYPE = 'application/octet-stream';

/** Where bodies are written while they arrive (the asset store renames them into place). */
export async function uploadDir(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const dir = join(resolve(process.cwd(), env.DATA_DIR || './data'), 'tmp', 'uploads');
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The signed fields of the X-Signed-Fields header (URI-encoded JSON object), through the JSON text boundary. */
export function readSignedFields(request: FastifyRequest): Record<string, unknown> {
  const header = request.headers[SIGNED_FIELDS_HEADER];
  if (typeof header !== 'string' || header === '') throw new ApiError(ErrorCode.badRequest, '缺少签名字段（X-Signed-Fields）');
  let text: string;
  try {
    text = decodeURIComponent(header);
  } catch {
    throw new ApiError(ErrorCode.badRequest, '签名字段（X-Signed-Fields）编码无效');
  }
  const fields = parseJsonBody(text);
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new ApiError(ErrorCode.badRequest, '签名字段必须是 JSON 对象');
  return fields as Record<string, unknown>;
}

/** The login fields as strings ('' when missing), for the login check that comes before the signature. */
export function credentialsOf(fields: Record<string, unknown>): { account: string; usertoken: string } {
  const { account, usertoken } = fields;
  return { account: typeof account === 'string' ? account : '', usertoken: typeof usertoken === 'string' ? usertoken : '' };
}

/** Declared body size against the route's cap and the request's Content-Length (a chunked body is refused: 411). */
export function checkDeclaredLength(request: FastifyRequest, declared: number, limit: number, what: '作品' | '图片'): void {
  if (declared > limit) throw bodyTooLargeError(limit);
  const length = Number(request.headers['content-length']);
  if (request.headers['content-length'] === undefined || !Number.isSafeInteger(length)) throw new ApiError(41100, '请求缺少 Content-Length', { status: 411 });
  if (length > limit) throw bodyTooLargeError(limit);
  if (length !== declared) throw new ApiError(ErrorCode.badRequest, `请求长度与声明的${what}大小不一致`);
}

/** A temporary file written chunk by chunk and MD5-hashed on the way. */
export async function openHashedFile(path: string) {
  const handle = await open(path, 'wx');
  const hash = createHash('md5');
  let bytes = 0;
  return {
    bytes: () => bytes,
    async write(chunk: Buffer) {
      hash.update(chunk);
      bytes += chunk.length;
      await handle.write(chunk);
    },
    async close() {
      await handle.close();
      return hash.digest('hex');
    },
  };
}
