// The plain text a browser would show of an organiser's HTML description, without a DOM, so that the
// same rule runs in the browser, the machines and the server. A card shows this text (React escapes
// it); the full description is rendered as sanitized HTML elsewhere.
//
// What a browser renders, in short: the content of <script>, <style> and the like is never text;
// comments and doctypes are not text; tags are dropped (block boundaries and <br> separate words,
// inline tags such as <b> do not); character references are decoded once; runs of whitespace read as
// one space. Anything that is not a tag ('5 < 6', a stray '>') stays as written.

/** Elements whose content is never shown as text (and is dropped with the element). */
const HIDDEN_CONTENT_ELEMENTS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'title',
  'head',
  'iframe',
  'object',
  'svg',
  'math',
  'textarea',
  'select',
  'xmp',
  'noembed',
  'noframes',
]);

/** Elements that start or end a line, so words on either side never run together. */
/** The six heading elements, which both the text reading here and the browser's sanitizer know. */
export const HEADING_ELEMENTS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

const BLOCK_ELEMENTS = new Set<string>([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  ...HEADING_ELEMENTS,
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Named character references organisers' editors write; others stay as written. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  sbquo: '‚',
  bdquo: '„',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  divide: '÷',
  plusmn: '±',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  rupee: '₹',
  euro: '€',
  pound: '£',
  cent: '¢',
  yen: '¥',
  sect: '§',
  para: '¶',
  laquo: '«',
  raquo: '»',
  iexcl: '¡',
  iquest: '¿',
  shy: '',
  zwj: '\u200d',
  zwnj: '\u200c',
};

const REPLACEMENT_CHARACTER = '\ufffd';

function decodeCodePoint(codePoint: number): string {
  const invalid =
    !Number.isFinite(codePoint) ||
    codePoint === 0 ||
    codePoint > 0x10ffff ||
    (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return invalid ? REPLACEMENT_CHARACTER : String.fromCodePoint(codePoint);
}

/** Decodes character references once: '&amp;lt;' is the text '&lt;', not '<'. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(
    /&(?:#[xX]([0-9a-fA-F]{1,8})|#(\d{1,9})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g,
    (whole, hex, dec, name) => {
      if (typeof hex === 'string') return decodeCodePoint(parseInt(hex, 16));
      if (typeof dec === 'string') return decodeCodePoint(parseInt(dec, 10));
      const named = NAMED_ENTITIES[String(name).toLowerCase()];
      // A named reference only counts with its ';' (or as one of the common legacy spellings).
      // Stryker disable next-line Regex: named is one of NAMED_ENTITIES, and no other name there starts or ends with these five
      return named !== undefined && (whole.endsWith(';') || /^(amp|lt|gt|quot|nbsp)$/i.test(String(name)))
        ? named
        : whole;
    },
  );
}

/** Where the tag opened at `start` ends (the index after its '>'), honouring quoted attribute values. */
function endOfTag(html: string, start: number): number {
  let quote: string | null = null;
  // Stryker disable next-line EqualityOperator: html[html.length] is undefined, which no branch below acts on
  for (let index = start + 1; index < html.length; index += 1) {
    const char = html[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      // Quotes only open a value after '='; a stray quote elsewhere is part of the name.
      if (/=\s*$/.test(html.slice(Math.max(start, index - 8), index))) quote = char;
    } else if (char === '>') {
      return index + 1;
    }
  }
  return html.length;
}

/** The index after `</name ...>` from `from`, or the end of the text when it is never closed. */
function endOfHiddenElement(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
  closing.lastIndex = from;
  const match = closing.exec(html);
  if (!match) return html.length;
  return endOfTag(html, match.index);
}

/**
 * The text a browser would render of `html`: hidden elements and comments dropped with their content,
 * tags stripped, character references decoded, whitespace collapsed and trimmed.
 */
export function htmlToPlainText(html: string): string {
  let text = '';
  let index = 0;
  // Stryker disable next-line EqualityOperator: at html.length no '<' is left, so the loop would only add '' and stop
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open < 0) {
      text += decodeHtmlEntities(html.slice(index));
      break;
    }
    text += decodeHtmlEntities(html.slice(index, open));
    const rest = html.slice(open, open + 2);
    if (html.startsWith('<!--', open)) {
      // From open + 2, as browsers read it, so '<!-->' and '<!--->' are whole (empty) comments.
      // Stryker disable next-line ArithmeticOperator: '-->' cannot start at open - 2 or open - 1, next to the '<!' at open
      const close = html.indexOf('-->', open + 2);
      // Stryker disable next-line EqualityOperator: close is never 0 (it is at least open + 2)
      index = close < 0 ? html.length : close + 3;
      continue;
    }
    if (rest === '<!' || rest === '<?') {
      // Doctype, CDATA or a processing instruction: never shown.
      const close = html.indexOf('>', open + 2);
      // Stryker disable next-line EqualityOperator: close is never 0 (it is at least open + 2)
      index = close < 0 ? html.length : close + 1;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(open, open + 40));
    if (!tag) {
      // '5 < 6' or '<3': a '<' that opens no tag is text.
      text += '<';
      index = open + 1;
      continue;
    }
    const isClosing = tag[1] === '/';
    // Stryker disable next-line StringLiteral: the pattern's second group always matches, so the fallback is never used
    const name = (tag[2] ?? '').toLowerCase();
    const afterTag = endOfTag(html, open);
    if (!isClosing && HIDDEN_CONTENT_ELEMENTS.has(name)) {
      const selfClosed = html.slice(open, afterTag).endsWith('/>') && (name === 'svg' || name === 'math');
      index = selfClosed ? afterTag : endOfHiddenElement(html, name, afterTag);
      text += ' ';
      continue;
    }
    if (BLOCK_ELEMENTS.has(name)) text += ' ';
    index = afterTag;
  }
  return text.replace(/\s+/g, ' ').trim();
}
