// Drafts of the booking in progress, kept in the tab's session storage so that a reload (or a slow
// network's retry) loses nothing typed: the selection and step, and each unsubmitted attendee form's
// values. Session storage, not local: attendees' personal details should not outlive the tab.
import type { GuardianDraft } from '../../../machines/attendee-form/attendee-form.types';
import type { BookingDraft } from '../../../machines/booking/booking.types';
import type { AttendeeValues } from '../../domain/validation';

interface StoredBooking {
  draft: BookingDraft | null;
  attendees: Record<string, AttendeeValues>;
  /** A minor's guardian as typed on that ticket's form (issue 27); not the consent, ticked again. */
  guardians: Record<string, GuardianDraft>;
  /** SPEC §4: 'I am registering for myself' is offered only until it has been used once. */
  selfPrefillUsed: boolean;
}

const keyOf = (subEventUuid: string) => `startline.booking.${subEventUuid}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only well-formed entries: a tampered or older draft costs the guardian's name, never the page. */
function guardiansOf(stored: Record<string, unknown>): Record<string, GuardianDraft> {
  const kept: Record<string, GuardianDraft> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (isRecord(value) && typeof value.fullName === 'string' && typeof value.mobileNumber === 'string') {
      kept[key] = { fullName: value.fullName, mobileNumber: value.mobileNumber };
    }
  }
  return kept;
}

function read(subEventUuid: string): StoredBooking {
  const empty: StoredBooking = { draft: null, attendees: {}, guardians: {}, selfPrefillUsed: false };
  const raw = storage()?.getItem(keyOf(subEventUuid));
  if (!raw) return empty;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return empty;
    const draft =
      isRecord(parsed.draft) && isRecord(parsed.draft.quantities) ? (parsed.draft as unknown as BookingDraft) : null;
    const attendees = isRecord(parsed.attendees) ? (parsed.attendees as Record<string, AttendeeValues>) : {};
    const guardians = isRecord(parsed.guardians) ? guardiansOf(parsed.guardians) : {};
    return { draft, attendees, guardians, selfPrefillUsed: parsed.selfPrefillUsed === true };
  } catch {
    return empty;
  }
}

function write(subEventUuid: string, stored: StoredBooking): void {
  try {
    storage()?.setItem(keyOf(subEventUuid), JSON.stringify(stored));
  } catch (error) {
    // A full or blocked storage costs only the draft; the booking itself goes on.
    console.warn('Startline could not keep the booking draft', error);
  }
}

export const bookingDrafts = {
  readDraft: (subEventUuid: string) => read(subEventUuid).draft,
  saveDraft: (subEventUuid: string, draft: BookingDraft) => write(subEventUuid, { ...read(subEventUuid), draft }),
  readAttendee: (subEventUuid: string, ticketKey: string): AttendeeValues =>
    read(subEventUuid).attendees[ticketKey] ?? {},
  readGuardian: (subEventUuid: string, ticketKey: string): GuardianDraft | undefined =>
    read(subEventUuid).guardians[ticketKey],
  saveAttendee: (subEventUuid: string, ticketKey: string, values: AttendeeValues, guardian?: GuardianDraft) => {
    const stored = read(subEventUuid);
    const guardians = guardian ? { ...stored.guardians, [ticketKey]: guardian } : stored.guardians;
    write(subEventUuid, { ...stored, attendees: { ...stored.attendees, [ticketKey]: values }, guardians });
  },
  clearAttendee: (subEventUuid: string, ticketKey: string) => {
    const stored = read(subEventUuid);
    const { [ticketKey]: _cleared, ...attendees } = stored.attendees;
    const { [ticketKey]: _guardian, ...guardians } = stored.guardians;
    write(subEventUuid, { ...stored, attendees, guardians });
  },
  readSelfPrefillUsed: (subEventUuid: string) => read(subEventUuid).selfPrefillUsed,
  markSelfPrefillUsed: (subEventUuid: string) => write(subEventUuid, { ...read(subEventUuid), selfPrefillUsed: true }),
  clear: (subEventUuid: string) => {
    try {
      storage()?.removeItem(keyOf(subEventUuid));
    } catch {
      // Nothing to clear when storage is blocked.
    }
  },
};
