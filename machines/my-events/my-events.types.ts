import type { MyEventCard } from '../../src/domain/my-events';

export interface MyEventsContext {
  events: MyEventCard[];
  errorMessage: string | null;
}

export type MyEventsEvent = { type: 'RETRY' };
