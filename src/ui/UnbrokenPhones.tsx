import { Fragment } from 'react';

/**
 * A phone number as people write it: an optional '+', then 10 or 11 digits with spaces,
 * brackets or hyphens between them ('+7 (900) 555-01-02', '8 900 555-01-02', '89005550102').
 */
const PHONE = /\+?\d(?:[\s()-]*\d){9,10}/g;

/**
 * `text` (a server's caption, say) with each phone in it in a span of `className`, which keeps it
 * on one line (white-space: nowrap): a narrow screen would otherwise break '+7 (900) 555-' from
 * '01-02' at a hyphen.
 */
export function UnbrokenPhones({ text, className }: { text: string; className: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className={className}>
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
