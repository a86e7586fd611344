import type { PlaybillFilm } from '@softkino/contract';

const TAGS = [
  ['invites', 'Пригласительные'],
  ['sale', 'Скидки'],
  ['pushkin', 'Пушкинская карта'],
  ['childplace', 'Детям бесплатно'],
] as const;

/**
 * The optional tags of a film, each a link to its page: /about/pushkin, and the promotions at
 * /news/invites, /news/sale and /news/kids (issue 15; docs/decisions/123, 290).
 */
export function FilmTags({
  film,
}: {
  film: Pick<PlaybillFilm, 'invites' | 'sale' | 'pushkin' | 'childplace'>;
}) {
  const tags = TAGS.flatMap(([key, label]) => {
    const href = film[key];
    return href ? [{ key, label, href }] : [];
  });
  if (tags.length === 0) return null;
  return (
    <ul className="film-tags" aria-label="Акции">
      {tags.map((tag) => (
        <li key={tag.key}>
          <a className={`film-tag film-tag--${tag.key}`} href={tag.href}>
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
