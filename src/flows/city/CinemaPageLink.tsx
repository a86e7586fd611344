import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface CinemaPageLinkProps {
  href: string;
  className: string;
  'aria-label': string;
  children: ReactNode;
}

/**
 * A cinema's `link`: the site's own page (/cinema/<slug>) through the router; a chain that
 * keeps a cinema's page on a sub-site of its own (the spec's reading) gets a plain link to it.
 */
export function CinemaPageLink({ href, ...props }: CinemaPageLinkProps) {
  return href.startsWith('/') ? <Link href={href} {...props} /> : <a href={href} {...props} />;
}
