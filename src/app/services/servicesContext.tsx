import { createContext, useContext, type ReactNode } from 'react';
import type { Analytics } from '../../services/analytics/analytics.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { AppStorage } from '../../services/storage/storage.ts';

/** The app's single instances of the services, created once at start-up (bootstrap.ts). */
export interface AppServices {
  api: ApiClient;
  storage: AppStorage;
  analytics: Analytics;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ value, children }: { value: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing above this component');
  return services;
}
