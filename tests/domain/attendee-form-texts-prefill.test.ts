// SPEC §5 self-prefill: the saved profile (username, email, mobile_number) read from local storage.
import { describe, expect, it } from 'vitest';
import { prefillProfileOf } from '../../src/domain/attendee-form-texts';

describe('prefillProfileOf', () => {
  it('trims what it reads', () => {
    expect(
      prefillProfileOf({ username: ' asha_rao ', email: ' asha@example.com ', mobile_number: ' 9876543210 ' }),
    ).toEqual({ name: 'asha_rao', email: 'asha@example.com', phone: '9876543210' });
  });

  it.each([
    [{ username: 'asha_rao' }, { name: 'asha_rao', email: '', phone: '' }],
    [{ email: 'asha@example.com' }, { name: '', email: 'asha@example.com', phone: '' }],
    [{ mobile_number: '9876543210' }, { name: '', email: '', phone: '9876543210' }],
  ])('fills from any one of the three: %j', (stored, profile) => {
    expect(prefillProfileOf(stored)).toEqual(profile);
  });

  it('is no profile when the three are blank or not text', () => {
    expect(prefillProfileOf({ username: ' ', email: 42, mobile_number: null })).toBeNull();
  });

  it('looks into an envelope only when it holds a user object and is not itself a user', () => {
    const inner = { username: 'inner', email: 'inner@example.com' };
    expect(prefillProfileOf({ token: 't', user: inner })).toEqual({
      name: 'inner',
      email: 'inner@example.com',
      phone: '',
    });
    // A user record that also has a `user` field is read as itself.
    expect(prefillProfileOf({ username: 'outer', user: inner })).toEqual({ name: 'outer', email: '', phone: '' });
    // A `user` that is no object is no envelope.
    expect(prefillProfileOf({ user: 'asha', email: 'asha@example.com' })).toEqual({
      name: '',
      email: 'asha@example.com',
      phone: '',
    });
    expect(prefillProfileOf({ user: null, email: 'asha@example.com' })).toEqual({
      name: '',
      email: 'asha@example.com',
      phone: '',
    });
  });
});
