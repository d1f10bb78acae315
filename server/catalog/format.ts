// The catalogue file (docs/catalog.md, docs/catalog.schema.json): what `npm run catalog -- import`
// reads and `export` writes. Field names are SPEC §3's public sub-event, registration form field and
// promotional banner names, plus a few marked extensions. The JSON Schema is checked first (shapes,
// types, required fields, enums, patterns), then the rules a schema cannot say (catalog-rules.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AjvModule, { type ErrorObject } from 'ajv';
import { validatePincode } from '../../src/domain/validation/pincode';

export const CATALOG_SCHEMA_PATH = fileURLToPath(new URL('../../docs/catalog.schema.json', import.meta.url));

export interface CatalogFormFieldOption {
  option_label: string;
  option_value: string;
}

export interface CatalogFormField {
  field_uuid: string;
  field_name: string;
  label: string;
  field_type: string;
  is_required?: boolean;
  order_index: number;
  placeholder?: string | null;
  no_of_rows?: number | null;
  header_size?: 'H1' | 'H2' | 'H3' | null;
  file_accept?: string | null;
  text_value?: string | null;
  options?: CatalogFormFieldOption[];
}

export interface CatalogSubEvent {
  sub_event_uuid: string;
  event_uuid: string;
  event_master_uuid: string;
  event_master_name: string;
  event_master_category: string;
  event_title: string;
  event_description?: string | null;
  name: string;
  description?: string | null;
  summary?: string | null;
  start_datetime?: string | null;
  end_datetime?: string | null;
  registration_start?: string | null;
  registration_end?: string | null;
  event_venue_address?: string | null;
  city_name?: string | null;
  state_name?: string | null;
  country_name?: string;
  pincode?: string | null;
  entry_fee?: string;
  entry_fee_required?: boolean;
  platform_fee?: string;
  total_allowed_registrations?: number | null;
  min_age?: number | null;
  max_age?: number | null;
  cash_prize?: string | null;
  cash_prize_description?: string | null;
  /** Extension (issue 28): until when a paid ticket may be cancelled; null: never (the default). */
  cancellable_until?: string | null;
  /** Extension (issue 28): the percent of a cancelled ticket's value kept, 0 to 100, two decimals. */
  cancellation_fee_percent?: number;
  /** Extension (issue 28): until when a paid ticket may be transferred to someone else; null: never (the default). */
  transferable_until?: string | null;
  /** Extension (issue 28): how long a released place is held for the first in line; null: no waitlist. */
  waitlist_offer_minutes?: number | null;
  /** Extension (issue 28): until when a holder may correct a paid ticket's attendee details; null: never (the default). */
  details_editable_until?: string | null;
  /** Extension (issue 28): how many times the attendee's name may change in that window; 0 (the default): never. */
  name_changes_allowed?: number;
  /** Extension (issue 28): until when a holder may move a paid ticket to another category; null: never (the default). */
  category_changeable_until?: string | null;
  event_day_takeaways?: string[];
  event_day_facilities?: string[];
  rules_and_regulations?: string | null;
  refund_and_cancellation_policy?: string | null;
  banner_url_path?: string | null;
  banner_descriptions?: string | null;
  is_published?: boolean;
  approval_status?: 'pending' | 'approved' | 'rejected';
  created_by_name?: string | null;
  updated_by_name?: string | null;
  external_link?: string | null;
  event_type?: string;
  additional_info?: string | null;
  ticket_name?: string | null;
  form_fields: CatalogFormField[];
}

export interface CatalogBanner {
  banner_uuid: string;
  title: string;
  description?: string | null;
  promotional_banner_url: string;
  sub_event_uuid: string;
  is_active?: boolean;
  sort_order?: number;
}

export interface CatalogFile {
  $schema?: string;
  sub_events: CatalogSubEvent[];
  promotional_banners: CatalogBanner[];
}

/** Fields of SPEC §3's public sub-event that the server sets: a file may not carry them. */
const SERVER_SET_FIELDS: Record<string, string> = {
  id: 'the database id is the server’s; sub_event_uuid identifies the sub-event',
  event_id: 'the database id is the server’s; event_uuid identifies the event',
  sub_event_id: 'the database id is the server’s; sub_event_uuid names the sub-event',
  sub_event_name: 'the name is read from the sub-event',
  is_registered: 'it is worked out per signed-in caller',
  created_at: 'the server stamps it',
  updated_at: 'the server stamps it',
};

const MONEY_FIELDS = new Set(['entry_fee', 'platform_fee', 'cash_prize']);
const INSTANT_FIELDS = new Set([
  'start_datetime',
  'end_datetime',
  'registration_start',
  'registration_end',
  'cancellable_until',
  'transferable_until',
  'details_editable_until',
  'category_changeable_until',
]);

/** One refused record: which record, which field, which rule. */
export interface CatalogProblem {
  /** e.g. 'sub_events[2] (sub_event_uuid 9e8d…, "10K Run")' or 'the file'. */
  record: string;
  /** The field, e.g. 'pincode' or 'form_fields[3].field_type'; '' for the record as a whole. */
  field: string;
  /** What is wrong, as a rule. */
  rule: string;
}

export function formatProblem(problem: CatalogProblem): string {
  return problem.field ? `${problem.record}: ${problem.field}: ${problem.rule}` : `${problem.record}: ${problem.rule}`;
}

export class CatalogFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: CatalogProblem[],
  ) {
    super(
      `${file}: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}; nothing was written\n${problems
        .map((problem) => `  ${formatProblem(problem)}`)
        .join('\n')}`,
    );
    this.name = 'CatalogFileError';
  }
}

