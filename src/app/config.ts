// The runtime config the server hands the app at /config.json (DESIGN §6), so one build runs
// anywhere. Read once before the first render.
import type { CompanyDetails } from '../domain/company';

export type { CompanyDetails };

export interface RuntimeConfig {
  apiBaseUrl: string;
  checkoutScriptUrl: string;
  organizerUrl: string;
  /** The event page's Route Map embed, loaded when that tab opens. */
  mapEmbedUrl: string;
  company: CompanyDetails;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(source: Record<string, unknown>, key: string, where: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '')
    throw new RuntimeConfigError(`${where}.${key} must be a non-empty string`);
  return value;
}

function webAddress(source: Record<string, unknown>, key: string, where: string): string {
  const value = text(source, key, where);
  const isWeb = URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol);
  if (!isWeb) throw new RuntimeConfigError(`${where}.${key} must be an absolute http(s) URL`);
  return value;
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('config.json must be an object');
  const company = raw.company;
  if (!isRecord(company)) throw new RuntimeConfigError('config.company must be an object');
  const addressLines = company.addressLines;
  if (!Array.isArray(addressLines) || !addressLines.every((line) => typeof line === 'string')) {
    throw new RuntimeConfigError('config.company.addressLines must be a list of strings');
  }
  return {
    apiBaseUrl: text(raw, 'apiBaseUrl', 'config'),
    checkoutScriptUrl: text(raw, 'checkoutScriptUrl', 'config'),
    organizerUrl: text(raw, 'organizerUrl', 'config'),
    mapEmbedUrl: webAddress(raw, 'mapEmbedUrl', 'config'),
    company: {
      name: text(company, 'name', 'config.company'),
      addressLines,
      gstin: text(company, 'gstin', 'config.company'),
      email: text(company, 'email', 'config.company'),
      phone: text(company, 'phone', 'config.company'),
    },
  };
}

export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchConfig('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new RuntimeConfigError(`config.json answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
