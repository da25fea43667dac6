import { parentPort } from 'node:worker_threads';

/**
 * The thread side of ThreadRunner (threadRunner.ts): answers each `{ id, ... }` message with
 * `{ id, ok, value }` or `{ id, ok: false, error: { code, message } }`. `codeOf` names the
 * failures the caller shows users (e.g. a rejected input); anything else is `failed`.
 */
export function serveJobs<Message extends { id: number }>(handle: (message: Message) => Promise<unknown>, codeOf: (error: unknown) => string | null): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  port.on('message', (message: Message) => {
    handle(message).then(
      (value) => port.postMessage({ id: message.id, ok: true, value }),
      (error: unknown) => {
        const code = codeOf(error);
        const text = error instanceof Error ? error.message : String(error);
        port.postMessage({ id: message.id, ok: false, error: { code: code ?? 'failed', message: text } });
      },
    );
  });
}
