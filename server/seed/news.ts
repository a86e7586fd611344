import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../src/db/types';
import { insertMissingNews, type NewNewsItem } from '../src/repositories/news';

/**
 * The demo chain's news and promotions (/news; docs/decisions/290-news.md). The promotions'
 * slugs are where the playbill's tags lead (TAG_LINKS: /news/invites, /news/sale, /news/kids).
 * Dates count from the seed's "today", so the demo always reads fresh.
 */
interface SeedNews {
  slug: string;
  kind: 'news' | 'promo';
  title: string;
  lead: string;
  body: string[];
  link: { href: string; label: string } | null;
  /** Published this many days before today. */
  daysAgo: number;
  /** A promotion's last day, this many days after today; null: open-ended. */
  daysLeft: number | null;
}

export const SEED_NEWS: readonly SeedNews[] = [
  {
    slug: 'invites',
    kind: 'promo',
    title: 'Пригласительные на премьеры',
    lead: 'Фильмы с пометкой «Пригласительные» можно смотреть по пригласительным билетам от партнеров и из розыгрышей в нашем канале.',
    body: [
      'Пригласительный дает одно место на сеанс фильма с пометкой «Пригласительные» в афише. Покажите его на кассе не позже чем за 15 минут до начала сеанса, и кассир выдаст билет на свободное место в зале.',
      'Пригласительные мы разыгрываем каждую неделю в нашем канале в Telegram, а еще их дарят партнеры сети на своих праздниках.',
      'Пригласительный действует до даты, которая на нем указана. Он не действует на сеансы в залах, арендованных организаторами мероприятий, и бонусные баллы на такой билет не начисляются.',
    ],
    link: { href: '/afisha', label: 'Выбрать фильм в афише' },
    daysAgo: 3,
    daysLeft: 60,
  },
  {
    slug: 'sale',
    kind: 'promo',
    title: 'Скидка 30\u00a0% на дневные сеансы',
    lead: 'По будням до 16:00 билеты на фильмы с пометкой «Скидки» стоят на 30\u00a0% дешевле.',
    body: [
      'С понедельника по пятницу, кроме праздничных дней, на дневные сеансы — те, что начинаются с утра и до 16:00, — билеты на фильмы с пометкой «Скидки» продаются на 30\u00a0% дешевле обычного.',
      'Скидка уже учтена в цене сеанса в афише и на схеме зала: ничего вводить не нужно. Она действует и на кассе, и при покупке на сайте.',
      'Билет со скидкой можно оплатить бонусными баллами: так же, как обычный, баллами оплачивается вся цена, кроме 1 ₽ за каждое место.',
    ],
    link: { href: '/afisha', label: 'Купить билет' },
    daysAgo: 6,
    daysLeft: 40,
  },
  {
    slug: 'kids',
    kind: 'promo',
    title: 'Детям до 5 лет — бесплатно',
    lead: 'На фильмы с пометкой «Детям бесплатно» ребенок до 5 лет проходит без билета, если сидит на коленях у взрослого.',
    body: [
      'На сеансы фильмов с пометкой «Детям бесплатно» ребенок младше 5 лет проходит в зал вместе со взрослым без билета, если ему не нужно отдельное кресло.',
      'Если ребенку нужно свое место, купите на него обычный билет. В залах есть детские места: на схеме зала они отмечены отдельно.',
      'Контролер может попросить подтвердить возраст ребенка: возьмите с собой свидетельство о рождении или его фотографию.',
    ],
    link: { href: '/afisha', label: 'Выбрать сеанс' },
    daysAgo: 12,
    daysLeft: null,
  },
  {
    slug: 'recliners-in-almaz',
    kind: 'news',
    title: 'В «Алмазе» открылся зал с креслами-реклайнерами',
    lead: 'Зал 4 кинотеатра «Алмаз» в Челябинске обновили: теперь в нем 72 кресла, которые раскладываются почти в кровать.',
    body: [
      'Мы закончили ремонт зала 4 в кинотеатре «Алмаз» в Челябинске. Вместо старых рядов в нем 72 широких кресла-реклайнера с подставкой для ног и столиком.',
      'Между рядами стало больше места, а экран и звук поменяли на новые. Цены на билеты в обновленный зал остаются прежними до конца месяца.',
    ],
    link: { href: '/afisha', label: 'Смотреть афишу' },
    daysAgo: 1,
    daysLeft: null,
  },
  {
    slug: 'bonus-up-to-20',
    kind: 'news',
    title: 'Бонусы до 20\u00a0% от покупки',
    lead: 'Чем больше вы смотрите, тем больше баллов возвращается на бонусную карту: 10, 15 и 20\u00a0% от суммы заказа.',
    body: [
      'С каждой покупки на бонусную карту возвращается 10\u00a0% от оплаченной суммы. Когда покупки по карте наберут 5\u00a0000 ₽, процент вырастет до 15, а после 20\u00a0000 ₽ — до 20.',
      'Баллами можно оплатить билеты на сайте и на кассе: один балл — один рубль. Карту можно получить в любом кинотеатре сети или выпустить виртуальную в личном кабинете.',
    ],
    link: { href: '/about/bonus', label: 'Как работает бонусная программа' },
    daysAgo: 9,
    daysLeft: null,
  },
  {
    slug: 'we-are-hiring',
    kind: 'news',
    title: 'Ищем людей в команду',
    lead: 'В кинотеатры сети нужны кассиры, киномеханики, администраторы и бармены. Опыт не обязателен: всему научим.',
    body: [
      'Мы открываем новые залы и ищем людей, которые любят кино и гостей. Работа сменная, ее легко совмещать с учебой.',
      'Посмотрите открытые вакансии и оставьте отклик прямо на сайте: мы ответим в течение трех рабочих дней.',
    ],
    link: { href: '/vacancies', label: 'Открытые вакансии' },
    daysAgo: 15,
    daysLeft: null,
  },
  {
    slug: 'found-a-bug',
    kind: 'news',
    title: 'Нашли ошибку на сайте? Расскажите нам',
    lead: 'Если что-то на сайте работает не так, напишите нам и приложите снимок экрана: мы разберемся и исправим.',
    body: [
      'Мы постоянно улучшаем сайт, но ошибки иногда случаются. Если страница не открывается, кнопка не нажимается или в тексте опечатка, сообщите нам.',
      'Опишите, что произошло, и приложите снимок экрана в формате jpeg или png. Оставьте телефон или e-mail, если хотите, чтобы мы ответили.',
    ],
    link: { href: '#report-popup', label: 'Сообщить об ошибке' },
    daysAgo: 20,
    daysLeft: null,
  },
];

