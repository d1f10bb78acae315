// Writes dist/first-screens.json at build time: the HTML of the first screens that the server puts
// inside their route's document (src/app/shell/first-screens.tsx says which and why). They are
// rendered by the app's own components, loaded through Vite's module runner, so they cannot drift
// from what the app draws. The screens drawn for each visit from its answers (the listing's cards)
// are the server's to render: for them it bundles the same module for Node, with React left to
// node_modules, into FIRST_SCREENS_RENDERER_FILE, which the server loads at start.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREENS_FILE } from './build-output';
import { FIRST_SCREENS_RENDERER_FILE } from '../src/domain/first-screen-renderer';

const SHELL_MODULE = '/src/app/shell/first-screens.tsx';

export function firstScreensPlugin(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'startline:first-screens',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Loaded here, not at the top: the server reads FIRST_SCREENS_FILE from this module without Vite.
      const { build, runnerImport } = await import('vite');
      const { module } = await runnerImport<{ renderFirstScreens: () => Record<string, string> }>(SHELL_MODULE, {
        root,
        configFile: false,
        logLevel: 'error',
      });
      writeFileSync(path.join(outDir, FIRST_SCREENS_FILE), `${JSON.stringify(module.renderFirstScreens())}\n`);
      await build({
        root,
        configFile: false,
        logLevel: 'error',
        publicDir: false,
        build: {
          ssr: SHELL_MODULE,
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: false,
          rollupOptions: { output: { entryFileNames: FIRST_SCREENS_RENDERER_FILE } },
        },
      });
    },
  };
}
