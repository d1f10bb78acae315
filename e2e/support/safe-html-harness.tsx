// Bundled by e2e/safe-html.spec.ts and e2e/xss-corpus.spec.ts (esbuild) into a blank page: renders
// SafeHtml as the app would, and hands the sanitizer itself to the page.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SafeHtml } from '../../src/ui/safe-html';
import { sanitizeHtml } from '../../src/ui/sanitize-html';

declare global {
  interface Window {
    renderSafeHtml: (html: string) => string;
    /** Each html in a SafeHtml of its own (class 'description', data-vector its index), all at once. */
    renderSafeHtmlEach: (htmls: readonly string[]) => void;
    sanitizeHtml: (html: string) => string;
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

window.renderSafeHtmlEach = (htmls) => {
  flushSync(() =>
    root.render(
      <>
        {htmls.map((html, index) => (
          <section key={index} data-vector={index}>
            <SafeHtml html={html} className="description" />
          </section>
        ))}
      </>,
    ),
  );
};

window.sanitizeHtml = sanitizeHtml;
