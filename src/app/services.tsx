import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/client';
import type { ApiClient } from '../api/client';
import { LOCAL_STORAGE_KEYS } from '../domain/constants';
import type { RuntimeConfig } from './config';

/** What the composition root hands to the screens it wires: configuration and the API client. */
export interface AppServices {
  config: RuntimeConfig;
  api: ApiClient;
}

const ServicesContext = createContext<AppServices | null>(null);

function readStoredAccessToken(): string | null {
  try {
    return window.localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken);
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frames): then there is no session.
    return null;
  }
}

export function createAppServices(config: RuntimeConfig): AppServices {
  return { config, api: createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: readStoredAccessToken }) };
}

export function ServicesProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const services = useMemo(() => createAppServices(config), [config]);
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
