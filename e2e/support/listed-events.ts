// Which of the public list's sub-events take registrations now, as the browser tests and the benches pick
// the demo events they book (server/seed/demo-timing.ts keeps some open relative to now). It imports
// nothing of Playwright's test runner, so bench/ can use it too.
import { registrationStatus } from '../../src/domain/statuses';

/** The list's fields that decide whether registration is open. */
export interface ListedTimes {
  start_datetime: string | null;
  end_datetime: string | null;
  registration_start: string | null;
  registration_end: string | null;
}

export function registrationOpenNow(subEvent: ListedTimes): boolean {
  const times = {
    startDate: subEvent.start_datetime,
    endDate: subEvent.end_datetime,
    registrationStart: subEvent.registration_start,
    registrationEnd: subEvent.registration_end,
  };
  return registrationStatus(times, Date.now()).state === 'open';
}
