// The SafeHtml harness (safe-html-harness.tsx) bundled on its own, for specs that render hostile HTML
// into a blank page: the component and src/ui/sanitize-html.ts exactly as the app ships them.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export async function bundleSafeHtmlHarness(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./safe-html-harness.tsx', import.meta.url))],
    bundle: true,
    format: 'iife',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}
