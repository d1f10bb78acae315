// Bundled by e2e/safe-html.spec.ts (esbuild) into a blank page: renders SafeHtml as the app would.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SafeHtml } from '../../src/ui/SafeHtml';

declare global {
  interface Window {
    renderSafeHtml: (html: string) => string;
  }
}

const container = document.createElement('div');
container.id = 'root';
document.body.append(container);
const root = createRoot(container);

window.renderSafeHtml = (html: string) => {
  flushSync(() => root.render(<SafeHtml html={html} className="description" />));
  return container.querySelector('.description')?.innerHTML ?? '';
};
