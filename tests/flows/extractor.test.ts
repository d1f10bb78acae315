// Designers open our flows in Stately's editors ('Import from code' in Stately Studio, the VS Code
// extension), which read the machine files with @xstate/machine-extractor without running them. For every
// machine in every machines/<flow>/<flow>.machine.ts (found anew on each run, so a new flow is covered
// without touching this file) the editor must see no errors, the same root description, the same states
// and the same transitions (source, trigger, guard, targets, actions) as the running machine. What the
// editor cannot show (context given as code, meta, reenter, invoke input, params lambdas) is counted in
// the table this file prints (docs/diagrams/README.md explains them to designers). As of this commit:
// - context given by a function of input (forgotMpin, otpCooldown, profile) or a named constant (login,
//   registrationWizard) is shown as its source text, not as values;
// - `params` values of actions and guards are dropped, lambdas and constants alike (`TEXTS.otpResent`):
//   the action and guard names remain;
// - `reenter: true` is dropped (landingEvents 1, otpCooldown 2): the editor draws the same edge;
// - invoke `input` is not read; state `meta` is dropped (landingEvents' `shows`);
// - an inline guard such as `and(['a', 'b'])` is shown as its source text.
// None of these changes a state or a transition, which is what this file checks exactly.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, findMachineFiles } from '../../scripts/diagrams';
import {
  countChart,
  editorLosses,
  exportedMachines,
  extractFile,
  loadMachineExtractor,
  shapeOfExtracted,
  shapeOfMachine,
  transitionLines,
} from './shared/extractor-shape';
import type { ExtractedStateConfig } from './shared/extractor-shape';
import { extractorSampleMachine } from './fixtures/extractor-sample';

interface Row {
  file: string;
  id: string;
  states: number;
  transitions: number;
  errors: number;
  droppedParams: number;
  losses: string;
}

const rows: Row[] = [];

afterAll(() => {
  if (rows.length === 0) return;
  const lines = [
    '| machine id | states | transitions | errors | params values dropped | not shown in the editor |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.id} | ${row.states} | ${row.transitions} | ${row.errors} | ${row.droppedParams} | ${row.losses || '-'} |`,
    ),
  ];
  console.log(`What Stately's editors read of machines/ (@xstate/machine-extractor):\n${lines.join('\n')}`);
});

describe('the counting rule, on a flow counted by hand', () => {
  const source = readFileSync(join(REPO_ROOT, 'tests/flows/fixtures/extractor-sample.ts'), 'utf8');
  const extracted = extractFile(source);
  const [config] = extracted.configs as [ExtractedStateConfig];
  const targetErrors: string[] = [];
  const editor = shapeOfExtracted(config, targetErrors);
  const running = shapeOfMachine(extractorSampleMachine);

  it('counts 11 states and 14 transitions in both readings', () => {
    // idle, loading, working, working.left, .left.a, .left.b, working.right, .right.c, .right.d,
    // .right.back (history), done.
    // root RESET 1; idle GO 3, PING 1, after(1000) 1, after(later) 2; loading invoke onDone 2, onError 1;
    // working onDone 1; left.a NEXT 1; right.c always 1.
    expect(countChart(running)).toEqual({ states: 11, transitions: 14 });
    expect(countChart(editor)).toEqual({ states: 11, transitions: 14 });
    expect(extracted.errors).toEqual([]);
    expect(targetErrors).toEqual([]);
  });

  it('reads each transition the same way in both', () => {
    expect(transitionLines(editor)).toEqual(transitionLines(running));
    expect(transitionLines(running)).toContain('idle GO[0] [inline] -> loading');
    expect(transitionLines(running)).toContain('idle GO[1] [isA] -> done');
    expect(transitionLines(running)).toContain('idle GO[2] -> (stays) / note');
    expect(transitionLines(running)).toContain('idle PING[0] -> (stays) / track, track');
    expect(transitionLines(running)).toContain('(root) RESET[0] -> idle');
    expect(transitionLines(running)).toContain('loading invoke(load).onError[0] -> idle');
    expect(transitionLines(running)).toContain('working onDone[0] -> done');
    expect(transitionLines(running)).toContain('working.right.c always[0] [isB] -> working.right.d');
  });

  it('counts what the editor drops', () => {
    expect(extracted.droppedParams).toBe(2);
    expect(editorLosses(extractorSampleMachine, config)).toEqual([
      'context is a function of input, shown as code',
      'meta of 1 state(s) dropped',
      'reenter dropped on 2 transition(s)',
      'input of 1 invoke(s) not read',
      '1 inline guard(s) shown as source text',
    ]);
  });

  it('reports a value it cannot read outside params as an error', () => {
    const source = [
      "import { createMachine } from 'xstate';",
      'const START = { count: 1 };',
      "export const m = createMachine({ id: 'm', context: { count: START.count }, initial: 'a', states: { a: {} } });",
    ].join('\n');
    expect(extractFile(source).errors).toEqual([
      "warning: Unsupported property value of type MemberExpression in assignment (key 'count', line 3)",
    ]);
  });

  it('reports a target that names no state as an error', () => {
    const errors: string[] = [];
    shapeOfExtracted({ id: 'broken', states: { a: { on: { GO: { target: '#nowhere.b' } } } } }, errors);
    expect(errors).toEqual(["target '#nowhere.b' of 'a' names no state the extractor found"]);
  });
});

