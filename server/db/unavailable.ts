/**
 * Whether an error means "the database cannot be reached right now" (restart,
 * failover, network), as opposed to a fault in our SQL or data. Those are
 * answered 503 with Retry-After (http/errorHandling.ts): nothing is wrong with
 * the request, and the app's client retries idempotent calls by itself.
 */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE classes 08 (connection exception) and 57P01–57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections). */
const sqlStates = /^(08\d{3}|57P0[123]|53300)$/;

const messages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'terminating connection',
  'the database system is starting up',
  'the database system is shutting down',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || sqlStates.test(code))) return true;
    if (typeof message === 'string' && messages.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
