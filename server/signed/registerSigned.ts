import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { nowSeconds } from '../context.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { parseOrThrow } from '../http/validation.ts';
import { signatureWindowSeconds, verifySignedBody } from './verify.ts';
import type { SignedFields } from './verify.ts';

export interface SignedContext {
  request: FastifyRequest;
  reply: FastifyReply;
  signed: SignedFields;
}

/** Fields of a successful reply; `code`/`msg` default to 10000/"success" (a handler may set e.g. 20000). */
export type SignedResult = { code?: number; msg?: string } & Record<string, unknown>;

export type SignedHandler<Schema extends z.ZodType> = (
  input: z.output<Schema>,
  context: SignedContext,
) => SignedResult | Promise<SignedResult>;

/**
 * Adds `POST /api/v4<name>`: the body is verified (signature, time window),
 * validated against `schema` (zod objects drop keys they do not name, so the
 * signing fields need not be listed), the signature is claimed against
 * replays, and the handler's fields are sent as `{ code: 10000, msg, ... }`.
 * Throw ApiError from the handler for a business error.
 */
export interface SignedRouteOptions {
  /**
   * For routes with big bodies: the body's account + usertoken are looked up
   * before the signature is hashed, so a request without a valid login costs
   * one indexed query, not a hash over megabytes (the handler still
   * authenticates as usual).
   */
  tokenFirst?: (body: Record<string, unknown>) => Promise<void>;
  /** Largest body taken, checked against Content-Length before a byte is read (default signedBodyLimit). */
  bodyLimit?: number;
}

/**
 * Signed calls carry short fields (the longest, the text scan, is 20 000 characters): a body
 * declared bigger is refused with 413 before it is read, so nobody can make every other
 * request wait while megabytes of JSON are parsed and hashed. Routes that take documents
 * (workput, workpictureput) set their own limit.
 */
export const signedBodyLimit = 128 * 1024;

export function registerSigned<Schema extends z.ZodType>(
  app: FastifyInstance,
  name: `/${string}`,
  schema: Schema,
  handler: SignedHandler<Schema>,
  options: SignedRouteOptions = {},
): void {
  app.post(`/api/v4${name}`, { bodyLimit: options.bodyLimit ?? signedBodyLimit }, async (request, reply) => {
    const { signing } = app.services;
    const { body } = request;
    if (options.tokenFirst && typeof body === 'object' && body !== null && !Array.isArray(body)) {
      await options.tokenFirst(body as Record<string, unknown>);
    }
    const { fields, payload } = verifySignedBody(body, nowSeconds(app.services), signing.secret);
    const input = parseOrThrow(schema, payload);
    // Claimed after validation, so a rejected body does not burn the signature.
    if (!(await signing.replay.claim(fields.datasign, fields.timestamp + signatureWindowSeconds))) {
      throw new ApiError(ErrorCode.replay);
    }
    const result = await handler(input, { request, reply, signed: fields });
    return { code: 10000, msg: 'success', ...result };
  });
}
