// Add to calendar: the event's .ics file (src/domain/ics.ts) handed to the browser as a download.
import { calendarSlug, eventCalendarFile, ICS_MIME_TYPE, type CalendarEvent } from '../../domain/ics';

/** Writes the file and clicks a temporary link to it; the object URL is released afterwards. */
export function downloadCalendarFile(event: CalendarEvent, pageUrl: string, now: number = Date.now()): void {
  const file = eventCalendarFile(event, { pageUrl, uidDomain: window.location.hostname || 'startline', now });
  const url = URL.createObjectURL(new Blob([file], { type: ICS_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${calendarSlug(event.name)}.ics`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
