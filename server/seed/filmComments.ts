import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../src/db/types';
import { FILMS, type SeedFilm } from './films';
import { createRng } from './prng';

/**
 * Demo comments on the demo films (issue 15), so each film page has viewers' words: the first
 * film has 23 (three pages of 'Показать еще'), the others 0-14, with varied ratings, a few
 * without one (rate 0, as imported comments come), and names written as people write them
 * (with ё). On one film no viewer comes twice (a second review is refused) and no text repeats.
 * Deterministic: the same comments on every machine.
 */
const NAMES = [
  'Алёна К.',
  'Пётр Семёнов',
  'Фёдор',
  'Наталья Ёлкина',
  'Артём',
  'Ксения Белова',
  'Семён Ильин',
  'Олеся',
  'Дмитрий Орлов',
  'Лёша',
  'Мария-Луиза',
  'Аня Королёва',
  'Игорь Ф.',
  'Светлана',
  'Матвей Лёвин',
  'Юлия С.',
  'Глеб',
  'Василиса Кузнецова',
  'Роман Голубев',
  'Катя',
  'Егор Соловьёв',
  'Вера Н.',
  'Тимофей',
  'Полина Жукова',
  'Станислав',
  'Дарья Мельникова',
  'Никита Ё.',
  'Людмила Петровна',
];

/**
 * What a film is, as a text needs to know: its age (a text about children needs a film they may
 * see) and its genre words (laughter needs a comedy, actors a film with actors).
 */
type Fit = (film: SeedFilm) => boolean;
const genreOf = (film: SeedFilm) => film.genre.split(', ');
const anyGenre =
  (...genres: string[]): Fit =>
  (film) =>
    genreOf(film).some((g) => genres.includes(g));
const noGenre =
  (...genres: string[]): Fit =>
  (film) =>
    !genreOf(film).some((g) => genres.includes(g));
/** Children may see it: 12+ at most. */
const forChildren: Fit = (film) => Number.parseInt(film.age, 10) <= 12;
/** Played by actors: not a cartoon, a concert or a documentary. */
const acted = noGenre('мультфильм', 'концерт', 'документальный');
/** A story told, not a concert. */
const story = noGenre('концерт');
const both =
  (...fits: Fit[]): Fit =>
  (film) =>
    fits.every((fit) => fit(film));

interface DemoText {
  text: string;
  /** The films it may be written about; any film without it. */
  fits?: Fit;
}

/**
 * Texts by the rating they go with: 5-4 praise, 3 mixed, 2-1 disappointed; each only on a film it
 * fits (decision 478): a family outing on a film children may see, laughter on a comedy, actors
 * where there are actors.
 */