const show = (value: unknown): string => JSON.stringify(value);

/** How a record is named in messages: its place in the file, its uuid and its name when it has them. */
export function describeRecord(file: unknown, list: 'sub_events' | 'promotional_banners', index: number): string {
  const records = (file as Record<string, unknown> | null)?.[list];
  const record = Array.isArray(records) ? (records[index] as Record<string, unknown> | undefined) : undefined;
  const parts: string[] = [];
  const uuidKey = list === 'sub_events' ? 'sub_event_uuid' : 'banner_uuid';
  if (typeof record?.[uuidKey] === 'string') parts.push(`${uuidKey} ${record[uuidKey] as string}`);
  const name = list === 'sub_events' ? record?.name : record?.title;
  if (typeof name === 'string' && name.trim() !== '') parts.push(show(name));
  return `${list}[${index}]${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

let compiled: ReturnType<InstanceType<typeof AjvModule>['compile']> | undefined;

function validator() {
  if (!compiled) {
    // ajv is CommonJS: under ESM its class is the module's default export, or that export's `default`.
    const Ajv = ((AjvModule as unknown as { default?: typeof AjvModule }).default ?? AjvModule) as typeof AjvModule;
    const ajv = new Ajv({ allErrors: true, strict: true });
    compiled = ajv.compile(JSON.parse(readFileSync(CATALOG_SCHEMA_PATH, 'utf8')) as object);
  }
  return compiled;
}

/** 'sub_events/2/form_fields/3/field_type' -> the record it is in and the field's path within it. */
function locate(file: unknown, instancePath: string): { record: string; field: string } {
  const segments = instancePath.split('/').slice(1);
  const [list, index, ...rest] = segments;
  if ((list === 'sub_events' || list === 'promotional_banners') && index !== undefined && /^\d+$/.test(index)) {
    const field = rest.map((segment, at) =>
      /^\d+$/.test(segment) ? `[${segment}]` : at === 0 ? segment : `.${segment}`,
    );
    return { record: describeRecord(file, list, Number(index)), field: field.join('').replace(/\.\[/g, '[') };
  }
  return { record: 'the file', field: segments.join('.') };
}

function valueAt(file: unknown, instancePath: string): unknown {
  let value: unknown = file;
  for (const segment of instancePath.split('/').slice(1)) {
    value = (value as Record<string, unknown> | null)?.[segment];
  }
  return value;
}

function ruleOf(error: ErrorObject, file: unknown): { field?: string; rule: string } {
  const value = valueAt(file, error.instancePath);
  const fieldName = error.instancePath.split('/').pop() ?? '';
  switch (error.keyword) {
    case 'required':
      return {
        field: (error.params as { missingProperty: string }).missingProperty,
        rule: 'is required and missing',
      };
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const why = SERVER_SET_FIELDS[extra];
      return {
        field: extra,
        rule: why
          ? `is set by the server and cannot be imported (${why}); leave it out`
          : 'is not a field of the catalogue format (docs/catalog.schema.json)',
      };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues
        .filter((entry) => entry !== null)
        .join(', ');
      if (fieldName === 'field_type') return { rule: `unknown field type ${show(value)}; the types are ${allowed}` };
      return { rule: `must be one of ${allowed}, got ${show(value)}` };
    }
    case 'type': {
      const expected = String((error.params as { type: string | string[] }).type)
        .replace(',', ' or ')
        .replace('integer', 'whole number');
      if (MONEY_FIELDS.has(fieldName)) {
        return { rule: `must be an amount in rupees written as a string such as "499.00", got ${show(value)}` };
      }
      return { rule: `must be a ${expected}, got ${show(value)}` };
    }
    case 'minLength':
      return { rule: 'must not be empty' };
    case 'maxLength':
      return { rule: `must be at most ${(error.params as { limit: number }).limit} characters` };
    case 'minimum':
    case 'maximum':
      return {
        rule: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${(error.params as { limit: number }).limit}, got ${show(value)}`,
      };
    case 'pattern':
      if (fieldName === 'pincode') {
        const message = validatePincode(String(value)) ?? 'PIN code must be exactly 6 digits';
        return { rule: `${message} (SPEC §5: 6 digits, the first 1-9), got ${show(value)}` };
      }
      if (MONEY_FIELDS.has(fieldName)) {
        return /^\s*-/.test(String(value))
          ? { rule: `must not be negative, got ${show(value)}` }
          : { rule: `must be an amount in rupees with at most two decimals such as "499.00", got ${show(value)}` };
      }
      if (INSTANT_FIELDS.has(fieldName)) {
        return {
          rule: `must be an ISO 8601 date-time with a zone such as "2027-01-17T05:30:00+05:30", got ${show(value)}`,
        };
      }
      if (fieldName.endsWith('uuid')) return { rule: `must be a UUID, got ${show(value)}` };
      if (fieldName === 'external_link') return { rule: `must be an http(s) address, got ${show(value)}` };
      return { rule: `does not match ${(error.params as { pattern: string }).pattern}, got ${show(value)}` };
    default:
      return { rule: error.message ?? error.keyword };
  }
}

/** The schema's problems with `file` (none: it has the format's shape). */
export function schemaProblems(file: unknown): CatalogProblem[] {
  const validate = validator();
  if (validate(file)) return [];
  const problems: CatalogProblem[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const { record, field } = locate(file, error.instancePath);
    const rule = ruleOf(error, file);
    const fieldPath = rule.field ? (field ? `${field}.${rule.field}` : rule.field) : field;
    const problem = { record, field: fieldPath, rule: rule.rule };
    const key = formatProblem(problem);
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}
