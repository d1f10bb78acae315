// The saved attendees' types: what 'Fill from a previous attendee' lists, and how forgetting one fails.

/** An attendee the person registered before (GET .../saved-attendees, extension). */
export interface SavedAttendee {
  attendeeUuid: string;
  name: string;
  email: string | null;
  phone: string | null;
  responses: ReadonlyArray<{ fieldName: string; responseText: string | readonly string[] }>;
  lastUsedAt: string;
}

/** What the saved attendees' forget actor throws: the server's text, or the SPEC §8 generic one. */
export class ForgetSavedAttendeeError extends Error {
  override name = 'ForgetSavedAttendeeError';
}
