/**
 * Resolves in a new task of the event loop (not a microtask), so the browser can paint and
 * handle input between two pieces of long work. `scheduler.yield` where the browser has it
 * (it keeps the caller's place ahead of other queued tasks); a message otherwise (a zero
 * timeout can be clamped to 4 ms and more).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
