import { combineSlices, configureStore, createListenerMiddleware, type Middleware } from '@reduxjs/toolkit';
import { keyboardSlice } from '../keyboard/keyboardSlice.ts';
import { modalSlice } from '../modal/modalSlice.ts';
import { networkSlice } from '../network/networkSlice.ts';
import { tabQuerySlice } from '../tabs/tabQuerySlice.ts';
import { toastSlice } from '../toast/toastSlice.ts';
import type { AppStartListening } from './listenerTypes.ts';

/**
 * The app-level store. Later features add their slices here (user) or inject
 * them when their chunk loads (`rootReducer.inject(editorSlice)`), so the
 * editor's reducers stay out of the first download.
 */
export const rootReducer = combineSlices(toastSlice, modalSlice, networkSlice, keyboardSlice, tabQuerySlice);

export type RootState = ReturnType<typeof rootReducer>;

function buildStore(listener: Middleware, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * A store with its own listener middleware: side effects (timers, navigation,
 * analytics) are registered on `startListening`, never written in components.
 */
export function createAppStore(preloadedState?: Partial<RootState>): { store: AppStore; startListening: AppStartListening } {
  const listener = createListenerMiddleware<RootState, AppDispatch>();
  const store = buildStore(listener.middleware, preloadedState);
  return { store, startListening: listener.startListening };
}
