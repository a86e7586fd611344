import type { PlaybillFilm } from '../../api/schemas';

const TAGS = [
  ['invites', 'Пригласительные'],
  ['sale', 'Скидки'],
  ['pushkin', 'Пушкинская карта'],
  ['childplace', 'Детям бесплатно'],
] as const;

/** The optional tag links of a film. */
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
          <a className={`film-tag film-tag--${tag.key}`} href={tag.href}>
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
