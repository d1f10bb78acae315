// What the registration wizard keeps of what is typed (sanitizeRegistrationField), SPEC §5: the username and
// e-mail without the spaces around them, the mobile number's and the codes' digits only, and the consent
// field only as its one 'yes'.
import { describe, expect, it } from 'vitest';
import { sanitizeRegistrationField } from '../../../machines/registration-wizard/registration-wizard.types';

describe('registration: what each field keeps of what is typed', () => {
  it.each([
    ['username', '  asha_v ', 'asha_v'],
    ['email', ' asha@example.com  ', 'asha@example.com'],
    ['mobile', '+91 98765-43210', '9876543210'],
    ['otp', '12 34a56', '123456'],
    ['consent', 'yes', 'yes'],
    ['consent', 'YES', ''],
  ] as const)('%s: %j keeps %j', (field, typed, kept) => {
    expect(sanitizeRegistrationField(field, typed)).toBe(kept);
  });
});
