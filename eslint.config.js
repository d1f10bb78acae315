// One lint setup for browser, machines and server. Besides code quality it enforces the
// import boundaries of DESIGN §3 and docs/conventions.md §10, so they are checked, not hoped for.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const uiLibraries = ['react', 'react-dom', 'react-dom/client', '@xstate/react', 'wouter', 'sonner', 'openapi-fetch'];
const uiLibraryPaths = uiLibraries.map((name) => ({
  name,
  message: 'machines stay pure: src/app provides real actors',
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
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
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: uiLibraryPaths,
          patterns: [
            {
              regex: '(^|/)src/(app|pages|ui)(/|$)',
              message: 'machines import only xstate, other machines and src/domain',
            },
            { regex: '(^|/)src/api/client', message: 'machines never call the API client; declare an actor instead' },
            { regex: '(^|/)server(/|$)', message: 'machines never import the server' },
          ],
        },
      ],
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
    files: ['src/pages/**/*.ts', 'src/pages/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^.]',
              message: 'pages may not import each other: move shared parts to src/ui or src/domain',
            },
            { regex: '(^|/)server(/|$)', message: 'the browser never imports the server' },
          ],
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
