import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';

/**
 * Routes whose body is an upload signed in the query string (/changephoto, the segmentation
 * upload, PDF chunks) used to buffer the whole body (up to 50 MiB) before the signature and the
 * login were looked at. As a `preParsing` hook, `check` runs before a byte of the body is read: a
 * throw is answered at once and Node discards the rest of the body unread (docs/server.md "Cheap
 * checks first"). The handler still checks everything again; these checks are cheap (a signature
 * over a few query fields, one indexed query).
 */
export function checkBeforeBody(check: (request: FastifyRequest) => Promise<void>): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    await check(request);
    return payload;
  };
}
