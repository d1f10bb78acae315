// Every call a machine leaves to src/app (a placeholder actor) fails loudly, naming itself, until the
// app provides it: a screen wired without it must break at once, not wait forever on a promise that
// never settles or carry on with undefined. The names are read from the machines' own source text, so a
// new placeholder is held to this without a list to keep.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { REPO_ROOT, findMachineFiles, loadMachines } from '../../scripts/diagrams';

/** A placeholder's name as its folder's source spells it: `'name not provided'` or `notProvided('name')`. */
const PLACEHOLDER = /'(\w+) not provided'|notProvided\('(\w+)'\)/g;

function placeholdersIn(folder: string): string[] {
  const names = readdirSync(join(REPO_ROOT, folder))
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(REPO_ROOT, folder, file), 'utf8').matchAll(PLACEHOLDER)])
    .map((match) => match[1] ?? match[2]!);
  return [...new Set(names)];
}

const folders = [...new Set(findMachineFiles().map((file) => file.slice(0, file.lastIndexOf('/'))))];

describe('placeholder calls fail loudly until src/app provides them', () => {
  it('finds placeholders to hold (the source text is read as expected)', () => {
    expect(folders.flatMap(placeholdersIn).length).toBeGreaterThan(20);
  });

  it.each(folders.flatMap((folder) => placeholdersIn(folder).map((name) => [folder, name] as const)))(
    '%s: %s',
    async (folder, name) => {
      const machines = (await loadMachines())
        .filter((source) => source.file.startsWith(`${folder}/`))
        .map((source) => source.machine.implementations);
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