const GOOD: DemoText[] = [
  {
    text: 'Сходили всей семьёй, остались в восторге. Картинка и звук в зале отличные, два часа пролетели незаметно.',
    fits: both(forChildren, noGenre('ужасы', 'военный')),
  },
  {
    text: 'Очень атмосферно. Музыка держит до самых титров, а финал заставил задуматься. Пойду ещё раз с друзьями.',
  },
  {
    text: 'Актёры играют так, что веришь каждому слову. Редкий случай, когда фильм лучше трейлера.',
    fits: acted,
  },
  {
    text: 'Смотрели на мягких креслах в последнем ряду — удобно и всё видно. Фильм тёплый и добрый, рекомендую.',
    fits: noGenre('ужасы', 'триллер', 'криминал', 'военный'),
  },
  {
    text: 'Неожиданно сильная история. В финале весь зал затаил дыхание, а потом долго не расходился. Спасибо кинотеатру!',
    fits: story,
  },
  {
    text: 'Отличный сюжет, ни одной лишней сцены. Дочке двенадцать — ей тоже понравилось, обсуждали всю дорогу домой.',
    fits: both(forChildren, story),
  },
  {
    text: 'Взяли билеты на вечерний сеанс, зал был почти полный, и все смеялись в одних и тех же местах. Это и есть кино.',
    fits: anyGenre('комедия'),
  },
  {
    text: 'Лучшее, что видели в этом году. Хочется пересмотреть и заметить то, что ускользнуло с первого раза.',
  },
  {
    text: 'Зрелищно и при этом с душой. Звук такой, что кресло дрожит на каждой погоне.',
    fits: anyGenre('боевик', 'приключения', 'фантастика', 'фэнтези'),
  },
  {
    text: 'Давно не было такого тёплого семейного кино: и детям интересно, и взрослым не скучно.',
    fits: anyGenre('семейный', 'мультфильм'),
  },
  {
    text: 'Сценарий продуман до мелочей, каждая деталь в начале выстреливает к концу. Браво!',
    fits: noGenre('концерт', 'документальный'),
  },
  {
    text: 'Шли без особых ожиданий, а вышли под большим впечатлением. Обязательно посоветуем знакомым.',
  },
  {
    text: 'Красивые пейзажи, живые диалоги и отличный юмор. Два часа с удовольствием.',
    fits: anyGenre('комедия'),
  },
  {
    text: 'После сеанса ещё полчаса сидели в кафе и спорили о финале. Значит, кино удалось.',
    fits: story,
  },
  {
    text: 'Прекрасная работа художников и костюмеров, на большом экране это надо видеть.',
    fits: noGenre('документальный', 'концерт'),
  },
  {
    text: 'Смотрели в зале с реклайнерами: можно вытянуть ноги и полностью погрузиться в историю.',
    fits: story,
  },
  {
    text: 'Трогательно до слёз, но без лишней сентиментальности. Саундтрек теперь в плейлисте.',
    fits: noGenre('ужасы', 'триллер', 'криминал', 'комедия'),
  },
  {
    text: 'Динамично, смешно и по-хорошему неожиданно. Такие фильмы хочется смотреть только в кино.',
    fits: anyGenre('комедия'),
  },
  {
    text: 'Главная роль сыграна блестяще, остальной актёрский состав не отстаёт. Смотреть обязательно.',
    fits: acted,
  },
  {
    text: 'Редкий фильм, который понравился всей компании сразу. Сеанс в пятницу вечером — то, что надо.',
  },
  {
    text: 'Держит в напряжении до последней минуты, пару раз весь зал вздрогнул одновременно.',
    fits: anyGenre('ужасы', 'триллер', 'детектив'),
  },
  {
    text: 'Давно так не боялись в кино. Звук в зале делает половину работы, дома так не будет.',
    fits: anyGenre('ужасы'),
  },
  {
    text: 'Звук как на настоящем концерте, весь зал подпевал и хлопал после каждой песни.',
    fits: anyGenre('концерт'),
  },
  {
    text: 'Снято так, что чувствуешь себя рядом с героями. Узнали много нового, смотреть только на большом экране.',
    fits: anyGenre('документальный', 'биография'),
  },
  {
    text: 'Пришли по совету друзей и не пожалели. Отдельное спасибо за чистый зал и удобные кресла.',
  },
  {
    text: 'Купили билеты за день, взяли места в середине зала — смотреть было одно удовольствие.',
  },
  { text: 'Хорошее кино для большого экрана. Время пролетело незаметно, уходить не хотелось.' },
];
const MIXED: DemoText[] = [
  {
    text: 'Первая половина затянута, зато вторая вытягивает всё. От финала хотелось большего, но посмотреть стоит.',
  },
  {
    text: 'Красиво снято, но сюжет предсказуем. На большом экране смотрится лучше, чем будет дома.',
    fits: story,
  },
  {
    text: 'Неплохо, но на один раз. Главный герой местами раздражал, а вот второстепенные персонажи понравились.',
    fits: noGenre('концерт', 'документальный'),
  },
  {
    text: 'Середина провисает, спасает операторская работа и музыка. Три звезды честно заработаны.',
  },
  {
    text: 'Идея интересная, но раскрыта наполовину. Зато актёры стараются, и смотреть не скучно.',
    fits: acted,
  },
  {
    text: 'Для вечера с друзьями сойдёт, но чего-то нового здесь нет. Спецэффекты хороши.',
    fits: anyGenre('боевик', 'фантастика', 'фэнтези', 'приключения', 'ужасы', 'мультфильм'),
  },
  {
    text: 'Местами смешно, местами затянуто. Детям понравилось больше, чем взрослым.',
    fits: both(forChildren, anyGenre('комедия', 'мультфильм', 'семейный')),
  },
  {
    text: 'Финал скомкан, хотя начало обещало многое. Посмотреть можно, пересматривать вряд ли.',
    fits: story,
  },
  {
    text: 'Напряжение есть, но развязку угадали за полчаса до конца. На один вечер.',
    fits: anyGenre('ужасы', 'триллер', 'детектив'),
  },
];
const BAD: DemoText[] = [
  {
    text: 'Скучно. Половину фильма ждёшь, когда начнётся действие, а оно так и не начинается.',
    fits: story,
  },
  {
    text: 'Не моё. Слишком громко и слишком долго, ушли бы раньше, если бы не попкорн.',
  },
  {
    text: 'Одно разочарование: по трейлеру казалось, что будет триллер, а получилась мелодрама без интриги.',
    fits: anyGenre('драма', 'мелодрама'),
  },
  {
    text: 'Сюжет рассыпается к середине, герои принимают странные решения. Жаль потраченного вечера.',
    fits: noGenre('концерт', 'документальный'),
  },
  {
    text: 'Шутки устаревшие, а сюжет не трогает. Спасли только удобные кресла.',
    fits: anyGenre('комедия'),
  },
  {
    text: 'Слишком много всего и ничего толком. Два с половиной часа можно было уместить в полтора.',
  },
  { text: 'Ожидания были выше. Пара удачных сцен не спасает весь фильм.' },
  { text: 'Не понравилось: затянуто и предсказуемо. Зал под конец заметно опустел.' },
];
const UNRATED: DemoText[] = [
  {
    text: 'Кто-нибудь знает, будут ли сеансы с субтитрами? Хочу сходить с бабушкой, она плохо слышит.',
  },
  { text: 'Подскажите, есть ли сцена после титров? Не хочется уходить раньше времени.' },
  {
    text: 'А с какого возраста можно взять ребёнка? В описании одно, знакомые говорят другое.',
    fits: forChildren,
  },
  {
    text: 'Будут ли ещё сеансы в оригинале? Очень хочется услышать настоящие голоса актёров.',
    fits: (film) => film.country !== 'Россия' && acted(film),
  },
  { text: 'Сеансы в выходные будут? Хотим сходить компанией, а в будни никак.' },
];

