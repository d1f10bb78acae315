// Texts that machines and the domain word in SPEC's English from parts (issue 30 part 2): 'Cancel
// ticket for Asha', 'Registered on' dates, a policy's deadline. The machines stay pure and keep handing
// over English; a view passes what it got through `localText`, which finds the catalogue message the
// text was worded by (its English, with '{name}' placeholders read back out of the text), and words the
// same parts in the reader's language. The parts are themselves read again: a date the domain wrote
// ('28 Nov 2026, 09:41 PM', 'January 5, 2025 at 10:30 AM', '05 Jan 2025') is written the Hindi way,
// anything else (a name, an amount) is kept as it came. In English every text is returned unchanged.
import { useTranslation } from 'react-i18next';
import { flattenCatalogue, knownText, type I18n } from './i18n';
import en from './locales/en';
import { parts } from './locales/en';

type Translator = Pick<I18n, 't' | 'language'>;

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let templates: Template[] | undefined;

/**
 * The messages of the after-payment screens and the information pages with simple placeholders, as
 * patterns; those with the most fixed words first, so 'Credit note {number}' wins over '{count} transferred'.
 */
function templatesOf(): Template[] {
  if (templates) return templates;
  const own = flattenCatalogue({ ...parts.passes, ...parts.pages });
  templates = [...own]
    .filter(([, text]) => /\{\w+\}/.test(text) && !/\{\w+,/.test(text))
    .map(([key, text]) => {
      const names = [...text.matchAll(new RegExp(PLACEHOLDER))].map((match) => match[1] ?? '');
      const literal = text.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
      const pattern = new RegExp(`^${literal.map(escape).join('(.+?)')}$`, 's');
      return { key, pattern, names, fixed: literal.join('').length };
    })
    .sort((a, b) => b.fixed - a.fixed);
  return templates;
}

type ShortMonth = keyof typeof en.dates.monthShort;
const SHORT_MONTHS = Object.keys(en.dates.monthShort) as ShortMonth[];
const LONG_MONTHS = Object.values(en.dates.monthLong);

/** '28 Nov 2026, 09:41 PM' (formatOrderDate). */
const ORDER_DATE = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4}), (\d{2}):(\d{2}) (AM|PM)$/;
/** 'January 5, 2025 at 10:30 AM' (formatEventDateTime). */
const EVENT_DATE = /^([A-Z][a-z]+) (\d{1,2}), (\d{4}) at (\d{1,2}):(\d{2}) (AM|PM)$/;
/** '05 Jan 2025' (formatInvoiceDate). */
const DAY_DATE = /^(\d{2}) ([A-Z][a-z]{2}) (\d{4})$/;

function dayPartOf(hour24: number): 'morning' | 'afternoon' | 'evening' | 'night' {
  if (hour24 >= 4 && hour24 < 12) return 'morning';
  if (hour24 >= 12 && hour24 < 16) return 'afternoon';
  if (hour24 >= 16 && hour24 < 20) return 'evening';
  return 'night';
}

function momentText(
  i18n: Translator,
  month: string,
  day: string,
  year: string,
  hour: string,
  minute: string,
  period: string,
) {
  const hour12 = Number(hour);
  const hour24 = (hour12 % 12) + (period === 'PM' ? 12 : 0);
  return i18n.t('dates.eventDateTime', {
    month,
    day: String(Number(day)),
    year,
    hour: String(hour12),
    minute,
    period: period.toLowerCase(),
    dayPart: dayPartOf(hour24),
  });
}

/** A date as the domain words it, in the reader's language; null when the text is no such date. */
export function localDate(i18n: Translator, text: string): string | null {
  const order = ORDER_DATE.exec(text);
  if (order && SHORT_MONTHS.includes(order[2] as ShortMonth)) {
    const [, day = '', month = '', year = '', hour = '', minute = '', period = ''] = order;
    return momentText(i18n, i18n.t(`dates.monthShort.${month as ShortMonth}`), day, year, hour, minute, period);
  }
  const event = EVENT_DATE.exec(text);
  if (event && LONG_MONTHS.includes(event[1] ?? '')) {
    const [, month = '', day = '', year = '', hour = '', minute = '', period = ''] = event;
    const number = String(LONG_MONTHS.indexOf(month) + 1) as keyof typeof en.dates.monthLong;
    return momentText(i18n, i18n.t(`dates.monthLong.${number}`), day, year, hour, minute, period);
  }
  const date = DAY_DATE.exec(text);
  if (date && SHORT_MONTHS.includes(date[2] as ShortMonth)) {
    const [, day = '', month = '', year = ''] = date;
    return `${Number(day)} ${i18n.t(`dates.monthShort.${month as ShortMonth}`)} ${year}`;
  }
  if (text === 'TBD') return i18n.t('dates.tbd');
  return null;
}

/** A text worded in English by a machine or the domain, in the reader's language (see the header). */
export function localText(i18n: Translator, text: string): string {
  if (i18n.language === 'en') return text;
  const known = knownText(i18n, text);
  if (known !== text) return known;
  const date = localDate(i18n, text);
  if (date !== null) return date;
  for (const { key, pattern, names } of templatesOf()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, localPart(i18n, match[index + 1] ?? '')]));
    return (i18n.t as (key: string, options: Record<string, string>) => string)(key, values);
  }
  return text;
}

let ownKeys: Map<string, string> | undefined;

/**
 * A part read back out of a worded text: a date, or one of the after-payment screens' own texts (a
 * refund's status), in the reader's language; anything else as it came. Only those texts: a part is
 * mostly a name, and a name may read like some other screen's text (a testimonial's 'Meera Iyer').
 */
function localPart(i18n: Translator, part: string): string {
  const date = localDate(i18n, part);
  if (date !== null) return date;
  ownKeys ??= new Map([...flattenCatalogue(parts.passes)].reverse().map(([key, text]) => [text, key]));
  const key = ownKeys.get(part);
  return key ? (i18n.t as (key: string) => string)(key) : part;
}

/** `localText` with the view's language; nothing stays nothing. */
export function useLocalText(): <Text extends string | null | undefined>(text: Text) => Text {
  const { i18n } = useTranslation();
  return <Text extends string | null | undefined>(text: Text): Text =>
    (typeof text === 'string' ? localText(i18n, text) : text) as Text;
}
