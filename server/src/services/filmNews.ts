import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import { pluralize, SESSION_FORMS } from '@softkino/contract/plural';
import { toLocal } from '../lib/time';
import type { MailMessage } from '../providers/mail';
import type { FilmNewsMatch } from '../repositories/wishlistAlerts';
import { escapeHtml } from '../sandbox/html';
import { framedMailHtml } from './mailLayout';

/**
 * The newsletter the profile's 'Сообщать о новых фильмах и сеансах' asks for
 * (docs/decisions/457): when an import brings a film to a city's playbill for the first time, a
 * buyer of that city who ticked it gets one message per batch naming the new films.
 */

/** How many films a subject names before 'и еще N'. */
export const SUBJECT_FILMS = 2;
/** The profile, where the tick is taken off. */
export const PROFILE_PATH = '/profile';

/** One buyer's new films, in the order of their first sessions. */
export interface BuyerFilmNews {
  email: string;
  cityName: string;
  timezone: string;
  films: { name: string; slug: string; age: string; firstAt: Date; sessions: number }[];
}

/** The matches grouped by buyer (they come sorted by buyer, then first session). */
export function groupFilmNews(matches: readonly FilmNewsMatch[]): BuyerFilmNews[] {
  const byUser = new Map<number, BuyerFilmNews>();
  for (const m of matches) {
    let news = byUser.get(m.user_id);
    if (!news) {
      news = { email: m.email.trim(), cityName: m.city_name, timezone: m.timezone, films: [] };
      byUser.set(m.user_id, news);
    }
    news.films.push({
      name: m.film_name,
      slug: m.film_slug,
      age: m.age,
      firstAt: m.first_at,
      sessions: m.sessions,
    });
  }
  return [...byUser.values()];
}

/** 'с 14 марта' on the city's calendar. */
function fromDay(at: Date, timezone: string): string {
  const l = toLocal(at, timezone);
  return `с ${format(new Date(l.year, l.month - 1, l.day), 'd MMMM', { locale: ru })}`;
}

/** 'Новый фильм в афише: «А»', or 'Новые фильмы в афише: «А», «Б» и еще 2'. */
export function filmNewsSubject(names: readonly string[]): string {
  const quoted = names.slice(0, SUBJECT_FILMS).map((n) => `«${n}»`);
  const more = names.length - quoted.length;
  if (names.length === 1) return `Новый фильм в афише: ${quoted[0] ?? ''}`;
  return `Новые фильмы в афише: ${quoted.join(', ')}${more > 0 ? ` и еще ${more}` : ''}`;
}

/** The message about one buyer's new films, in plain text and HTML. */
export function filmNewsMail(news: BuyerFilmNews, site: string): MailMessage {
  const subject = filmNewsSubject(news.films.map((f) => f.name));
  const lead =
    news.films.length === 1
      ? `В афише СофтКино в городе ${news.cityName} новый фильм.`
      : `В афише СофтКино в городе ${news.cityName} новые фильмы.`;
  const line = (f: BuyerFilmNews['films'][number]) =>
    `${fromDay(f.firstAt, news.timezone)}, ${pluralize(f.sessions, SESSION_FORMS)}`;
  const footer = `Письмо пришло, потому что в профиле отмечено «Сообщать о новых фильмах и сеансах». Снимите отметку в профиле (${site}${PROFILE_PATH}), и таких писем больше не будет.`;
  const text = [
    lead,
    '',
    ...news.films.map((f) => `«${f.name}» (${f.age}) — ${line(f)}: ${site}/film/${f.slug}`),
    '',
    footer,
  ].join('\n');
  const e = escapeHtml;
  const rows = news.films
    .map(
      (f, i) =>
        `<tr><td style="padding:8px 0;border-top:${i === 0 ? '0' : '1px solid #e3e6ec'};font-size:15px"><a href="${e(`${site}/film/${f.slug}`)}" style="color:#14161c;font-weight:700">«${e(f.name)}»</a> <span style="color:#6b7180">${e(f.age)}</span><br><span style="color:#6b7180;font-size:13px">${e(line(f))}</span></td></tr>`,
    )
    .join('\n');
  const first = news.films[0];
  const html = framedMailHtml({
    heading: subject,
    lead,
    bodyHtml: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">\n${rows}\n</table>`,
    button: {
      label: news.films.length === 1 ? 'Выбрать сеанс' : 'Открыть афишу',
      href: news.films.length === 1 && first ? `${site}/film/${first.slug}` : `${site}/afisha`,
    },
    footer,
  });
  return { to: news.email, subject, text, html };
}