/** The texts of a rating that fit the film. */
export function textsFor(rate: number, film: SeedFilm): string[] {
  const pool = rate === 0 ? UNRATED : rate >= 4 ? GOOD : rate === 3 ? MIXED : BAD;
  return pool.filter((t) => t.fits?.(film) ?? true).map((t) => t.text);
}

/**
 * One of `items` not yet in `used` (then it is), so that a film never repeats a name or text;
 * should a film ever use them all, any of them (a repeat, rather than a seed that cannot run).
 */
function pickUnused(
  rng: ReturnType<typeof createRng>,
  items: readonly string[],
  used: Set<string>,
) {
  const fresh = items.filter((candidate) => !used.has(candidate));
  const item = rng.pick(fresh.length > 0 ? fresh : items);
  used.add(item);
  return item;
}

export interface SeedComment {
  filmSlug: string;
  user_name: string;
  body: string;
  rate: number;
  /** Days before `now` it was written. */
  daysAgo: number;
}

/** The demo comments, oldest first per film (ids grow with time, as real ones do). */
export function demoComments(): SeedComment[] {
  const rng = createRng(150_015);
  const out: SeedComment[] = [];
  FILMS.forEach((film, index) => {
    const count = index === 0 ? 23 : rng.int(0, 14);
    let daysAgo = 40;
    const used = new Set<string>();
    for (let i = 0; i < count; i++) {
      const roll = rng.next();
      const rate =
        roll < 0.08 ? 0 : roll < 0.5 ? 5 : roll < 0.72 ? 4 : roll < 0.86 ? 3 : rng.int(1, 2);
      daysAgo = Math.max(0, daysAgo - rng.int(0, 3));
      out.push({
        filmSlug: film.slug,
        user_name: pickUnused(rng, NAMES, used),
        body: pickUnused(rng, textsFor(rate, film), used),
        rate,
        daysAgo,
      });
    }
  });
  return out;
}

/**
 * When a film's first demo comment may be written: 18:00 Moscow on its premiere day; from
 * Moscow midnight when the premiere is today; the last three days for a film still to come
 * (its preview screenings); any time for a film without a date.
 */
function firstCommentAt(premiere: string | null, now: Date): number {
  if (!premiere) return Number.NEGATIVE_INFINITY;
  const evening = Date.parse(`${premiere}T15:00:00Z`);
  const midnight = Date.parse(`${premiere}T00:00:00+03:00`);
  if (Number.isNaN(evening)) return Number.NEGATIVE_INFINITY;
  if (evening <= now.getTime()) return evening;
  if (midnight <= now.getTime()) return midnight;
  return now.getTime() - 3 * 86_400_000;
}

/** Inserts the demo comments (the seed calls it; `ensureFilmComments` on an older data dir). */
export async function seedFilmComments(
  trx: Transaction<DB> | Kysely<DB>,
  now: Date,
): Promise<number> {
  const films = await trx
    .selectFrom('films')
    .select(['id', 'slug', sql<string | null>`to_char(premiere_date, 'YYYY-MM-DD')`.as('premiere')])
    .execute();
  const byslug = new Map(films.map((f) => [f.slug, f]));
  // Each film's n-th comment since its premiere day: a comment the day spread would put before
  // the premiere comes in its first evening instead, minutes apart, in the same order.
  const sincePremiere = new Map<string, number>();
  const rows = demoComments().flatMap((c) => {
    const film = byslug.get(c.filmSlug);
    if (film === undefined) return [];
    const filmId = film.id;
    const spread = now.getTime() - c.daysAgo * 86_400_000 - 3_600_000;
    const n = sincePremiere.get(c.filmSlug) ?? 0;
    sincePremiere.set(c.filmSlug, n + 1);
    const first = firstCommentAt(film.premiere, now) + n * 10 * 60_000;
    const createdAt = new Date(spread >= first ? spread : Math.min(first, now.getTime() - 60_000));
    return [
      {
        film_id: filmId,
        user_id: null,
        user_name: c.user_name,
        body: c.body,
        rate: c.rate,
        created_at: createdAt,
      },
    ];
  });
  if (rows.length > 0) await trx.insertInto('film_comments').values(rows).execute();
  return rows.length;
}

/**
 * A data directory seeded before comments existed (migration 011) gets the demo comments once:
 * when it has films and no comments at all. Returns whether it added them.
 */
export async function ensureFilmComments(db: Kysely<DB>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const films = await trx
      .selectFrom('films')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const comments = await trx
      .selectFrom('film_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    if ((films?.n ?? 0) === 0 || (comments?.n ?? 0) > 0) return false;
    return (await seedFilmComments(trx, now)) > 0;
  });
}
