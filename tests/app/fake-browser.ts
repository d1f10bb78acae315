// Browser pieces for tests of src/app in Node: local and session storage in memory, and a stored user.
import type { User } from '../../src/api/types';

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}

export const TEST_USER: User = {
  user_uuid: '5d0c6a8e-1f0b-4c3e-9a51-2d7c1c3b9f10',
  username: 'asha_runs',
  email: 'asha@example.com',
  mobile_number: '9876543210',
  status: 'active',
  login_type: 'mobile',
  last_login_at: null,
  is_profile_completed: true,
  is_email_verified: false,
  is_mpin_set: true,
};
