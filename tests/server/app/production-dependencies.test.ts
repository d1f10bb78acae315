// `npm run serve` runs without the dev dependencies (issue 26 item 4): `npm ci --omit=dev` installs
// only package.json's dependencies, so every package the server's entry points reach at run time
// must be one of them. esbuild follows the imports as Node would and lists each package it reached.
import { builtinModules } from 'node:module';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

/** What production runs: the server, the worker, and the operator's command-line tools (not the stand-ins). */
const ENTRY_POINTS = [
  'server/main.ts',
  'server/worker.ts',
  'server/migrate-cli.ts',
  'server/catalog/cli.ts',
  'server/modules/tickets/verify-cli.ts',
];

function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

async function reachedFrom(entryPoints: string[]) {
  const result = await build({
    entryPoints,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
  });
  return result.metafile;
}

describe('what production runs', () => {
  it('reaches only packages that are dependencies (not devDependencies), and Node built-ins', async () => {
    const metafile = await reachedFrom(ENTRY_POINTS);
    const reached = new Set<string>();
    for (const input of Object.values(metafile.inputs)) {
      for (const imported of input.imports) if (imported.external) reached.add(imported.path);
    }
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    const packages = [...reached].filter((path) => !builtins.has(path)).map(packageOf);
    expect(packages.length).toBeGreaterThan(10);
    const notDependencies = [...new Set(packages)].filter((name) => !(name in manifest.dependencies));
    expect(notDependencies).toEqual([]);
  });

  it('`npm run serve` neither builds nor needs a build tool, and runs TypeScript through a dependency', () => {
    const serve = manifest.scripts.serve ?? '';
    expect(serve).not.toMatch(/\bbuild\b|\bvite\b/);
    expect(serve).toContain('--built');
    expect(serve).toMatch(/--import tsx/);
    expect(manifest.dependencies).toHaveProperty('tsx');
  });
});

describe('the image (Dockerfile, compose.yaml)', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');
  const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
    services: Record<string, { command?: string[]; depends_on?: Record<string, { condition: string }> }>;
  };

  it('copies every file of ours the server reads, and runs what npm run serve runs', async () => {
    const metafile = await reachedFrom(ENTRY_POINTS);
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(\S+)/gm)].map((match) => match[1]!);
    const ours = Object.keys(metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
    const missing = ours.filter((file) => !copied.some((source) => file === source || file.startsWith(`${source}/`)));
    expect(missing).toEqual([]);
    // Files read at run time beside the code rather than imported.
    for (const file of ['openapi.yaml', 'docs/catalog.schema.json', 'public']) expect(copied).toContain(file);
    const command = /^CMD \[(.*)\]$/m.exec(dockerfile)?.[1]?.replaceAll('"', '').split(', ').join(' ');
    expect(`${command}`).toBe(`node ${manifest.scripts.serve?.replace(/^node /, '')}`);
  });

  it('runs the migrations once, before two app replicas start', () => {
    expect(compose.services.migrate?.command).toEqual(['node', '--import', 'tsx', 'server/migrate-cli.ts']);
    for (const replica of ['app1', 'app2']) {
      expect(compose.services[replica]?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    }
  });
});
