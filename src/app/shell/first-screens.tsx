// The first screens that arrive inside their document, drawn here (never in the browser's bundle) and
// put by the server in #root of their route's document (server/route-documents.ts): the build renders
// the ones that are the same for every visit into dist/first-screens.json, and bundles this module for
// the server (src/domain/first-screen-renderer.ts), which draws the others from the answers it puts in
// the visit's document (server/document-answers.ts); without those answers a page gets none. A phone then paints them as soon as the document and its
// stylesheets are in, before any script has run; the app starts beside them, hidden, and takes their
// place once its page has drawn its content (src/app/shell/take-over.ts), so no loading indicator
// replaces them. Only what is the same for everyone belongs here: the header is the one shown while
// the stored session is first read, with no sign-in links or account menu yet.
// - '/' (built once): the header and the landing's hero.
// - '/event/:eventUuid' (each visit): the header, the event's banner and title.
// - '/events' (each visit): the header, the search box, the toolbar and the first page of cards.
//   Its links work before the app; a button pressed before the app runs
//   (Search too) is pressed again in the app once it takes over (take-over.ts), with what was typed
//   in the search box carried over. Without JavaScript, the search is a plain form.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { eventsListingIntents, resultsPageView } from '../../../machines/events-listing/events-listing.connect';
import type { ListingPage } from '../../domain/listing';
import { EventDetailLayout, EventDetailTop } from '../../pages/event-detail/event-detail-top';
import { EventsListingFrame } from '../../pages/events/events-listing-frame';
import { ListingCards, type ListingCardsView } from '../../pages/events/listing-cards';
import { ListingToolbar } from '../../pages/events/listing-toolbar';
import { SearchBar } from '../../pages/events/search-bar';
import { LandingFrame } from '../../pages/landing/landing-frame';
import { AppFrame } from '../layout/app-frame';
import { Header } from '../layout/header';
import { layoutFor } from '../layout/layout-rules';

function framed(pathname: string, page: ReactNode) {
  const header = layoutFor(pathname).header;
  if (header === 'none') throw new Error(`${pathname} is drawn with its header`);
  return (
    <Router ssrPath={pathname}>
      <AppFrame header={<Header variant={header} signedIn={false} checking />}>{page}</AppFrame>
    </Router>
  );
}

/**
 * React puts a preload hint for each high-priority image before the markup; the server's document
 * preloads the image in its head instead, where the browser finds it first.
 */
function markupOf(screen: ReactNode): string {
  return renderToStaticMarkup(screen).replace(/^(<link [^>]*>)+/, '');
}

/** The first screens that are the same for every visit, as HTML, by their route's path. */
export function renderFirstScreens(): Record<string, string> {
  return { '/': markupOf(framed('/', <LandingFrame />)) };
}

/** An event page's first screen: its banner and title, with no buttons that nothing could run yet. */
export function renderEventFirstScreen({ name, bannerImage }: { name: string; bannerImage: string }): string {
  return markupOf(
    framed(
      '/event/first-screen',
      <EventDetailLayout>
        <EventDetailTop name={name} bannerImage={bannerImage} />
      </EventDetailLayout>,
    ),
  );
}

/** The first screen's buttons do nothing themselves: the take-over presses the app's (take-over.ts). */
const nothingRunsYet = () => {};
const listingDoesNothingYet = eventsListingIntents(nothingRunsYet);

/**
 * /events' first screen, for the first page of cards the server puts in the visit's document (no
 * filters, page 1, the grid the machine starts with). The server calls it through the build's bundle
 * of this module (src/domain/first-screen-renderer.ts).
 */
export function renderEventsFirstScreen({ items, pagination }: ListingPage): string {
  const view: ListingCardsView = {
    ...resultsPageView(items.length, pagination, 1),
    items,
    display: 'grid',
    canGoPrevious: false,
    canGoNext: pagination.totalPages > 1,
  };
  return markupOf(
    framed(
      '/events',
      <EventsListingFrame
        controls={
          <>
            <SearchBar value="" listing={listingDoesNothingYet} />
            <ListingToolbar
              filtersActive={false}
              filtersButtonRef={{ current: null }}
              display={view.display}
              listing={listingDoesNothingYet}
              onFiltersIntent={nothingRunsYet}
            />
          </>
        }
        results={<ListingCards view={view} listing={listingDoesNothingYet} />}
      />,
    ),
  );
}
