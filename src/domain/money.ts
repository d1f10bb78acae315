// Money is integer paise everywhere inside the product; rupee strings ("499.00") exist only at the
// API edge. Integers keep sums exact: 0.1 + 0.2 style drift would make invoice lines disagree with
// the amount charged.
import { RUPEE_SIGN } from './constants';

/** An amount of money in paise (1 rupee = 100 paise). Always a safe integer. */
export type Paise = number;

/** Thrown when an amount cannot be read as an exact, non-negative rupee value. */
export class InvalidMoneyError extends Error {
  constructor(input: unknown) {
    super(`Not a valid rupee amount: ${JSON.stringify(input)}`);
    this.name = 'InvalidMoneyError';
  }
}

// Digits, optionally a point and more digits. Decimals past the second are accepted only when they
// are zeros (databases may answer "499.5000"); anything else is not a whole number of paise.
const RUPEE_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** Reads "499", "499.5", "499.00" or 499.5 as paise, or null when it is not an exact amount. */
export function tryRupeesToPaise(input: string | number): Paise | null {
  // Stryker disable next-line ConditionalExpression,StringLiteral: 'NaN' and 'Infinity' fail the pattern below anyway; the guard states the intent
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  // String(number) gives the shortest text that reads back as the same double, so 499.5 becomes
  // "499.5" and 1.005 stays "1.005" (refused) instead of drifting to 100.49999 paise.
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: RegExp exec reads a number through the same ToString as String()
  const text = typeof input === 'number' ? String(input) : input;
  const match = RUPEE_PATTERN.exec(text);
  if (!match) return null;
  // Stryker disable next-line StringLiteral: group 1 is not optional, so it is always set on a match
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(2))) return null;
  const paise = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/**
 * Like tryRupeesToPaise, and a leading '-' is a negative amount: a tax document's discount line
 * ('-39.90', issue 28). Never for what a person types as a price.
 */
export function trySignedRupeesToPaise(input: string): Paise | null {
  const text = input.trim();
  const negative = text.startsWith('-');
  const paise = tryRupeesToPaise(negative ? text.slice(1) : text);
  return paise === null || !negative ? paise : -paise;
}

/** Like tryRupeesToPaise but throws InvalidMoneyError for input that is not an exact amount. */
export function rupeesToPaise(input: string | number): Paise {
  const paise = tryRupeesToPaise(input);
  if (paise === null) throw new InvalidMoneyError(input);
  return paise;
}

function assertPaise(paise: Paise): void {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Paise must be a safe integer, got ${paise}`);
  }
}

function splitRupeesAndPaise(paise: Paise): { sign: string; rupees: string; paisePart: string } {
  assertPaise(paise);
  const absolute = Math.abs(paise);
  return {
    sign: paise < 0 ? '-' : '',
    rupees: String(Math.floor(absolute / 100)),
    paisePart: String(absolute % 100).padStart(2, '0'),
  };
}

/** 49900 -> "499.00": the API's decimal rupee string. */
export function paiseToRupeeString(paise: Paise): string {
  const { sign, rupees, paisePart } = splitRupeesAndPaise(paise);
  return `${sign}${rupees}.${paisePart}`;
}

/** "123456" -> "1,23,456": the last three digits, then groups of two (Indian grouping). */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const pairs = rest.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${lastThree}`;
}

export interface FormatInrOptions {
  /** Leave out ".00" when the amount is whole rupees ("₹499"); other amounts keep their paise. */
  dropZeroPaise?: boolean;
}

/** 12345600 -> "₹1,23,456.00" (rupee sign, Indian grouping, two decimals). */
export function formatInr(paise: Paise, options: FormatInrOptions = {}): string {
  const { sign, rupees, paisePart } = splitRupeesAndPaise(paise);
  const decimals = options.dropZeroPaise && paisePart === '00' ? '' : `.${paisePart}`;
  return `${sign}${RUPEE_SIGN}${groupIndianDigits(rupees)}${decimals}`;
}

/**
 * The given share of an amount, rounded half up to the paisa: percentOf(15050, 900) is 9 % of
 * ₹150.50 = 1354.5 paise -> 1355. Basis points keep the rate an integer (900 bp = 9 %).
 */
export function percentOf(paise: Paise, basisPoints: number): Paise {
  assertPaise(paise);
  if (paise < 0) throw new RangeError(`percentOf needs a non-negative amount, got ${paise}`);
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`Basis points must be a non-negative integer, got ${basisPoints}`);
  }
  // BigInt so that amount x rate never loses precision, however large the order.
  const scaled = BigInt(paise) * BigInt(basisPoints);
  const quotient = scaled / 10_000n;
  const remainder = scaled % 10_000n;
  const rounded = remainder * 2n >= 10_000n ? quotient + 1n : quotient;
  return Number(rounded);
}
