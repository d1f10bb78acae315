// The edges of reading an organiser's HTML as a browser renders it (src/domain/html-text.ts).
import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, htmlToPlainText } from '../../src/domain/html-text';

describe('numeric character references at the edges of Unicode', () => {
  it.each([
    ['the last code point', '&#x10FFFF;', '\u{10FFFF}'],
    ['past the last code point', '&#x110000;', '\ufffd'],
    ['the code point before the surrogates', '&#xD7FF;', '\uD7FF'],
    ['the first surrogate', '&#xD800;', '\ufffd'],
    ['the last surrogate', '&#xDFFF;', '\ufffd'],
    ['the code point after the surrogates', '&#xE000;', '\uE000'],
    ['a decimal one after the surrogates', '&#57344;', '\uE000'],
  ])('%s (%s)', (_name, text, decoded) => {
    expect(decodeHtmlEntities(text)).toBe(decoded);
  });
});

describe('htmlToPlainText', () => {
  it.each([
    // Comments as browsers close them, the empty ones included.
    { html: 'A<!-->B', text: 'AB' },
    { html: 'A<!--->B', text: 'AB' },
    { html: 'A<!---->B', text: 'AB' },
    { html: 'A<!-- x --->B', text: 'AB' },
    // Processing instructions and doctypes are never shown, even unclosed.
    { html: '<?xml version="1.0"?>Shown', text: 'Shown' },
    { html: 'A<!DOCTYPE html', text: 'A' },
    { html: 'Go -><![CDATA[x]]>now', text: 'Go ->now' },
    // A '<' that opens no tag stays text even when a real tag follows it closely.
    { html: '5 <6 and <b>7</b>', text: '5 <6 and 7' },
    // A stray closing tag of a hidden element hides nothing.
    { html: 'A</script>B', text: 'AB' },
    { html: 'A</style> and B', text: 'A and B' },
    // Only <svg/> and <math/> close themselves; '<script/>' still opens a script.
    { html: '<math/>After', text: 'After' },
    { html: '<script/>alert(1)</script>Shown', text: 'Shown' },
    { html: '<style/>p { color: red }</style>Shown', text: 'Shown' },
    // Quotes open a value only right after '='.
    { html: '<p x"y>Text</p>', text: 'Text' },
    { html: '<a b=c"d>Link</a>', text: 'Link' },
    { html: '<a b=c d"e>Link</a>', text: 'Link' },
    { html: '<b x="c>d">Bold</b>', text: 'Bold' },
  ])('$html -> $text', ({ html, text }) => {
    expect(htmlToPlainText(html)).toBe(text);
  });
});
