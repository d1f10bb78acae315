import type { ActorRefFrom } from 'xstate';
import type { EventsListingMachine } from '../../../machines/events-listing/events-listing.machine';
import type { EventsListingIntents } from '../../../machines/events-listing/events-listing.connect';

export type EventsListingActor = ActorRefFrom<EventsListingMachine>;
/** What the listing's parts can do: the connect's intents . */
export type ListingIntents = EventsListingIntents;
