// The recipient's page's connect: the machine's snapshot and `send` in; what the page shows (its
// screen from tags, the ticket offered, why it cannot be) and what the person can do out.
import type { SnapshotFrom } from 'xstate';
import { formatEventDateTime, formatOrderDate } from '../../src/domain/dates';
import { ACCEPT_TRANSFER_TEXT } from '../../src/domain/ticket-transfer';
import type { TicketTransferAcceptanceMachine } from './ticket-transfer-acceptance.machine';
import type { TicketTransferAcceptanceEvent, TransferOfferStatus } from './ticket-transfer-acceptance.types';

export type TicketTransferAcceptanceScreen =
  'loading' | 'loadFailed' | 'notForYou' | 'unavailable' | 'filling' | 'accepted';

const SCREENS: readonly TicketTransferAcceptanceScreen[] = [
  'loadFailed',
  'notForYou',
  'unavailable',
  'filling',
  'accepted',
];

const UNAVAILABLE_TEXT: Record<TransferOfferStatus, string> = {
  pending: ACCEPT_TRANSFER_TEXT.notFound,
  accepted: ACCEPT_TRANSFER_TEXT.takenElsewhere,
  withdrawn: ACCEPT_TRANSFER_TEXT.withdrawn,
  expired: ACCEPT_TRANSFER_TEXT.expired,
};

export function ticketTransferAcceptanceConnect(
  snapshot: SnapshotFrom<TicketTransferAcceptanceMachine>,
  send: (event: TicketTransferAcceptanceEvent) => void,
) {
  const screen = SCREENS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const { offer, refusal } = snapshot.context;
  return {
    screen,
    /** The ticket offered: the event, when, where, the category, from whom and until when. */
    ticket: offer
      ? {
          eventTitle: offer.eventTitle,
          subEventName: offer.subEventName !== offer.eventTitle ? offer.subEventName : null,
          date: offer.startDate ? formatEventDateTime(offer.startDate) : null,
          venue: offer.venue,
          category: offer.category,
          from: ACCEPT_TRANSFER_TEXT.from(offer.senderName),
          acceptBy: ACCEPT_TRANSFER_TEXT.acceptBy(formatOrderDate(offer.expiresAt)),
        }
      : null,
    /** What the attendee form needs, while the ticket waits for the recipient. */
    form:
      screen === 'filling' && offer
        ? {
            subEventUuid: offer.subEventUuid,
            fields: offer.fields,
            minAge: offer.minAge,
            maxAge: offer.maxAge,
            category: offer.category,
          }
        : null,
    /** Why the ticket cannot be accepted here. */
    reason:
      screen === 'notForYou' || (screen === 'unavailable' && !offer)
        ? (refusal ?? ACCEPT_TRANSFER_TEXT.notFound)
        : screen === 'unavailable' && offer
          ? UNAVAILABLE_TEXT[offer.status]
          : null,
    /** Your Registrations for the event, where the new e-ticket is. */
    ticketPath: offer ? `/event/${offer.subEventUuid}?from=my-events` : null,
    acceptedDetail: offer ? ACCEPT_TRANSFER_TEXT.acceptedDetail(offer.eventTitle) : null,
    retry: () => send({ type: 'RETRY' }),
    signOut: () => send({ type: 'SIGN_OUT' }),
    accepted: (participantUuid: string) => send({ type: 'ACCEPTED', participantUuid }),
  };
}

export type TicketTransferAcceptanceConnect = ReturnType<typeof ticketTransferAcceptanceConnect>;
