import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { Queryable } from '../../db/types';
import { ApiError, ErrorCode } from '../../http/errors';
import { registerSigned } from '../../signed/registerSigned';
import type { AssetStore } from '../../storage/types';
import { credentials } from '../account/schemas';
import { WorksErrorCode } from './errorCodes';

/*
 * Pictures of works (docs/works.md "Pictures"): documents refer to them as `asset:<md5>`, so
 * they are uploaded beside the documents, once per user. /workpictures says which of a
 * list the server lacks, /workpictureput stores one (the bytes must hash to the name and be
 * an image), /workpictureget returns one. /workput refuses a document whose pictures are
 * not all stored (`missingPictures`), so another device can always draw what it downloads.
 */

/** The image worker's input cap (workers/protocol/image.ts MAX_IMAGE_BYTES). */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** Base64 of the largest picture plus the rest of the body. */
export const PICTURE_PUT_BODY_LIMIT = 28 * 1024 * 1024;
const MAX_HASHES = 500;

const hashSchema = z.string().regex(/^[0-9a-f]{32}$/);
export const picturesSchema = z.object({ ...credentials, hashes: z.array(hashSchema).max(MAX_HASHES) });
export const pictureGetSchema = z.object({ ...credentials, hash: hashSchema });
export const picturePutSchema = z.object({
  ...credentials,
  hash: hashSchema,
  data: z.string().max(Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 64).regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/),
});

const SIGNATURES: Record<string, { extension: string; matches(b: Buffer): boolean }> = {
  'image/png': { extension: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/jpeg': { extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': { extension: 'webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  'image/gif': { extension: 'gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
};

/** The picture's bytes, checked: an image of the type it claims, within the cap, hashing to its name. */
export function decodePicture(hash: string, dataUrl: string): { bytes: Buffer; type: string; extension: string } {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice(5, dataUrl.indexOf(';'));
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  const signature = SIGNATURES[type];
  if (!signature || bytes.length === 0 || !signature.matches(bytes)) throw new ApiError(ErrorCode.badRequest, '作品图片无效，请换一张图片后再同步');
  if (bytes.length > MAX_PICTURE_BYTES) throw new ApiError(ErrorCode.badRequest, '作品图片太大了（超过 20MB），请压缩后再试');
  if (createHash('md5').update(bytes).digest('hex') !== hash) throw new ApiError(ErrorCode.badRequest, '作品图片校验失败，请重新同步');
  return { bytes, type, extension: signature.extension };
}

export function pictureKeyOf(uid: number, hash: string, extension: string): string {
  return `works/${uid}/pictures/${hash}.${extension}`;
}

/** The hashes among `hashes` that the user has not uploaded. */
export async function missingPictures(db: Queryable, uid: number, hashes: readonly string[]): Promise<string[]> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return [];
  const { rows } = await db.query<{ hash: string }>(
    'SELECT hash FROM work_pictures WHERE uid = $1 AND hash IN (SELECT jsonb_array_elements_text($2::jsonb))',
    [uid, JSON.stringify(unique)],
  );
  const stored = new Set(rows.map((row) => row.hash));
  return unique.filter((hash) => !stored.has(hash));
}

/**
 * The `asset:` references of a document's JSON text, as the client finds them
 * (src/editor/model/pictures.ts assetHashesInJson): `"url":"asset:<md5>"`. A text layer that
 * merely contains those words is escaped in JSON and never matches.
 */
export function referencedPictures(content: string): string[] {
  return [...new Set([...content.matchAll(/"url":"asset:([0-9a-f]{32})"/g)].map((match) => match[1] ?? ''))];
}

export function registerPictureRoutes(app: FastifyInstance, deps: { ownerUid(input: { account: string; usertoken: string }): Promise<number>; assets(): AssetStore }): void {
  registerSigned(app, '/workpictures', picturesSchema, async (input) => {
    const uid = await deps.ownerUid(input);
    return { missing: await missingPictures(app.services.db, uid, input.hashes) };
  });

  registerSigned(app, '/workpictureget', pictureGetSchema, async (input) => {
    const uid = await deps.ownerUid(input);
    const { rows } = await app.services.db.query<{ key: string; type: string }>(
      'SELECT asset_key AS key, content_type AS type FROM work_pictures WHERE uid = $1 AND hash = $2',
      [uid, input.hash],
    );
    const row = rows[0];
    const stored = row ? await deps.assets().get(row.key) : null;
    if (!row || !stored) throw new ApiError(WorksErrorCode.pictureNotFound, '作品图片不存在，请在原设备上重新同步', { status: 404 });
    return { hash: input.hash, data: `data:${row.type};base64,${stored.data.toString('base64')}` };
  });

  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = PICTURE_PUT_BODY_LIMIT;
    });
    registerSigned(scope, '/workpictureput', picturePutSchema, async (input) => {
      const uid = await deps.ownerUid(input);
      const picture = decodePicture(input.hash, input.data);
      const { db } = app.services;
      if ((await missingPictures(db, uid, [input.hash])).length === 0) return { hash: input.hash };
      // Bytes first, then the row: a row always names bytes that exist (content-addressed, so a retry is harmless).
      const key = pictureKeyOf(uid, input.hash, picture.extension);
      await deps.assets().put(key, picture.bytes, picture.type);
      await db.query(
        `INSERT INTO work_pictures (uid, hash, content_type, asset_key, size_bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (uid, hash) DO NOTHING`,
        [uid, input.hash, picture.type, key, picture.bytes.length, app.services.now()],
      );
      return { hash: input.hash };
    });
  });
}
