// First-load JavaScript (gzip) of the routes DESIGN §7 names: what a visitor's browser must download
// before the page can render. That is the entry chunk and everything it imports statically, plus the
// route's lazy page chunk and its static imports. Dynamic imports inside them load later and do not count.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const ROUTES_FILE = 'src/app/routes.tsx';
/** React 19 + react-dom's client, minified and gzipped: no React app's first load is smaller. */
export const REACT_FLOOR_KIB = 68;
export const MEASURED_ROUTES = ['/', '/events', '/event/:eventUuid'] as const;

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteBundle {
  route: string;
  pageModule: string;
  js: BundleFile[];
  css: BundleFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface BundleResult {
  /** 'manifest': dist/.vite/manifest.json; 'index.html': the built page's tags and the chunks' own imports. */
  method: 'manifest' | 'index.html';
  builtNow: boolean;
  reactFloorKiB: number;
  routes: RouteBundle[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function measureFile(file: string): BundleFile {
  const content = readFileSync(join(DIST, file));
  // zlib's default level 6, what most servers and CDNs send.
  return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
}

function total(files: readonly BundleFile[]): number {
  return files.reduce((sum, file) => sum + file.gzipBytes, 0);
}

/** The module each measured route loads lazily, read from the app's route table (the source of truth). */
export function pageModulesByRoute(routesSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  const routePattern = /path:\s*'([^']+)'[^{}]*?load:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const match of routesSource.matchAll(routePattern)) {
    const [, path, specifier] = match;
    if (!path || !specifier) continue;
    const base = posix.normalize(posix.join(posix.dirname(ROUTES_FILE), specifier));
    const withExtension = ['.tsx', '.ts', '.jsx', '.js']
      .map((ext) => `${base}${ext}`)
      .find((file) => existsSync(join(ROOT, file)));
    modules.set(path, withExtension ?? base);
  }
  return modules;
}

/** Static `import ... from "x"`, `import "x"` and `export ... from "x"` of a built chunk (never `import("x")`). */
export function staticImportsOf(code: string): string[] {
  const pattern =
    /\b(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)?\s*(?:from\s*)?["']([^"']+\.js)["']/g;
  return [...code.matchAll(pattern)].map((match) => match[1] as string);
}

function collectStatic(file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  for (const specifier of staticImportsOf(code)) {
    const target = specifier.startsWith('/') ? specifier.slice(1) : posix.join(posix.dirname(file), specifier);
    if (existsSync(join(DIST, target))) collectStatic(target, seen);
  }
}

function fromIndexHtml(pageModules: Map<string, string>): RouteBundle[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const asFile = (url: string) => url.replace(/^\//, '');
  const entryJs = tags
    .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
    .map((tag) => attribute(tag, 'src') ?? attribute(tag, 'href'))
    .filter((url): url is string => url !== undefined)
    .map(asFile);
  const entryCss = tags
    .filter((tag) => /rel="stylesheet"/.test(tag))
    .map((tag) => attribute(tag, 'href'))
    .filter((url): url is string => url !== undefined)
    .map(asFile);
  const assets = readdirSync(join(DIST, 'assets'));
  return MEASURED_ROUTES.map((route) => {
    const pageModule = requirePageModule(pageModules, route);
    // Rollup names a lazy chunk after its module: src/pages/events/EventsPage.tsx -> assets/EventsPage-<hash>.js.
    const chunkName = posix.basename(pageModule).replace(/\.[jt]sx?$/, '');
    const named = (ext: string) => assets.filter((name) => name.startsWith(`${chunkName}-`) && name.endsWith(ext));
    const [pageChunk, ...others] = named('.js');
    if (!pageChunk || others.length > 0)
      throw new Error(`expected one dist/assets/${chunkName}-<hash>.js, found ${named('.js').length}`);
    const seen = new Set<string>();
    for (const file of [...entryJs, `assets/${pageChunk}`]) collectStatic(file, seen);
    const js = [...seen].map(measureFile);
    const css = [...entryCss, ...named('.css').map((name) => `assets/${name}`)].map(measureFile);
    return { route, pageModule, js, css, jsGzipBytes: total(js), cssGzipBytes: total(css) };
  });
}

function fromManifest(manifest: Manifest, pageModules: Map<string, string>): RouteBundle[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('dist/.vite/manifest.json has no entry');
  const collect = (key: string, js: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) collect(imported, js, css);
  };
  return MEASURED_ROUTES.map((route) => {
    const pageModule = requirePageModule(pageModules, route);
    if (!manifest[pageModule]) throw new Error(`dist/.vite/manifest.json has no chunk for ${pageModule}`);
    const jsFiles = new Set<string>();
    const cssFiles = new Set<string>();
    collect(entryKey, jsFiles, cssFiles);
    collect(pageModule, jsFiles, cssFiles);
    const js = [...jsFiles].map(measureFile);
    const css = [...cssFiles].map(measureFile);
    return { route, pageModule, js, css, jsGzipBytes: total(js), cssGzipBytes: total(css) };
  });
}

function requirePageModule(pageModules: Map<string, string>, route: string): string {
  const module = pageModules.get(route);
  if (!module) throw new Error(`${ROUTES_FILE} has no lazy route for ${route}`);
  return module;
}

function build(log: (line: string) => void): void {
  log('dist/ is missing or --build was given: running vite build');
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

export function runBundleBenchmark(options: { build: boolean; log: (line: string) => void }): BundleResult {
  const builtNow = options.build || !existsSync(join(DIST, 'index.html'));
  if (builtNow) build(options.log);
  const pageModules = pageModulesByRoute(readFileSync(join(ROOT, ROUTES_FILE), 'utf8'));
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    return {
      method: 'manifest',
      builtNow,
      reactFloorKiB: REACT_FLOOR_KIB,
      routes: fromManifest(manifest, pageModules),
    };
  }
  return { method: 'index.html', builtNow, reactFloorKiB: REACT_FLOOR_KIB, routes: fromIndexHtml(pageModules) };
}
