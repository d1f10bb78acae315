// What every browser path generated from a machine graph shares (docs/statecharts.md 'Running a path',
// level 3): requests held until the path answers them, the screen a state's `meta.shows` names checked
// after every step, the toasts the model expects, and a failing path that prints its steps and attaches
// the screenshot of the step that failed.
import { expect, test } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import type { ScreenMeta } from '../../machines/shared/screen-meta';
import {
  activeStateNodes,
  createGraphModel,
  describeEvent,
  pathsCoveringEveryTransition,
  uncoveredTransitions,
} from '../../tests/flows/shared/graph-model';
import type { FlowModel, ModelEvent, ModelPath } from '../../tests/flows/shared/graph-model';

/** Requests held by name until the path answers them. */
export type Held = Map<string, Route[]>;

/** Holds every request to `pattern` under `name` (a glob or a predicate on the URL, as page.route takes). */
export async function holdRequests(
  page: Page,
  held: Held,
  name: string,
  pattern: string | RegExp | ((url: URL) => boolean),
) {
  held.set(name, []);
  await page.route(pattern, (route) => void held.get(name)!.push(route));
}

/**
 * The oldest held request of that name, waiting for the page to make one; with `latest`, the newest,
 * the older ones being calls the page has since given up on (a view started over aborts its load).
 */
export async function takeHeld(held: Held, name: string, latest = false): Promise<Route> {
  await expect.poll(() => held.get(name)?.length ?? 0, { message: `a held ${name} call` }).toBeGreaterThan(0);
  const routes = held.get(name)!;
  if (!latest) return routes.shift()!;
  const newest = routes.pop()!;
  for (const stale of routes.splice(0)) await stale.abort('aborted').catch(() => undefined);
  return newest;
}

/** Clears digit boxes with Backspace from the last one (when any holds a digit), then types the digits from the first. */
export async function setDigits(group: Locator, digits: string) {
  const boxes = group.getByRole('textbox');
  const filled = await boxes.evaluateAll(
    (inputs) => inputs.filter((input) => (input as HTMLInputElement).value).length,
  );
  if (filled > 0) {
    await boxes.last().focus();
    const count = await boxes.count();
    for (let i = 0; i < count * 2; i += 1) await group.page().keyboard.press('Backspace');
  }
  if (digits !== '') {
    await boxes.first().focus();
    await group.page().keyboard.type(digits);
  }
}

/** What the resend cooldown of otp-send will read when a click asks it: these seconds left, or none. */
export async function rememberCooldown(
  page: Page,
  storageKey: string,
  secondsLeft: number | null,
  userUuid: string | null = null,
) {
  await page.evaluate(
    ({ key, seconds, user }) => {
      if (seconds === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify({ endsAt: Date.now() + seconds * 1000, userUuid: user }));
    },
    { key: storageKey, seconds: secondsLeft, user: userUuid },
  );
}

function metaOf(node: AnyStateNode): ScreenMeta | undefined {
  return node.meta as ScreenMeta | undefined;
}

/**
 * A name as meta writes it: the accessible name itself, or its first words when the rest is data the
 * machine cannot know ('Pay' for the button 'Pay ₹965.07').
 */
