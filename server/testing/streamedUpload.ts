import { request as httpRequest } from 'node:http';
import { signedBody } from './signing.ts';
import { request } from './testServer.ts';
import type { TestClock } from '../routes/account/accountTestKit.ts';
import { SIGNED_FIELDS_HEADER, STREAM_CONTENT_TYPE } from '../routes/works/uploadParts.ts';

/** Test support for the streamed uploads (streamed /workput and /workpictureput): real HTTP, body sent in pieces. */

export interface Sent {
  status: number;
  body: { code: number; msg: string } & Record<string, unknown>;
  /** Body bytes the client had handed to the socket when the answer arrived. */
  sentAtResponse: number;
  ms: number;
}

/** POST over node:http, writing the body in 64 KB pieces and noting how much was sent when the answer came. */
export function sendInPieces(url: string, headers: Record<string, string>, body: Buffer): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } });
    let sent = 0;
    let sentAtResponse = -1;
    req.on('response', (res) => {
      sentAtResponse = sent;
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Sent['body'], sentAtResponse, ms: performance.now() - started });
        // The answer is in: the rest of a refused body need not be sent.
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (sentAtResponse < 0) reject(error);
    });
    const pump = () => {
      while (sent < body.length && sentAtResponse < 0) {
        const piece = body.subarray(sent, sent + 64 * 1024);
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (sent >= body.length) req.end();
    };
    pump();
  });
}

/** Headers of a streamed request: `fields` signed as the app signs them, in X-Signed-Fields; `datasign` overrides the signature. */
export function streamedHeaders(clock: TestClock, fields: Record<string, unknown>, options: { datasign?: string } = {}): Record<string, string> {
  const signed = signedBody(fields as never, clock.seconds());
  if (options.datasign) signed.datasign = options.datasign;
  return { 'content-type': STREAM_CONTENT_TYPE, [SIGNED_FIELDS_HEADER]: encodeURIComponent(JSON.stringify(signed)) };
}

/** Milliseconds `baseUrl`/health takes while `work` runs (the event loop's responsiveness), worst of several probes. */
export async function healthDuring(baseUrl: string, work: Promise<unknown>): Promise<number> {
  let worst = 0;
  let done = false;
  void work.finally(() => (done = true));
  do {
    const started = performance.now();
    await request(`${baseUrl}/health`);
    worst = Math.max(worst, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (!done);
  await work;
  return worst;
}

/**
 * Declares a body of `size` bytes but sends only its first 64 KB, then waits for the answer: a
 * server that judges the request before reading the body answers; one that waits for the whole
 * body never does (the promise rejects after `timeoutMs`). Unlike counting bytes sent, this does
 * not depend on socket buffer sizes or on how busy the machine is.
 */
export function sendOnlyTheStart(url: string, headers: Record<string, string>, size: number, timeoutMs = 15_000): Promise<{ status: number; body: { code: number; msg: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-length': String(size) } });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms while the body was held back: the server waits for the body`));
    }, timeoutMs);
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) as { code: number; msg: string } });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write(Buffer.alloc(Math.min(size, 64 * 1024), 1));
  });
}
