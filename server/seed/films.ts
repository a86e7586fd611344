/**
 * Demo film catalogue for the seed. Plain data on purpose: the seed, the
 * poster generator (scripts/gen-assets.mjs) and tests all read it.
 * All titles are invented. Two films carry a deliberately invalid trailer
 * link so the playbill's "trailer is not a video" error path is exercised.
 * Posters live in assets/posters/<slug>-mobile.svg and <slug>-desktop.svg.
 */

export interface SeedFilm {
  slug: string;
  name: string;
  country: string;
  genre: string;
  /** Running time in minutes. */
  duration: number;
  age: '0+' | '6+' | '12+' | '16+' | '18+';
  rent: string | null;
  trailer: string;
  description: string;
  tags: { invites: boolean; sale: boolean; pushkin: boolean; childplace: boolean };
  /**
   * A two-day event, as its rent line says ('Только 2 дня'): the schedule plays it only on the
   * next Saturday and Sunday after the seed's today; its slots on other days go to other films
   * (server/seed/sessions.ts, planCinemaSessions).
   */
  nextWeekendOnly?: true;
}

/**
 * Films whose posters are photographs, as a real chain's are: JPEGs in assets/posters made from
 * the SVG art by scripts/gen-raster-posters.mjs; the server gives them AVIF and WebP variants
 * (docs/decisions/241). Every film of the demo chain has one (decision 333): an SVG poster is
 * rasterised on the page's main thread when it paints, which no real chain's playbill pays.
 */
export const RASTER_POSTERS: ReadonlySet<string> = new Set([
  'severnyj-veter',
  'poslednij-rejs',
  'lisyonok-i-zvyozdy',
  'dom-na-okraine',
  'tenevaya-sdelka',
  'dykhanie-tajgi',
  'golosa-goroda-live',
  'babushka-na-prokat',
  'khraniteli-glubiny',
  'kod-orion',
  'leto-v-provanse',
  'stalnye-krylya',
  'ostrov-sokrovishch-i-drakon',
  'tikhij-chas',
  'grossmejster',
  'nochnoj-ekspress',
  'dzhungli-zovut',
  'za-gorizontom',
]);

