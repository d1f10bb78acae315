// docs/architecture.md's map lists each flow's files from the tree (scripts/flow-map.ts): it must be the
// committed one, name only files that exist, and leave no flow file of src/app/flows or tests/flows out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, REPO_ROOT, architectureWithMap, flowFiles } from '../../scripts/flow-map';

const rows = flowFiles();

describe("docs/architecture.md's flow map", () => {
  it('is the one the tree gives (npm run diagrams writes it)', () => {
    expect(
      readFileSync(join(REPO_ROOT, ARCHITECTURE_DOC), 'utf8') === architectureWithMap(),
      'run npm run diagrams',
    ).toBe(true);
  });

  it.each(rows.map((row) => [row.flow, row]))(
    '%s: a machine, its graph test, and only files that exist',
    (flow, row) => {
      expect(row.machine.some((file) => file.endsWith('.machine.ts'))).toBe(true);
      expect(row.tests).toContain(`tests/flows/${flow}/${flow}.machine.test.ts`);
      for (const file of [...row.machine, ...row.pages, ...row.app, ...row.providedBy, ...row.tests]) {
        expect(existsSync(join(REPO_ROOT, file)), file).toBe(true);
      }
    },
  );

  it('leaves out no file of src/app/flows but the shared helpers', () => {
    const listed = new Set(rows.flatMap((row) => [...row.app, ...row.providedBy]));
    const files = readdirSync(join(REPO_ROOT, 'src/app/flows'), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `src/app/flows/${entry.name}`);
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('has a row for every folder of tests/flows (the rest of tests/flows is the shared harness)', () => {
    const folders = readdirSync(join(REPO_ROOT, 'tests/flows'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['shared', 'fixtures'].includes(entry.name))
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !rows.some((row) => row.flow === folder))).toEqual([]);
  });
});
