// CDP commands to a dedicated worker. Playwright gives no CDP session for a Worker, so this
// auto-attaches the page's own CDP session to its workers (non-flat mode: messages go through
// Target.sendMessageToTarget) and picks the worker by the name it was created with.

/** A `send(method, params)` for the page's worker created with `{ name }`. */
export async function workerByName(cdp, name) {
  const attached = [];
  const onAttach = (event) => attached.push(event);
  cdp.on('Target.attachedToTarget', onAttach);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  // Existing workers are announced right after the call.
  for (let waited = 0; waited < 5000 && !attached.some((e) => e.targetInfo.title === name); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  cdp.off('Target.attachedToTarget', onAttach);
  const target = attached.find((e) => e.targetInfo.title === name);
  if (!target) throw new Error(`no worker named ${name} (saw ${attached.map((e) => e.targetInfo.title).join(', ')})`);

  let nextId = 1;
  const pending = new Map();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== target.sessionId) return;
    const message = JSON.parse(event.message);
    const settle = pending.get(message.id);
    if (!settle) return;
    pending.delete(message.id);
    if (message.error) settle.reject(new Error(`${message.error.message} (${name})`));
    else settle.resolve(message.result);
  });
  return (method, params = {}) => {
    const id = nextId++;
    const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    return cdp
      .send('Target.sendMessageToTarget', { sessionId: target.sessionId, message: JSON.stringify({ id, method, params }) })
      .then(() => answer);
  };
}

/**
 * What the worker's JS holds after a full GC: V8 heap in use, plus the ArrayBuffer backing
 * stores (font files live there) and Blink's heap for the worker, as Runtime.getHeapUsage reports.
 */
export async function retainedHeap(send) {
  await send('HeapProfiler.collectGarbage');
  const usage = await send('Runtime.getHeapUsage');
  const backing = usage.backingStorageSize ?? 0;
  const embedder = usage.embedderHeapUsedSize ?? 0;
  return { v8Used: usage.usedSize, v8Total: usage.totalSize, backing, embedder, total: usage.usedSize + backing + embedder };
}
