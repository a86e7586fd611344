import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  NEWS_TEXTS,
  NewsItemResponseSchema,
  NewsListResponseSchema,
} from '@softkino/contract/news';
import { TAG_LINKS } from '../seed/index';
import { SEED_NEWS, ensureNews } from '../seed/news';
import { AccountBrowser } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';

/** GET v1 news/ and v1 news/<slug>/ on the seeded demo chain (issue 15; decision 290). */
const ctx = useTestApp();
const b = () => new AccountBrowser(ctx.app, '198.51.100.200');

describe('GET v1 news/', () => {
  it('lists the seeded news and promotions newest first, dated from the seed’s today', async () => {
    const res = await b().get('/v1/news/');
    expect(res.statusCode).toBe(200);
    const { data } = NewsListResponseSchema.parse(res.json());
    expect(data).toHaveLength(SEED_NEWS.length);
    const order = [...SEED_NEWS].sort((x, y) => x.daysAgo - y.daysAgo).map((n) => n.slug);
    expect(data.map((n) => n.slug)).toEqual(order);
    // FIXED_NOW is 10.03.2026; 'recliners-in-almaz' was published a day before.
    expect(data[0]).toMatchObject({ slug: 'recliners-in-almaz', date: '09.03.2026', until: null });
    expect(data.find((n) => n.slug === 'sale')).toMatchObject({
      kind: 'promo',
      date: '04.03.2026',
      until: '19.04.2026',
      image: '/static/media/news/sale.svg',
    });
  });

  it('narrows the list by kind and refuses an unknown kind or parameter', async () => {
    const promo = NewsListResponseSchema.parse((await b().get('/v1/news/?kind=promo')).json());
    expect(promo.data.map((n) => n.slug).sort()).toEqual(['invites', 'kids', 'sale']);
    const news = NewsListResponseSchema.parse((await b().get('/v1/news/?kind=news')).json());
    expect(news.data.every((n) => n.kind === 'news')).toBe(true);
    expect((await b().get('/v1/news/?kind=ads')).statusCode).toBe(400);
    expect((await b().get('/v1/news/?page=2')).statusCode).toBe(400);
  });

  it('has a promotion page behind every playbill tag that leads to /news', async () => {
    for (const link of Object.values(TAG_LINKS).filter((l) => l.startsWith('/news/'))) {
      const res = await b().get(`/v1/news/${link.slice('/news/'.length)}/`);
      expect(res.statusCode, link).toBe(200);
      expect(NewsItemResponseSchema.parse(res.json()).data.kind).toBe('promo');
    }
  });
});

describe('GET v1 news/<slug>/', () => {
  it('answers one item with its paragraphs and link', async () => {
    const res = await b().get('/v1/news/we-are-hiring/');
    expect(res.statusCode).toBe(200);
    const { data } = NewsItemResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      slug: 'we-are-hiring',
      kind: 'news',
      title: 'Ищем людей в команду',
      link: { href: '/vacancies', label: 'Открытые вакансии' },
    });
    expect(data.body).toHaveLength(2);
  });

  it('answers an unknown or malformed slug with the 404 envelope', async () => {
    for (const slug of ['no-such-news', 'Sale', '..%2F..%2Fetc']) {
      const res = await b().get(`/v1/news/${slug}/`);
      expect(res.statusCode, slug).toBe(404);
      expect(ErrorEnvelopeSchema.parse(res.json()).errors).toMatchObject({
        message: NEWS_TEXTS.notFound,
      });
    }
  });

  it('seeds again without duplicates (a data directory from before the news)', async () => {
    expect(await ensureNews(ctx.db().database.db, FIXED_NOW)).toBe(0);
    await ctx.db().database.db.deleteFrom('news_items').where('slug', '=', 'kids').execute();
    expect(await ensureNews(ctx.db().database.db, FIXED_NOW)).toBe(1);
  });
});