/** yyyy-mm-dd of `now` shifted by `days` (UTC: the chain's news is dated once for all zones). */
function isoDay(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function newsRows(now: Date): NewNewsItem[] {
  return SEED_NEWS.map((n) => ({
    slug: n.slug,
    kind: n.kind,
    title: n.title,
    lead: n.lead,
    body: n.body.join('\n\n'),
    image: `/static/media/news/${imageOf(n.slug)}.svg`,
    linkHref: n.link?.href ?? null,
    linkLabel: n.link?.label ?? null,
    publishedOn: isoDay(now, -n.daysAgo),
    untilOn: n.daysLeft === null ? null : isoDay(now, n.daysLeft),
  }));
}

/** The drawn picture of each item (assets/news/). */
function imageOf(slug: string): string {
  const images: Record<string, string> = {
    'recliners-in-almaz': 'recliners',
    'bonus-up-to-20': 'bonus',
    'we-are-hiring': 'hiring',
    'found-a-bug': 'report',
  };
  return images[slug] ?? slug;
}

/**
 * Adds the demo news that is missing (by slug). Idempotent, so a data directory seeded before
 * the news existed gets it on the next start. Returns how many were added.
 */
export async function ensureNews(db: Kysely<DB> | Transaction<DB>, now: Date): Promise<number> {
  return insertMissingNews(db, newsRows(now));
}
