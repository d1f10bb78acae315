// 'Share' on the event page: what is shared and the toasts that say what happened.
import { formatEventDateTime } from './dates';
import { eventLocationText, type EventDetail } from './event-detail';

export const SHARE_TEXT = {
  share: 'Share',
  addToCalendar: 'Add to calendar',
  linkCopied: 'Link copied',
  copyByHand: (url: string) => `Copy this link to share the event: ${url}`,
  calendarFailed: 'Could not create the calendar file for this event',
} as const;

/** 'Pune Riverside 10K on February 1, 2031 at 6:00 AM in Pune, Maharashtra' (the start left out while TBD). */
export function eventShareText(event: Pick<EventDetail, 'name' | 'startDate' | 'city' | 'state'>): string {
  const when = event.startDate ? ` on ${formatEventDateTime(event.startDate)}` : '';
  const where = event.city || event.state ? ` in ${eventLocationText(event)}` : '';
  return `${event.name}${when}${where}`;
}
