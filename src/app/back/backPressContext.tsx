import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { BackPressHandler, BackPressRegistry } from './backPress.ts';

export interface BackPressApi {
  registry: BackPressRegistry;
  /** What the header back button does: the page's handler, else the default. */
  press(): void;
}

const BackPressContext = createContext<BackPressApi | null>(null);

export function BackPressProvider({ value, children }: { value: BackPressApi; children: ReactNode }) {
  return <BackPressContext.Provider value={value}>{children}</BackPressContext.Provider>;
}

function useBackPressApi(): BackPressApi {
  const api = useContext(BackPressContext);
  if (!api) throw new Error('BackPressProvider is missing above this component');
  return api;
}

/**
 * Registers the page's back-press handler while the component is mounted.
 * Return `true` from the handler to stay (you handled it); anything else lets
 * the default run. The latest handler is always used, so it may close over state.
 */
export function useBackPress(handler: BackPressHandler): void {
  const { registry } = useBackPressApi();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => registry.register(() => latest.current()), [registry]);
}

export function usePressBack(): () => void {
  return useBackPressApi().press;
}
