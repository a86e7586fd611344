import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../src/db/types';

/**
 * 'Как добраться' of each demo cinema's page (migration 014, docs/decisions/296): public
 * transport, parking, and what the maps link searches for (city, street, building: a floor or
 * a mall's name would only confuse the search).
 */
export interface CinemaPageSeed {
  transport: string;
  parking: string;
  mapQuery: string;
  /** The box office's phone, 11 digits (decision 479). */
  phone: string;
  /** Opening hours as the cinema writes them (decision 479). */
  hours: string;
}

export const CINEMA_PAGES: Record<string, CinemaPageSeed> = {
  'chel-galereya': {
    transport:
      'Остановка «Цирк» — автобусы 18, 64, троллейбусы 8, 17, трамваи 3, 7. От остановки пять ' +
      'минут пешком вдоль набережной Миасса. В торговом центре — лифты до 4 этажа у главного входа.',
    parking:
      'Подземная парковка торгового центра на 900 мест, въезд с улицы Труда. Первые 3 часа ' +
      'бесплатно с билетом в кино: покажите билет на кассе парковки.',
    mapQuery: 'Челябинск, улица Труда, 203',
    phone: '73512000101',
    hours: 'Ежедневно с 9:00 до начала последнего сеанса',
  },
  'chel-almaz': {
    transport:
      'Остановка «ТРК Алмаз» — автобусы 2, 51, маршрутные такси 35, 81. Трамваи 1, 16 до ' +
      'остановки «Копейское шоссе», оттуда 7 минут пешком.',
    parking: 'Бесплатная открытая парковка на 1\u00a0500 мест перед торговым центром.',
    mapQuery: 'Челябинск, Копейское шоссе, 64',
    phone: '73512000202',
    hours: 'Ежедневно с 10:00 до 02:00',
  },
  'chel-gorki': {
    transport:
      'Остановка «Горки» — автобусы 10, 14, троллейбусы 3, 19, трамваи 6, 14. Вход в кинотеатр — ' +
      'на 3 этаже, эскалатор от центрального входа.',
    parking: 'Многоуровневая парковка торгового центра, бесплатно первые 2 часа.',
    mapQuery: 'Челябинск, Артиллерийская улица, 136',
    phone: '73512000303',
    hours: 'Пн–Чт с 10:00 до 01:00, Пт–Вс с 9:00 до 03:00',
  },
  'ekb-grinvich': {
    transport:
      'Метро «Площадь 1905 года» или «Геологическая», 10 минут пешком. Трамваи 1, 3, 15 до ' +
      'остановки «Куйбышева». Кинотеатр на 5 этаже, лифты у входа с улицы 8 Марта.',
    parking:
      'Подземная парковка торгового центра, въезд с улицы Радищева. С билетом в кино — скидка ' +
      'на 3 часа стоянки.',
    mapQuery: 'Екатеринбург, улица 8 Марта, 46',
    phone: '73432000404',
    hours: 'Ежедневно с 9:30 до начала последнего сеанса',
  },
  'ekb-passage': {
    transport:
      'Метро «Площадь 1905 года», 3 минуты пешком по пешеходной улице Вайнера. Трамваи 5, 13, 15 ' +
      'до остановки «Площадь 1905 года».',
    parking:
      'Своей парковки нет: ближайшая платная городская парковка — на улице Малышева, 500 м. ' +
      'Удобнее приехать на метро.',
    mapQuery: 'Екатеринбург, улица Вайнера, 9',
    phone: '73432000505',
    hours: 'Ежедневно с 10:00 до 00:30',
  },
  'mgn-kontinent': {
    transport:
      'Остановка «Континент» — трамваи 17, 25, 33, автобусы 6, 31. Кинотеатр на 2 этаже, вход ' +
      'со стороны проспекта Ленина.',
    parking: 'Бесплатная парковка торгового центра на 700 мест.',
    mapQuery: 'Магнитогорск, проспект Ленина, 83',
    phone: '73519200606',
    hours: 'Ежедневно с 10:00 до 01:00',
  },
  'msk-khimki': {
    transport:
      'От метро «Ховрино» — бесплатный автобус торгового центра каждые 20 минут. От станции ' +
      '«Химки» — автобусы 343, 344 до остановки «Химки Парк».',
    parking:
      'Бесплатная наземная и подземная парковка на 2\u00a0000 мест. Зарядка электромобилей — на ' +
      'подземном уровне.',
    mapQuery: 'Химки, Ленинградское шоссе, 16А',
    phone: '74952000707',
    hours: 'Ежедневно с 9:00 до 03:00',
  },
  'ntagil-city': {
    transport:
      'Остановка «Сити Центр» — трамваи 1, 2, 4, автобусы 9, 23. Кинотеатр на 3 этаже, лифт у ' +
      'входа с улицы Космонавтов.',
    parking: 'Открытая бесплатная парковка у торгового центра, около 400 мест.',
    mapQuery: 'Нижний Тагил, улица Космонавтов, 37',
    phone: '73435200808',
    hours: 'Ежедневно с 10:00 до начала последнего сеанса',
  },
  'samara-kosmoport': {
    transport:
      'Остановка «ТЦ Космопорт» — автобусы 1, 37, 50, маршрутные такси 247, 261. Метро ' +
      '«Российская», затем автобус 50 две остановки.',
    parking: 'Бесплатная парковка на 2\u00a0500 мест вокруг торгового центра.',
    mapQuery: 'Самара, улица Дыбенко, 30',
    phone: '78462000909',
    hours: 'Ежедневно с 9:00 до 02:00',
  },
  'ufa-planeta': {
    transport:
      'Остановка «Планета» — автобусы 74, 110, 226, троллейбус 20. Кинотеатр на 3 этаже, ' +
      'эскалатор у фудкорта.',
    parking: 'Бесплатная многоуровневая парковка на 3\u00a0000 мест, въезд с улицы Энтузиастов.',
    mapQuery: 'Уфа, улица Энтузиастов, 20',
    phone: '73472001010',
    hours: 'Пн–Пт с 10:00 до 01:00, Сб–Вс с 9:00 до 02:00',
  },
  'perm-planeta': {
    transport:
      'Остановка «Планета» — автобусы 9, 16, 31, маршрутное такси 68. От остановки 3 минуты ' +
      'пешком, кинотеатр на 2 этаже.',
    parking: 'Бесплатная открытая парковка перед торговым центром, около 1\u00a0000 мест.',
    mapQuery: 'Пермь, улица Спешилова, 114',
    phone: '73422001111',
    hours: 'Ежедневно с 10:00 до начала последнего сеанса',
  },
};

