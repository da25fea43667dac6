import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Requests Node cannot even parse (bad request line, oversized headers, a
 * header timeout) never reach Fastify's handlers; this answers them in our
 * `{ code, msg }` shape instead of Fastify's default body, then closes.
 */
export function replyToBrokenRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body = { code: 40000, msg: '请求格式错误' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = { code: 40800, msg: '请求超时，请重试' };
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    body = { code: 43100, msg: '请求头过大' };
  }
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
