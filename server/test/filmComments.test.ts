import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  COMMENTS_PAGE_SIZE,
  COMPLAINT_TEXTS,
  ComplaintResponseSchema,
  FILM_REVIEW_TEXTS,
  FilmCommentsResponseSchema,
  FilmPageResponseSchema,
  FilmReviewResponseSchema,
  type FilmComment,
} from '@softkino/contract/film';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { FILMS } from '../seed/films';
import { demoComments } from '../seed/filmComments';
import { FIXED_NOW } from './helpers/db';
import { COMPLAINTS_TO_HIDE, reviewerName } from '../src/services/filmComments';
import { AccountBrowser, signUpByCode } from './helpers/accounts';
import { API, useTestApp } from './helpers/app';

/**
 * The film page's calls (issue 15): films/film/, the comments by pages of 10 below last-id, a
 * signed-in user's review, and complaints (one per buyer per comment; the third buyer's hides).
 */
const log: string[] = [];
const ctx = useTestApp({ smsLog: (line) => log.push(line) });
const COMMENTS = `${API}/v1/user/review/film/find_all_comments_of_film.php`;

let addresses = 0;
function browser(): AccountBrowser {
  addresses += 1;
  return new AccountBrowser(ctx.app, `198.51.100.${addresses}`);
}
let phones = 0;
/** A new buyer signed in by an SMS code; its user id from the sign-in answer. */
async function buyer(): Promise<{ b: AccountBrowser; userId: number }> {
  phones += 1;
  const b = browser();
  await signUpByCode(b, `7913000${String(phones).padStart(4, '0')}`, log);
  const me = (await b.get('/v2/user/')).json() as { data: { user_id: number } };
  return { b, userId: me.data.user_id };
}

