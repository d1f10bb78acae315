// First-load JavaScript and CSS of the routes issue 11 names: what a visitor's browser must download
// before the page can render. That is the entry chunk and everything it imports statically, plus the
// route's lazy page chunk and its static imports (read from dist/.vite/manifest.json). Dynamic imports
// inside them load later and do not count. Each route is compared with a React 19 hello-world built in
// the same run by the same Vite and React plugin, so the floor is measured, not assumed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { precompressDirectory } from '../scripts/precompress';
import { collectChunk, entryOf, pageModulesByRoute, type Manifest } from '../scripts/route-preloads';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(ROOT, 'dist');
/** Inside the repository so that the hello-world resolves the repository's own react and react-dom. */
export const HELLO_DIR = join(ROOT, '.bench', 'hello-world');
const STACK_FLOOR_DIR = join(ROOT, '.bench', 'stack-floor');
const ROUTES_FILE = 'src/app/routes.tsx';

/** The measured routes, by the pattern in src/app/routes.tsx. */
export const MEASURED_ROUTES = [
  '/',
  '/events',
  '/event/:eventUuid',
  '/login',
  '/event/:eventUuid/multi-registration',
  '/order-summary',
  '/my-orders',
] as const;

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface BundleTotals {
  jsGzipBytes: number;
  jsBrotliBytes: number;
  cssGzipBytes: number;
  cssBrotliBytes: number;
}

export interface RouteBundle extends BundleTotals {
  route: string;
  pageModule: string;
  js: BundleFile[];
  css: BundleFile[];
  /** First-load JS (gzip) divided by the hello-world's. */
  jsRatio: number;
}

export type ReferenceBundle = BundleTotals & { js: BundleFile[]; css: BundleFile[] };

export interface BundleResult {
  builtNow: boolean;
  helloWorld: ReferenceBundle;
  /** The hello-world on the libraries every route runs on (buildStackFloor), and its ratio to it. */
  stackFloor: ReferenceBundle & { jsRatio: number };
  routes: RouteBundle[];
}

function measureFile(dir: string, file: string): BundleFile {
  const content = readFileSync(join(dir, file));
  return {
    file,
    bytes: content.length,
    // zlib's default level 6 (what most servers and CDNs send) and brotli at 11 (what the build writes).
    gzipBytes: gzipSync(content).length,
    brotliBytes: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const sum = (files: readonly BundleFile[], key: 'gzipBytes' | 'brotliBytes') =>
  files.reduce((total, file) => total + file[key], 0);

function totals(js: BundleFile[], css: BundleFile[]): BundleTotals {
  return {
    jsGzipBytes: sum(js, 'gzipBytes'),
    jsBrotliBytes: sum(js, 'brotliBytes'),
    cssGzipBytes: sum(css, 'gzipBytes'),
    cssBrotliBytes: sum(css, 'brotliBytes'),
  };
}

function readManifest(dir: string): Manifest {
  const file = join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with build.manifest (vite.config.ts sets it)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

function viteBin(): string {
  return join(ROOT, 'node_modules', '.bin', 'vite');
}

function run(args: string[], cwd: string, what: string): void {
  const result = spawnSync(viteBin(), args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status})`);
}

/** A page built on its own with the repository's Vite, @vitejs/plugin-react and build target. */
interface Reference {
  dir: string;
  description: string;
  main: string;
}

function buildReference({ dir, description, main }: Reference): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n' +
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />\n' +
      `    <meta name="description" content="${description}" />\n` +
      '    <title>Hello</title>\n  </head>\n  <body>\n    <div id="root"></div>\n' +
      '    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
  );
  writeFileSync(join(dir, 'src', 'main.tsx'), main);
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n" +
      'export default defineConfig({\n  plugins: [react()],\n' +
      "  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', manifest: true },\n});\n",
  );
  run(['build', '--logLevel', 'warn'], dir, description);
  const dist = join(dir, 'dist');
  precompressDirectory(dist);
  return dist;
}

/**
 * Builds the floor: React 19 rendering <h1>Hello</h1> through react-dom/client, into
 * .bench/hello-world/dist, precompressed like the app.
 */
export function buildHelloWorld(): string {
  return buildReference({
    dir: HELLO_DIR,
    description: 'A React 19 hello-world, the floor the bench compares with.',
    main:
      "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\n" +
      "createRoot(document.getElementById('root')!).render(\n  <StrictMode>\n    <h1>Hello</h1>\n  </StrictMode>,\n);\n",
  });
}

/**
 * The hello-world plus what DESIGN.md has every route run on before any page of ours: one XState
 * machine with an invoked promise, read through @xstate/react, inside a wouter router, loading through
 * an openapi-fetch client with a middleware. What this costs over the hello-world is what the chosen
 * stack leaves of issue 11's x1.45 budget for our own code.
 */
function buildStackFloor(): string {
  return buildReference({
    dir: STACK_FLOOR_DIR,
    description: 'The hello-world on the libraries every Startline route runs on.',
    main: `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useActorRef, useSelector } from '@xstate/react';
import createClient from 'openapi-fetch';
import { Link, Route, Router } from 'wouter';
import { assign, fromPromise, setup } from 'xstate';

const api = createClient<Record<string, never>>({ baseUrl: '/api' });
api.use({ onRequest: ({ request }) => request });
const counter = setup({
  actors: { load: fromPromise(async () => (await fetch('/config.json')).ok) },
}).createMachine({
  initial: 'loading',
  context: { count: 0 },
  states: {
    loading: { invoke: { src: 'load', onDone: 'ready', onError: 'ready' } },
    ready: { on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } } },
  },
});

