// The files each route needs beyond the entry, written at build time to dist/route-preloads.json so
// the server can name them in the document it sends for that route (<link rel="modulepreload">): the
// route's chunk then downloads beside the entry instead of after it has run. The route table
// (src/app/routes.tsx) is the source of truth; the bench reads the same map.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from './build-output';

const ROUTES_FILE = 'src/app/routes.tsx';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The module each route loads lazily, read from the route table's `load: () => import('...')`. */
export function pageModulesByRoute(root: string, routesSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  const routePattern = /path:\s*'([^']+)'[^{}]*?load:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const match of routesSource.matchAll(routePattern)) {
    const [, routePath, specifier] = match;
    if (!routePath || !specifier) continue;
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(ROUTES_FILE), specifier));
    const withExtension = ['.tsx', '.ts', '.jsx', '.js']
      .map((ext) => `${base}${ext}`)
      .find((file) => existsSync(path.join(root, file)));
    modules.set(routePath, withExtension ?? base);
  }
  return modules;
}

/** A chunk's file, its CSS and, recursively, its static imports. */
export function collectChunk(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collectChunk(manifest, imported, js, css);
}

export function entryOf(manifest: Manifest): { js: Set<string>; css: Set<string> } {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const js = new Set<string>();
  const css = new Set<string>();
  collectChunk(manifest, entryKey, js, css);
  return { js, css };
}

/** For each route, the JS and CSS files its page needs that the entry does not already load. */
export function routePreloads(root: string, manifest: Manifest): RoutePreload[] {
  const entry = entryOf(manifest);
  const modules = pageModulesByRoute(root, readFileSync(path.join(root, ROUTES_FILE), 'utf8'));
  return [...modules].map(([routePath, module]) => {
    if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module} (${routePath})`);
    const js = new Set<string>();
    const css = new Set<string>();
    collectChunk(manifest, module, js, css);
    return {
      path: routePath,
      js: [...js].filter((file) => !entry.js.has(file)),
      css: [...css].filter((file) => !entry.css.has(file)),
    };
  });
}

export function routePreloadsPlugin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'startline:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(routePreloads(root, manifest))}\n`);
    },
  };
}
