// SPEC §5 Self-prefill: the saved profile from local storage, trying user_data, user, userProfile and
// profile in that order.
import { prefillProfileOf, type PrefillProfile } from '../../domain/attendee-form-texts';
import { PROFILE_PREFILL_STORAGE_KEYS } from '../../domain/constants';

export function readPrefillProfile(storage: Pick<Storage, 'getItem'> | null): PrefillProfile | null {
  if (!storage) return null;
  for (const key of PROFILE_PREFILL_STORAGE_KEYS) {
    const raw = storage.getItem(key);
    if (!raw) continue;
    try {
      const profile = prefillProfileOf(JSON.parse(raw) as unknown);
      if (profile) return profile;
    } catch {
      // Not JSON: try the next key.
    }
  }
  return null;
}

export function browserLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
