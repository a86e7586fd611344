import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The chain's news and promotions (/news, /news/<slug>; docs/decisions/290-news.md): GET v1
 * news/ lists them newest first, GET v1 news/<slug>/ answers one. The playbill's tag links
 * `/news/invites`, `/news/sale` and `/news/kids` are promotions' slugs. Imported by its subpath,
 * '@softkino/contract/news'.
 */

export const NEWS_KINDS = ['news', 'promo'] as const;
export const NewsKindSchema = z.enum(NEWS_KINDS);
export type NewsKind = z.infer<typeof NewsKindSchema>;

/** A slug: lowercase latin letters, digits and hyphens. */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const NEWS_TEXTS = {
  notFound: 'Новость не найдена',
  kinds: { news: 'Новость', promo: 'Акция' },
} as const;

export const NewsSummarySchema = z.object({
  slug: z.string(),
  kind: NewsKindSchema,
  title: z.string(),
  /** One or two sentences for the list. */
  lead: z.string(),
  /** The picture (an SVG under /static/media/news/). */
  image: z.string(),
  /** The day it was published, dd.mm.yyyy. */
  date: z.string(),
  /** A promotion's last day, dd.mm.yyyy; null for news and open-ended promotions. */
  until: z.string().nullable(),
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

export const NewsItemSchema = NewsSummarySchema.extend({
  /** Paragraphs of plain text. */
  body: z.array(z.string()),
  /** Where the item leads ('Купить билет' → /afisha), or null. */
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsListResponseSchema = successEnvelope(z.array(NewsSummarySchema));
export const NewsItemResponseSchema = successEnvelope(NewsItemSchema);

/** GET v1 news/'s query: `kind` narrows the list. */
export const NewsListQuerySchema = z.object({ kind: NewsKindSchema.optional() });
