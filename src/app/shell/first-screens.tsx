// The first screens that arrive inside their document: the build renders them here (never in the
// browser's bundle) into dist/first-screens.json, and the server puts each one in #root of its route's
// document (server/app.ts). A phone then paints the header and the landing's hero as soon as the
// document and its stylesheets are in, before any script has run; the app draws the same markup in
// their place when it starts (src/main.tsx waits for the page's chunk for that, so no loading
// indicator replaces them). Only screens that are the same for everyone belong here: the header is
// the one shown while the stored session is first read, with no sign-in links or account menu yet.
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { LandingFrame } from '../../pages/landing/LandingFrame';
import { AppFrame } from '../layout/AppFrame';
import { Header } from '../layout/Header';
import { layoutFor } from '../layout/layout-rules';

function landingFirstScreen() {
  const header = layoutFor('/').header;
  if (header === 'none') throw new Error('the landing is drawn with its header');
  return (
    <Router ssrPath="/">
      <AppFrame header={<Header variant={header} signedIn={false} checking />}>
        <LandingFrame />
      </AppFrame>
    </Router>
  );
}

/** Each route's first screen as HTML, by the route's path. */
export function renderFirstScreens(): Record<string, string> {
  return { '/': renderToStaticMarkup(landingFirstScreen()) };
}
