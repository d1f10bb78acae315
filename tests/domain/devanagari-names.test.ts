// SPEC §5 'letters and spaces only' holds for names typed in Devanagari too (issue 30 part 2): a Hindi
// name is letters with their vowel signs (matras), virama and nukta, which are combining marks.
import { describe, expect, it } from 'vitest';
import { FULL_NAME_MESSAGES, sanitizeFullNameInput, validateFullName } from '../../src/domain/validation/full-name';

describe('full names in Devanagari', () => {
  it.each([
    'आशा वर्मा',
    'श्रीनिवास अय्यर', // virama joins श्र
    'क्षितिज त्रिपाठी',
    'ज़ैनब फ़ारूक़ी', // nukta
    'संदीप कुलकर्णी', // anusvara
    'Asha वर्मा', // both scripts in one name
    'अंकिता',
  ])('accepts %s', (name) => {
    expect(validateFullName(name)).toBeNull();
  });

  it.each([
    ['आशा १२३', FULL_NAME_MESSAGES.invalidCharacters], // Devanagari digits are digits, not letters
    ['आशा। वर्मा', FULL_NAME_MESSAGES.invalidCharacters], // the danda is punctuation
    ['आशा-वर्मा', FULL_NAME_MESSAGES.invalidCharacters],
    ['जय', FULL_NAME_MESSAGES.tooShort], // two letters
    ['   ', FULL_NAME_MESSAGES.required],
  ])('refuses %s', (name, message) => {
    expect(validateFullName(name)).toBe(message);
  });

  it('strips digits of either script while typing, and leaves matras and virama alone', () => {
    expect(sanitizeFullNameInput('श्रीनिवास१२ 34अय्यर')).toBe('श्रीनिवास अय्यर');
  });
});
