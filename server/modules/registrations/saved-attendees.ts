// Saved attendees (extension): the people a user registered before, to prefill the next form. Built
// from successful registrations only; a user sees and forgets only their own.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { isCategoryField, isCategoryPricingField, isDisplayOnlyField } from '../../../src/domain/validation';
import type { components } from '../../../src/api/schema';
import type { AuthenticatedUser } from '../../context';
import type { Db } from '../../db/connect';
import { savedAttendees, type ResponseText, type SavedResponses } from '../../db/schema';
import { notFound } from '../../errors';
import { requireUuid } from '../catalog/uuid';
import type { Answer } from './answers';
import { identityKey, type AttendeeContact } from './attendee-identity';

export const SAVED_ATTENDEE_NOT_FOUND = 'Saved attendee not found';
export const SAVED_ATTENDEE_REMOVED = 'Saved attendee removed';
/** What the list shows, and all that is kept: the least recently used beyond this are dropped. */
export const SAVED_ATTENDEES_LIMIT = 20;

export type SavedAttendeeView = components['schemas']['SavedAttendee'];

/** Answers worth carrying to another event: not files, display text, categories or prices. */
function reusableAnswers(answers: readonly Answer[]): SavedResponses {
  const kept: SavedResponses = {};
  for (const { field, value } of answers) {
    if (field.field_type === 'file' || isDisplayOnlyField(field)) continue;
    if (isCategoryField(field) || isCategoryPricingField(field)) continue;
    kept[field.field_name] = value;
  }
  return kept;
}

/**
 * Records (or refreshes) the attendee just registered, inside the registration's transaction. A
 * returning attendee keeps earlier answers to fields this form does not have; this form's answers win.
 */
export async function rememberAttendee(
  tx: Db,
  userId: number,
  contact: AttendeeContact,
  answers: readonly Answer[],
  now: Date,
): Promise<void> {
  const responses = reusableAnswers(answers);
  await tx
    .insert(savedAttendees)
    .values({
      userId,
      identityKey: identityKey(contact),
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      responses,
      lastUsedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [savedAttendees.userId, savedAttendees.identityKey],
      set: {
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        responses: sql`${savedAttendees.responses} || excluded.responses`,
        lastUsedAt: now,
        updatedAt: now,
      },
    });
  const keep = tx
    .select({ id: savedAttendees.id })
    .from(savedAttendees)
    .where(eq(savedAttendees.userId, userId))
    .orderBy(desc(savedAttendees.lastUsedAt), desc(savedAttendees.id))
    .limit(SAVED_ATTENDEES_LIMIT);
  await tx.delete(savedAttendees).where(and(eq(savedAttendees.userId, userId), notInArray(savedAttendees.id, keep)));
}

function parseResponses(json: string): SavedAttendeeView['responses'] {
  const value: unknown = JSON.parse(json);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .map(([fieldName, text]) => ({
      field_name: fieldName,
      response_text: (Array.isArray(text) ? text.map(String) : String(text)) as ResponseText,
    }))
    .sort((a, b) => a.field_name.localeCompare(b.field_name));
}

/** The caller's saved attendees, most recently used first. */
export async function listSavedAttendees(db: Db, caller: AuthenticatedUser): Promise<SavedAttendeeView[]> {
  const rows = await db
    .select({
      attendeeUuid: savedAttendees.attendeeUuid,
      name: savedAttendees.name,
      email: savedAttendees.email,
      phone: savedAttendees.phone,
      // Read as JSON text and parsed once: see response-text.ts for why drizzle's jsonb read is not used.
      responses: sql<string>`${savedAttendees.responses}::text`,
      lastUsedAt: savedAttendees.lastUsedAt,
    })
    .from(savedAttendees)
    .where(eq(savedAttendees.userId, caller.id))
    .orderBy(desc(savedAttendees.lastUsedAt), desc(savedAttendees.id))
    .limit(SAVED_ATTENDEES_LIMIT);
  return rows.map((row) => ({
    attendee_uuid: row.attendeeUuid,
    name: row.name,
    email: row.email,
    phone: row.phone,
    responses: parseResponses(row.responses),
    last_used_at: row.lastUsedAt.toISOString(),
  }));
}

/** Deletes one of the caller's saved attendees; someone else's answers exactly like a missing one. */
export async function forgetSavedAttendee(db: Db, caller: AuthenticatedUser, attendeeUuid: unknown): Promise<void> {
  const uuid = requireUuid(attendeeUuid, 'attendeeUuid');
  const removed = await db
    .delete(savedAttendees)
    .where(and(eq(savedAttendees.attendeeUuid, uuid), eq(savedAttendees.userId, caller.id)))
    .returning({ id: savedAttendees.id });
  if (removed.length === 0) throw notFound(SAVED_ATTENDEE_NOT_FOUND);
}
