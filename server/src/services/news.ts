import {
  NEWS_SLUG,
  NEWS_TEXTS,
  type NewsItem,
  type NewsKind,
  type NewsSummary,
} from '@softkino/contract/news';
import { ApiError } from '../errors';
import { listNews, newsBySlug, type NewsRow } from '../repositories/news';
import type { ServiceContext } from './context';

function summary(row: NewsRow): NewsSummary {
  return {
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    lead: row.lead,
    image: row.image,
    date: row.date,
    until: row.until,
  };
}

/** GET v1 news/: every item (or one kind), newest first. */
export async function newsList(ctx: ServiceContext, kind?: NewsKind): Promise<NewsSummary[]> {
  return (await listNews(ctx.db, kind)).map(summary);
}

/** GET v1 news/<slug>/: one item with its paragraphs; an unknown slug is a 404. */
export async function newsItem(ctx: ServiceContext, slug: string): Promise<NewsItem> {
  const row = NEWS_SLUG.test(slug) ? await newsBySlug(ctx.db, slug) : undefined;
  if (!row) throw new ApiError(404, NEWS_TEXTS.notFound);
  return {
    ...summary(row),
    body: row.body.split(/\n{2,}/).filter((p) => p.trim() !== ''),
    link:
      row.link_href !== null && row.link_label !== null
        ? { href: row.link_href, label: row.link_label }
        : null,
  };
}
