import { describe, expect, it } from 'vitest';
import {
  PIN_LOOKUP_TEXT,
  UPLOAD_TEXT,
  isAlreadyRegisteredMessage,
  pincodeLookupFailureText,
  prefillProfileOf,
} from '../../src/domain/attendee-form-texts';
import { WAIVER_PARAGRAPHS } from '../../src/domain/waiver';

describe('SPEC §8 PIN lookup texts', () => {
  it.each([
    ['notFound', 'Location not found for this pincode'],
    ['unauthorized', 'Authentication required'],
    ['network', 'Network error. Please check your connection.'],
    ['other', 'Failed to fetch location details'],
  ] as const)('%s: %s', (failure, text) => {
    expect(pincodeLookupFailureText(failure)).toBe(text);
  });

  it("found: 'Location found: {city}, {state}'; 404 toast asks for city and state", () => {
    expect(PIN_LOOKUP_TEXT.found('Pune', 'Maharashtra')).toBe('Location found: Pune, Maharashtra');
    expect(PIN_LOOKUP_TEXT.notFoundToast).toBe(
      'Location not found for this pincode. Please enter city and state manually.',
    );
  });
});

describe('SPEC §8 upload and submit texts', () => {
  it("'Failed to upload {file}: {reason}' and 'Failed to upload {n} file(s).'", () => {
    expect(UPLOAD_TEXT.failedToast('id.pdf', 'The file is empty')).toBe('Failed to upload id.pdf: The file is empty');
    expect(UPLOAD_TEXT.failedCount(2)).toBe('Failed to upload 2 file(s).');
  });

  it.each([
    ['This attendee is already registered for this event', true],
    ['Attendee Already Registered', true],
    ['Registrations are full for this event', false],
  ])('%s sends the person to /my-events: %s', (message, expected) => {
    expect(isAlreadyRegisteredMessage(message)).toBe(expected);
  });
});

describe('SPEC §5 self-prefill profile', () => {
  it('reads username, email and mobile_number, looking into a stored auth envelope', () => {
    const user = { username: 'asha_rao', email: 'asha@example.com', mobile_number: '9876543210' };
    expect(prefillProfileOf(user)).toEqual({ name: 'asha_rao', email: 'asha@example.com', phone: '9876543210' });
    expect(prefillProfileOf({ token: 't', user })).toEqual({
      name: 'asha_rao',
      email: 'asha@example.com',
      phone: '9876543210',
    });
  });

  it.each([[null], ['asha'], [[1, 2]], [{ status: 'active' }]])('%j is no profile', (stored) => {
    expect(prefillProfileOf(stored)).toBeNull();
  });
});

describe('SPEC §5 Declaration & Waiver of Liability', () => {
  const text = WAIVER_PARAGRAPHS.join(' ');
  it('names the organisers, gives photo and video consent and has the guardian clause for minors', () => {
    expect(text).toMatch(/event organisers/);
    expect(text).toMatch(/photographs and video/);
    expect(text).toMatch(/under 18 years of age.*parent or legal guardian/);
  });
});
