import { isIP, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { unmapIpv4 } from '../services/ipRegion.ts';

export function isLoopbackAddress(address: string): boolean {
  const ip = unmapIpv4(address);
  if (ip === '::1') return true;
  return isIPv4(ip) && ip.startsWith('127.');
}

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * True only for a request whose TCP peer is this machine and that no proxy
 * forwarded: a reverse proxy on the same host connects from 127.0.0.1 too,
 * and must not open the loopback-only routes to the whole internet. The
 * socket decides, never a header, so TRUST_PROXY cannot widen this.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress ?? '')) return false;
  return forwardingHeaders.every((name) => request.headers[name] === undefined);
}

/** The visitor's address: the socket peer, or the first X-Forwarded-For hop when the server trusts its proxy. */
export function visitorAddress(request: FastifyRequest): string {
  const claimed = unmapIpv4(request.ip.trim());
  // A forwarded header can say anything; only a real address is used or echoed back.
  if (isIP(claimed) !== 0) return claimed;
  return unmapIpv4(request.socket.remoteAddress ?? '');
}
