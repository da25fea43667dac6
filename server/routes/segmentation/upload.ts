import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { nowSeconds } from '../../context.ts';
import { sendApiError } from '../../http/errorHandling.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { inspectImage, SegmentError } from '../../jobs/segment/codec.ts';
import { checkBeforeBody } from '../../signed/beforeBody.ts';
import { signatureWindowSeconds, verifySignedBody } from '../../signed/verify.ts';
import { authenticate } from '../account/tokens.ts';
import { busy, failureMessage } from './codes.ts';
import { RESULT_PATH, UPLOAD_PATH, uploadUrl } from './imageUrl.ts';
import type { SegmentationService } from './service.ts';
import { countRecentUploads, findTask, findUpload, insertUpload, resultKey, uploadKey } from './store.ts';

const querySchema = z.object({ account: z.string().max(64), usertoken: z.string().max(128), filemd5: z.string().regex(/^[0-9a-f]{32}$/) });

/**
 * POST /api/v4/sub/async-task/upload-image (ours: the spec's task takes an
 * image_url, and the server only accepts its own): the body IS the image
 * (PNG or JPEG), the signed fields travel in the query string with `filemd5`
 * (MD5 of the body, signed) as /changephoto does. Answers `image_url`.
 * Also serves uploads and results back: GET /api/segment/uploads|results/<name>.
 */
export function registerUploadRoutes(scope: FastifyInstance, service: SegmentationService): void {
  const { settings } = service;
  scope.addContentTypeParser(/^image\/(png|jpeg)$/, { parseAs: 'buffer', bodyLimit: settings.maxBytes }, async (_request: FastifyRequest, body: Buffer) => body);
  scope.setErrorHandler((error, _request, reply) => {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendApiError(reply, new ApiError(ErrorCode.bodyTooLarge, failureMessage.too_many_pixels));
    }
    // Everything else goes to the server-wide handler.
    throw error;
  });

  // Signature and login before the (up to 10 MB) image is read.
  const beforeBody = checkBeforeBody(async (request) => {
    const { payload } = verifySignedBody(request.query, nowSeconds(scope.services), scope.services.signing.secret);
    const input = parseOrThrow(querySchema, payload);
    await authenticate(scope.services.db, input.account, input.usertoken, nowSeconds(scope.services));
  });

  scope.post('/api/v4/sub/async-task/upload-image', { preParsing: beforeBody }, async (request) => {
    const { db, signing } = scope.services;
    const { fields, payload } = verifySignedBody(request.query, nowSeconds(scope.services), signing.secret);
    const input = parseOrThrow(querySchema, payload);
    const body = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError(ErrorCode.badRequest, '请上传图片');
    if (createHash('md5').update(body).digest('hex') !== input.filemd5) throw new ApiError(ErrorCode.badSignature, '图片内容与签名不符，请重新上传');
    let image: ReturnType<typeof inspectImage>;
    try {
      image = inspectImage(body, settings);
    } catch (error) {
      if (error instanceof SegmentError) throw new ApiError(ErrorCode.badRequest, failureMessage[error.failure]);
      throw error;
    }
    if (image.type !== String(request.headers['content-type']).split(';')[0]) throw new ApiError(ErrorCode.unsupportedMediaType, failureMessage.unsupported);
    if (!(await signing.replay.claim(fields.datasign, fields.timestamp + signatureWindowSeconds))) throw new ApiError(ErrorCode.replay);
    const now = nowSeconds(scope.services);
    const auth = await authenticate(db, input.account, input.usertoken, now);
    if ((await countRecentUploads(db, auth.account.uid, now - 3600)) >= settings.uploadsPerHour) throw busy('上传太频繁，请一小时后再试');
    const id = `u${randomBytes(16).toString('hex')}`;
    // Stored before its row: a row always points at a stored file (an orphan file from a crash in between is harmless).
    await service.assets.put(uploadKey(id, image.type), body, image.type);
    await insertUpload(db, { id, uid: auth.account.uid, contentType: image.type, width: image.width, height: image.height, byteSize: body.length, now });
    return { code: 10000, msg: 'success', image_url: uploadUrl(id, image.type) };
  });

  const fileParams = z.object({ name: z.string().max(80) });
  const notFound = () => new ApiError(ErrorCode.notFound, '图片不存在或已过期');
  const sendFile = async (reply: FastifyReply, key: string, type: string) => {
    // Streamed from the store (local disk or S3), never buffered whole.
    const opened = await service.assets.open(key);
    if (!opened) throw notFound();
    if (opened.size !== undefined) reply.header('content-length', opened.size);
    // Names are random and never reused, so the content under a name never changes.
    return reply.type(type).header('cache-control', 'private, max-age=86400, immutable').header('x-content-type-options', 'nosniff').send(opened.stream);
  };

  scope.get(`${UPLOAD_PATH}:name`, async (request, reply) => {
    const { name } = parseOrThrow(fileParams, request.params);
    const match = /^(u[0-9a-f]{32})\.(png|jpg)$/.exec(name);
    const upload = match?.[1] ? await findUpload(scope.services.db, match[1]) : null;
    if (!upload || (upload.contentType === 'image/png') !== (match?.[2] === 'png')) throw notFound();
    return sendFile(reply, uploadKey(upload.id, upload.contentType), upload.contentType);
  });

  scope.get(`${RESULT_PATH}:name`, async (request, reply) => {
    const { name } = parseOrThrow(fileParams, request.params);
    const match = /^(t[0-9a-f]{32})\.png$/.exec(name);
    const task = match?.[1] ? await findTask(scope.services.db, match[1]) : null;
    if (!task || task.status !== 'done') throw notFound();
    return sendFile(reply, resultKey(task.taskId), 'image/png');
  });
}