function Counter() {
  const actor = useActorRef(counter);
  const count = useSelector(actor, (snapshot) => snapshot.context.count);
  return <button onClick={() => actor.send({ type: 'add' })}>{count}</button>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Router>
      <Link href="/">Hello</Link>
      <Route path="/"><Counter /></Route>
    </Router>
  </StrictMode>,
);
void api;
`,
  });
}

function measureReference(dist: string): ReferenceBundle {
  const { js: jsFiles, css: cssFiles } = entryOf(readManifest(dist));
  const js = [...jsFiles].map((file) => measureFile(dist, file));
  const css = [...cssFiles].map((file) => measureFile(dist, file));
  return { js, css, ...totals(js, css) };
}

export function buildApp(log: (line: string) => void): void {
  log('running vite build');
  run(['build', '--logLevel', 'warn'], ROOT, 'vite build');
}

export function runBundleBenchmark(options: { build: boolean; log: (line: string) => void }): BundleResult {
  const builtNow = options.build || !existsSync(join(DIST, '.vite', 'manifest.json'));
  if (builtNow) buildApp(options.log);
  options.log('building the React 19 hello-world with the same Vite');
  const helloWorld = measureReference(buildHelloWorld());
  options.log('building the stack floor: the hello-world on xstate, @xstate/react, wouter and openapi-fetch');
  const stack = measureReference(buildStackFloor());
  const stackFloor = { ...stack, jsRatio: stack.jsGzipBytes / helloWorld.jsGzipBytes };

  const manifest = readManifest(DIST);
  const pageModules = pageModulesByRoute(ROOT, readFileSync(join(ROOT, ROUTES_FILE), 'utf8'));
  const routes = MEASURED_ROUTES.map((route): RouteBundle => {
    const pageModule = pageModules.get(route);
    if (!pageModule) throw new Error(`${ROUTES_FILE} has no lazy route for ${route}`);
    if (!manifest[pageModule]) throw new Error(`dist/.vite/manifest.json has no chunk for ${pageModule}`);
    const { js: jsFiles, css: cssFiles } = entryOf(manifest);
    collectChunk(manifest, pageModule, jsFiles, cssFiles);
    const js = [...jsFiles].map((file) => measureFile(DIST, file));
    const css = [...cssFiles].map((file) => measureFile(DIST, file));
    const routeTotals = totals(js, css);
    return {
      route,
      pageModule,
      js,
      css,
      ...routeTotals,
      jsRatio: routeTotals.jsGzipBytes / helloWorld.jsGzipBytes,
    };
  });
  return { builtNow, helloWorld, stackFloor, routes };
}
