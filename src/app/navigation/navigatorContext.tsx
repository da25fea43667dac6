import { createContext, useContext, type ReactNode } from 'react';
import type { AppNavigator } from './navigator.ts';

const NavigatorContext = createContext<AppNavigator | null>(null);

export function NavigatorProvider({ value, children }: { value: AppNavigator; children: ReactNode }) {
  return <NavigatorContext.Provider value={value}>{children}</NavigatorContext.Provider>;
}

export function useAppNavigator(): AppNavigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('NavigatorProvider is missing above this component');
  return navigator;
}
