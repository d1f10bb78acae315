// Tabs after the WAI-ARIA Authoring Practices' tabs pattern, with automatic activation: a tab list
// whose selected tab is the one Tab stop, Left/Right (wrapping), Home and End move and select, and
// a panel that mounts its content only while its tab is selected (the event page's route map loads
// when chosen). It replaces @radix-ui/react-tabs, which DESIGN chose: on the event page, whose tabs
// are on the first screen, Radix's tabs with their roving-focus and collection packages were
// 9.9 KiB gzip of first-load JavaScript, about 15% of a React hello-world; this is about 1 KiB.
// The names and attributes (Root, List, Trigger, Content; data-state) are Radix's, so the markup and
// styles did not change.
import { createContext, useContext, useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

interface TabsContextValue {
  baseId: string;
  selected: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`Tabs.${part} must be inside Tabs.Root`);
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type RootProps = {
  className?: string;
  children: ReactNode;
} & (
  | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
  | { defaultValue: string; value?: never; onValueChange?: (value: string) => void }
);

export function Root({ className, children, value, defaultValue, onValueChange }: RootProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? '');
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, selected, select }}>
      <div className={className} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** The keys that move along the list, to the index they lead to from `current` of `count`. */
function targetIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function List({
  className,
  children,
  'aria-label': label,
}: {
  className?: string;
  children: ReactNode;
  'aria-label': string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current < 0) return;
    const next = targetIndex(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    // The tabs inside are the focusable controls; the list only routes their arrow keys.
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

export function Trigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { baseId, selected, select } = useTabs('Trigger');
  const active = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={className}
      onClick={() => select(value)}
    >
      {children}
    </button>
  );
}

export function Content({
  value,
  className,
  children,
  'aria-busy': busy,
}: {
  value: string;
  className?: string;
  children: ReactNode;
  'aria-busy'?: boolean;
}) {
  const { baseId, selected } = useTabs('Content');
  const active = value === selected;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      aria-busy={busy}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      // A panel without focusable content is still reachable from its tab by the Tab key.
      tabIndex={0}
      className={className}
    >
      {active ? children : null}
    </div>
  );
}