async function filmId(slug: string): Promise<number> {
  const row = await ctx
    .db()
    .database.db.selectFrom('films')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function page(b: AccountBrowser | null, film: number, lastId?: number | string) {
  const query = new URLSearchParams({ 'film-id': String(film) });
  if (lastId !== undefined) query.set('last-id', String(lastId));
  const url = `${COMMENTS}?${query.toString()}`;
  return b ? b.get(url) : ctx.app().inject({ method: 'GET', url });
}

async function readAll(b: AccountBrowser | null, film: number): Promise<FilmComment[]> {
  const all: FilmComment[] = [];
  let lastId: number | undefined;
  for (;;) {
    const res = await page(b, film, lastId);
    expect(res.statusCode).toBe(200);
    const reply = FilmCommentsResponseSchema.parse(res.json());
    all.push(...reply.data);
    if (!reply.more) return all;
    lastId = reply.data.at(-1)?.id;
  }
}

/** Adds `n` plain comments to a film straight in the database. */
async function addComments(film: number, n: number): Promise<void> {
  if (n === 0) return;
  await ctx
    .db()
    .database.db.insertInto('film_comments')
    .values(
      Array.from({ length: n }, (_, i) => ({
        film_id: film,
        user_name: `Зритель ${i + 1}`,
        body: `Комментарий номер ${i + 1}, достаточно длинный для отзыва.`,
        rate: i % 6,
      })),
    )
    .execute();
}

function errorMessage(res: { json(): unknown }): string {
  const parsed = ErrorEnvelopeSchema.parse(res.json());
  return Array.isArray(parsed.errors) ? '' : parsed.errors.message;
}

describe('GET v1 films/film/', () => {
  it('answers a film by its slug with the page facts and the description', async () => {
    const res = await ctx
      .app()
      .inject({ method: 'GET', url: `${API}/v1/films/film/?slug=severnyj-veter` });
    expect(res.statusCode).toBe(200);
    const film = FilmPageResponseSchema.parse(res.json()).data;
    expect(film).toMatchObject({
      slug: 'severnyj-veter',
      name: 'Северный ветер',
      url: '/film/severnyj-veter',
      age: '12+',
      duration: 128,
    });
    expect(film.description).toContain('полярной станции');
    expect(film.pushkin).toBe('/about/pushkin');
  });

  it.each(['net-takogo-filma', 'Bad Slug!', ''])('a 404 for slug %j', async (slug) => {
    const res = await ctx.app().inject({
      method: 'GET',
      url: `${API}/v1/films/film/?slug=${encodeURIComponent(slug)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(errorMessage(res)).toBe('Фильм не найден.');
  });
});

describe('GET find_all_comments_of_film.php', () => {
  it('pages the seeded comments of the first film 10, 10, 3, newest first, by last-id', async () => {
    const film = await filmId(FILMS[0]!.slug);
    const first = FilmCommentsResponseSchema.parse((await page(null, film)).json());
    expect(first.data).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(first.more).toBe(true);
    const ids = first.data.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const all = await readAll(null, film);
    const seeded = demoComments().filter((c) => c.filmSlug === FILMS[0]!.slug);
    expect(all).toHaveLength(seeded.length);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    // Newest first: the last seeded comment leads the first page.
    expect(all[0]!.body).toBe(seeded.at(-1)!.body);
    // A guest may not complain: no reasons offered.
    expect(all.every((c) => c.complaints.length === 0 && !c.mine && !c.complained)).toBe(true);
    // Names as people write them, with ё; rates 0-5, not all the same.
    expect(all.some((c) => /ё/.test(c.user_name))).toBe(true);
    expect(new Set(all.map((c) => c.rate)).size).toBeGreaterThan(2);
    expect(all.every((c) => c.rate >= 0 && c.rate <= 5)).toBe(true);
  });

  it('the demo comments come after their film’s premiere, in words that fit any viewer', async () => {
    const rows = await ctx
      .db()
      .database.db.selectFrom('film_comments')
      .innerJoin('films', 'films.id', 'film_comments.film_id')
      .select([
        'film_comments.created_at',
        'film_comments.body',
        sql<string>`to_char(films.premiere_date, 'YYYY-MM-DD')`.as('premiere'),
      ])
      .where('film_comments.user_id', 'is', null)
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      // From Moscow midnight of the premiere day (the evening, once it has passed).
      const premiere = Date.parse(`${row.premiere}T00:00:00+03:00`);
      // A film still to come has its comments from the premiere screenings: any date.
      if (premiere > FIXED_NOW.getTime()) continue;
      expect(new Date(row.created_at).getTime(), row.body).toBeGreaterThanOrEqual(premiere);
    }
    // Names of both sexes are drawn for any text: no text says 'ловила' or 'Разочарован'.
    const gendered = new Set(['ловила', 'ловил', 'ждал', 'ждала', 'ожидал', 'ожидала']);
    gendered.add('разочарован').add('разочарована');
    const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
    const texts = new Set(demoComments().map((c) => c.body));
    expect([...texts].filter((text) => words(text).some((w) => gendered.has(w)))).toEqual([]);
  });

  it('the demo comments of a film are each by another viewer, in words of their own', () => {
    const byFilm = new Map<string, ReturnType<typeof demoComments>>();
    for (const c of demoComments()) byFilm.set(c.filmSlug, [...(byFilm.get(c.filmSlug) ?? []), c]);
    expect(byFilm.get(FILMS[0]!.slug)).toHaveLength(23);
    for (const [slug, comments] of byFilm) {
      // One review per viewer and film (a second is refused), and no two alike.
      expect(new Set(comments.map((c) => c.user_name)).size, slug).toBe(comments.length);
      expect(new Set(comments.map((c) => c.body)).size, slug).toBe(comments.length);
    }
  });

  it('the demo comments fit their film: children only where they may go, laughter at comedies, actors where there are some', () => {
    const films = new Map(FILMS.map((f) => [f.slug, f]));
    const misfits: string[] = [];
    for (const c of demoComments()) {
      const film = films.get(c.filmSlug)!;
      const genres = film.genre.split(', ');
      const says = (words: RegExp) => words.test(c.body.toLowerCase());
      const wrong =
        (says(/детям|дети|детей|дочк|семь[её]й|семейн|ребён/) &&
          Number.parseInt(film.age, 10) > 12) ||
        (says(/смеял|смешн|юмор|шутк/) &&
          !genres.some((g) => ['комедия', 'мультфильм'].includes(g))) ||
        (says(/актёр|роль/) &&
          genres.some((g) => ['мультфильм', 'концерт', 'документальный'].includes(g))) ||
        (says(/тёпл|трогательно/) && genres.some((g) => ['ужасы', 'триллер'].includes(g))) ||
        (says(/будет триллер/) && genres.includes('триллер'));
      if (wrong) misfits.push(`${film.age} ${film.genre}: ${c.body}`);
    }
    expect(misfits).toEqual([]);
  });

  it('a film with exactly 10 comments has one page and no more; 11 make a second of one', async () => {
    const db = ctx.db().database.db;
    const empty = await db
      .selectFrom('films')
      .leftJoin('film_comments', 'film_comments.film_id', 'films.id')
      .select('films.id')
      .groupBy('films.id')
      .having((eb) => eb.fn.count('film_comments.id'), '=', 0)
      .orderBy('films.id')
      .execute();
    expect(empty.length).toBeGreaterThanOrEqual(2);
    const [ten, eleven] = [empty[0]!.id, empty[1]!.id];
    const none = FilmCommentsResponseSchema.parse((await page(null, ten)).json());
    expect(none).toEqual({ status: 'success', data: [], more: false, reviewed: false });
    await addComments(ten, 10);
    const one = FilmCommentsResponseSchema.parse((await page(null, ten)).json());
    expect(one.data).toHaveLength(10);
    expect(one.more).toBe(false);
    // Asked anyway below the last one: an empty page, not an error.
    const after = FilmCommentsResponseSchema.parse(
      (await page(null, ten, one.data.at(-1)!.id)).json(),
    );
    expect(after).toEqual({ status: 'success', data: [], more: false, reviewed: false });

    await addComments(eleven, 11);
    const p1 = FilmCommentsResponseSchema.parse((await page(null, eleven)).json());
    expect([p1.data.length, p1.more]).toEqual([10, true]);
    const p2 = FilmCommentsResponseSchema.parse(
      (await page(null, eleven, p1.data.at(-1)!.id)).json(),
    );
    expect([p2.data.length, p2.more]).toEqual([1, false]);
    expect(p2.data[0]!.id).toBeLessThan(p1.data.at(-1)!.id);
  });

  it.each([
    ['abc', 400],
    ['0', 400],
    ['-5', 400],
    ['1.5', 400],
    ['99999999999', 400],
  ])('last-id %s is a %i with a clear message', async (lastId, status) => {
    const film = await filmId(FILMS[0]!.slug);
    const res = await page(null, film, lastId);
    expect(res.statusCode).toBe(status);
    expect(errorMessage(res)).toBe('Некорректное значение: параметр «last-id».');
  });

  it('refuses a missing or unknown film-id and unknown parameters', async () => {
    const missing = await ctx.app().inject({ method: 'GET', url: COMMENTS });
    expect(missing.statusCode).toBe(400);
    const unknown = await page(null, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(errorMessage(unknown)).toBe('Фильм не найден.');
    const extra = await ctx.app().inject({ method: 'GET', url: `${COMMENTS}?film-id=1&page=2` });
    expect(extra.statusCode).toBe(400);
  });
});

describe('POST create_review.php', () => {
  const path = '/v1/user/review/film/create_review.php';
  const body = 'Смотрели всей семьёй, очень понравился финал и музыка.';

  it('refuses a guest with a prompt to sign in', async () => {
    const film = await filmId(FILMS[1]!.slug);
    const res = await browser().post(path, { body, rate: '5', 'film-id': String(film) });
    expect(res.statusCode).toBe(401);
    expect(errorMessage(res)).toBe(FILM_REVIEW_TEXTS.signIn);
  });

  it.each([
    ['an empty rate', { body, rate: '' }, FILM_REVIEW_TEXTS.rate],
    ['rate 0', { body, rate: '0' }, FILM_REVIEW_TEXTS.rate],
    ['rate 6', { body, rate: '6' }, FILM_REVIEW_TEXTS.rate],
    ['rate 4.5', { body, rate: '4.5' }, FILM_REVIEW_TEXTS.rate],
    ['rate "пять"', { body, rate: 'пять' }, FILM_REVIEW_TEXTS.rate],
    ['no rate', { body }, FILM_REVIEW_TEXTS.rate],
    ['24 letters', { body: 'Коротко и ясно, хорошо.', rate: '4' }, FILM_REVIEW_TEXTS.short],
    [
      '24 letters in spaces',
      { body: `   ${'а'.repeat(24)}    `, rate: '4' },
      FILM_REVIEW_TEXTS.short,
    ],
    ['no body', { rate: '4' }, FILM_REVIEW_TEXTS.short],
    ['2001 letters', { body: 'я'.repeat(2001), rate: '4' }, FILM_REVIEW_TEXTS.long],
  ])('refuses %s', async (_label, form, message) => {
    const { b } = await buyer();
    const film = await filmId(FILMS[1]!.slug);
    const res = await b.post(path, { ...form, 'film-id': String(film) } as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(errorMessage(res)).toBe(message);
  });

  it('stores a review under the profile name; it leads the film comments; a second is refused', async () => {
    const { b, userId } = await buyer();
    const film = await filmId(FILMS[2]!.slug);
    await ctx
      .db()
      .database.db.updateTable('users')
      .set({ first_name: 'Алёна', last_name: 'Ёлкина' })
      .where('id', '=', userId)
      .execute();
    const res = await b.post(path, { body: `  ${body}  `, rate: '4', 'film-id': String(film) });
    expect(res.statusCode).toBe(200);
    const review = FilmReviewResponseSchema.parse(res.json()).data;
    expect(review).toMatchObject({
      user_name: 'Алёна Ё.',
      body,
      rate: 4,
      mine: true,
      complaints: [],
    });
    const before = FilmCommentsResponseSchema.parse((await page(b, film)).json());
    const first = before.data[0];
    expect(first).toMatchObject({ id: review.id, mine: true, complaints: [] });
    // The page says the viewer has reviewed the film, so the form is not offered again.
    expect(before.reviewed).toBe(true);
    // Another buyer sees it with the complaint reasons, and may still write one.
    const other = await buyer();
    const theirs = FilmCommentsResponseSchema.parse((await page(other.b, film)).json());
    expect(theirs.reviewed).toBe(false);
    expect(FilmCommentsResponseSchema.parse((await page(browser(), film)).json()).reviewed).toBe(
      false,
    );
    const seen = theirs.data[0];
    expect(seen).toMatchObject({ id: review.id, mine: false, complained: false });
    expect(seen!.complaints).toEqual(['spam', 'abuse', 'dirty-word']);

    const again = await b.post(path, { body, rate: '5', 'film-id': String(film) });
    expect(again.statusCode).toBe(409);
    expect(errorMessage(again)).toBe(FILM_REVIEW_TEXTS.duplicate);
    // Multipart is read the same way; an unknown film is a 404.
    const unknown = await b.postMultipart(path, [
      { name: 'body', value: body },
      { name: 'rate', value: '3' },
      { name: 'film-id', value: '999999' },
    ]);
    expect(unknown.statusCode).toBe(404);
  });

  it('names a reviewer without a profile name', () => {
    expect(reviewerName({ first_name: '', last_name: '' })).toBe('Зритель');
    expect(reviewerName({ first_name: ' Пётр ', last_name: 'семёнов' })).toBe('Пётр С.');
    expect(reviewerName({ first_name: '', last_name: 'Ильин' })).toBe('Зритель И.');
  });
});

describe('POST v2 review/complain/', () => {
  async function target(slug = FILMS[3]!.slug) {
    const film = await filmId(slug);
    const comment = FilmCommentsResponseSchema.parse((await page(null, film)).json()).data[0];
    if (!comment) throw new Error(`no comment on ${slug}`);
    return { film, comment };
  }
  function complaint(
    film: number,
    comment: FilmComment,
    userId: number,
    type: string = 'spam',
  ): Record<string, unknown> {
    return {
      type,
      filmBitrixId: film,
      commentPremierId: comment.id,
      commentAuthor: comment.user_name,
      commentText: comment.body,
      userId,
    };
  }

  it('refuses a guest', async () => {
    const { film, comment } = await target();
    const res = await browser().postJson('/v2/review/complain/', complaint(film, comment, 1));
    expect(res.statusCode).toBe(401);
    expect(errorMessage(res)).toBe(COMPLAINT_TEXTS.signIn);
  });

  it.each([
    ['spamm', 400],
    ['', 400],
  ])('refuses the type %j', async (type, status) => {
    const { b, userId } = await buyer();
    const { film, comment } = await target();
    const res = await b.postJson('/v2/review/complain/', complaint(film, comment, userId, type));
    expect(res.statusCode).toBe(status);
    expect(errorMessage(res)).toBe('Некорректное значение: поле «type».');
  });

  it('refuses another user id, a comment of another film, an unknown one and an own review', async () => {
    const { b, userId } = await buyer();
    const { film, comment } = await target();
    const other = await b.postJson('/v2/review/complain/', complaint(film, comment, userId + 1));
    expect(other.statusCode).toBe(403);
    expect(errorMessage(other)).toBe(COMPLAINT_TEXTS.notYours);
    const wrongFilm = await b.postJson(
      '/v2/review/complain/',
      complaint(film + 1, comment, userId),
    );
    expect(wrongFilm.statusCode).toBe(404);
    const unknown = await b.postJson('/v2/review/complain/', {
      ...complaint(film, comment, userId),
      commentPremierId: 99_999_999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorMessage(unknown)).toBe(COMPLAINT_TEXTS.notFound);

    const own = await b.post('/v1/user/review/film/create_review.php', {
      body: 'Мой собственный отзыв, в нём больше двадцати пяти букв.',
      rate: '5',
      'film-id': String(film),
    });
    const mine = FilmReviewResponseSchema.parse(own.json()).data;
    const self = await b.postJson('/v2/review/complain/', complaint(film, mine, userId));
    expect(self.statusCode).toBe(403);
    expect(errorMessage(self)).toBe(COMPLAINT_TEXTS.own);
  });

  it('takes one complaint per buyer per comment, and hides the comment at the third buyer', async () => {
    expect(COMPLAINTS_TO_HIDE).toBe(3);
    const { film, comment } = await target(FILMS[0]!.slug);
    const before = (await readAll(null, film)).length;
    const first = await buyer();
    const ok = await first.b.postJson(
      '/v2/review/complain/',
      complaint(film, comment, first.userId, 'abuse'),
    );
    expect(ok.statusCode).toBe(200);
    expect(ComplaintResponseSchema.parse(ok.json()).data).toEqual({ type: 'abuse' });
    // The buyer sees it marked, with no reasons left to choose.
    const seen = FilmCommentsResponseSchema.parse((await page(first.b, film)).json()).data;
    expect(seen.find((c) => c.id === comment.id)).toMatchObject({
      complained: true,
      complaints: [],
    });
    // A second complaint by the same buyer, for any reason, is refused and not counted.
    const twice = await first.b.postJson(
      '/v2/review/complain/',
      complaint(film, comment, first.userId, 'dirty-word'),
    );
    expect(twice.statusCode).toBe(409);
    expect(errorMessage(twice)).toBe(COMPLAINT_TEXTS.duplicate);

    const second = await buyer();
    expect(
      (
        await second.b.postJson(
          '/v2/review/complain/',
          complaint(film, comment, second.userId, 'spam'),
        )
      ).statusCode,
    ).toBe(200);
    // Two different buyers: still shown.
    expect((await readAll(null, film)).map((c) => c.id)).toContain(comment.id);

    const third = await buyer();
    expect(
      (
        await third.b.postJson(
          '/v2/review/complain/',
          complaint(film, comment, third.userId, 'dirty-word'),
        )
      ).statusCode,
    ).toBe(200);
    const after = await readAll(null, film);
    expect(after.map((c) => c.id)).not.toContain(comment.id);
    expect(after).toHaveLength(before - 1);
    const rows = await ctx
      .db()
      .database.db.selectFrom('film_comment_complaints')
      .select(['type', 'comment_author'])
      .where('comment_id', '=', comment.id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => r.type).sort()).toEqual(['abuse', 'dirty-word', 'spam']);
    expect(rows[0]!.comment_author).toBe(comment.user_name);

    // A moderator keeps it: shown again, and later complaints no longer hide it.
    await ctx
      .db()
      .database.db.updateTable('film_comments')
      .set({ hidden_at: null, reviewed_at: new Date() })
      .where('id', '=', comment.id)
      .execute();
    for (let i = 0; i < COMPLAINTS_TO_HIDE; i++) {
      const more = await buyer();
      expect(
        (await more.b.postJson('/v2/review/complain/', complaint(film, comment, more.userId)))
          .statusCode,
      ).toBe(200);
    }
    expect((await readAll(null, film)).map((c) => c.id)).toContain(comment.id);
  });

  it('refuses a malformed body', async () => {
    const { b, userId } = await buyer();
    const { film, comment } = await target();
    const res = await b.postJson('/v2/review/complain/', {
      ...complaint(film, comment, userId),
      commentPremierId: 'abc',
    });
    expect(res.statusCode).toBe(400);
  });
});
