import * as z from 'zod';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { checkBeforeBody } from '../../signed/beforeBody.ts';
import { verifySignedBody, signatureWindowSeconds } from '../../signed/verify.ts';
import { findAccount, userInfo } from './accounts.ts';
import { authenticate } from './tokens.ts';

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 4096 * 4096;

const signatures: Array<{ type: string; test: (bytes: Buffer) => boolean }> = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The real type from the first bytes; the declared content type must agree (SVG is refused: it can carry script). */
export function sniffImageType(bytes: Buffer): string | null {
  return signatures.find((signature) => signature.test(bytes))?.type ?? null;
}

/** Width × height for PNG and GIF headers (cheap to read); others pass on the byte cap alone. */
export function imagePixels(bytes: Buffer, type: string): number | null {
  if (type === 'image/png' && bytes.length >= 24) return bytes.readUInt32BE(16) * bytes.readUInt32BE(20);
  if (type === 'image/gif' && bytes.length >= 10) return bytes.readUInt16LE(6) * bytes.readUInt16LE(8);
  return null;
}

const querySchema = z.object({ account: z.string().max(64), usertoken: z.string().max(128), filemd5: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * /changephoto takes the image itself as the body (spec: "binary body"), so
 * the signed fields travel in the query string, and `filemd5` (signed) ties
 * the body to the signature. Our own parser for image/* in this plugin's
 * scope, capped at 2 MB.
 */
export function registerPhotoRoutes(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(/^image\/(png|jpeg|gif|webp)$/, { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, async (_request: FastifyRequest, body: Buffer) => body);

    // Signature and login before the image is read.
    const beforeBody = checkBeforeBody(async (request) => {
      const { payload } = verifySignedBody(request.query, nowSeconds(app.services), app.services.signing.secret);
      const input = parseOrThrow(querySchema, payload);
      await authenticate(app.services.db, input.account, input.usertoken, nowSeconds(app.services));
    });

    scope.post('/api/v4/changephoto', { preParsing: beforeBody }, async (request) => {
      const { signing } = app.services;
      const { fields, payload } = verifySignedBody(request.query, nowSeconds(app.services), signing.secret);
      const input = parseOrThrow(querySchema, payload);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError(ErrorCode.badRequest, '请上传图片');
      if (createHash('md5').update(body).digest('hex') !== input.filemd5) throw new ApiError(ErrorCode.badSignature, '图片内容与签名不符，请重新上传');
      const type = sniffImageType(body);
      if (!type || type !== String(request.headers['content-type']).split(';')[0]) {
        throw new ApiError(ErrorCode.unsupportedMediaType, '请上传 PNG、JPEG、GIF 或 WebP 图片');
      }
      const pixels = imagePixels(body, type);
      if (pixels !== null && (pixels === 0 || pixels > PHOTO_MAX_PIXELS)) throw new ApiError(ErrorCode.badRequest, '图片尺寸过大，请换一张');
      if (!(await signing.replay.claim(fields.datasign, fields.timestamp + signatureWindowSeconds))) throw new ApiError(ErrorCode.replay);
      const now = nowSeconds(app.services);
      const auth = await authenticate(app.services.db, input.account, input.usertoken, now);
      await app.services.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO account_photos (uid, content_type, data_base64) VALUES ($1, $2, $3)
           ON CONFLICT (uid) DO UPDATE SET content_type = EXCLUDED.content_type, data_base64 = EXCLUDED.data_base64`,
          [auth.account.uid, type, body.toString('base64')],
        );
        // A fresh random key per upload: the old address stops working, and no address can be guessed from a uid.
        await tx.query('UPDATE accounts SET photo_version = photo_version + 1, photo_key = $2 WHERE uid = $1', [auth.account.uid, randomBytes(16).toString('hex')]);
      });
      const fresh = (await findAccount(app.services.db, auth.account.uid)) ?? auth.account;
      return { code: 10000, msg: 'success', userinfo: userInfo(fresh, auth.token, now) };
    });
  });

  app.get('/api/account/photo/:key', async (request, reply) => {
    const parsed = z.object({ key: z.string().regex(/^[0-9a-f]{32}$/) }).safeParse(request.params);
    if (!parsed.success) throw new ApiError(ErrorCode.notFound, '头像不存在');
    const { rows } = await app.services.db.query<{ content_type: string; data_base64: string }>(
      'SELECT p.content_type, p.data_base64 FROM accounts a JOIN account_photos p ON p.uid = a.uid WHERE a.photo_key = $1',
      [parsed.data.key],
    );
    const row = rows[0];
    if (!row) throw new ApiError(ErrorCode.notFound, '头像不存在');
    // Versioned URLs (?v=) change with each upload, so the browser may keep each one.
    return reply
      .type(row.content_type)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.data_base64, 'base64'));
  });
}
