import type { MyRegistrations } from '../../src/domain/my-registrations';

export interface MyRegistrationsInput {
  /** The sub-event whose tickets the person holds. */
  subEventUuid: string;
  signedIn: boolean;
}

export interface LoadRegistrationsInput {
  subEventUuid: string;
}

export interface MyRegistrationsContext {
  subEventUuid: string;
  signedIn: boolean;
  registrations: MyRegistrations | null;
  errorMessage: string | null;
}

export type MyRegistrationsEvent = { type: 'RETRY' } | { type: 'SESSION.CHANGE'; signedIn: boolean };

export type MyRegistrationsTag = 'signedOut' | 'loading' | 'loaded' | 'empty' | 'failed';
