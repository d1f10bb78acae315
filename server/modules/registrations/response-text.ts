// participant_responses.response_text is jsonb holding a string or a list of strings. Read through
// drizzle's jsonb column, a string that happens to be JSON is parsed a second time: the phone
// '9876543210' comes back as a number and the price '499.00' as 499. Reading the column as its JSON
// text and parsing that once gives back exactly what was stored, on PGlite and node-postgres alike.
import { sql } from 'drizzle-orm';
import { participantResponses, type ResponseText } from '../../db/schema';

/** Select this instead of participantResponses.responseText, then pass the value to readResponseText. */
export const responseTextJson = sql<string>`${participantResponses.responseText}::text`;

export function readResponseText(json: string): ResponseText {
  const value: unknown = JSON.parse(json);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(String);
  return String(value);
}