export const FILMS: SeedFilm[] = [
  {
    slug: 'severnyj-veter',
    name: 'Северный ветер',
    country: 'Россия',
    genre: 'драма, приключения',
    duration: 128,
    age: '12+',
    rent: 'В прокате с 6 ноября',
    trailer: 'https://www.youtube.com/watch?v=Qm7dKx2LpZa',
    description:
      'Молодой метеоролог остаётся на полярной станции одна, когда связь с большой землёй обрывается. Ей предстоит пережить полярную ночь и разгадать, кто ещё ходит по льду.',
    tags: { invites: false, sale: false, pushkin: true, childplace: false },
  },
  {
    slug: 'poslednij-rejs',
    name: 'Последний рейс',
    country: 'США, Великобритания',
    genre: 'триллер, боевик',
    duration: 117,
    age: '16+',
    rent: 'Премьера',
    trailer: 'https://www.youtube.com/watch?v=bT4-nW9cR1e',
    description:
      'Ночной трансатлантический рейс превращается в ловушку, когда пилот получает приказ не садиться ни в одном аэропорту. У пассажиров есть шесть часов, чтобы понять почему.',
    tags: { invites: false, sale: true, pushkin: false, childplace: false },
  },
  {
    slug: 'lisyonok-i-zvyozdy',
    name: 'Лисёнок и звёзды',
    country: 'Россия',
    genre: 'мультфильм, семейный',
    duration: 86,
    age: '0+',
    rent: 'В прокате с 30 октября',
    trailer: 'https://www.youtube.com/watch?v=Lf3aZ0xYq8M',
    description:
      'Любопытный лисёнок ловит упавшую звезду и отправляется вернуть её на небо. По пути он знакомится с совой-астрономом и учится не бояться темноты.',
    tags: { invites: false, sale: false, pushkin: false, childplace: true },
  },
  {
    slug: 'dom-na-okraine',
    name: 'Дом на окраине',
    country: 'США',
    genre: 'ужасы',
    duration: 98,
    age: '18+',
    rent: 'В прокате с 13 ноября',
    trailer: 'https://www.youtube.com/watch?v=hX9_pE2vK5s',
    description:
      'Семья покупает старый дом за городом по подозрительно низкой цене. В первую же ночь дети слышат, как кто-то считает шаги на чердаке.',
    tags: { invites: false, sale: false, pushkin: false, childplace: false },
  },
  {
    slug: 'tenevaya-sdelka',
    name: 'Теневая сделка',
    country: 'Корея Южная',
    genre: 'триллер, криминал',
    duration: 134,
    age: '18+',
    rent: null,
    trailer: 'https://example.com/trailer',
    description:
      'Бухгалтер крупного холдинга находит в отчётах след исчезнувших миллиардов. Теперь за ним охотятся и полиция, и бывшие партнёры.',
    tags: { invites: false, sale: true, pushkin: false, childplace: false },
  },
  {
    slug: 'dykhanie-tajgi',
    name: 'Дыхание тайги',
    country: 'Россия',
    genre: 'документальный',
    duration: 92,
    age: '6+',
    rent: 'В прокате с 20 ноября',
    trailer: 'https://www.youtube.com/watch?v=Tg8rWm4Nc0u',
    description:
      'Год из жизни сибирской тайги: от весеннего ледохода до первых морозов. Снято скрытыми камерами за три сезона экспедиций.',
    tags: { invites: true, sale: false, pushkin: true, childplace: true },
  },
  {
    slug: 'golosa-goroda-live',
    name: 'Голоса города. Концерт',
    country: 'Россия',
    genre: 'концерт, музыка',
    duration: 145,
    age: '12+',
    rent: 'Только 2 дня',
    nextWeekendOnly: true,
    trailer: 'https://www.youtube.com/watch?v=Cn2vJp7sD3w',
    description:
      'Запись большого юбилейного концерта на стадионе с живым оркестром и хором. Звук сведён специально для кинозалов.',
    tags: { invites: true, sale: false, pushkin: false, childplace: false },
  },
  {
    slug: 'babushka-na-prokat',
    name: 'Бабушка напрокат',
    country: 'Россия',
    genre: 'комедия',
    duration: 104,
    age: '12+',
    rent: 'В прокате с 6 ноября',
    trailer: 'https://www.youtube.com/watch?v=Bp5kRt1Hs6y',
    description:
      'Чтобы получить наследство, непутёвый внук должен показать нотариусу дружную семью. Он нанимает актрису на роль бабушки, но та слишком входит в образ.',
    tags: { invites: false, sale: true, pushkin: true, childplace: false },
  },
  {
    slug: 'khraniteli-glubiny',
    name: 'Хранители глубины',
    country: 'США',
    genre: 'мультфильм, приключения',
    duration: 95,
    age: '6+',
    rent: 'Премьера',
    trailer: 'https://www.youtube.com/watch?v=Hd0_gQ4mVzo',
    description:
      'Маленький краб и рыба-фонарь отправляются на самое дно океана, чтобы спасти свой риф от загадочной тьмы.',
    tags: { invites: false, sale: false, pushkin: false, childplace: true },
  },
  {
    slug: 'kod-orion',
    name: 'Код «Орион»',
    country: 'Великобритания, Германия',
    genre: 'фантастика, триллер',
    duration: 139,
    age: '16+',
    rent: 'В прокате с 23 октября',
    trailer: 'https://www.youtube.com/watch?v=Or1oN-x7Kq2',
    description:
      'Орбитальная станция перестаёт отвечать на запросы, а её искусственный интеллект начинает передавать на Землю старые детские колыбельные.',
    tags: { invites: false, sale: false, pushkin: false, childplace: false },
  },
  {
    slug: 'leto-v-provanse',
    name: 'Лето в Провансе',
    country: 'Франция',
    genre: 'мелодрама, комедия',
    duration: 109,
    age: '16+',
    rent: null,
    trailer: 'https://www.youtube.com/watch?v=Pv3nLs8Ea5t',
    description:
      'Парижский архитектор приезжает продать доставшуюся ей лавандовую ферму и влюбляется — сначала в поля, потом в соседа-винодела.',
    tags: { invites: false, sale: true, pushkin: true, childplace: false },
  },
  {
    slug: 'stalnye-krylya',
    name: 'Стальные крылья',
    country: 'Россия',
    genre: 'военный, драма, история',
    duration: 156,
    age: '12+',
    rent: 'В прокате с 1 ноября',
    trailer: 'https://www.youtube.com/watch?v=Sk9wLg2Yb7n',
    description:
      'Осень 1943 года. Эскадрилья молодых лётчиц получает задание, от которого зависит исход наступления на целом участке фронта.',
    tags: { invites: true, sale: false, pushkin: true, childplace: false },
  },
  {
    slug: 'ostrov-sokrovishch-i-drakon',
    name: 'Остров сокровищ и последний дракон',
    country: 'Россия, Казахстан',
    genre: 'мультфильм, фэнтези, семейный',
    duration: 91,
    age: '6+',
    rent: 'В прокате с 27 ноября',
    trailer: 'https://www.youtube.com/watch?v=Dr4g0nIsl3s',
    description:
      'Юнга пиратского корабля находит на острове не сундук с золотом, а яйцо дракона. Теперь за ним гонится вся пиратская флотилия.',
    tags: { invites: false, sale: false, pushkin: false, childplace: true },
  },
  {
    slug: 'tikhij-chas',
    name: 'Тихий час',
    country: 'Испания',
    genre: 'ужасы, детектив',
    duration: 101,
    age: '18+',
    rent: null,
    trailer: 'https://www.youtube.com/watch?v=Tq7hC1sA9mZ',
    description:
      'В детском санатории на побережье каждый день после обеда пропадает один ребёнок. Новая медсестра замечает, что остальные этого не помнят.',
    tags: { invites: false, sale: false, pushkin: false, childplace: false },
  },
  {
    slug: 'grossmejster',
    name: 'Гроссмейстер',
    country: 'Россия',
    genre: 'биография, драма, спорт',
    duration: 168,
    age: '12+',
    rent: 'В прокате с 16 октября',
    trailer: 'https://www.youtube.com/watch?v=Gm8sT3rKn4p',
    description:
      'История мальчика из уральского посёлка, который научился играть в шахматы по газетным задачам и дошёл до матча за мировую корону.',
    tags: { invites: false, sale: false, pushkin: true, childplace: false },
  },
  {
    slug: 'nochnoj-ekspress',
    name: 'Ночной экспресс до Владивостока',
    country: 'Россия',
    genre: 'детектив, комедия',
    duration: 122,
    age: '16+',
    rent: 'Премьера',
    trailer: 'https://example.com/trailer',
    description:
      'Девять суток в пути, двенадцать пассажиров и одна пропавшая шкатулка. Отставной следователь собирался просто отдохнуть.',
    tags: { invites: false, sale: true, pushkin: false, childplace: false },
  },
  {
    slug: 'dzhungli-zovut',
    name: 'Джунгли зовут',
    country: 'Франция, Бельгия',
    genre: 'мультфильм, комедия',
    duration: 84,
    age: '0+',
    rent: 'В прокате с 30 октября',
    trailer: 'https://www.youtube.com/watch?v=Jn6glE_zw0k',
    description:
      'Избалованный домашний попугай случайно улетает в настоящие джунгли и должен научиться жить в стае.',
    tags: { invites: false, sale: true, pushkin: false, childplace: true },
  },
  {
    slug: 'za-gorizontom',
    name: 'За горизонтом',
    country: 'Новая Зеландия, Австралия',
    genre: 'приключения, драма',
    duration: 143,
    age: '12+',
    rent: 'В прокате с 9 октября',
    trailer: 'https://www.youtube.com/watch?v=Zh0r1zNt5Vw',
    description:
      'Двое братьев, не разговаривавших десять лет, отправляются в одиночное парусное плавание вокруг света, чтобы исполнить обещание отцу.',
    tags: { invites: true, sale: false, pushkin: true, childplace: false },
  },
];
