import type { Analytics } from './analytics.ts';

/** Named events the spec fixes word for word. */

/** Spec 2: the tab bar's centre add button. */
export const ADD_BUTTON_CLICK = { title: '新增', type: 'button', name: '新建底部栏icon' } as const;

export function trackAddButtonClick(analytics: Pick<Analytics, 'track'>): void {
  analytics.track('click', { ...ADD_BUTTON_CLICK });
}

/** Spec 4 "Show": logged from the second show of a session on. */
export const LAUNCH_EVENT = 'launch';
