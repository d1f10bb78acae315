// The first screens drawn for each visit from the answers its document carries (the event's banner
// and title, the events listing's cards), as the server sees them. The build bundles src/app/shell/first-screens.tsx into
// FIRST_SCREENS_RENDERER_FILE beside the app (scripts/first-screens.ts); the server loads that file at
// start (server/route-documents.ts), so it draws the app's own components without importing them.
import type { ListingPage } from './listing';

export const FIRST_SCREENS_RENDERER_FILE = 'first-screens.mjs';

export interface FirstScreenRenderer {
  /** /event/:eventUuid: the header, and the event's banner and title. */
  renderEventFirstScreen(event: { name: string; bannerImage: string }): string;
  /** /events: the header, the controls and this first page of cards. */
  renderEventsFirstScreen(page: ListingPage): string;
}
