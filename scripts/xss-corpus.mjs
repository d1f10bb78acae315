// Builds e2e/support/xss/vectors.json, the XSS corpus of e2e/xss-corpus.spec.ts, from its sources
// (e2e/support/xss/README.md names them, their commits and licences):
//   node scripts/xss-corpus.mjs <DOMPurify checkout> <OWASP CheatSheetSeries checkout>
// The checkouts are read, never changed. Every vector keeps its source and where in it it was found;
// its payload is rewritten so that what it would run calls the canary `__xss[<id>]` instead of
// alert/confirm/prompt/print (the spec also installs the canary as those functions, so a vector whose
// call is encoded and was not rewritten is caught too).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const [dompurifyDir, owaspDir] = process.argv.slice(2);
if (!dompurifyDir || !owaspDir) {
  console.error('usage: node scripts/xss-corpus.mjs <DOMPurify checkout> <OWASP CheatSheetSeries checkout>');
  process.exit(2);
}

const OUT = path.resolve('e2e/support/xss/vectors.json');
const revision = (dir) => execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const looksLikeMarkup = (text) => /<[a-zA-Z!/?%]/.test(text) || /javascript:|&#/i.test(text);

/** @type {{ source: string, origin: string, raw: string }[]} */
const found = [];
const add = (source, origin, raw) => {
  if (typeof raw === 'string' && raw.trim() !== '') found.push({ source, origin, raw });
};

// 1. DOMPurify's data-driven fixtures: every payload of test/fixtures/expect.mjs.
const { default: fixtures } = await import(pathToFileURL(path.join(dompurifyDir, 'test/fixtures/expect.mjs')).href);
for (const fixture of fixtures) add('dompurify-fixtures', fixture.title, fixture.payload);