/**
 * Writes the rows of CINEMA_PAGES for the cinemas that exist and have none yet. A demo page made
 * before migration 019 gets its contacts (decision 479): one whose texts are still the demo's and
 * that has neither a phone nor hours. A page a cinema has rewritten is its own and stays as it is,
 * so contacts it took down do not come back. Idempotent, so the server runs it on every start.
 * Returns how many rows it added or completed.
 */
export async function seedCinemaPages(trx: Transaction<DB> | Kysely<DB>): Promise<number> {
  const cinemas = await trx
    .selectFrom('cinemas')
    .leftJoin('cinema_pages', 'cinema_pages.cinema_id', 'cinemas.id')
    .select([
      'cinemas.id',
      'cinemas.slug',
      'cinema_pages.cinema_id as page',
      'cinema_pages.transport',
      'cinema_pages.parking',
      'cinema_pages.map_query',
      'cinema_pages.phone',
      'cinema_pages.hours',
    ])
    .execute();
  let written = 0;
  const rows = [];
  for (const c of cinemas) {
    const page = CINEMA_PAGES[c.slug];
    if (!page) continue;
    if (c.page === null) {
      rows.push({
        cinema_id: c.id,
        transport: page.transport,
        parking: page.parking,
        map_query: page.mapQuery,
        phone: page.phone,
        hours: page.hours,
      });
      continue;
    }
    const untouchedDemo =
      c.transport === page.transport &&
      c.parking === page.parking &&
      c.map_query === page.mapQuery &&
      c.phone === null &&
      c.hours === null;
    if (!untouchedDemo) continue;
    const done = await trx
      .updateTable('cinema_pages')
      .set({ phone: page.phone, hours: page.hours })
      .where('cinema_id', '=', c.id)
      .where('phone', 'is', null)
      .where('hours', 'is', null)
      .executeTakeFirst();
    written += Number(done.numUpdatedRows);
  }
  if (rows.length === 0) return written;
  await trx
    .insertInto('cinema_pages')
    .values(rows)
    .onConflict((oc) => oc.column('cinema_id').doNothing())
    .execute();
  return written + rows.length;
}
