// SPEC §2 marketing parameters: which ones count, how they are read from a URL or from what session
// storage holds, and how they are added to a later URL. Pure; reading and writing the browser's
// session storage is src/ui/utm.ts, and every internal link goes through src/ui/InternalLink.
import { UTM_PARAMETERS } from './constants';

export type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type UtmParams = Partial<Record<UtmParameter, string>>;

/** Only same-site paths are followed or decorated: never another site, never `//host`. */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The UTM parameters of a query string ('?utm_source=x&...'); empty values do not count. */
export function utmParamsIn(search: string): UtmParams {
  const query = new URLSearchParams(search);
  const found: UtmParams = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(name);
    if (value !== null && value !== '') found[name] = value;
  }
  return found;
}

/** What session storage's `utm_params` holds, read defensively ({} for anything unreadable). */
export function parseUtmParams(raw: string | null): UtmParams {
  // Stryker disable next-line ConditionalExpression: JSON.parse(null) reads "null", which the object check below turns into {} as well
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: without it a string, number or boolean reads no utm_* string ({}) and null throws into the catch ({})
    if (typeof parsed !== 'object' || parsed === null) return {};
    const saved: UtmParams = {};
    for (const name of UTM_PARAMETERS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') saved[name] = value;
    }
    return saved;
  } catch {
    return {};
  }
}

/**
 * `href` with `params` added; parameters already in `href` win, a #hash is kept, and anything that is
 * not a same-site path (another site, mailto:, '#events') is left as it is.
 */
export function addUtmParams(href: string, params: UtmParams): string {
  if (!isSameSitePath(href)) return href;
  const names = (Object.keys(params) as UtmParameter[]).filter((name) => UTM_PARAMETERS.includes(name));
  if (names.length === 0) return href;
  // Stryker disable EqualityOperator: href starts with '/' (isSameSitePath), so '#' and '?' are never at index 0
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const query = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  // Stryker restore EqualityOperator
  for (const name of names) {
    const value = params[name];
    if (value !== undefined && !query.has(name)) query.set(name, value);
  }
  return `${path}?${query.toString()}${hash}`;
}
