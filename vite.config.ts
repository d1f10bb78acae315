import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serverRenderPlugin } from './scripts/server-render-build.js';
import { precompressPlugin } from './scripts/precompress.js';
import { routePreloadsPlugin } from './scripts/route-preloads.js';

// Every route is a dynamic import (src/app/routes.tsx), so Rollup splits the build per route by
// itself. Standalone `npx vite` forwards API and runtime-config calls to a running server;
// server/dev.ts instead mounts Vite as middleware in front of the API.
const apiOrigin = process.env.STARTLINE_API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // route-preloads reads the manifest, so it runs before precompress writes the .br/.gz copies.
  plugins: [react(), routePreloadsPlugin(), serverRenderPlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the bench reads each route's first-load files from it.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/config.json': apiOrigin,
      '/uploads/files': apiOrigin,
      '/sandbox': apiOrigin,
    },
  },
  preview: {
    proxy: {
      '/api': apiOrigin,
      '/config.json': apiOrigin,
      '/uploads/files': apiOrigin,
      '/sandbox': apiOrigin,
    },
  },
});
