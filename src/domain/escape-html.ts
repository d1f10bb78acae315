// Text placed in HTML the server writes itself (not through React), such as a preload's address.

/** Text made safe for HTML text and for a quoted attribute value alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