// 2. DOMPurify's test suite: the literal markup its tests sanitize (first argument of sanitize(), and
// variables or properties named as the dirty input), most of them its mutation-XSS and
// security-regression cases.
const suitePath = path.join(dompurifyDir, 'test/test-suite.js');
const suite = ts.createSourceFile(suitePath, readFileSync(suitePath, 'utf8'), ts.ScriptTarget.Latest, true);
const DIRTY_NAME = /^(dirty|payload|xss|html|input|markup|attack|vector|test|poc|wrap|s)$/i;
function literalValue(node) {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalValue(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalValue(node.left);
    const right = literalValue(node.right);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  return undefined;
}
function testTitle(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (
      ts.isCallExpression(at) &&
      ts.isPropertyAccessExpression(at.expression) &&
      at.expression.name.text === 'test' &&
      at.arguments[0]
    ) {
      return literalValue(at.arguments[0]) ?? at.arguments[0].getText().slice(0, 80);
    }
  }
  return `line ${suite.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}
function visit(node) {
  let candidate;
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'sanitize'
  ) {
    candidate = node.arguments[0];
  } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && DIRTY_NAME.test(node.name.text)) {
    candidate = node.initializer;
  } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && DIRTY_NAME.test(node.name.text)) {
    candidate = node.initializer;
  }
  const value = literalValue(candidate);
  if (value !== undefined && looksLikeMarkup(value)) add('dompurify-test-suite', testTitle(node), value);
  ts.forEachChild(node, visit);
}
visit(suite);

// 3. The OWASP XSS Filter Evasion Cheat Sheet: every code block, and the inline vectors of its
// 'WAF ByPass Strings for XSS' list. Markdown escapes (`\<`) are undone.
const sheet = readFileSync(path.join(owaspDir, 'cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.md'), 'utf8');
const unescapeMarkdown = (text) => text.replace(/\\([<>[\]_*\\`])/g, '$1');
let heading = '';
let inBlock = false;
let block = [];
let section = '';
const handlers = [];
const obfuscations = [];
for (const line of sheet.split('\n')) {
  if (line.startsWith('```')) {
    if (inBlock) add('owasp-cheat-sheet', heading, unescapeMarkdown(block.join('\n').trim()));
    inBlock = !inBlock;
    block = [];
    continue;
  }
  if (inBlock) {
    block.push(line);
    continue;
  }
  const title = /^#{2,4}\s+(.*)$/.exec(line);
  if (title) {
    heading = title[1];
    section = heading;
    continue;
  }
  const item = /^- `(.*)`\s*$/.exec(line) ?? /^- `([^`]*)`/.exec(line);
  if (!item) continue;
  if (section === 'WAF ByPass Strings for XSS' || section.startsWith('WAF ByPass')) {
    add('owasp-cheat-sheet', heading, item[1].trim());
  } else if (section === 'Attacks Using Event Handlers') {
    const handler = /^(on[A-Za-z]+)\(\)$/.exec(item[1].trim());
    if (handler) handlers.push(handler[1]);
  } else if (section === 'Filter Bypass Alert Obfuscation') {
    obfuscations.push(item[1].trim().replace(/[“”]/g, '"').replace(/[‘’]/g, "'"));
  }
}
// The WAF list sits between headings of its own; its items also follow the 'On Mouse Over' line.
for (const line of sheet.split('\n').slice(sheet.split('\n').findIndex((l) => l.includes('On Mouse Over')))) {
  if (line.startsWith('<!-- markdownlint-enable')) break;
  const item = /^- `(.*)`\s*$/.exec(line);
  if (item) add('owasp-cheat-sheet', 'WAF ByPass Strings for XSS (On Mouse Over)', item[1].trim());
}

// 4. Systematic variants, because the sources above hold fewer than 1,000 distinct vectors:
//  a. every event handler of the cheat sheet's list on five elements that fire events without a
//     person (a broken image, an SVG root, an open <details>, an autofocused input, the body);
//  b. each of the cheat sheet's alert obfuscations in an onerror handler and a javascript: link;
//  c. javascript: URLs with each of the encodings the cheat sheet and DOMPurify's fixtures use (entity
//     per character, decimal/hex with and without padding or semicolons, a control or space character
//     before the scheme, tab/newline/CR inside it, mixed case) in <a href>, <form action>, <button
//     formaction> and <iframe src>.
const HANDLER_HOSTS = [
  (h) => `<img src=x ${h}="alert(1)">`,
  (h) => `<svg ${h}="alert(1)"></svg>`,
  (h) => `<details open ${h}="alert(1)"><summary>s</summary>d</details>`,
  (h) => `<input autofocus ${h}="alert(1)">`,
  (h) => `<body ${h}="alert(1)">`,
];
for (const handler of handlers) {
  for (const host of HANDLER_HOSTS)
    add('variant-event-handler', `${handler} (OWASP list)`, host(handler.toLowerCase()));
}
for (const obfuscation of obfuscations) {
  add('variant-obfuscation', obfuscation, `<img src=x onerror="${obfuscation.replaceAll('"', '&quot;')}">`);
  add('variant-obfuscation', obfuscation, `<a href="javascript:${obfuscation.replaceAll('"', '&quot;')}">x</a>`);
}
const SCHEME = 'javascript:';
const SCHEME_ENCODINGS = {
  'decimal entities': (s) => [...s].map((c) => `&#${c.charCodeAt(0)};`).join(''),
  'decimal entities, 7 digits, no semicolon': (s) =>
    [...s].map((c) => `&#${String(c.charCodeAt(0)).padStart(7, '0')}`).join(''),
  'hex entities': (s) => [...s].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(''),
  'hex entities, no semicolon': (s) => [...s].map((c) => `&#X${c.charCodeAt(0).toString(16).toUpperCase()}`).join(''),
  'named colon': (s) => s.replace(':', '&colon;'),
  'mixed case': () => 'JaVaScRiPt:',
  'tab inside': () => 'jav\tascript:',
  'encoded tab inside': () => 'jav&#x09;ascript:',
  'newline inside': () => 'jav\nascript:',
  'encoded newline inside': () => 'jav&#x0A;ascript:',
  'carriage return inside': () => 'jav&#x0D;ascript:',
  'NUL inside': () => 'java\0script:',
  'entity NewLine inside': () => 'java&NewLine;script&colon;',
  'first letter encoded': () => '&#106;avascript:',
  'percent-encoded colon': () => 'javascript%3A',
};
for (let code = 1; code <= 32; code++) {
  SCHEME_ENCODINGS[`U+${code.toString(16).padStart(4, '0').toUpperCase()} before the scheme`] = () =>
    `&#${code};javascript:`;
}
const URL_HOSTS = [
  (u) => `<a href="${u}alert(1)">link</a>`,
  (u) => `<form action="${u}alert(1)"><input type=submit></form>`,
  (u) => `<form><button formaction="${u}alert(1)">go</button></form>`,
  (u) => `<iframe src="${u}alert(1)"></iframe>`,
];
for (const [name, encode] of Object.entries(SCHEME_ENCODINGS)) {
  for (const host of URL_HOSTS) add('variant-javascript-url', `javascript: URL, ${name}`, host(encode(SCHEME)));
}

// Dedupe on the original text, then give each an id and point its payload at the canary.
const seen = new Set();
const vectors = [];
for (const entry of found) {
  if (seen.has(entry.raw)) continue;
  seen.add(entry.raw);
  const id = vectors.length + 1;
  const payload = entry.raw.replace(/\b(alert|confirm|prompt|print)\b/g, `__xss[${id}]`);
  vectors.push({ id, source: entry.source, origin: entry.origin, payload });
}

const counts = {};
for (const vector of vectors) counts[vector.source] = (counts[vector.source] ?? 0) + 1;
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      sources: {
        'dompurify-fixtures': `cure53/DOMPurify ${revision(dompurifyDir)} test/fixtures/expect.mjs (Apache-2.0 or MPL-2.0)`,
        'dompurify-test-suite': `cure53/DOMPurify ${revision(dompurifyDir)} test/test-suite.js (Apache-2.0 or MPL-2.0)`,
        'owasp-cheat-sheet': `OWASP/CheatSheetSeries ${revision(owaspDir)} cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.md (CC BY-SA 4.0)`,
        'variant-event-handler': "each handler of the cheat sheet's event handler list on five self-firing elements",
        'variant-obfuscation': "each of the cheat sheet's alert obfuscations in onerror and in a javascript: link",
        'variant-javascript-url': 'javascript: URL encodings in href, action, formaction and iframe src',
      },
      counts,
      vectors,
    },
    null,
    1,
  )}\n`,
);
console.log(`${vectors.length} vectors`, counts);
