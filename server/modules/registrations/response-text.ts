// participant_responses.response_text is jsonb holding a string or a list of strings. Read through
// drizzle's jsonb column, a string that happens to be JSON is parsed a second time: the phone
// '9876543210' comes back as a number and the price '499.00' as 499. Reading the column as its JSON
// text and parsing that once gives back exactly what was stored, on PGlite and node-postgres alike.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { participantResponses, type ResponseText } from '../../db/schema';

/** Select this instead of participantResponses.responseText, then pass the value to readResponseText. */
export const responseTextJson = sql<string>`${participantResponses.responseText}::text`;

/** What a reader of answers selects: whose answer, to which field, and its text for readResponseText. */
export const answerColumns = {
  participantId: participantResponses.participantId,
  fieldName: participantResponses.fieldName,
  responseText: responseTextJson,
};

/** Every answer these participants gave, in the order they were written (none for no participants). */
export async function answersOf(
  db: Db,
  participantIds: number[],
): Promise<{ participantId: number; fieldName: string; responseText: string }[]> {
  if (participantIds.length === 0) return [];
  return db
    .select(answerColumns)
    .from(participantResponses)
    .where(inArray(participantResponses.participantId, participantIds))
    .orderBy(asc(participantResponses.id));
}

export function readResponseText(json: string): ResponseText {
  const value: unknown = JSON.parse(json);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String);
  return String(value);
}
