// The markup of @radix-ui/react-tabs as our pages use it (the event page's information tabs, the
// landing's Upcoming / All Events): the ARIA tabs pattern's roles and links between tab and panel, and
// only the open panel's content mounted, so the route map loads when chosen. Its roving Tab stop and
// keys are walked in Chromium (e2e/event-detail.spec.ts), where its focus handling runs.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as Tabs from '@radix-ui/react-tabs';

function render(selected: { defaultValue: string } | { value: string; onValueChange: () => void }) {
  const children = [
    h(Tabs.List, {
      key: 'list',
      'aria-label': 'Event information',
      children: [
        h(Tabs.Trigger, { key: 'overview', value: 'overview', children: 'Overview' }),
        h(Tabs.Trigger, { key: 'map', value: 'map', children: 'Route Map' }),
      ],
    }),
    h(Tabs.Content, { key: 'overview', value: 'overview', children: h('p', null, 'The overview') }),
    h(Tabs.Content, { key: 'map', value: 'map', children: h('iframe', { title: 'Route map' }) }),
  ];
  return renderToStaticMarkup(h(Tabs.Root, { className: 'tabs', ...selected, children }));
}

const attributesOf = (markup: string, role: string) =>
  [...markup.matchAll(new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`, 'g'))].map(([tag]) => tag);

describe('Tabs', () => {
  const markup = render({ defaultValue: 'overview' });
  const [overview, map] = attributesOf(markup, 'tab');
  const [overviewPanel, mapPanel] = attributesOf(markup, 'tabpanel');

  it('is a labelled horizontal tab list of buttons', () => {
    const [list] = attributesOf(markup, 'tablist');
    expect(list).toContain('aria-label="Event information"');
    expect(list).toContain('aria-orientation="horizontal"');
    expect(overview).toMatch(/^<button type="button" role="tab"/);
  });

  // Which tab is the one Tab stop is settled in the browser once the tabs are mounted (Radix's roving
  // focus counts its items in an effect), so it is checked in Chromium, not here.
  it('marks the open tab selected and the others not', () => {
    expect(overview).toContain('aria-selected="true"');
    expect(overview).toContain('data-state="active"');
    expect(map).toContain('aria-selected="false"');
    expect(map).toContain('data-state="inactive"');
  });

  it('links each tab and its panel both ways', () => {
    const id = (tag: string | undefined, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag ?? '')?.[1];
    expect(id(overview, 'aria-controls')).toBe(id(overviewPanel, 'id'));
    expect(id(overviewPanel, 'aria-labelledby')).toBe(id(overview, 'id'));
    expect(id(map, 'aria-controls')).toBe(id(mapPanel, 'id'));
    expect(new Set([id(overview, 'id'), id(map, 'id'), id(overviewPanel, 'id'), id(mapPanel, 'id')]).size).toBe(4);
  });

  it('mounts only the open panel: the others are hidden and empty, so a map loads when chosen', () => {
    expect(markup).toContain('<p>The overview</p>');
    expect(mapPanel).toContain('hidden=""');
    expect(overviewPanel).not.toContain('hidden');
    expect(markup).not.toContain('<iframe');
  });

  it('follows the value it is given when controlled', () => {
    const controlled = render({ value: 'map', onValueChange: () => undefined });
    expect(controlled).toContain('<iframe title="Route map">');
    expect(controlled).not.toContain('The overview');
  });
});
