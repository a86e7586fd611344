import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import { toLocal } from '../lib/time';
import type { MailMessage } from '../providers/mail';
import {
  dropSessionNews,
  findAlertMatches,
  findNewFilmMatches,
  takeSessionNews,
  type AlertMatch,
} from '../repositories/wishlistAlerts';
import { escapeHtml } from '../sandbox/html';
import type { ServiceContext } from './context';
import { filmNewsMail, groupFilmNews } from './filmNews';
import { framedMailHtml } from './mailLayout';

/**
 * The e-mail the favourite popup promises (docs/decisions/278): when a film on a buyer's
 * wishlist gets new sessions in their city, one message per buyer per film per run lists them.
 * New sessions are queued by a trigger on insert (migration 012); a run takes the queue in
 * batches, writes the messages and empties the batch in one transaction, so a session is news
 * once, a run that fails sends nothing, and a second run finds nothing to say.
 */

/** Sessions looked at per transaction: a whole import at once in practice. */
export const ALERT_BATCH = 2000;
/** How many sessions one message lists; the rest are counted. */
export const ALERT_LIST_LIMIT = 12;
/** The page the message sends the buyer to: the wishlist, with every session a #buy link. */
export const WISHLIST_PATH = '/profile/wishlist';

export interface AlertRun {
  /** Queued sessions looked at. */
  sessions: number;
  /** Wishlist messages written. */
  mails: number;
  /** New-film messages written (decision 457). */
  newsletters: number;
}

/** One buyer's new sessions of one film, in time order. */
export interface FilmNews {
  email: string;
  filmName: string;
  age: string;
  cityName: string;
  timezone: string;
  sessions: { cinemaName: string; startsAt: Date; format: string }[];
}

/** The matches grouped by buyer and film (they come sorted by buyer, film, start). */
export function groupNews(matches: readonly AlertMatch[]): FilmNews[] {
  const groups = new Map<string, FilmNews>();
  for (const m of matches) {
    const key = `${m.user_id}:${m.film_id}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        email: m.email.trim(),
        filmName: m.film_name,
        age: m.age,
        cityName: m.city_name,
        timezone: m.timezone,
        sessions: [],
      };
      groups.set(key, group);
    }
    group.sessions.push({ cinemaName: m.cinema_name, startsAt: m.starts_at, format: m.format });
  }
  return [...groups.values()];
}

/** 'среда, 25 ноября, 19:30' on the cinema's wall clock. */
function when(startsAt: Date, timezone: string): string {
  const l = toLocal(startsAt, timezone);
  const day = format(new Date(l.year, l.month - 1, l.day), 'EEEE, d MMMM', { locale: ru });
  return `${day}, ${String(l.hour).padStart(2, '0')}:${String(l.minute).padStart(2, '0')}`;
}

/** The message about one film's new sessions, in plain text and HTML. */
export function wishlistAlertMail(news: FilmNews, wishlistUrl: string): MailMessage {
  const listed = news.sessions.slice(0, ALERT_LIST_LIMIT);
  const more = news.sessions.length - listed.length;
  const lines = listed.map(
    (s) =>
      `${when(s.startsAt, news.timezone)} — ${s.cinemaName}${s.format === '2D' ? '' : `, ${s.format}`}`,
  );
  const moreLine = more > 0 ? `и еще сеансов: ${more}` : null;
  const subject = `Новые сеансы: «${news.filmName}»`;
  const lead = `У фильма «${news.filmName}» (${news.age}) из вашего списка «Хочу сходить» появились новые сеансы в городе ${news.cityName}.`;
  const text = [
    lead,
    '',
    ...lines,
    ...(moreLine ? [moreLine] : []),
    '',
    `Выбрать сеанс и места: ${wishlistUrl}`,
    '',
    'Письмо пришло, потому что вы добавили фильм в избранное. Уберите его из списка «Хочу сходить», и писем о нем больше не будет.',
  ].join('\n');

  const e = escapeHtml;
  const rows = listed
    .map(
      (s, i) =>
        `<tr><td style="padding:8px 0;border-top:${i === 0 ? '0' : '1px solid #e3e6ec'};font-size:15px"><strong>${e(when(s.startsAt, news.timezone))}</strong><br><span style="color:#6b7180;font-size:13px">${e(s.cinemaName)}${s.format === '2D' ? '' : ` · ${e(s.format)}`}</span></td></tr>`,
    )
    .join('\n');
  const html = framedMailHtml({
    heading: subject,
    lead,
    bodyHtml: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${rows}
</table>
${moreLine ? `<p style="margin:8px 0 0;color:#6b7180;font-size:14px">${e(moreLine)}</p>` : ''}`,
    button: { label: 'Выбрать сеанс', href: wishlistUrl },
    footer:
      'Письмо пришло, потому что вы добавили фильм в избранное в СофтКино. Уберите его из списка «Хочу сходить», и писем о нем больше не будет.',
  });
  return { to: news.email, subject, text, html };
}

/** Looks at every queued session once and writes the messages they call for. */
export async function sendWishlistAlerts(ctx: ServiceContext): Promise<AlertRun> {
  const url = `${ctx.publicUrl ?? ''}${WISHLIST_PATH}`;
  const total: AlertRun = { sessions: 0, mails: 0, newsletters: 0 };
  for (;;) {
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const ids = await takeSessionNews(trx, ALERT_BATCH);
      if (ids.length === 0) return null;
      const news = groupNews(await findAlertMatches(trx, ids, ctx.dbNow()));
      for (const film of news) await ctx.mail.send(trx, wishlistAlertMail(film, url));
      // The same sessions may bring a film to a city for the first time (decision 457).
      const films = groupFilmNews(await findNewFilmMatches(trx, ids, ctx.dbNow()));
      for (const buyer of films) await ctx.mail.send(trx, filmNewsMail(buyer, ctx.publicUrl ?? ''));
      await dropSessionNews(trx, ids);
      return { sessions: ids.length, mails: news.length, newsletters: films.length };
    });
    if (!batch) return total;
    total.sessions += batch.sessions;
    total.mails += batch.mails;
    total.newsletters += batch.newsletters;
    if (batch.sessions < ALERT_BATCH) return total;
  }
}

/**
 * Runs the alerts on every node: soon after a catalogue change (`nudge`, called on the
 * `catalogue_changed` notification) and every `intervalMs` as a backstop. Runs never overlap
 * within a node; across nodes SKIP LOCKED keeps them apart.
 */
export function startWishlistAlerts(
  ctx: ServiceContext,
  intervalMs: number,
  onError: (err: unknown) => void,
): { nudge: () => void; stop: () => void } {
  let running = false;
  let again = false;
  let soon: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    sendWishlistAlerts(ctx)
      .catch(onError)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    nudge() {
      // A burst of changes (an import in several statements) makes one run.
      if (soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        run();
      }, 1000);
      soon.unref();
    },
    stop() {
      clearInterval(timer);
      if (soon) clearTimeout(soon);
    },
  };
}
