// Slots in a first screen the build renders once and the server fills in per request (the event
// page's name and banner): `{{name}}`, filled in one pass, so a value that itself looks like a slot
// stays as written. Values are escaped for both text and attributes.

/** The event page's slots (src/app/shell/first-screens.tsx), filled by the server from the event's answer. */
export const EVENT_SCREEN_SLOTS = { name: 'eventName', bannerImage: 'bannerImage' } as const;

const SLOT = /\{\{([A-Za-z]+)\}\}/g;

/** The placeholder the build renders in place of a value. */
export function slot(name: string): string {
  return `{{${name}}}`;
}

export function hasSlots(html: string): boolean {
  return new RegExp(SLOT.source).test(html);
}

/** Text made safe for HTML text and for a quoted attribute value alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The screen with every slot filled, or null when a slot has no value. */
export function fillSlots(html: string, values: Readonly<Record<string, string>>): string | null {
  let missing = false;
  const filled = html.replace(SLOT, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      missing = true;
      return '';
    }
    return escapeHtml(value);
  });
  return missing ? null : filled;
}
