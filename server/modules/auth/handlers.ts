// Every auth operationId of openapi.yaml (docs/architecture.md), by flow.
import type { AppContext, Handlers } from '../../context';
import { createMpinHandlers } from './mpin-handlers';
import { createRegistrationHandlers } from './registration-handlers';
import { createSessionHandlers } from './session-handlers';

export function createAuthHandlers(ctx: AppContext): Handlers {
  return {
    ...createSessionHandlers(ctx),
    ...createRegistrationHandlers(ctx),
    ...createMpinHandlers(ctx),
  };
}
