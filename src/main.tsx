// The global stylesheet comes first so that component styles, bundled after it, win ties.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { loadRuntimeConfig } from './app/config';
import { preloadRoute } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The config and the current route's chunk download side by side rather than one after the other.
preloadRoute(window.location.pathname);
loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error('Startline could not load /config.json', error);
    root.render(<StartupError />);
  },
);
