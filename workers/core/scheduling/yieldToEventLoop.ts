/**
 * Resolves in a later task, so what the browser would otherwise do after a long task (paint a
 * frame, handle a tap) runs in between. MessageChannel avoids the 4 ms clamp nested
 * setTimeouts get. Used by workers (slicing long jobs) and the page (splitting a tap's work).
 */
export function yieldToEventLoop(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
