import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { serverRenderPlugin } from './scripts/server-render-build.js';
import { precompressPlugin } from './scripts/precompress.js';
import { routePreloadsPlugin } from './scripts/route-preloads.js';

// Every route is a dynamic import (src/app/routes.tsx), so Rollup splits the build per route by
// itself. Standalone `npx vite` forwards API and runtime-config calls to a running server;
// server/dev.ts instead mounts Vite as middleware in front of the API.
const apiOrigin = process.env.STARTLINE_API_ORIGIN ?? 'http://127.0.0.1:8080';

// Lazily loaded modules whose code runs soon after it arrives: their chunks start with V8's explicit
// compile hint (Chrome 136 and later; elsewhere a comment), so that their functions are compiled as the
// chunk loads instead of one by one at their first call. The Filters dialog loads when the Filters
// button is pointed at or focused; without the hint, the first tap on one of its selects compiled Radix
// Select's list and its positioning, and took about a third longer at 4x CPU slowdown (median of 12,
// bench/interaction-latency.ts's scenario).
const COMPILED_ON_LOAD = ['/src/pages/events/filters-dialog.tsx'];
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default defineConfig({
  // route-preloads reads the manifest, so it runs before precompress writes the .br/.gz copies.
  plugins: [
    react(),
    // The service worker (src/service-worker.ts) and the web app manifest (issue 30). main.tsx
    // registers the worker itself, in production builds only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Startline — Sports & fitness events in India',
        short_name: 'Startline',
        description: 'Discover sports and fitness events across India, register, pay and keep your passes.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#c2410c',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [{ name: 'My Events', url: '/my-events' }],
      },
      injectManifest: {
        // The app's code, styles, images and the plain document (the offline fallback); not the
        // server's renderer, the source maps or the compressed copies.
        globPatterns: ['index.html', 'assets/**/*.{js,css}', 'images/**/*', 'favicon.svg', 'icons/*.png'],
        globIgnores: ['server-render.mjs', '**/*.map'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    routePreloadsPlugin(),
    serverRenderPlugin(),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the bench reads each route's first-load files from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // After minification, which would drop the comment; the source map accounts for the line.
        postBanner: (chunk) =>
          COMPILED_ON_LOAD.some((module) => chunk.facadeModuleId?.endsWith(module)) ? COMPILE_HINT : '',
      },
    },
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
