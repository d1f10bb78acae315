import type { ActorRefFrom } from 'xstate';
import type { EventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import type { EventsListingEvent } from '../../../machines/events-listing/events-listing.types';

export type EventsListingActor = ActorRefFrom<EventsListingMachine>;
export type SendListing = (event: EventsListingEvent) => void;
