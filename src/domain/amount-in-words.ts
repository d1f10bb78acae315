// An amount in words as Indian invoices write it (Indian numbering: thousand, lakh, crore):
// 123456789 paise -> 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only'.
import type { Paise } from './money';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99. */
function belowHundred(n: number): string {
  // Stryker disable next-line StringLiteral: ONES has a word for every n below 20
  if (n < 20) return ONES[n] ?? '';
  // Stryker disable next-line StringLiteral: TENS has a word for every n from 20 to 99
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1 to 999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in Indian words: crore, lakh, thousand, hundred ('One Crore Two Lakh'). */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  // Stryker disable next-line LogicalOperator,StringLiteral: ONES[0] is 'Zero'
  if (n === 0) return ONES[0] ?? 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  // Past 99 crore the crores are themselves counted in Indian words ('One Hundred Crore').
  if (crores > 0) parts.push(`${numberInIndianWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 'Rupees One Thousand Two Hundred and Fifty Paise Only'; 'Rupees Zero Only' for nothing. */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInIndianWords(rupees)}${paiseWords} Only`;
}
