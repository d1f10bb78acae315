import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/client';
import type { ApiClient } from '../api/client';
import type { RuntimeConfig } from './config';
import { createTokenRefreshMiddleware, currentAccessToken } from './session/refresh-middleware';
import type { SessionActorRef } from './session/refresh-middleware';
import { useSessionActor } from './session/session-provider';

/** What the composition root hands to the screens it wires: configuration and the API client. */
export interface AppServices {
  config: RuntimeConfig;
  api: ApiClient;
}

const ServicesContext = createContext<AppServices | null>(null);

/**
 * The API client carries the session's token and hands every 401 to the session (refresh queue).
 * `fetch` is for tests that answer requests in-process.
 */
export function createAppServices(
  config: RuntimeConfig,
  session: SessionActorRef,
  fetch?: (request: Request) => Promise<Response>,
): AppServices {
  return {
    config,
    api: createApiClient({
      baseUrl: config.apiBaseUrl,
      ...(fetch ? { fetch } : {}),
      getAccessToken: () => currentAccessToken(session),
      middleware: [createTokenRefreshMiddleware(session)],
    }),
  };
}

interface ServicesProviderProps {
  config: RuntimeConfig;
  /** How API requests go out (main.tsx: answered from the document when it can); globalThis.fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  children: ReactNode;
}

/** Needs <SessionProvider> above it. */
export function ServicesProvider({ config, fetch, children }: ServicesProviderProps) {
  const session = useSessionActor();
  const services = useMemo(() => createAppServices(config, session, fetch), [config, session, fetch]);
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
