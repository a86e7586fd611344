import { BRAND } from '@softkino/contract/brand';
import type { FilmPage } from '@softkino/contract/film';
import { escapeHtml } from './sandbox/html';

/** `/film/<slug>` (one trailing slash allowed, as the client router allows it). */
export const FILM_PATH = /^\/film\/([^/]+)\/?$/i;

/** The film page's title, as the client sets it too ('Северный ветер — СофтКино'). */
export function filmTitle(film: Pick<FilmPage, 'name'>): string {
  return `${film.name} — ${BRAND.name}`;
}

/** The description a shared link shows: the synopsis cut at a word, or the film's facts. */
export function filmDescription(film: FilmPage): string {
  const facts = [film.country, film.genre, `${film.duration} мин`, film.age].filter(Boolean);
  const text = film.description.trim().replace(/\s+/g, ' ');
  if (!text) return `${film.name}: ${facts.join(', ')}. Расписание и билеты онлайн.`;
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 150)).replace(/[\s,;:.-]+$/, '')}…`;
}

/** An absolute address on the site: `origin` is PUBLIC_URL or the request's own. */
function absolute(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/**
 * index.html with the film's title, description and Open Graph tags, so a film link shared in
 * a messenger shows its poster and name (docs/decisions/265). The landscape (desktop) poster
 * is the picture: the shape link previews use.
 */
export function withFilmMeta(html: string, film: FilmPage, origin: string): string {
  const title = escapeHtml(filmTitle(film));
  const description = escapeHtml(filmDescription(film));
  const url = escapeHtml(absolute(origin, film.url));
  const image = escapeHtml(absolute(origin, film.poster.desktop));
  const tags = [
    `<meta property="og:type" content="video.movie" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:title" content="${escapeHtml(film.name)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(`Постер фильма «${film.name}»`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<link rel="canonical" href="${url}" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}
