import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// src/domain is imported by the server and the machines, so it must stay free of React, the
// browser, Node and the API client (docs/architecture.md). Further down: the lint boundaries of
// pages and machines.
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

// docs/conventions.md §10 as eslint.config.js enforces it: probe imports linted in memory at the path of
// a page or a machine, through ESLint's own API, so the rules are shown to refuse what they must and to
// let the real imports through.
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULE = 'startline/import-boundaries';
let eslint: ESLint | undefined;

async function boundaryProblems(code: string, file: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: projectRoot, overrideConfigFile: join(projectRoot, 'eslint.config.js') });
  const [result] = await eslint.lintText(code, { filePath: join(projectRoot, file) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === BOUNDARY_RULE).map((message) => message.message);
}

const PAGE = 'src/pages/register/boundary-probe.tsx';
const NESTED_PAGE = 'src/pages/register/steps/boundary-probe.tsx';
const MACHINE = 'machines/boundary-probe/boundary-probe.machine.ts';

describe('lint boundaries of pages', () => {
  it.each([
    [PAGE, "import { LoginPage } from '../login/LoginPage';"],
    [PAGE, "import { LoginPage } from '../../pages/login/LoginPage';"],
    [PAGE, "import { LoginPage } from '../../../src/pages/login/LoginPage';"],
    [PAGE, "export { LoginPage } from '../login/LoginPage';"],
    [PAGE, "export const page = () => import('../login/LoginPage');"],
    [NESTED_PAGE, "import { LoginPage } from '../../login/LoginPage';"],
    [PAGE, "import { apiClient } from '../../api/client';"],
    [PAGE, "import type { ApiClient } from '../../api/client';"],
    [PAGE, "import { apiClient } from '../../../src/api/client';"],
    [PAGE, "import { useServices } from '../../app/services';"],
    [PAGE, "import { useServices } from '../../../src/app/services';"],
    [PAGE, "import { buildApp } from '../../../server/app';"],
  ])('%s refuses %s', async (file, code) => {
    expect(await boundaryProblems(code, file)).toHaveLength(1);
  });

  it.each([
    [PAGE, "import { RegisterSteps } from './RegisterSteps';"],
    [NESTED_PAGE, "import { RegisterSteps } from '../RegisterSteps';"],
    [PAGE, "import { PageContainer } from '../../ui/PageContainer';"],
    [PAGE, "import { CURRENCY } from '../../domain/constants';"],
    [PAGE, "import { loginMachine } from '../../../machines/login/login.machine';"],
    [PAGE, "import type { User } from '../../api/types';"],
    [PAGE, "import { useMachine } from '@xstate/react';"],
    [PAGE, "import { useState } from 'react';"],
  ])('%s allows %s', async (file, code) => {
    expect(await boundaryProblems(code, file)).toEqual([]);
  });
});

describe('lint boundaries of machines', () => {
  it.each([
    "import { useState } from 'react';",
    "import { useMachine } from '@xstate/react';",
    "import { format } from 'date-fns';",
    "import { readFile } from 'node:fs';",
    "import { apiClient } from '../../src/api/client';",
    "import { USER_TYPES } from '../../src/api/types';",
    "export { apiClient } from '../../src/api/client';",
    "export const client = () => import('../../src/api/client');",
    "import { App } from '../../src/app/app';",
    "import { useServices } from '../../src/domain/../app/services';",
    "import { Icon } from '../../src/ui/icons';",
    "import { LoginPage } from '../../src/pages/login/login-page';",
    "import { buildApp } from '../../server/app';",
    "import { helper } from '../../tests/flows/shared/graph-model';",
  ])('refuses %s', async (code) => {
    expect(await boundaryProblems(code, MACHINE)).toHaveLength(1);
  });

  it.each([
    "import { setup } from 'xstate';",
    "import type { ProbeContext } from './boundary-probe.types';",
    "import { authOutcome } from '../login/auth-outcomes';",
    "import { validateMobile } from '../../src/domain/validation';",
    "import type { User } from '../../src/api/types';",
    "import { type User } from '../../src/api/types';",
    "import type { paths } from '../../src/api/schema';",
    "export type { User } from '../../src/api/types';",
  ])('allows %s', async (code) => {
    expect(await boundaryProblems(code, MACHINE)).toEqual([]);
  });
});

