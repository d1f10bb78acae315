/**
 * What the listing search matches (sub_events.search_text, trigram-indexed): every name a person may
 * type for an event, and its city. Whoever writes a sub-event (seed, generator) stores this alongside it.
 */
export function buildSubEventSearchText(parts: {
  name: string;
  eventTitle: string;
  eventMasterName: string;
  cityName?: string | null;
}): string {
  return [parts.name, parts.eventTitle, parts.eventMasterName, parts.cityName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .toLowerCase();
}

/** Escapes LIKE wildcards so a search for '100%' matches the text '100%', then wraps it for ILIKE. */
export function containsPattern(search: string): string {
  return `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
