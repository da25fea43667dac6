import { yieldToEventLoop } from '../../workers/core/scheduling/yieldToEventLoop.ts';

/**
 * Resolves in a new task of the event loop (not a microtask), so the browser can paint and
 * handle input between two pieces of long work. `scheduler.yield` where the browser has it
 * (it keeps the caller's place ahead of other queued tasks); the core's message-based yield
 * otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return yieldToEventLoop();
}
