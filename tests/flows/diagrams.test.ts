// The committed diagrams in docs/diagrams must match the machines, and the renderer must keep every
// statechart feature designers need to see (nesting, regions, finals, guards, timers, actor outcomes).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  REPO_ROOT,
  findMachineFiles,
  guardLabel,
  listOrphanDiagrams,
  loadMachines,
  renderDiagramDocuments,
  renderMermaid,
} from '../../scripts/diagrams';

describe('committed diagrams', async () => {
  const sources = await loadMachines();
  const documents = renderDiagramDocuments(sources);

  it('finds a machine in every machine file', () => {
    const files = findMachineFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(sources.map((source) => source.file))).toEqual(new Set(files));
  });

  it.each([...documents.keys()])('%s is current', (path) => {
    const file = join(REPO_ROOT, path);
    if (!existsSync(file)) expect.fail(`${path} is missing: run npm run diagrams`);
    if (readFileSync(file, 'utf8') !== documents.get(path)) expect.fail(`${path} is stale: run npm run diagrams`);
  });

  it('has no diagram whose machine is gone', () => {
    expect(listOrphanDiagrams(documents), 'run npm run diagrams to remove them').toEqual([]);
  });
});

const checkoutMachine = setup({
  types: { events: {} as { type: 'PAY' } | { type: 'CANCEL' } | { type: 'RESET' } | { type: 'end' } },
  actors: { createOrder: fromPromise(async () => 'order') },
  guards: { hasTickets: () => true, isSignedIn: () => true, isFree: () => false },
  delays: { resendCooldown: 30_000, retryBackoff: ({ context }: { context: unknown }) => (context ? 1 : 2) },
  actions: { clearCart: assign({}) },
}).createMachine({
  id: 'checkout',
  description: 'A made-up flow exercising every feature the renderer draws.',
  initial: 'cart',
  on: { RESET: { target: '.cart', actions: 'clearCart' } },
  states: {
    cart: {
      description: 'Choosing tickets | before paying.',
      tags: ['editing'],
      meta: { shows: 'Your cart' },
      on: {
        PAY: [
          { guard: and(['hasTickets', 'isSignedIn']), target: 'paying' },
          { guard: not('isFree'), target: 'cart' },
          { target: 'end' },
        ],
      },
    },
    paying: {
      type: 'parallel',
      states: {
        order: {
          initial: 'creating',
          states: {
            creating: {
              invoke: { id: 'createOrder', src: 'createOrder', onDone: 'created', onError: '#checkout.failed' },
              after: { 3000: { target: 'created', guard: or(['isFree', stateIn('#checkout.paying.timer.running')]) } },
            },
            created: { type: 'final' },
            resume: { type: 'history', history: 'deep' },
          },
        },
        timer: {
          initial: 'running',
          states: {
            running: { after: { resendCooldown: 'expired', retryBackoff: 'expired' } },
            expired: { always: { target: '#checkout.paying.order.created' } },
          },
        },
      },
      onDone: 'end',
    },
    failed: { on: { CANCEL: { target: 'cart', guard: ({ context }) => context !== undefined } } },
    end: { type: 'final' },
  },
});

