// The group pass (issue 30): every ticket a person holds for one event on one screen, for a family or a
// club collecting their kits together at the desk; each with its QR, as the e-ticket shows it.
import { MY_REGISTRATIONS_TEXT } from './my-registrations';

export const GROUP_PASS_TEXT = {
  title: 'Group pass',
  loading: 'Loading your passes...',
  loadFailed: MY_REGISTRATIONS_TEXT.loadFailed,
  retry: 'Retry',
  lead: (count: number) =>
    count === 1
      ? 'The ticket you hold for this event.'
      : `All ${count} tickets you hold for this event, to show together at the desk.`,
  empty: 'No passes yet',
  emptyDetail: 'Tickets show here once they are paid.',
  back: 'Back to the event',
  print: 'Print all passes',
  open: 'Show all passes on one screen',
  passOf: (name: string) => `Pass for ${name}`,
} as const;

/** The group pass of a sub-event. */
export const groupPassPath = (subEventUuid: string) => `/event/${subEventUuid}/passes`;
