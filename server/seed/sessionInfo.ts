import type { Kysely, Transaction } from 'kysely';
import { CANCEL_BEFORE_START_MINUTES } from '@softkino/contract/order';
import type { DB } from '../src/db/types';
import type { SessionInfoRecord } from '../src/repositories/sessionDetails';

/**
 * Session info for the purchase popup's info step, "where the cinema set them": one film with
 * an agreement to tick, one with a video and images (at every cinema), and one cinema's own
 * note for a film. Other sessions have none, so the popup goes straight to checkout.
 */
interface InfoSeed extends SessionInfoRecord {
  filmSlug: string;
  /** Only at this cinema; null for every cinema. */
  cinemaSlug: string | null;
}

export const SESSION_INFO: InfoSeed[] = [
  {
    filmSlug: 'dom-na-okraine',
    cinemaSlug: null,
    title: 'Перед покупкой',
    body:
      'Фильм содержит сцены насилия и может напугать. На входе в зал контролёр может попросить ' +
      'документ, подтверждающий возраст 18+. ' +
      // The site's own refund rule, not another one (decision 428).
      `Вернуть билет можно не позднее чем за ${CANCEL_BEFORE_START_MINUTES} минут до начала сеанса.`,
    video: null,
    images: [],
    button: 'Продолжить',
    agree: true,
  },
  {
    filmSlug: 'golosa-goroda-live',
    cinemaSlug: null,
    title: 'Концерт на большом экране',
    body:
      'Запись концерта длится 2 часа 25 минут без антракта. Звук сведён для кинозалов: ' +
      'приходите за 10 минут до начала, чтобы занять места до первых аккордов.',
    video: 'M7lc1UVf-VE',
    images: ['/static/media/posters/golosa-goroda-live-desktop.svg'],
    button: null,
    agree: false,
  },
  {
    filmSlug: 'dykhanie-tajgi',
    cinemaSlug: 'chel-galereya',
    title: null,
    body:
      'После сеанса в зале — встреча с оператором фильма. Вопросы можно задать из зала, ' +
      'встреча длится около 30 минут.',
    video: null,
    images: [],
    button: null,
    agree: false,
  },
];

/** Inserts the session info rows; films or cinemas missing from the catalogue are skipped. */
export async function seedSessionInfo(trx: Transaction<DB> | Kysely<DB>): Promise<number> {
  const films = await trx.selectFrom('films').select(['id', 'slug']).execute();
  const cinemas = await trx.selectFrom('cinemas').select(['id', 'slug']).execute();
  const filmId = new Map(films.map((f) => [f.slug, f.id]));
  const cinemaId = new Map(cinemas.map((c) => [c.slug, c.id]));
  const rows = SESSION_INFO.flatMap((info) => {
    const film = filmId.get(info.filmSlug);
    const cinema = info.cinemaSlug === null ? null : cinemaId.get(info.cinemaSlug);
    if (film === undefined || cinema === undefined) return [];
    return [
      {
        session_id: null,
        film_id: film,
        cinema_id: cinema,
        title: info.title,
        body: info.body,
        video: info.video,
        images: JSON.stringify(info.images),
        button: info.button,
        agree: info.agree,
      },
    ];
  });
  if (rows.length === 0) return 0;
  await trx.insertInto('session_info').values(rows).execute();
  return rows.length;
}
