// The login and registration wizard models where e2e/auth-paths.spec.ts imports them from; each
// flow's model lives in tests/flows/<flow>/<flow>.model.ts.
export {
  LOGIN_CHILD_MACHINES,
  LOGIN_PROMISE_ACTORS,
  createLoginModel,
  loginModel,
  loginModelEvents,
  projectLogin,
} from '../login/login.model';
export {
  REGISTERED_USER_UUID,
  REGISTRATION_CHILD_MACHINES,
  REGISTRATION_PROMISE_ACTORS,
  createRegistrationModel,
  projectRegistration,
  registrationModel,
  registrationModelEvents,
} from '../registration-wizard/registration-wizard.model';
