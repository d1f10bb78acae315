// SPEC §2 "Global layout behaviour": which chrome a path gets.

export type HeaderKind = 'landing' | 'simple' | 'none';

export interface LayoutChrome {
  header: HeaderKind;
  footer: boolean;
}

const PATHS_WITHOUT_CHROME = new Set(['/login', '/register']);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** /login and /register stand alone; / gets the landing header; /event/ pages have no footer. */
export function layoutFor(pathname: string): LayoutChrome {
  const path = normalise(pathname);
  if (PATHS_WITHOUT_CHROME.has(path)) return { header: 'none', footer: false };
  return {
    header: path === '/' ? 'landing' : 'simple',
    footer: !path.startsWith('/event/'),
  };
}
