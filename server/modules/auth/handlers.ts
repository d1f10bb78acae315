// Every auth operationId of openapi.yaml (docs/architecture.md), by flow.
import type { AppContext, ContractHandlers } from '../../context';
import { createMpinHandlers } from './mpin-handlers';
import { createRegistrationHandlers } from './registration-handlers';
import { createSessionHandlers } from './session-handlers';

type AuthOperations =
  | 'signin'
  | 'refreshToken'
  | 'logout'
  | 'getMyProfile'
  | 'setMyLanguage'
  | 'startRegistration'
  | 'verifyMobileAndGetUser'
  | 'completeProfile'
  | 'verifyEmailAndComplete'
  | 'forgotMpin'
  | 'resetMpin'
  | 'resendOtp'
  | 'updateMpin';

export function createAuthHandlers(ctx: AppContext): Pick<ContractHandlers, AuthOperations> {
  return {
    ...createSessionHandlers(ctx),
    ...createRegistrationHandlers(ctx),
    ...createMpinHandlers(ctx),
  };
}
