// Add to calendar: the event's .ics file (src/domain/ics.ts) handed to the browser as a download.
import { offerDownload } from './offer-download';
import { calendarSlug, eventCalendarFile, ICS_MIME_TYPE, type CalendarEvent } from '../../../domain/ics';

/** Writes the file and offers it as a download. */
export function downloadCalendarFile(event: CalendarEvent, pageUrl: string, now: number = Date.now()): void {
  const file = eventCalendarFile(event, { pageUrl, uidDomain: window.location.hostname || 'startline', now });
  offerDownload(new Blob([file], { type: ICS_MIME_TYPE }), `${calendarSlug(event.name)}.ics`);
}
