// `npm run catalog -- attendees SUB_EVENT_UUID --csv`: the paid (or confirmed) attendees of one
// sub-event with their answers, for the organiser's kit and timing teams. RFC 4180 (CRLF line ends,
// fields with a comma, quote or line break quoted, quotes doubled), and safe to open in a spreadsheet:
// a cell that starts with = + - @ tab or carriage return is prefixed with a single quote, which
// spreadsheets show as text instead of running it as a formula (OWASP, CSV injection).
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { paiseToRupeeString } from '../../src/domain/money';
import type { Db } from '../db/connect';
import { formFields, participantGuardians, participants, subEvents } from '../db/schema';
import { answersOf, readResponseText } from '../modules/registrations/response-text';
import { uploadNamesIn } from './attendee-files';
import { isLiveTicket } from '../modules/registrations/holds';

export class AttendeesError extends Error {
  override name = 'AttendeesError';
}

const FIXED_COLUMNS = [
  'participant_uuid',
  'status',
  'payment_status',
  'registered_at',
  'paid_at',
  'event_category',
  'amount',
  // Issue 27: the parent or guardian who consented for an attendee under 18; empty for an adult.
  'guardian_name',
  'guardian_mobile',
  'guardian_consent_at',
];

/** Characters a spreadsheet may take as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised against formulas, then quoted as RFC 4180 asks. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The attendees CSV of the sub-event `subEventUuid`: a header row, then one row per admitted ticket. */
export async function attendeesCsv(
  db: Db,
  subEventUuid: string,
): Promise<{ csv: string; attendees: number; files: string[] }> {
  const uuid = subEventUuid.trim().toLowerCase();
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(uuid)) {
    throw new AttendeesError(`SUB_EVENT_UUID must be a sub-event uuid, got '${subEventUuid}'`);
  }
  const [subEvent] = await db
    .select({ id: subEvents.id })
    .from(subEvents)
    .where(eq(subEvents.subEventUuid, uuid))
    .limit(1);
  if (!subEvent) throw new AttendeesError(`no sub-event ${subEventUuid}`);

  // The form's answerable fields, in order; headers and paragraphs are not answered.
  const fields = await db
    .select({ name: formFields.fieldName, label: formFields.label, type: formFields.fieldType })
    .from(formFields)
    .where(eq(formFields.subEventId, subEvent.id))
    .orderBy(asc(formFields.orderIndex), asc(formFields.id));
  const answered = fields.filter((field) => field.type !== 'header' && field.type !== 'paragraph');

  // Admitted tickets, as My Events and the e-ticket count them: confirmed or paid, not cancelled nor transferred.
  const tickets = await db
    .select()
    .from(participants)
    .where(
      and(
        eq(participants.subEventId, subEvent.id),
        isLiveTicket(),
        or(eq(participants.status, 'confirmed'), eq(participants.paymentStatus, 'paid')),
      ),
    )
    .orderBy(asc(participants.registeredAt), asc(participants.id));
  const answers = await answersOf(
    db,
    tickets.map((ticket) => ticket.id),
  );
  const guardians = tickets.length
    ? await db
        .select()
        .from(participantGuardians)
        .where(
          inArray(
            participantGuardians.participantId,
            tickets.map((ticket) => ticket.id),
          ),
        )
    : [];
  const guardianOf = new Map(guardians.map((guardian) => [guardian.participantId, guardian]));
  const byTicket = new Map<number, Map<string, string>>();
  for (const answer of answers) {
    const value = readResponseText(answer.responseText);
    const map = byTicket.get(answer.participantId) ?? new Map<string, string>();
    map.set(answer.fieldName, Array.isArray(value) ? value.join('; ') : value);
    byTicket.set(answer.participantId, map);
  }
  // Answers to fields the form no longer has still go out, after the form's own, under their names.
  const formNames = new Set(answered.map((field) => field.name));
  const extraNames = [
    ...new Set(answers.map((answer) => answer.fieldName).filter((name) => !formNames.has(name))),
  ].sort();
  const columns = [...answered.map((field) => field.name), ...extraNames];
  const headers = [...FIXED_COLUMNS, ...answered.map((field) => field.label), ...extraNames];

  let csv = csvRow(headers);
  const files = new Set<string>();
  for (const ticket of tickets) {
    const mine = byTicket.get(ticket.id) ?? new Map<string, string>();
    for (const name of uploadNamesIn(mine.values())) files.add(name);
    csv += csvRow([
      ticket.participantUuid,
      ticket.status,
      ticket.paymentStatus,
      ticket.registeredAt.toISOString(),
      ticket.paidAt ? ticket.paidAt.toISOString() : '',
      ticket.eventCategory ?? '',
      paiseToRupeeString(ticket.amountPaise),
      guardianOf.get(ticket.id)?.fullName ?? '',
      guardianOf.get(ticket.id)?.mobileNumber ?? '',
      guardianOf.get(ticket.id)?.consentGivenAt.toISOString() ?? '',
      ...columns.map((name) => mine.get(name) ?? ''),
    ]);
  }
  return { csv, attendees: tickets.length, files: [...files].sort() };
}
