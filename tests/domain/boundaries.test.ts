import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from '../../src/domain';

// src/domain is imported by the server and the machines, so it must stay free of React, the
// browser, Node and the API client (docs/architecture.md).
const domainRoot = fileURLToPath(new URL('../../src/domain', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(domainRoot);

describe('src/domain boundaries', () => {
  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((path) => relative(domainRoot, path)))('%s imports only date-fns and itself', (file) => {
    const source = readFileSync(join(domainRoot, file), 'utf8');
    const specifiers = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map(
      (match) => match[1] ?? match[2],
    );
    for (const specifier of specifiers) {
      expect(specifier === 'date-fns' || specifier?.startsWith('./') || specifier?.startsWith('../')).toBe(true);
    }
    // Comments may talk about "the registration window."; only code counts.
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator|process)\s*\./);
  });
});

describe('src/domain/index.ts', () => {
  it.each(files.map((path) => relative(domainRoot, path)).filter((file) => !file.endsWith('index.ts')))(
    're-exports everything %s exports',
    async (file) => {
      const module: Record<string, unknown> = await import(join(domainRoot, file));
      for (const name of Object.keys(module)) {
        expect(domain, `${name} from ${file}`).toHaveProperty(name, module[name]);
      }
    },
  );
});