// SPEC §2: every link to a page keeps the visit's UTM parameters, so links go through InternalLink.
describe('links go through InternalLink', () => {
  async function restrictedImports(code: string, file: string): Promise<string[]> {
    eslint ??= new ESLint({ cwd: projectRoot, overrideConfigFile: join(projectRoot, 'eslint.config.js') });
    const [result] = await eslint.lintText(code, { filePath: join(projectRoot, file) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);
  }

  it.each(['src/pages/landing/LinkProbe.tsx', 'src/app/layout/LinkProbe.tsx', 'src/ui/LinkProbe.tsx'])(
    "%s refuses wouter's Link",
    async (file) => {
      const problems = await restrictedImports("import { Link } from 'wouter';", file);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('InternalLink');
    },
  );

  it.each([
    ['src/pages/landing/LinkProbe.tsx', "import { InternalLink } from '../../ui/InternalLink';"],
    ['src/app/layout/LinkProbe.tsx', "import { useLocation } from 'wouter';"],
    ['src/ui/LinkProbe.tsx', "import { useLocation } from 'wouter';"],
  ])('%s allows %s', async (file, code) => {
    expect(await restrictedImports(code, file)).toEqual([]);
  });

  it('src/ui still refuses the app', async () => {
    expect(await restrictedImports("import { App } from '../app/App';", 'src/ui/LinkProbe.tsx')).toHaveLength(1);
  });
});

// import-x/no-cycle beside the boundaries: a probe at the path of a real file that imports a module which
// already imports that file back.
describe('no import cycles', () => {
  async function cycleProblems(code: string, file: string): Promise<string[]> {
    eslint ??= new ESLint({ cwd: projectRoot, overrideConfigFile: join(projectRoot, 'eslint.config.js') });
    const [result] = await eslint.lintText(code, { filePath: join(projectRoot, file) });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle').map((m) => m.message);
  }

  it('refuses orders importing participants, which import orders', async () => {
    const problems = await cycleProblems(
      "import { participants } from './registrations';\nexport const probe = participants;",
      'server/db/tables/orders.ts',
    );
    expect(problems).toEqual(['Dependency cycle detected']);
  });

  it('lets the order lines import both', async () => {
    const problems = await cycleProblems(
      "import { orders } from './orders';\nimport { participants } from './registrations';\nexport const probe = [orders, participants];",
      'server/db/tables/order-items.ts',
    );
    expect(problems).toEqual([]);
  });
});

// Pages call their flow's intents (docs/flow-pattern.md 'Connect'): lint refuses `.send(` in src/pages.
describe('pages never send events', () => {
  async function sendProblems(code: string, file: string): Promise<number> {
    eslint ??= new ESLint({ cwd: projectRoot, overrideConfigFile: join(projectRoot, 'eslint.config.js') });
    const [result] = await eslint.lintText(code, { filePath: join(projectRoot, file) });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').length;
  }
  const sending =
    "export const probe = (actor: { send(event: { type: 'RETRY' }): void }) => actor.send({ type: 'RETRY' });";

  it('refuses actor.send in a page', async () => {
    expect(await sendProblems(sending, 'src/pages/landing/send-probe.tsx')).toBe(1);
  });

  it("lets a page call its connect's intent, and src/app and the connects send", async () => {
    expect(await sendProblems('export const probe = (view: { retry(): void }) => view.retry();', PAGE)).toBe(0);
    expect(await sendProblems(sending, 'src/app/flows/send-probe.screen.tsx')).toBe(0);
    expect(await sendProblems(sending, 'machines/boundary-probe/boundary-probe.connect.ts')).toBe(0);
  });
});

describe('file names', () => {
  let eslint: ESLint | undefined;
  async function nameProblems(file: string): Promise<string[]> {
    eslint ??= new ESLint({ cwd: projectRoot, overrideConfigFile: join(projectRoot, 'eslint.config.js') });
    const [result] = await eslint.lintText('export const probe = 1;\n', { filePath: join(projectRoot, file) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'file-names/kebab-case')
      .map((message) => message.message);
  }

  it.each(['src/pages/login/LoginPage.tsx', 'src/ui/hooks/useConnect.ts', 'server/modules/orders/payment_jobs.ts'])(
    'refuses %s',
    async (file) => {
      expect(await nameProblems(file)).toHaveLength(1);
    },
  );

  it.each(['src/pages/login/login-page.tsx', 'machines/login/login.connect.ts', 'src/api/schema.d.ts'])(
    'accepts %s',
    async (file) => {
      expect(await nameProblems(file)).toEqual([]);
    },
  );

  it('names the kebab-case spelling', async () => {
    expect(await nameProblems('src/ui/hooks/useConnect.ts')).toEqual([
      "file names are kebab-case ('use-connect.ts'), not 'useConnect.ts'",
    ]);
  });
});
