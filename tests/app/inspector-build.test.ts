// The development inspector (src/app/inspector.ts) must cost production nothing: the production build
// carries no byte of @statelyai/inspect, nor the masking around it, nor an inspector chunk.
//
// The app is built here, into a temporary folder, by Vite's own command in a child process, exactly as
// `npm run build` does it: inside vitest NODE_ENV is 'test', and Vite derives import.meta.env.DEV from
// NODE_ENV, so an in-process build() would not be a production build. A development build of the same
// app (NODE_ENV=development) is the control: it does emit the inspector, and the same scan finds it, so
// the markers below are real and the check cannot pass by looking at nothing. Both take a few seconds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/diagrams';

/** String literals of @statelyai/inspect's own code (its window URL and name, its messages): minifiers keep them. */
const CODE_MARKERS = [
  'stately.ai/inspect',
  'xstateinspector',
  '@statelyai.connected',
  'Unhandled inspection event type',
];
/** What the app's source would leave behind if the dead branch were kept. */
const APP_MARKERS = ['@statelyai/inspect', 'inspector-dev', 'inspector-masking', '/__flows', 'Generated paths'];
/** The sources of the development-only tools: the inspector and the /__flows page with Mermaid behind it. */
const INSPECTOR_SOURCES = [
  'node_modules/@statelyai/inspect/',
  'src/app/inspector',
  'src/app/dev-flows/',
  'node_modules/mermaid/',
  'tests/flows/',
];

const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const workDir = mkdtempSync(join(tmpdir(), 'startline-inspector-build-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface BuiltFile {
  name: string;
  text: string;
}

/**
 * `npm test` builds the app once before the unit tests and says where (STARTLINE_PRODUCTION_BUILD):
 * that production build is read as it is; a run of this file alone builds its own.
 */
const TESTED_PRODUCTION_BUILD = process.env.STARTLINE_PRODUCTION_BUILD;

function filesIn(outDir: string): BuiltFile[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(js|mjs|map|html)$/.test(name))
    .map((name) => ({ name: name.split('\\').join('/'), text: readFileSync(join(outDir, name), 'utf8') }));
}

function build(nodeEnv: 'production' | 'development'): BuiltFile[] {
  if (nodeEnv === 'production' && TESTED_PRODUCTION_BUILD) return filesIn(join(REPO_ROOT, TESTED_PRODUCTION_BUILD));
  const outDir = join(workDir, nodeEnv);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: nodeEnv };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: REPO_ROOT, env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`vite build (${nodeEnv}) failed:\n${result.stderr}${result.stdout}`);
  return filesIn(outDir);
}

function sourcesOf(files: BuiltFile[]): string[] {
  return files
    .filter((file) => file.name.endsWith('.map'))
    .flatMap((file) => (JSON.parse(file.text) as { sources: string[] }).sources);
}

function scripts(files: BuiltFile[]): BuiltFile[] {
  return files.filter((file) => /\.m?js$/.test(file.name));
}

describe('the production build', { timeout: 120_000 }, () => {
  it('carries no inspector and no /__flows page: no chunk, no code of @statelyai/inspect or Mermaid, no masking', () => {
    const files = build('production');
    expect(scripts(files).length).toBeGreaterThan(0);
    expect(files.map((file) => file.name).filter((name) => /inspect/i.test(name))).toEqual([]);
    for (const marker of [...CODE_MARKERS, ...APP_MARKERS]) {
      expect(
        scripts(files)
          .filter((file) => file.text.includes(marker))
          .map((file) => file.name),
        marker,
      ).toEqual([]);
    }
    const inspectorSources = sourcesOf(files).filter((source) =>
      INSPECTOR_SOURCES.some((part) => source.includes(part)),
    );
    expect(inspectorSources).toEqual([]);
  });

  it('is checked by a scan that finds the inspector in a development build', () => {
    const files = build('development');
    const chunks = scripts(files).filter((file) => /inspector-dev/.test(file.name));
    expect(chunks.length).toBe(1);
    for (const marker of CODE_MARKERS) expect(chunks[0]?.text, marker).toContain(marker);
    const sources = sourcesOf(files);
    for (const part of INSPECTOR_SOURCES)
      expect(
        sources.some((source) => source.includes(part)),
        part,
      ).toBe(true);
    const flowsChunks = scripts(files).filter((file) => file.text.includes('Generated paths'));
    expect(flowsChunks.length, 'the /__flows page').toBeGreaterThan(0);
  });
});
