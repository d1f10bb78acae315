// The import boundaries of docs/conventions.md §10 for pages and machines, judged on where an import
// lands rather than how it is spelt: every relative specifier is resolved against the importing file,
// so `../login/LoginPage`, `../../pages/login/LoginPage` and `../../../src/pages/login/LoginPage` are
// the same import. (no-restricted-imports only sees the text, which a longer path slips past.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A relative or absolute specifier as a project path ('src/pages/login/login-page'), else null (a package). */
function projectPath(filename, specifier) {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
  const absolute = path.resolve(path.dirname(filename), specifier);
  return path.relative(ROOT, absolute).split(path.sep).join('/');
}

/** `target` is the folder or module `base`, or inside it (`src/api/client` covers `src/api/client.ts`). */
function within(target, base) {
  return target === base || target.startsWith(`${base}/`) || target.startsWith(`${base}.`);
}

function isTypeOnly(node) {
  if (node.type === 'TSImportType') return true;
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type')
  );
}

/** The page folder a project path belongs to ('src/pages/login/login-page.tsx' -> 'login'). */
function pageOf(projectFile) {
  const match = /^src\/pages\/([^/]+)/.exec(projectFile);
  return match ? match[1] : null;
}

const MACHINE_PACKAGES = new Set(['xstate']);

/** What a page may not import: another page, the API client, the app's services, the server. */
function pageProblem(file, target) {
  if (target === null) return null;
  const ownPage = pageOf(file);
  const targetPage = pageOf(target);
  if (targetPage !== null && targetPage !== ownPage) return 'otherPage';
  if (within(target, 'src/api/client')) return 'apiClient';
  if (within(target, 'src/app/services')) return 'appServices';
  if (within(target, 'server')) return 'server';
  return null;
}

/** What a machine may import: xstate, other machines, src/domain, and types from src/api. */
function machineProblem(target, specifier, typeOnly) {
  if (target === null) return MACHINE_PACKAGES.has(specifier) ? null : 'machinePackage';
  if (within(target, 'machines') || within(target, 'src/domain')) return null;
  if (within(target, 'src/api')) return typeOnly ? null : 'machineApiValue';
  return 'machineFile';
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries of pages and machines (docs/conventions.md §10)' },
    schema: [{ enum: ['page', 'machine'] }],
    messages: {
      otherPage:
        "'{{specifier}}' is another page: pages never import each other; move shared parts to src/ui or src/domain",
      apiClient: "'{{specifier}}' is the API client: pages never call it; a machine's actor in src/app does",
      appServices:
        "'{{specifier}}' is src/app/services: pages get what they need from their machine, not the app's wiring",
      server: "'{{specifier}}' is the server: the browser never imports it",
      machinePackage:
        "'{{specifier}}': machines stay pure and import only xstate, other machines, src/domain and types from src/api; src/app provides real actors",
      machineApiValue:
        "'{{specifier}}' is src/api: machines import only its types (import type); declare an actor for calls",
      machineFile: "'{{specifier}}': machines import only xstate, other machines, src/domain and types from src/api",
    },
  },
  create(context) {
    const layer = context.options[0];
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = projectPath(context.filename, specifier);
      const problem =
        layer === 'page' ? pageProblem(file, target) : machineProblem(target, specifier, isTypeOnly(node));
      if (problem) context.report({ node: source, messageId: problem, data: { specifier } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) =>
        check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
