// MPINs the server refuses because they are among the first anyone would try (DESIGN §5).

export const WEAK_MPIN_MESSAGE = 'This MPIN is too easy to guess. Choose a less obvious one.';

/**
 * Refused besides the patterns below: the most frequent 4-digit PINs in DataGenetics' study of
 * 3.4 million leaked PINs ("PIN analysis", 2012; its top 20 are these plus repeated digits and runs)
 * that are not already a repeated digit or a run, plus the keypad's middle column top-down and
 * bottom-up (2580, 0852).
 */
export const COMMON_WEAK_MPINS: readonly string[] = [
  '1212',
  '1004',
  '2000',
  '2001',
  '6969',
  '1122',
  '1313',
  '1010',
  '2580',
  '0852',
];

/**
 * Years of birth, marriage and graduation: Bonneau, Preibusch and Anderson ("A birthday present every
 * eleven years", 2012) found 19xx years the largest guessable group of chosen PINs.
 */
export const WEAK_MPIN_YEARS = { first: 1940, last: 2030 } as const;

const DIGIT_ORDER = '01234567890';
const REVERSED_DIGIT_ORDER = '09876543210';

/**
 * True for a repeated digit (0000 ... 9999), a run of consecutive digits up or down including the
 * keyboard row's wrap to 0 (0123 ... 6789, 7890; 3210 ... 9876, 0987), a year from 1940 to 2030, or
 * a COMMON_WEAK_MPINS entry.
 * Only meaningful for 4-digit input; anything else is for validateMpin to refuse.
 */
export function isWeakMpin(mpin: string): boolean {
  if (!/^\d{4}$/.test(mpin)) return false;
  // Stryker disable next-line Regex: mpin is exactly 4 digits here, so four of one digit can only be the whole of it
  if (/^(\d)\1{3}$/.test(mpin)) return true;
  if (DIGIT_ORDER.includes(mpin) || REVERSED_DIGIT_ORDER.includes(mpin)) return true;
  const asYear = Number(mpin);
  if (asYear >= WEAK_MPIN_YEARS.first && asYear <= WEAK_MPIN_YEARS.last) return true;
  return COMMON_WEAK_MPINS.includes(mpin);
}

export function validateMpinStrength(mpin: string): string | null {
  return isWeakMpin(mpin) ? WEAK_MPIN_MESSAGE : null;
}