describe('renderMermaid', () => {
  const text = renderMermaid(checkoutMachine);
  const lines = text.split('\n').map((line) => line.trim());

  it('starts a stateDiagram-v2 and frames the machine when its root has transitions', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines).toContain('state "checkout" as checkout_machine');
    expect(lines).toContain('[*] --> checkout_machine');
    // A loop on the frame must sit outside the frame's block, or Mermaid refuses the whole diagram.
    const textLines = text.split('\n');
    expect(textLines.indexOf('  checkout_machine --> checkout_machine : RESET (to cart)')).toBeGreaterThan(
      textLines.indexOf('  }'),
    );
  });

  it('nests compound states and separates parallel regions', () => {
    expect(lines).toContain('state paying {');
    expect(lines).toContain('state paying_order {');
    expect(lines).toContain('state "creating" as paying_order_creating');
    const payingBlock = text.slice(text.indexOf('state paying {'));
    expect(payingBlock.indexOf('--')).toBeGreaterThan(payingBlock.indexOf('state paying_order {'));
    expect(payingBlock.indexOf('--')).toBeLessThan(payingBlock.indexOf('state paying_timer {'));
  });

  it('marks initial, final and history states', () => {
    expect(lines).toContain('[*] --> cart');
    expect(lines).toContain('[*] --> paying_order_creating');
    expect(lines).toContain('paying_order_created --> [*]');
    expect(lines).toContain('end_state --> [*]');
    expect(lines).toContain('state "end" as end_state');
    expect(lines).toContain('state "H*" as paying_order_resume');
  });

  it('labels actor outcomes, timers, state completion and eventless transitions readably', () => {
    expect(lines).toContain(
      'paying_order_creating --> paying_order_created : done: createOrder<br/>after: 3000ms [(isFree or in checkout.paying.timer.running)]',
    );
    expect(lines).toContain('paying_order_creating --> failed : error: createOrder');
    expect(lines).toContain(
      'paying_timer_running --> paying_timer_expired : after: resendCooldown (30000ms)<br/>after: retryBackoff',
    );
    expect(lines).toContain('paying --> end_state : done');
    expect(lines).toContain('paying_timer_expired --> paying_order_created : always');
  });

  it('shows guards, marks the unguarded fallback as else, and names inline guards', () => {
    expect(lines).toContain('cart --> paying : PAY [(hasTickets and isSignedIn)]');
    expect(lines).toContain('cart --> cart : PAY [not isFree]');
    expect(lines).toContain('cart --> end_state : PAY [else]');
    expect(lines).toContain('failed --> cart : CANCEL [inline guard]');
  });

  it('writes an edge inside a block only when both ends are its own children, else at the top level', () => {
    const textLines = text.split('\n');
    // Mermaid moves any state named inside a block into that block: these would leave their regions.
    expect(textLines).toContain('  paying_timer_expired --> paying_order_created : always');
    expect(textLines).toContain('  paying_order_creating --> failed : error: createOrder');
    expect(textLines).toContain('    cart --> paying : PAY [(hasTickets and isSignedIn)]');
    expect(textLines).toContain(
      '        paying_timer_running --> paying_timer_expired : after: resendCooldown (30000ms)<br/>after: retryBackoff',
    );
  });

  it('escapes characters that would end a Mermaid label', () => {
    expect(guardLabel({ type: 'hasTickets', params: {} })).toBe('hasTickets');
    const escaped = renderMermaid(
      setup({ guards: { 'a;b': () => true } }).createMachine({
        initial: 'one',
        states: { one: { on: { 'GO#{x}': { target: 'two', guard: 'a;b' } } }, two: {} },
      }),
    );
    expect(escaped).toContain('one --> two : GO#35;#123;x#125; [a#59;b]');
  });

  it('draws a machine without root transitions without a frame', () => {
    const plain = renderMermaid(
      setup({}).createMachine({ id: 'plain', initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } }),
    );
    expect(plain).toBe(['stateDiagram-v2', '  a', '  b', '  [*] --> a', '  a --> b : GO'].join('\n'));
  });
});

describe('renderDiagramDocuments', () => {
  it('writes a title, the description, the diagram and a state table per flow', () => {
    const documents = renderDiagramDocuments([
      {
        flow: 'checkout-flow',
        file: 'machines/checkout-flow/checkout-flow.machine.ts',
        exportName: 'checkoutMachine',
        machine: checkoutMachine,
      },
    ]);
    expect([...documents.keys()]).toEqual(['docs/diagrams/checkout-flow.md', 'docs/diagrams/index.md']);
    expect(documents.get('docs/diagrams/index.md')).toContain(
      '- [Checkout flow](checkout-flow.md): A made-up flow exercising every feature the renderer draws.',
    );
    const document = documents.get('docs/diagrams/checkout-flow.md') ?? '';
    expect(document.startsWith('# Checkout flow\n')).toBe(true);
    expect(document).toContain('A made-up flow exercising every feature the renderer draws.');
    expect(document).toContain(`\`\`\`mermaid\n${renderMermaid(checkoutMachine)}\n\`\`\``);
    expect(document).toContain(
      '| `cart` | initial atomic | Choosing tickets \\| before paying. | editing |  | shows: Your cart |',
    );
    expect(document).toContain('| `paying.order.creating` | initial atomic |  |  | createOrder |  |');
    expect(document).toContain('| `paying.order.resume` | history (deep) |');
  });
});
