import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { Queryable } from '../../db/types.ts';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { verifySignedBody } from '../../signed/verify.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import type { AssetStore } from '../../storage/types.ts';
import { credentials } from '../account/schemas.ts';
import { credentialsOf } from './uploadParts.ts';
import { WorksErrorCode } from './errorCodes.ts';
import { installPictureStream, MAX_PICTURE_BYTES, streamedPictureOf } from './pictureStream.ts';
import { PICTURE_TYPES } from './pictureTypes.ts';

/*
 * Pictures of works (docs/works.md "Pictures"): documents refer to them as `asset:<md5>`, so
 * they are uploaded beside the documents, once per user. /workpictures says which of a
 * list the server lacks, /workpictureput stores one (the bytes must hash to the name and be
 * an image), /workpictureget returns one. /workput refuses a document whose pictures are
 * not all stored (`missingPictures`), so another device can always draw what it downloads.
 */

export { MAX_PICTURE_BYTES };
/**
 * Body limit of /workpictureput as one JSON text (base64 data URL): small pictures of older clients.
 * The app sends pictures in the streamed form (pictureStream.ts), checked before its body is read;
 * a JSON body is read whole before anyone knows who sent it, so it stays small.
 */
export const PICTURE_PUT_BODY_LIMIT = 2 * 1024 * 1024;
const MAX_HASHES = 500;
/** How long a presigned picture URL lasts: long enough to load, short enough not to be a lasting link. */
export const PICTURE_URL_SECONDS = 300;

const hashSchema = z.string().regex(/^[0-9a-f]{32}$/);
export const picturesSchema = z.object({ ...credentials, hashes: z.array(hashSchema).max(MAX_HASHES) });
export const pictureGetSchema = z.object({ ...credentials, hash: hashSchema });
export const picturePutSchema = z.object({
  ...credentials,
  hash: hashSchema,
  /** The JSON form's picture; '' in the streamed form, whose bytes are the body. */
  data: z
    .string()
    .max(PICTURE_PUT_BODY_LIMIT)
    .regex(/^(data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+)?$/)
    .default(''),
});

/** The picture's bytes, checked: an image of the type it claims, within the cap, hashing to its name. */
export function decodePicture(hash: string, dataUrl: string): { bytes: Buffer; type: string; extension: string } {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice(5, dataUrl.indexOf(';'));
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  const signature = PICTURE_TYPES[type];
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
 * (workers/core/model/pictures.ts assetHashesInJson): `"url":"asset:<md5>"`. A text layer that
 * merely contains those words is escaped in JSON and never matches.
 */
export function referencedPictures(content: string): string[] {
  return [...new Set([...content.matchAll(/"url":"asset:([0-9a-f]{32})"/g)].map((match) => match[1] ?? ''))];
}

export interface PictureRouteDeps {
  ownerUid(input: { account: string; usertoken: string }): Promise<number>;
  /** Throws 413 / 41310 when `bytes` more would take the account past its works storage. */
  checkQuota(input: { account: string; usertoken: string }, bytes: number): Promise<void>;
  assets(): AssetStore;
}

export function registerPictureRoutes(app: FastifyInstance, deps: PictureRouteDeps): void {
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

  /*
   * GET /api/v4/workpicture?<signed query: account, usertoken, hash>: one picture as a plain
   * GET a browser (an <img>, a fetch) can make, never base64 in JSON. With the S3 store the
   * answer is 302 to a presigned URL of the store (PICTURE_URL_SECONDS), so the bytes go
   * from the store to the browser without passing through a node; on the local store, or with
   * S3_PRESIGN=0, they stream through the node, never buffered whole. Signed like every call
   * (the query is the signed payload, as /upload-image's); not a replay-guarded write, so the
   * same URL may be fetched again within the signature's 300 s.
   */
  app.get('/api/v4/workpicture', async (request, reply) => {
    const { payload } = verifySignedBody(request.query, nowSeconds(app.services), app.services.signing.secret);
    const input = parseOrThrow(pictureGetSchema, payload);
    const uid = await deps.ownerUid(input);
    const { rows } = await app.services.db.query<{ key: string; type: string }>(
      'SELECT asset_key AS key, content_type AS type FROM work_pictures WHERE uid = $1 AND hash = $2',
      [uid, input.hash],
    );
    const row = rows[0];
    const missing = new ApiError(WorksErrorCode.pictureNotFound, '作品图片不存在，请在原设备上重新同步', { status: 404 });
    if (!row) throw missing;
    const store = deps.assets();
    if (store.presignGet) return reply.header('cache-control', 'no-store').redirect(await store.presignGet(row.key, PICTURE_URL_SECONDS, row.type), 302);
    const opened = await store.open(row.key);
    if (!opened) throw missing;
    if (opened.size !== undefined) reply.header('content-length', opened.size);
    // Named by its content hash: the bytes behind this name never change.
    return reply.type(row.type).header('cache-control', 'private, max-age=31536000, immutable').header('x-content-type-options', 'nosniff').send(opened.stream);
  });

  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = PICTURE_PUT_BODY_LIMIT;
    });
    const isStored = async (uid: number, hash: string) => /^[0-9a-f]{32}$/.test(hash) && (await missingPictures(app.services.db, uid, [hash])).length === 0;
    // The streamed form (what the app sends): login, signature, size and quota from the header, then the bytes to disk.
    installPictureStream(scope, {
      alreadyStored: async (login, hash) => isStored(await deps.ownerUid(login), hash),
      checkQuota: deps.checkQuota,
    });
    // The JSON form: the login is checked before the signature is hashed over the body.
    const tokenFirst = async (body: Record<string, unknown>) => void (await deps.ownerUid(credentialsOf(body)));
    registerSigned(
      scope,
      '/workpictureput',
      picturePutSchema,
      async (input, { request }) => {
        const uid = await deps.ownerUid(input);
        const streamed = streamedPictureOf(request.body);
        if (streamed === 'stored' || (await isStored(uid, input.hash))) return { hash: input.hash };
        const { db } = app.services;
        let key: string;
        let type: string;
        let size: number;
        if (streamed) {
          ({ type, bytes: size } = streamed);
          key = pictureKeyOf(uid, input.hash, streamed.extension);
          await deps.assets().putFile(key, streamed.path, type);
        } else {
          if (input.data === '') throw new ApiError(ErrorCode.badRequest, '作品图片为空，请重新同步');
          const picture = decodePicture(input.hash, input.data);
          await deps.checkQuota(input, picture.bytes.length);
          ({ type } = picture);
          size = picture.bytes.length;
          key = pictureKeyOf(uid, input.hash, picture.extension);
          // Bytes first, then the row: a row always names bytes that exist (content-addressed, so a retry is harmless).
          await deps.assets().put(key, picture.bytes, type);
        }
        await db.query(
          `INSERT INTO work_pictures (uid, hash, content_type, asset_key, size_bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (uid, hash) DO NOTHING`,
          [uid, input.hash, type, key, size, app.services.now()],
        );
        return { hash: input.hash };
      },
      { tokenFirst },
    );
  });
}
