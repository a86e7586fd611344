import type { PlaybillFilm } from '@softkino/contract';

const TAGS = [
  ['invites', 'Пригласительные'],
  ['sale', 'Скидки'],
  ['pushkin', 'Пушкинская карта'],
  ['childplace', 'Детям бесплатно'],
] as const;

/**
 * Tags whose page exists today. The news pages (invites, sale, kids) arrive with a later issue:
 * until then those tags are plain labels, not links that 404 (docs/decisions/123-playbill-links.md).
 */
const LINKED = new Set<string>(['pushkin']);

/** The optional tags of a film. */
export function FilmTags({ film }: { film: PlaybillFilm }) {
  const tags = TAGS.flatMap(([key, label]) => {
    const href = film[key];
    return href ? [{ key, label, href }] : [];
  });
  if (tags.length === 0) return null;
  return (
    <ul className="film-tags" aria-label="Акции">
      {tags.map((tag) => (
        <li key={tag.key}>
          {LINKED.has(tag.key) ? (
            <a className={`film-tag film-tag--${tag.key}`} href={tag.href}>
              {tag.label}
            </a>
          ) : (
            <span className={`film-tag film-tag--${tag.key}`}>{tag.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
