import { expose } from 'comlink';
import type { WorkerLike } from '../handle.ts';

/**
 * A stand-in for a module Worker in Node tests: its "thread" is `api` exposed on the other
 * end of a MessageChannel in this thread, so comlink runs for real. `crash()` fires the
 * error event a Worker fires when its script throws; `sent` records every message the page
 * posted (comlink's RELEASE among them).
 */
export interface FakeWorker extends WorkerLike {
  terminated: boolean;
  readonly sent: unknown[];
  crash(): void;
}

const channels: MessageChannel[] = [];

export function fakeWorker(api: object): FakeWorker {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(api, channel.port2);
  const events = new EventTarget();
  const sent: unknown[] = [];
  const worker: FakeWorker = {
    terminated: false,
    sent,
    postMessage(message: unknown, transfer?: StructuredSerializeOptions | Transferable[]) {
      sent.push(message);
      channel.port1.postMessage(message, Array.isArray(transfer) ? transfer : []);
    },
    addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      if (!listener) return;
      if (type === 'message') channel.port1.addEventListener('message', listener);
      else events.addEventListener(type, listener);
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
      if (!listener) return;
      if (type === 'message') channel.port1.removeEventListener('message', listener);
      else events.removeEventListener(type, listener);
    },
    terminate() {
      worker.terminated = true;
      channel.port1.close();
      channel.port2.close();
    },
    crash: () => void events.dispatchEvent(new Event('error')),
  };
  return worker;
}

/** Closes every channel the fakes opened (afterEach), so the test process can end. */
export function closeFakeWorkers(): void {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
}
