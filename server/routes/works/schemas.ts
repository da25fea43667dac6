import * as z from 'zod';
import { safeText } from '../../http/validation.ts';
import { credentials } from '../account/schemas.ts';

/** A work document as JSON text; generous, since documents may embed images. */
export const MAX_CONTENT_CHARS = 16 * 1024 * 1024;
/** A thumbnail as a data URL (PNG/JPEG/WebP, base64). */
export const MAX_THUMB_CHARS = 1_500_000;
/**
 * Request body limit of /workput as one JSON text (escapes included): small works only. A
 * bigger document goes up as a streamed body (streamBody.ts), which a JSON parser would hold
 * in memory three times over before anyone knew who sent it.
 */
export const WORK_PUT_BODY_LIMIT = 2 * 1024 * 1024;
/** Body limit of the streamed /workput: the document's bytes plus its thumbnail's. */
export const WORK_STREAM_BODY_LIMIT = 24 * 1024 * 1024;
/** A thumbnail's bytes (decodeThumb's cap in assets.ts). */
export const MAX_THUMB_BYTES = 1024 * 1024;

export const workIdSchema = z.string().regex(/^[A-Za-z0-9_~-]{1,200}$/);
export const workKindSchema = z.enum(['logo', 'card', 'qr']);

export const listSchema = z.object({ ...credentials });
export const getSchema = z.object({ ...credentials, id: workIdSchema });

const digits = z.union([z.number(), z.string().regex(/^\d{1,16}$/).transform(Number)]);
const bool = z.union([z.boolean(), z.literal(0).transform(() => false), z.literal(1).transform(() => true)]);

export const putSchema = z.object({
  ...credentials,
  id: workIdSchema,
  kind: workKindSchema,
  name: safeText(60).min(1),
  /** The server revision the client's version was based on; 0 = the server never had it. */
  baseRevision: digits.pipe(z.number().int().min(0)),
  hash: z.string().regex(/^[0-9a-f]{32}$/),
  /** Required unless deleted. */
  content: z.string().max(MAX_CONTENT_CHARS).refine((text) => !text.includes('\u0000'), { message: 'contains U+0000' }).default(''),
  thumb: z.string().max(MAX_THUMB_CHARS).regex(/^(data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+)?$/).default(''),
  schemaVersion: digits.pipe(z.number().int().min(1).max(1000)),
  /** The edit time on the device, ms since epoch. */
  editedAt: digits.pipe(z.number().int().min(0)),
  deleted: bool.default(false),
});

export type PutInput = z.output<typeof putSchema>;

/**
 * The signed fields of a streamed /workput (header X-Signed-Fields): the JSON form's fields
 * without content and thumb, plus the sizes and the thumbnail's hash. `hash` (the document's
 * MD5) is signed, so the signature binds the body before a byte of it is read.
 */
export const streamPutSchema = putSchema.omit({ content: true, thumb: true, deleted: true }).extend({
  // Checked against WORK_STREAM_BODY_LIMIT by the route, so an oversized one gets the 413 naming the limit.
  contentsize: digits.pipe(z.number().int().min(2)),
  thumbtype: z.enum(['', 'image/png', 'image/jpeg', 'image/webp']).default(''),
  thumbsize: digits.pipe(z.number().int().min(0).max(MAX_THUMB_BYTES)).default(0),
  thumbhash: z.string().regex(/^([0-9a-f]{32})?$/).default(''),
});

export type StreamPutInput = z.output<typeof streamPutSchema>;

/** A work as the API shows it (no content). */
export interface WorkMeta {
  id: string;
  kind: string;
  name: string;
  revision: number;
  hash: string;
  schemaVersion: number;
  editedAt: number;
  deleted: boolean;
  size: number;
}
