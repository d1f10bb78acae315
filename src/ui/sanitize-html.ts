// The one way an organiser's HTML reaches the page: DOMPurify with a strict allow-list. Basic
// formatting, lists, links, headings and tables pass; styles, SVG/MathML, forms, media, event
// handlers and any URL that is not http(s), mailto, tel or a same-site path are removed. Links open in
// a new tab without handing the opener or the referrer to the other site.
import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier } from 'dompurify';
import { HEADING_ELEMENTS } from '../domain/html-text';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  ...HEADING_ELEMENTS,
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope', 'start'];

/** http(s), mailto and tel links, same-site paths and in-page anchors; never javascript: or data:. */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|\/(?![/\\])|#)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  // DOMPurify judges every attribute value not listed here by ALLOWED_URI_REGEXP, which a plain number
  // ('2') or word ('col') fails; these attributes never hold a URL.
  ADD_URI_SAFE_ATTR: ['colspan', 'rowspan', 'scope', 'start'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  FORBID_TAGS: ['style', 'svg', 'math', 'script', 'iframe', 'object', 'embed', 'form', 'img'],
  FORBID_ATTR: ['style', 'class', 'id'],
  RETURN_TRUSTED_TYPE: false,
};

let purifier: Purifier | undefined;

/** A purifier of our own, so these hooks never touch another user of the global DOMPurify. */
function safePurifier(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
  });
  purifier = created;
  return created;
}

/** `html` with everything outside the allow-list removed, as a string for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  return safePurifier().sanitize(html, CONFIG);
}
