// Writes dist/first-screens.json at build time: the HTML of the first screens that the server puts
// inside their route's document (src/app/shell/first-screens.tsx says which and why). They are
// rendered by the app's own components, loaded through Vite's module runner, so they cannot drift
// from what the app draws.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const FIRST_SCREENS_FILE = 'first-screens.json';
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
      const { runnerImport } = await import('vite');
      const { module } = await runnerImport<{ renderFirstScreens: () => Record<string, string> }>(SHELL_MODULE, {
        root,
        configFile: false,
        logLevel: 'error',
      });
      writeFileSync(path.join(outDir, FIRST_SCREENS_FILE), `${JSON.stringify(module.renderFirstScreens())}\n`);
    },
  };
}
