// Every call a machine leaves to src/app (a placeholder actor) fails loudly, naming itself, until the
// app provides it: a screen wired without it must break at once, not wait forever on a promise that
// never settles or carry on with undefined. The names are read from the machines' own source text, so a
// new placeholder is held to this without a list to keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateMachine, createActor, toPromise } from 'xstate';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { REPO_ROOT, findMachineFiles } from '../../scripts/diagrams';

// Imported through Vite's glob (static imports once transformed), so a test runner that picks the tests
// of a changed file by its importers (Stryker's, through `vitest related`) finds this file too.
const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*/*.machine.ts', { eager: true });

function machinesIn(folder: string): AnyStateMachine[] {
  return Object.entries(machineModules)
    .filter(([path]) => path.startsWith(`../../${folder}/`))
    .flatMap(([, module]) => Object.values(module).filter((value) => value instanceof StateMachine));
}

/**
 * A placeholder's name as its folder's source spells it: `'name not provided'` or `notProvided('name')`
 * (read loosely inside the call: a mutation tool's copy wraps the name in its own code).
 */
const PLACEHOLDER = /'(\w+) not provided'|notProvided\([^'\n]*'(\w+)'/g;

function placeholdersIn(folder: string): string[] {
  const names = readdirSync(join(REPO_ROOT, folder))
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(REPO_ROOT, folder, file), 'utf8').matchAll(PLACEHOLDER)])
    .map((match) => match[1] ?? match[2]!);
  return [...new Set(names)];
}

const folders = [...new Set(findMachineFiles().map((file) => file.slice(0, file.lastIndexOf('/'))))];

describe('placeholder calls fail loudly until src/app provides them', () => {
  it('finds placeholders to hold (the source text is read as expected), and a machine in every folder', () => {
    expect(folders.flatMap(placeholdersIn).length).toBeGreaterThan(20);
    for (const folder of folders) expect(machinesIn(folder), folder).not.toEqual([]);
  });

  it.each(folders.flatMap((folder) => placeholdersIn(folder).map((name) => [folder, name] as const)))(
    '%s: %s',
    async (folder, name) => {
      const machines = machinesIn(folder).map((machine) => machine.implementations);
      const logic = machines.map((found) => (found.actors as Record<string, AnyActorLogic>)[name]).find(Boolean);
      const action = machines.map((found) => (found.actions as Record<string, unknown>)[name]).find(Boolean);
      expect(logic ?? action, `a machine in ${folder} declares ${name}`).toBeDefined();
      const fails = new Error(`${name} not provided`);
      if (logic === undefined) {
        // An action the app provides (a side effect with no answer to wait for).
        expect(() => (action as (...args: unknown[]) => unknown)({}, {})).toThrow(fails);
        return;
      }
      const actor = createActor(logic, { input: {} });
      const settled = toPromise(actor);
      actor.start();
      await expect(settled).rejects.toThrow(fails);
      actor.stop();
    },
  );
});
