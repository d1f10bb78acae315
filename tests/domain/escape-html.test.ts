import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/domain/escape-html';

describe('escapeHtml', () => {
  it('escapes for text and quoted attributes alike', () => {
    expect(`<a title="${escapeHtml(`<script>"it's" & more</script>`)}">`).toBe(
      '<a title="&lt;script&gt;&quot;it&#x27;s&quot; &amp; more&lt;/script&gt;">',
    );
  });

  it('leaves an address without those characters as it is', () => {
    expect(escapeHtml('/uploads/files/banner-1200.webp?v=2')).toBe('/uploads/files/banner-1200.webp?v=2');
  });
});