function shownName(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s.*)?$`);
}

/** Every element the active states' meta names must be visible (inside `scope` when given). */
export async function expectScreen(page: Page, state: AnyMachineSnapshot, scope: Page | Locator = page) {
  for (const node of activeStateNodes(state)) {
    for (const element of metaOf(node)?.shows ?? []) {
      // Alerts and statuses take no name from their text: for them the name is the text they say.
      const named = scope.getByRole(element.role, { name: shownName(element.name) });
      const saying = scope.getByRole(element.role).filter({ hasText: shownName(element.name) });
      // Behind an open modal dialog the page is hidden from assistive technology but still on screen.
      const behindDialog = scope.getByRole(element.role, { name: shownName(element.name), includeHidden: true });
      await expect(
        named.or(saying).or(behindDialog).filter({ visible: true }).first(),
        `${node.id} shows ${element.role} '${element.name}'`,
      ).toBeVisible();
    }
  }
}

interface NotifyLike {
  type: string;
  message?: string;
}

/** The toasts among the events the model expects the step to emit. */
export async function expectToasts(page: Page, emitted: readonly unknown[] | undefined) {
  const notices = (emitted ?? []).filter((event) => (event as NotifyLike).type === 'notify') as NotifyLike[];
  for (const notice of notices) {
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: notice.message }).first()).toBeVisible();
  }
}

export interface PathDriver {
  /** Does what the event stands for: a person's click or typing, or the answer to a held request. */
  drive(event: ModelEvent, next: ModelEvent | undefined): Promise<void>;
  /**
   * Fields and buttons as the path's state and the expected context say; final states check where the
   * page went. The context is the model's hand-written expectation carried along the path: a graph
   * vertex's own context may have been reached by another path.
   */
  check?(state: AnyMachineSnapshot, context: Record<string, unknown>, transient: boolean): Promise<void>;
  /** A step the page passes through at once (nothing to see on screen before the next event). */
  transient?(event: ModelEvent, next: ModelEvent | undefined): boolean;
  /** Where the state's meta.shows are looked for (a dialog, say); the page by default. */
  scope?(state: AnyMachineSnapshot): Page | Locator;
}

export interface PathOptions {
  /** The input the path's graph was generated with, for the model's expectations. */
  input?: unknown;
}

/**
 * Drives the path step by step, each one a test.step named by its event. When a step fails, the path
 * is printed with the failing step marked and the screenshot of that moment is attached.
 */
export async function runPath(
  page: Page,
  model: FlowModel,
  path: ModelPath,
  driver: PathDriver,
  options: PathOptions = {},
) {
  const steps = path.steps.map((step, index) => `${index}. ${index === 0 ? 'start' : describeEvent(step.event)}`);
  let current = 0;
  const scopeOf = (state: AnyMachineSnapshot) => driver.scope?.(state) ?? page;
  try {
    const first = path.steps[0]!.state;
    await test.step('start', () => expectScreen(page, first, scopeOf(first)));
    let context = { ...(first.context as Record<string, unknown>) };
    for (const [index, step] of path.steps.entries()) {
      if (index === 0) continue;
      current = index;
      const previous = path.steps[index - 1]!.state;
      const next = path.steps[index + 1]?.event;
      const expectation = model.expect({
        event: step.event,
        from: previous.value,
        before: context,
        callsBefore: [],
        input: options.input,
      });
      context = { ...context, ...expectation.context };
      const expectedContext = context;
      await test.step(describeEvent(step.event), async () => {
        await driver.drive(step.event, next);
        const transient = driver.transient?.(step.event, next) ?? false;
        if (!transient && step.state.status !== 'done') await expectScreen(page, step.state, scopeOf(step.state));
        await driver.check?.(step.state, expectedContext, transient);
        await expectToasts(page, expectation.emitted);
      });
    }
  } catch (error) {
    const marked = steps.map((line, index) => (index === current ? `${line}   ← failed here` : line)).join('\n');
    console.error(`Path failed at step ${current}:\n${marked}`);
    await test.info().attach('path steps', { body: marked, contentType: 'text/plain' });
    if (!page.isClosed()) {
      await test.info().attach(`screenshot of failing step ${current}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
    throw error;
  }
}

/** One step as a test name reads it: 'FIELD.CHANGE(otp)', 'sendOtp: sent', 'verifyPayment failed'. */
export function stepName(event: ModelEvent): string {
  const actor = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (actor?.[1] === 'error') return `${actor[2]} failed`;
  if (actor) {
    const output = event.output as Record<string, unknown> | null | undefined;
    const outcome = output && typeof output === 'object' ? (output.outcome ?? output.status ?? output.kind) : null;
    return typeof outcome === 'string' ? `${actor[2]}: ${outcome}` : `${actor[2]} done`;
  }
  const detail = event.field ?? event.page ?? event.filter ?? event.display;
  return detail === undefined ? event.type : `${event.type}(${String(detail)})`;
}

