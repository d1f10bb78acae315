// What the build writes into dist/ for the server alone, named in one place: the build's plugins
// (scripts/route-preloads.ts; scripts/server-render-build.ts writes SERVER_RENDER_FILE) write these
// files and server/route-documents.ts reads them. Kept apart from the plugins so the server never imports build tooling (vite is a dev
// dependency, absent where `npm run serve` runs).

/** Each route's chunks beyond the entry, for <link rel="modulepreload"> (scripts/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** The route's pattern, as in src/app/routes.tsx ('/event/:eventUuid'). */
  path: string;
  js: string[];
  css: string[];
}
