// The contract between the server and the build's page renderer (src/app/shell/server-render.tsx):
// the build bundles that module for Node into SERVER_RENDER_FILE beside the app
// (scripts/server-render-build.ts); the server loads the file at start (server/route-documents.ts), so
// it draws the app's own components without importing them.
import type { Language } from './language';

export const SERVER_RENDER_FILE = 'server-render.mjs';

export interface PageRenderRequest {
  pathname: string;
  /** '' or '?…', as the address has it. */
  search: string;
  /** The runtime config the server hands the app at /config.json, as JSON. */
  config: unknown;
  /** When the answers were read (ms since the epoch): the page's clock starts there. */
  readAt: number;
  /** The public API's 200 answers the document carries, by their address (path and query). */
  answers: Record<string, unknown>;
  /** The language the visitor chose (its cookie); English when absent. */
  language?: Language;
}

export interface PageRenderer {
  /** The markup of #root for the page, as the browser's first render draws it. */
  renderPage(request: PageRenderRequest): Promise<string>;
}
