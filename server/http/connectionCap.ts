import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * At most `max` open connections per peer address: one address holding
 * hundreds of idle or trickling sockets must not use up the node's file
 * descriptors and memory. A connection over the cap is closed before a byte
 * of it is parsed. Proxies of ours (`exempt`) are not counted: every visitor
 * behind them shares their address. Refusals are logged at info, at most once
 * a minute per address.
 */
export function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>();
  const lastLogged = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      const now = Date.now();
      if ((lastLogged.get(address) ?? 0) < now - 60_000) {
        lastLogged.set(address, now);
        if (lastLogged.size > 10_000) lastLogged.clear();
        log.info({ address, max }, 'too many connections from one address: refused');
      }
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
