import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHomeGate } from './homeGate.ts';
import type { PopupTrigger } from './popupRules.ts';

/** A gate on a hand-driven clock: `advance(ms)` runs the timers that fall due. */
function setup(initialPath: string) {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const fired: Array<{ trigger: PopupTrigger; path: string; homeFor: number }> = [];
  let path = initialPath;
  let homeSince = 0;
  const gate = createHomeGate({
    initialPath,
    fire: (trigger) => fired.push({ trigger, path, homeFor: now - homeSince }),
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimer: (id) => timers.delete(id as number),
    dwellMs: 4000,
  });
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = end;
  };
  const go = (next: string) => {
    if (next !== path) homeSince = now;
    path = next;
    gate.pathChanged(next);
  };
  return { gate, fired, advance, go };
}

describe('offers wait for the home page', () => {
  it('a launch on a deep link into the editor offers nothing there, and only after a moment on home', () => {
    const app = setup('/pages/create/create');
    app.gate.want('launch');
    app.advance(60_000);
    expect(app.fired).toEqual([]);
    app.go('/');
    app.advance(3000);
    expect(app.fired).toEqual([]);
    app.advance(1000);
    expect(app.fired).toEqual([{ trigger: 'launch', path: '/', homeFor: 4000 }]);
  });

  it('leaving home before the moment is over restarts the wait', () => {
    const app = setup('/');
    app.gate.want('leaveCheckout');
    app.advance(3500);
    app.go('/pages/template/template');
    app.advance(10_000);
    app.go('/pages/index/index');
    app.advance(3999);
    expect(app.fired).toEqual([]);
    app.advance(1);
    expect(app.fired.map((entry) => entry.trigger)).toEqual(['leaveCheckout']);
  });

  it('property: whatever the moves, a trigger fires only on home, after 4 s there, and at most once per want', () => {
    const paths = ['/', '/pages/index/index', '/pages/create/create', '/pages/my/my', '/pages/checkOut/checkOut'];
    const step = fc.oneof(
      fc.record({ kind: fc.constant('go' as const), path: fc.constantFrom(...paths) }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 6000 }) }),
      fc.record({ kind: fc.constant('want' as const), trigger: fc.constantFrom<PopupTrigger>('launch', 'leaveCheckout') }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.array(step, { maxLength: 40 }), (start, steps) => {
        const app = setup(start);
        let wants = 0;
        for (const s of steps) {
          if (s.kind === 'go') app.go(s.path);
          else if (s.kind === 'wait') app.advance(s.ms);
          else {
            wants += 1;
            app.gate.want(s.trigger);
          }
        }
        for (const entry of app.fired) {
          expect(['/', '/pages/index/index']).toContain(entry.path);
          expect(entry.homeFor).toBeGreaterThanOrEqual(4000);
        }
        expect(app.fired.length).toBeLessThanOrEqual(wants);
      }),
    );
  });
});
