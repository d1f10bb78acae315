// The edit-details page's connect: the machine's snapshot and `send` in; what the page shows (its screen
// from tags, the ticket, the rule, why it cannot be corrected) and what the person can do out.
import type { SnapshotFrom } from 'xstate';
import { formatEventDateTime, formatOrderDate } from '../../src/domain/dates';
import { EDIT_DETAILS_TEXT, nameRuleText } from '../../src/domain/ticket-details';
import type { TicketDetailsMachine } from './ticket-details.machine';
import type { TicketDetailsEvent } from './ticket-details.types';

export type TicketDetailsScreen = 'loading' | 'loadFailed' | 'unavailable' | 'closed' | 'editing' | 'saved';

const SCREENS: readonly TicketDetailsScreen[] = ['loadFailed', 'unavailable', 'closed', 'editing', 'saved'];

export function ticketDetailsConnect(
  snapshot: SnapshotFrom<TicketDetailsMachine>,
  send: (event: TicketDetailsEvent) => void,
) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const { details, refusal } = snapshot.context;
  return {
    screen,
    /** The ticket: the event, when, where and the category kept. */
    ticket: details
      ? {
          eventTitle: details.eventTitle,
          subEventName: details.subEventName !== details.eventTitle ? details.subEventName : null,
          date: details.startDate ? formatEventDateTime(details.startDate) : null,
          venue: details.venue,
          category: details.category,
        }
      : null,
    /** Until when, and what may happen to the name. */
    rules:
      details && details.editableUntil
        ? [
            EDIT_DETAILS_TEXT.until(formatOrderDate(details.editableUntil)),
            nameRuleText(details.nameChangesAllowed, details.nameChangesLeft),
          ]
        : [],
    /** What the attendee form needs while editing. */
    form:
      screen === 'editing' && details
        ? {
            subEventUuid: details.subEventUuid,
            fields: details.fields,
            values: details.values,
            minAge: details.minAge,
            maxAge: details.maxAge,
            category: details.category,
          }
        : null,
    /** Why the ticket cannot be corrected. */
    reason:
      screen === 'unavailable'
        ? (refusal ?? EDIT_DETAILS_TEXT.notFound)
        : screen === 'closed' && details
          ? details.editableUntil
            ? EDIT_DETAILS_TEXT.closed(formatOrderDate(details.editableUntil))
            : EDIT_DETAILS_TEXT.notAllowed
          : null,
    /** Your Registrations for the event, where the e-ticket is. */
    ticketPath: details ? `/event/${details.subEventUuid}?from=my-events` : null,
    savedDetail: details ? EDIT_DETAILS_TEXT.savedDetail(details.eventTitle) : null,
    retry: () => send({ type: 'RETRY' }),
    saved: () => send({ type: 'SAVED' }),
  };
}

export type TicketDetailsConnect = ReturnType<typeof ticketDetailsConnect>;
