import { agreeToPrivacy } from './consent.mjs';
/* global window, requestAnimationFrame */
// What the main thread of a page did over a stretch of time: gaps between animation frames
// and long tasks (> 50 ms). Installed and read through page.evaluate.

/**
 * Starts recording in the page; pair with stopWatch.
 * Playwright's first `waitForFunction` in a page injects its ~330 KB script into the page's
 * own world: a 80–110 ms task at CDP 4× (a DevTools message in a trace) that is the harness,
 * not the app. Benches wait with `waitForFunction` inside the watch, so it is injected here,
 * before recording starts.
 */
export async function startWatch(page) {
  await page.waitForFunction(() => true);
  return page.evaluate(() => {
    const watch = { gaps: [], longTasks: [], blockingFrames: [], running: true, started: performance.now() };
    watch.observer = new PerformanceObserver((list) => watch.longTasks.push(...list.getEntries().map((e) => e.duration)));
    watch.observer.observe({ type: 'longtask' });
    // What the long tasks were: animation frames that blocked, with the scripts in them (for a
    // person reading the bench's log; the rows count long tasks).
    watch.frames = new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        if (f.blockingDuration <= 0) continue;
        const scripts = f.scripts.map((s) => `${Math.round(s.duration)} ms ${s.invokerType} ${s.invoker} ${s.sourceURL.split('/').pop()}${s.sourceFunctionName ? ':' + s.sourceFunctionName : ''}${s.forcedStyleAndLayoutDuration ? ` (forced layout ${Math.round(s.forcedStyleAndLayoutDuration)} ms)` : ''}`);
        watch.blockingFrames.push({ at: Math.round(f.startTime - watch.started), duration: Math.round(f.duration), blocking: Math.round(f.blockingDuration), render: Math.round(f.renderStart ? f.startTime + f.duration - f.renderStart : 0), scripts });
      }
    });
    if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) watch.frames.observe({ type: 'long-animation-frame' });
    let last = performance.now();
    const tick = (now) => {
      watch.gaps.push(now - last);
      last = now;
      if (watch.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.__benchWatch = watch;
  });
}

/**
 * Stops recording; `{ gaps, longTasks, longTaskMs, longest, blockingFrames }`. The first gap (from the
 * start call to the first frame) is dropped. `blockingFrames`: long animation frames that
 * blocked input, with their scripts (what a long task was made of).
 */
export function stopWatch(page) {
  return page.evaluate(async () => {
    const watch = window.__benchWatch;
    watch.running = false;
    // A long task is reported after it ends: give the observer a frame to deliver it.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    watch.longTasks.push(...watch.observer.takeRecords().map((e) => e.duration));
    watch.observer.disconnect();
    watch.frames.disconnect();
    return { gaps: watch.gaps.slice(1), longTasks: watch.longTasks.length, longTaskMs: watch.longTasks.reduce((a, b) => a + b, 0), longest: Math.max(0, ...watch.longTasks), blockingFrames: watch.blockingFrames };
  });
}

/** A mobile context like a low-end phone's screen: 390 × 844 CSS px at DPR 2, touch. */
export async function phoneContext(browser) {
  return agreeToPrivacy(await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }));
}

/** Slows the page's main thread through CDP (a low-end phone's main thread is ~4× slower). */
export async function throttle(context, page, rate) {
  const cdp = await context.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}
