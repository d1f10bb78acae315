import type { DemoSubEventSpec } from './demo-catalogue';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const IST_OFFSET_MS = 5.5 * HOUR_MS;

export interface DemoSchedule {
  registrationStart: Date;
  registrationEnd: Date;
  startDatetime: Date;
  endDatetime: Date;
}

/** The instant at local time 'HH:MM' in India, `dayOffset` calendar days after `now`'s Indian date. */
export function istDayAt(now: Date, dayOffset: number, time: string): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const localAsUtc = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + dayOffset, hours, minutes);
  return new Date(localAsUtc - IST_OFFSET_MS);
}

/**
 * Dates that put the sub-event in its intended registration status (SPEC §4) at `now`, and keep it
 * there for at least a day (longer for most), so a demo started today still looks right tomorrow.
 */
export function scheduleFor(spec: DemoSubEventSpec, now: Date): DemoSchedule {
  const duration = spec.durationHours * HOUR_MS;
  switch (spec.timing) {
    case 'open': {
      const startDatetime = istDayAt(now, spec.days, spec.startsAt);
      return {
        registrationStart: istDayAt(now, -21, '00:00'),
        registrationEnd: istDayAt(now, spec.days - 2, '23:59'),
        startDatetime,
        endDatetime: new Date(startDatetime.getTime() + duration),
      };
    }
    case 'upcoming': {
      const startDatetime = istDayAt(now, spec.days + 25, spec.startsAt);
      return {
        registrationStart: istDayAt(now, spec.days, '10:00'),
        registrationEnd: istDayAt(now, spec.days + 20, '23:59'),
        startDatetime,
        endDatetime: new Date(startDatetime.getTime() + duration),
      };
    }
    case 'closed': {
      const startDatetime = istDayAt(now, spec.days, spec.startsAt);
      return {
        registrationStart: istDayAt(now, -30, '10:00'),
        registrationEnd: istDayAt(now, -1, '23:59'),
        startDatetime,
        endDatetime: new Date(startDatetime.getTime() + duration),
      };
    }
    case 'ongoing': {
      // Started two hours ago (to the minute), so it stays ongoing for the rest of its duration.
      const startDatetime = new Date(Math.floor((now.getTime() - 2 * HOUR_MS) / 60_000) * 60_000);
      return {
        registrationStart: new Date(startDatetime.getTime() - 30 * DAY_MS),
        registrationEnd: new Date(startDatetime.getTime() - DAY_MS),
        startDatetime,
        endDatetime: new Date(startDatetime.getTime() + Math.max(duration, 4 * HOUR_MS)),
      };
    }
    case 'ended': {
      const startDatetime = istDayAt(now, -spec.days, spec.startsAt);
      return {
        registrationStart: new Date(startDatetime.getTime() - 45 * DAY_MS),
        registrationEnd: new Date(startDatetime.getTime() - 2 * DAY_MS),
        startDatetime,
        endDatetime: new Date(startDatetime.getTime() + duration),
      };
    }
  }
}
