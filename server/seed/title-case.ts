/** 'ANDHRA PRADESH' -> 'Andhra Pradesh', 'K.V.RANGAREDDY' -> 'K.V.Rangareddy', 'JAMMU & KASHMIR' -> 'Jammu & Kashmir'. */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s(\-./])([a-z])/g, (_match, boundary: string, letter: string) => boundary + letter.toUpperCase());
}
