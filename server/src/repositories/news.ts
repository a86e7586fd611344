import { sql } from 'kysely';
import type { NewsKind } from '@softkino/contract/news';
import type { Queryable } from '../db/types';

export interface NewsRow {
  slug: string;
  kind: NewsKind;
  title: string;
  lead: string;
  body: string;
  image: string;
  link_href: string | null;
  link_label: string | null;
  /** dd.mm.yyyy */
  date: string;
  /** dd.mm.yyyy or null */
  until: string | null;
}

function newsColumns(q: Queryable) {
  return q.selectFrom('news_items').select([
    'slug',
    'kind',
    'title',
    'lead',
    'body',
    'image',
    'link_href',
    'link_label',
    // Dates leave as text: the two drivers read a `date` column differently.
    sql<string>`to_char(published_on, 'DD.MM.YYYY')`.as('date'),
    sql<string | null>`to_char(until_on, 'DD.MM.YYYY')`.as('until'),
  ]);
}

/** Every item (or those of one kind), newest first. */
export async function listNews(q: Queryable, kind?: NewsKind): Promise<NewsRow[]> {
  let query = newsColumns(q);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('published_on', 'desc').orderBy('id', 'desc').execute();
}

export async function newsBySlug(q: Queryable, slug: string): Promise<NewsRow | undefined> {
  return newsColumns(q).where('slug', '=', slug).executeTakeFirst();
}

export interface NewNewsItem {
  slug: string;
  kind: NewsKind;
  title: string;
  lead: string;
  body: string;
  image: string;
  linkHref: string | null;
  linkLabel: string | null;
  /** yyyy-mm-dd */
  publishedOn: string;
  untilOn: string | null;
}

/** Adds the items whose slug is new; existing items stay as they are. Returns how many. */
export async function insertMissingNews(q: Queryable, items: NewNewsItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await q
    .insertInto('news_items')
    .values(
      items.map((n) => ({
        slug: n.slug,
        kind: n.kind,
        title: n.title,
        lead: n.lead,
        body: n.body,
        image: n.image,
        link_href: n.linkHref,
        link_label: n.linkLabel,
        published_on: n.publishedOn,
        until_on: n.untilOn,
      })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}
