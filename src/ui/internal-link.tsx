// Every link to a page of the app goes through here, so the visit's UTM parameters (SPEC §2) stay on
// every later URL without each page remembering to add them. Plain wouter `Link` is refused by lint
// in src/pages and src/app (eslint.config.js).
import type { AnchorHTMLAttributes } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps wouter's Link
import { Link } from 'wouter';
import { withUtmParams } from './utm';

export type InternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A same-site path ('/events', '/event/abc?x=1#top'); the saved UTM parameters are added. */
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

export function InternalLink({ href, ...props }: InternalLinkProps) {
  return <Link {...props} href={withUtmParams(href)} />;
}
