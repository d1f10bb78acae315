// The plain text of an organiser's HTML as a browser would render it (cards, SPEC §3).
import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, htmlToPlainText } from '../../src/domain/html-text';

describe('htmlToPlainText', () => {
  it.each([
    // Hidden content goes with its element, whatever its case, attributes or closing spelling.
    { html: '<script>alert(1)</script>', text: '' },
    { html: 'Hi<SCRIPT type="text/javascript">alert(1)</SCRIPT >there', text: 'Hi there' },
    { html: '<script src="x.js"></script>Run', text: 'Run' },
    { html: 'Run<script>var s = "</p>"; alert(1)</script> fast', text: 'Run fast' },
    { html: '<style>.a { color: red }</style><p>Styled</p>', text: 'Styled' },
    { html: '<p>Before</p><script>alert(1)', text: 'Before' },
    { html: '<noscript>Enable JS</noscript><template><p>later</p></template>Shown', text: 'Shown' },
    { html: '<svg><text>drawn</text></svg>Plain', text: 'Plain' },
    { html: '<svg/>After', text: 'After' },
    { html: '<iframe src="//evil">fallback</iframe>Ok', text: 'Ok' },
    // Tags are stripped; blocks separate words, inline tags do not.
    { html: '<p>Run&nbsp;<b>fast</b> &amp; <i>free</i></p>', text: 'Run fast & free' },
    { html: '<p>One</p><p>Two</p>', text: 'One Two' },
    { html: 'Line<br>break<br/>here', text: 'Line break here' },
    { html: '<ul><li>5K</li><li>10K</li></ul>', text: '5K 10K' },
    { html: '<b>Ma</b>rathon', text: 'Marathon' },
    { html: '<a href="/x" title="a > b">Link</a> text', text: 'Link text' },
    { html: '<img alt=\'x > y\' src="a.png" onerror="alert(1)">Pic', text: 'Pic' },
    { html: '<img src=x onerror=alert(1)>', text: '' },
    // Comments, doctypes and CDATA are not text.
    { html: '<!DOCTYPE html><!-- hidden <b>note</b> -->Visible', text: 'Visible' },
    { html: 'A<!-- never closed', text: 'A' },
    { html: '<![CDATA[data]]>Shown', text: 'Shown' },
    // A '<' that opens no tag is text, as are decoded entities (React escapes them on screen).
    { html: '5 < 6 and 7 > 3', text: '5 < 6 and 7 > 3' },
    { html: 'I <3 running', text: 'I <3 running' },
    { html: '&lt;script&gt;alert(1)&lt;/script&gt;', text: '<script>alert(1)</script>' },
    { html: 'Tom &amp;amp; Jerry', text: 'Tom &amp; Jerry' },
    { html: '&#8377;499 &#x20B9;999 &rupee;1', text: '₹499 ₹999 ₹1' },
    { html: 'Rock &ndash; roll &hellip; &ldquo;go&rdquo;', text: 'Rock – roll … “go”' },
    { html: '&unknown; &amp', text: '&unknown; &' },
    { html: '&#0; &#xD800; &#99999999;', text: '\ufffd \ufffd \ufffd' },
    // Whitespace collapses and trims.
    { html: '  <p>\n\tSpread\n\n   out  </p>  ', text: 'Spread out' },
    { html: '', text: '' },
    { html: '<p></p><div> &nbsp; </div>', text: '' },
  ])('$html -> $text', ({ html, text }) => {
    expect(htmlToPlainText(html)).toBe(text);
  });

  it('keeps a 300-letter word whole', () => {
    const word = 'a'.repeat(300);
    expect(htmlToPlainText(`<p>${word}</p>`)).toBe(word);
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes once', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });

  it('needs the semicolon for names other than the legacy few', () => {
    expect(decodeHtmlEntities('&hellip &hellip;')).toBe('&hellip …');
  });
});
