import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createBackPressRegistry, pressBack, type BackNavigation } from './backPress.ts';
import { installPopstateBack } from './popstateBack.ts';

type NavigationBlocker = Parameters<RouterHistory['block']>[0];
type BlockerFnArgs = Parameters<NavigationBlocker['blockerFn']>[0];

function fakeNavigation(canGoBack: boolean) {
  return { canGoBack: () => canGoBack, back: vi.fn<() => void>(), home: vi.fn<() => void>() } satisfies BackNavigation;
}

describe('header back button', () => {
  it('goes back in history when no page handler is registered', () => {
    const nav = fakeNavigation(true);
    pressBack(createBackPressRegistry(), nav);
    expect(nav.back).toHaveBeenCalledTimes(1);
    expect(nav.home).not.toHaveBeenCalled();
  });

  it('goes home when there is no history to go back to', () => {
    const nav = fakeNavigation(false);
    pressBack(createBackPressRegistry(), nav);
    expect(nav.home).toHaveBeenCalledTimes(1);
    expect(nav.back).not.toHaveBeenCalled();
  });

  it('lets the page handle it: true stays, anything else falls through to the default', () => {
    const registry = createBackPressRegistry();
    const nav = fakeNavigation(true);
    let closeDialog = true;
    const handler = vi.fn(() => {
      if (!closeDialog) return false;
      closeDialog = false;
      return true;
    });
    registry.register(handler);
    pressBack(registry, nav);
    expect(nav.back).not.toHaveBeenCalled();
    pressBack(registry, nav);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(nav.back).toHaveBeenCalledTimes(1);
  });

  it('asks the newest handler only, and forgets a handler once it unregisters', () => {
    const registry = createBackPressRegistry();
    const page = vi.fn(() => true);
    const dialog = vi.fn(() => true);
    registry.register(page);
    const closeDialog = registry.register(dialog);
    expect(registry.dispatch()).toBe(true);
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
    closeDialog();
    closeDialog();
    expect(registry.dispatch()).toBe(true);
    expect(page).toHaveBeenCalledTimes(1);
    expect(registry.size()).toBe(1);
  });
});

describe('browser back (popstate)', () => {
  function installed(handler?: () => boolean | void) {
    const history = createMemoryHistory();
    const blockers: NavigationBlocker[] = [];
    const realBlock = history.block;
    const spied: RouterHistory = Object.assign(history, {
      block: (blocker: NavigationBlocker) => {
        blockers.push(blocker);
        return realBlock(blocker);
      },
    });
    const registry = createBackPressRegistry();
    if (handler) registry.register(handler);
    installPopstateBack(spied, registry);
    const ask = (action: BlockerFnArgs['action']) => {
      const args: BlockerFnArgs = { action, currentLocation: history.location, nextLocation: history.location };
      return blockers[0]?.blockerFn(args);
    };
    return { ask, blocker: blockers[0] };
  }

  it('keeps the user on the page when its handler consumes the press', () => {
    const handler = vi.fn(() => true);
    const { ask } = installed(handler);
    expect(ask('BACK')).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('lets the step happen when the handler does not consume it, or there is none', () => {
    expect(installed(() => false).ask('BACK')).toBe(false);
    expect(installed().ask('BACK')).toBe(false);
  });

  it('never blocks forward, push or replace, and never prompts on unload', () => {
    const handler = vi.fn(() => true);
    const { ask, blocker } = installed(handler);
    for (const action of ['FORWARD', 'PUSH', 'REPLACE'] as const) expect(ask(action)).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(blocker?.enableBeforeUnload).toBe(false);
  });
});