/** The test's name: the flow, and the events of the path as a person reads them. */
export function pathTitle(flow: string, index: number, path: ModelPath, name = stepName): string {
  return `${flow} path ${index + 1}: ${path.steps
    .slice(1)
    .map((step) => name(step.event))
    .join(' → ')}`;
}

/** The path the events make from the machine's start, or null when one of them is not heard. */
function replay(model: FlowModel, input: unknown, events: readonly ModelEvent[]): ModelPath | null {
  const machine = model.machine as AnyStateMachine;
  let state = getInitialSnapshot(machine, input) as AnyMachineSnapshot;
  const steps: ModelPath['steps'] = [{ state, event: { type: 'xstate.init' } }];
  for (const event of events) {
    if (state.status !== 'active' || !state.can(event as never)) return null;
    state = getNextSnapshot(machine, state, event as never) as AnyMachineSnapshot;
    steps.push({ state, event });
  }
  return { state, steps, weight: steps.length - 1 };
}

export interface BrowserPathOptions {
  /** The input the machine starts with. */
  input?: unknown;
  /** The longest chain of paths, in steps. */
  maxSteps?: number;
  /** Whether the real page can play the path (a script once loaded cannot fail to load, say). */
  feasible?: (path: ModelPath) => boolean;
}

/**
 * The browser paths of a flow: the fewest generated paths that take every transition the graph can
 * take, then chained: a path that ends where another passes (the same projected state) goes on with
 * the rest of that one, so each page load and shared beginning is paid once. A chain is kept only
 * when replaying its events through the machine takes every transition both paths took, and stays
 * within `maxSteps` so that a failure still points at a short story.
 */
export function browserPaths(model: FlowModel, options: BrowserPathOptions = {}): ModelPath[] {
  const { input, maxSteps = 16, feasible = () => true } = options;
  const machine = model.machine as AnyStateMachine;
  const generated = createGraphModel(machine, model.events, model.project, input).getShortestPaths().filter(feasible);
  const paths = pathsCoveringEveryTransition(machine, generated);
  const key = (state: AnyMachineSnapshot) => JSON.stringify(model.project(state));
  const eventsOf = (path: ModelPath) => path.steps.slice(1).map((step) => step.event);
  const missed = (path: ModelPath) => new Set(uncoveredTransitions(machine, [path]));
  /** The chain of head and the rest of tail, when it takes every transition either took. */
  const chain = (head: ModelPath, tail: ModelPath): ModelPath | null => {
    if (head.state.status !== 'active' || head.steps.length - 1 >= maxSteps) return null;
    const end = key(head.state);
    const headMissed = missed(head);
    const tailMissed = missed(tail);
    // From the last place the other path passes through where this one ends, back to its start.
    for (let at = tail.steps.length - 2; at >= 0; at -= 1) {
      if (key(tail.steps[at]!.state) !== end) continue;
      const chained = replay(model, input, [...eventsOf(head), ...eventsOf(tail).slice(at)]);
      if (!chained || chained.steps.length - 1 > maxSteps || !feasible(chained)) continue;
      if (key(chained.state) !== key(tail.state)) continue;
      if ([...missed(chained)].every((label) => headMissed.has(label) && tailMissed.has(label))) return chained;
    }
    return null;
  };
  let merged = true;
  while (merged) {
    merged = false;
    for (const [a, head] of paths.entries()) {
      for (const [b, tail] of paths.entries()) {
        const chained = a === b ? null : chain(head, tail);
        if (!chained) continue;
        paths.splice(Math.max(a, b), 1);
        paths.splice(Math.min(a, b), 1, chained);
        merged = true;
        break;
      }
      if (merged) break;
    }
  }
  const lost = uncoveredTransitions(machine, paths).filter(
    (label) => !uncoveredTransitions(machine, generated).includes(label),
  );
  if (lost.length > 0) throw new Error(`chaining the paths of ${model.flow} lost ${lost.join(', ')}`);
  return paths;
}
