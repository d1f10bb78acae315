// One lint setup for browser, machines and server. Besides code quality it enforces the
// import boundaries of DESIGN §3 and docs/conventions.md §10, so they are checked, not hoped for.
// Pages and machines use startline/import-boundaries (scripts/eslint-import-boundaries.js), which
// resolves each relative import before judging it, so no spelling of a path slips past;
// tests/domain/boundaries.test.ts lints probe imports against this file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import importBoundaries from './scripts/eslint-import-boundaries.js';
import fileNames from './scripts/eslint-file-names.js';

const wouterLinkRestriction = {
  name: 'wouter',
  importNames: ['Link'],
  message: 'link with InternalLink (src/ui/internal-link), which adds the saved UTM parameters',
};

const uiLibraries = ['react', 'react-dom', 'react-dom/client', '@xstate/react', 'wouter', 'sonner', 'openapi-fetch'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
      // The bench's hello-world build and Lighthouse reports.
      '.bench/',
      '.test-results/',
      'test-results/',
      'playwright-report/',
      'src/api/schema.d.ts',
      'server/db/migrations/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles anywhere: a cycle makes the load order decide what a module sees (undefined at
    // first use), and it means two modules are one in all but name. Type-only imports count too, since a
    // cycle of types is still two files that cannot be read apart.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] })],
      // Packages cannot import us back: the walk stays in our own files.
      'import-x/ignore': ['node_modules'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One spelling of file names everywhere: kebab-case (scripts/eslint-file-names.js).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'file-names': fileNames },
    rules: { 'file-names/kebab-case': 'error' },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Machines import only xstate, other machines, src/domain and (import type) src/api.
    files: ['machines/**/*.ts'],
    plugins: { startline: importBoundaries },
    rules: {
      'startline/import-boundaries': ['error', 'machine'],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator'],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...uiLibraries, 'xstate'].map((name) => ({
            name,
            message: 'src/domain is pure rules shared with the server',
          })),
          patterns: [
            { regex: '^node:', message: 'src/domain runs in the browser too' },
            { regex: '(^|/)(src/)?(app|pages|ui|api)(/|$)', message: 'src/domain imports nothing of the app' },
            { regex: '(^|/)(machines|server)(/|$)', message: 'src/domain imports nothing of machines or server' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch'],
    },
  },
  {
    // Every link to a page of the app is src/ui/internal-link, which keeps the visit's UTM parameters
    // (SPEC §2); wouter's Link would drop them.
    // (src/ui's own no-restricted-imports below repeats it, as a later block replaces the rule's options.)
    files: ['src/pages/**/*.tsx', 'src/pages/**/*.ts', 'src/app/**/*.tsx', 'src/app/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [wouterLinkRestriction] }] },
  },
  {
    // Pages never import another page, the API client, src/app/services or the server.
    files: ['src/pages/**/*.ts', 'src/pages/**/*.tsx'],
    plugins: { startline: importBoundaries },
    rules: { 'startline/import-boundaries': ['error', 'page'] },
  },
  {
    // Pages call their flow's intents (docs/flow-pattern.md 'Connect'); an event's shape is written once,
    // in the flow's connect beside its machine, never in a page.
    files: ['src/pages/**/*.ts', 'src/pages/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='send']",
          message: "pages don't send events: call the intent the flow's connect returns (useConnect(actor, xConnect))",
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.ts', 'src/ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [wouterLinkRestriction],
          patterns: [
            { regex: '(^|/)(pages|app)(/|$)', message: 'src/ui is building blocks; it never imports pages or the app' },
          ],
        },
      ],
    },
  },
  {
    // The server runs src/domain and reads the contract's generated types (type-only), nothing else of src.
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: uiLibraries.map((name) => ({ name, message: 'the server imports no browser code' })),
          patterns: [
            {
              regex: '(^|/)src/(?!domain(/|$)|api/schema$)',
              message: 'the server may import src/domain, and the types of src/api/schema',
            },
            {
              regex: '(^|/)src/api/schema$',
              allowTypeImports: true,
              message: 'import the contract types with import type',
            },
            { regex: '(^|/)machines(/|$)', message: 'the server never imports machines' },
          ],
        },
      ],
    },
  },
);