/** The layout string Stately's editor reads from each machine call of a source file (undefined when none). */
function layoutsOf(source: string): Array<string | undefined> {
  const result = loadMachineExtractor().extractMachinesFromFile(source);
  return (result?.machines ?? []).map((machine) => machine?.getLayoutComment()?.value);
}

// When a designer saves a flow from Stately's editor, it writes `/** @xstate-layout <string> */` as the
// first comment inside createMachine({...}); the editor reads its node positions from there next time.
describe('a layout comment a designer saved', () => {
  const LAYOUT = 'N4IgpgJg5mDOIC5QAoC2BDAxgCwJYDswBKAOgDsB7fM4A';
  const source = readFileSync(join(REPO_ROOT, 'tests/flows/fixtures/extractor-sample.ts'), 'utf8');
  const saved = source.replace('}).createMachine({\n', `}).createMachine({\n  /** @xstate-layout ${LAYOUT} */\n`);

  it('is where the editor reads it, and survives Prettier and the extractor unchanged', async () => {
    expect(saved).not.toBe(source);
    const formatted = await format(saved, {
      ...(await resolveConfig(join(REPO_ROOT, 'package.json'))),
      parser: 'typescript',
    });
    expect(layoutsOf(formatted)).toEqual([LAYOUT]);
    expect(extractFile(formatted).configs.map((config) => transitionLines(shapeOfExtracted(config)))).toEqual([
      transitionLines(shapeOfMachine(extractorSampleMachine)),
    ]);
  });

  it.each(findMachineFiles())('%s: any layout comment in it is one the editor reads', (file) => {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    const written = [...text.matchAll(/@xstate-layout (\S+)/g)].map((match) => match[1]);
    expect(layoutsOf(text).filter((layout) => layout !== undefined)).toEqual(written);
  });
});

describe("Stately's extractor reads every machine file", async () => {
  const files = findMachineFiles();

  it('covers every *.machine.ts under machines/', () => {
    const everywhere = readdirSync(join(REPO_ROOT, 'machines'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.machine.ts'))
      .map((name) =>
        relative(REPO_ROOT, join(REPO_ROOT, 'machines', name))
          .split('\\')
          .join('/'),
      )
      .sort();
    expect(files.length).toBeGreaterThan(0);
    // A machine file outside machines/<flow>/ would have no diagram and no check: move it into its flow folder.
    expect(files).toEqual(everywhere);
  });

  for (const file of files) {
    const extracted = extractFile(readFileSync(join(REPO_ROOT, file), 'utf8'));
    const module = (await import(pathToFileURL(join(REPO_ROOT, file)).href)) as Record<string, unknown>;
    const running = exportedMachines(module);

    describe(file, () => {
      it('is read without errors, one machine per exported machine', () => {
        expect(extracted.errors).toEqual([]);
        expect(extracted.configs.map((config) => config.id ?? '(no id)').sort()).toEqual([...running.keys()].sort());
      });

      for (const config of extracted.configs) {
        const targetErrors: string[] = [];
        const editor = shapeOfExtracted(config, targetErrors);
        const machine = running.get(editor.id);
        const counts = countChart(editor);
        rows.push({
          file,
          id: editor.id,
          ...counts,
          errors: extracted.errors.length + targetErrors.length + (machine ? 0 : 1),
          droppedParams: extracted.droppedParams,
          losses: machine ? editorLosses(machine, config).join('; ') : 'no running machine with this id',
        });

        describe(`machine '${editor.id}'`, () => {
          it('matches an exported machine and every target names a state', () => {
            expect(machine, `no export of ${file} has id '${editor.id}'`).toBeDefined();
            expect(targetErrors).toEqual([]);
          });

          it('has the same root description, one string literal', () => {
            expect(editor.description, 'the editor shows no description: write it as one string literal').not.toBe(
              null,
            );
            expect(editor.description).toBe(machine?.root.description);
          });

          it('has the same states, transitions and descriptions', () => {
            if (!machine) return expect.fail(`no running machine '${editor.id}'`);
            const actual = shapeOfMachine(machine);
            expect(counts).toEqual(countChart(actual));
            expect(editor.states.sort()).toEqual(actual.states.sort());
            expect(transitionLines(editor)).toEqual(transitionLines(actual));
            expect(editor.descriptions).toEqual(actual.descriptions);
          });
        });
      }
    });
  }
});
