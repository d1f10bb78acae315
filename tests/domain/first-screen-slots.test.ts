// The slots of a first screen the build renders once and the server fills in per request.
import { describe, expect, it } from 'vitest';
import { fillSlots, hasSlots, slot } from '../../src/domain/first-screen-slots';

describe('first-screen slots', () => {
  it('writes a slot as {{name}} and finds it', () => {
    expect(slot('eventName')).toBe('{{eventName}}');
    expect(hasSlots(`<h1>${slot('eventName')}</h1>`)).toBe(true);
    expect(hasSlots('<h1>Plain { braces }</h1>')).toBe(false);
  });

  it('fills every slot, each as often as it appears', () => {
    expect(fillSlots('<img alt="{{a}} banner"><h1>{{a}}</h1><p>{{b}}</p>', { a: 'Pune 10K', b: 'x' })).toBe(
      '<img alt="Pune 10K banner"><h1>Pune 10K</h1><p>x</p>',
    );
  });

  it('escapes values for text and attributes alike', () => {
    expect(fillSlots('<a title="{{v}}">{{v}}</a>', { v: `<script>"it's" & more</script>` })).toBe(
      '<a title="&lt;script&gt;&quot;it&#x27;s&quot; &amp; more&lt;/script&gt;">&lt;script&gt;&quot;it&#x27;s&quot; &amp; more&lt;/script&gt;</a>',
    );
  });

  it('fills in one pass: a value that looks like a slot stays as written', () => {
    expect(fillSlots('<h1>{{a}}</h1><p>{{b}}</p>', { a: '{{b}}', b: 'B' })).toBe('<h1>{{b}}</h1><p>B</p>');
  });

  it('gives nothing when a slot has no value', () => {
    expect(fillSlots('<h1>{{a}}</h1><p>{{b}}</p>', { a: 'A' })).toBeNull();
  });
});
