// Bundles the page renderer (src/app/shell/server-render.tsx) for Node at build time, beside the app,
// into SERVER_RENDER_FILE, which the server loads at start (server/route-documents.ts): the server
// draws /, /events and an event page with the app's own components, so the markup the browser hydrates
// cannot drift from what the app draws. React and the other packages stay in node_modules; the pages'
// lazy chunks are inlined, so the renderer is one file the server keeps to itself.
import path from 'node:path';
import type { Plugin } from 'vite';
import { SERVER_RENDER_FILE } from '../src/domain/server-render';

const RENDER_MODULE = '/src/app/shell/server-render.tsx';

export function serverRenderPlugin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'startline:server-render',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Loaded here, not at the top: the server reads SERVER_RENDER_FILE from this module's neighbours without Vite.
      const { build } = await import('vite');
      await build({
        root,
        configFile: false,
        logLevel: 'error',
        publicDir: false,
        build: {
          ssr: RENDER_MODULE,
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: false,
          rollupOptions: { output: { entryFileNames: SERVER_RENDER_FILE, codeSplitting: false } },
        },
      });
    },
  };
}
