// The en catalogue, kept in one file per part of the product so that its parts can be written side by
// side; each file's top-level keys are screens, and no two files share one (tests/i18n/catalogues.test.ts).
import account from './account.json';
import booking from './booking.json';
import discovery from './discovery.json';
import pages from './pages.json';
import passes from './passes.json';

/** The header, footer, landing, listing and event page; sign-in and profile; booking to payment; after payment; information pages. */
export const parts = { discovery, account, booking, passes, pages };

const catalogue = { ...discovery, ...account, ...booking, ...passes, ...pages };
export default catalogue;
