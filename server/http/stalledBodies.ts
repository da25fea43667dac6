import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Cuts request bodies that stop arriving. Node only has an overall request
 * timeout (checked every 30 s, 300 s by default), so a client that declared
 * 100 MB and sent 100 bytes held its connection, its handler and a `.part`
 * file for minutes. Here every body gets two clocks:
 *   - idle: no byte for `idleMs` → the connection is closed;
 *   - deadline: the whole body must be in within `deadlineMs(declared size)`
 *     (60 s for an upload such as a 50 MiB PDF chunk, the spec's upload timeout).
 * Bytes the server has not consumed yet (a handler busy with the database, a slow
 * disk behind backpressure) never count against the client: only an empty buffer
 * with nothing new arriving is "idle".
 */
export interface BodyTimeouts {
  /** Milliseconds without a body byte before the connection is cut. */
  idleMs: number;
  /** Milliseconds the whole body may take, by declared size (undefined = chunked). */
  deadlineMs: (declaredBytes: number | undefined) => number;
}

/** Bodies above this are uploads and get the upload deadline. */
const smallBodyBytes = 2 * 1024 * 1024;

export const defaultBodyTimeouts: BodyTimeouts = {
  idleMs: 8_000,
  deadlineMs: (declared) => (declared !== undefined && declared <= smallBodyBytes ? 30_000 : 60_000),
};

function declaredLength(raw: IncomingMessage): number | undefined | null {
  const header = raw.headers['content-length'];
  if (header !== undefined) {
    const length = Number(header);
    return Number.isFinite(length) && length > 0 ? length : null;
  }
  return raw.headers['transfer-encoding'] ? undefined : null;
}

/** Marks requests whose connection we cut, so the error that follows is not logged again (errorHandling.ts). */
const cut = new WeakSet<IncomingMessage>();

export function wasCut(request: FastifyRequest): boolean {
  return cut.has(request.raw);
}

export function installBodyTimeouts(app: FastifyInstance, timeouts: BodyTimeouts = defaultBodyTimeouts): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const declared = declaredLength(raw);
    if (declared === null || raw.complete) {
      done();
      return;
    }
    let received = 0;
    const stop = (): void => {
      clearTimeout(idle);
      clearTimeout(deadline);
      raw.push = push;
    };
    const close = (reason: 'idle' | 'deadline'): void => {
      stop();
      if (raw.complete || raw.socket.destroyed) return;
      cut.add(raw);
      request.log.info(
        { reason, received, declared: declared ?? 'chunked', url: request.url.split('?')[0] },
        reason === 'idle' ? `request body stalled ${timeouts.idleMs} ms: connection closed` : 'request body too slow for its deadline: connection closed',
      );
      raw.socket.destroy();
    };
    const onIdle = (): void => {
      // Unread bytes waiting for us: the server is the slow side, not the client.
      if (raw.readableLength > 0) {
        idle.refresh();
        return;
      }
      close('idle');
    };
    const idle = setTimeout(onIdle, timeouts.idleMs);
    const deadline = setTimeout(() => close('deadline'), timeouts.deadlineMs(declared));
    idle.unref();
    deadline.unref();
    // The HTTP parser hands every body piece to push(); watching it here sees bytes as they
    // arrive without attaching a 'data' listener (which would start the stream flowing early).
    const push = raw.push;
    raw.push = function watched(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding): boolean {
      if (chunk === null) stop();
      else {
        received += (chunk as Buffer).length ?? 0;
        idle.refresh();
      }
      return push.call(this, chunk, encoding);
    };
    raw.once('close', stop);
    done();
  });
}
