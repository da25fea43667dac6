import type { AppNavigator } from '../navigation/navigator.ts';
import { AI_DESIGN_PATH } from '../router/routeTable.ts';
import type { AppStartListening } from '../store/listenerTypes.ts';
import { tabBarAddPressed, tabSwitched } from './tabActions.ts';
import { tabQueryStored } from './tabQuerySlice.ts';

export interface TabListenerDeps {
  navigator: AppNavigator;
  /** Records the spec's click event (title 新增, type button, name 新建底部栏icon). */
  trackAddClick: () => void;
}

export function registerTabListeners(startListening: AppStartListening, deps: TabListenerDeps): void {
  startListening({
    actionCreator: tabSwitched,
    effect: ({ payload }, api) => {
      const query = payload.query ?? {};
      // Memory first, so a page that reads the slice on mount already sees the new query.
      api.dispatch(tabQueryStored({ path: payload.path, query }));
      deps.navigator.go(payload.path, { query });
    },
  });
  startListening({
    actionCreator: tabBarAddPressed,
    effect: () => {
      deps.trackAddClick();
      deps.navigator.go(AI_DESIGN_PATH);
    },
  });
}
