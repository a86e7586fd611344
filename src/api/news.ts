/** GET v1 news/ and v1 news/<slug>/ (docs/decisions/290). */
import {
  NewsItemResponseSchema,
  NewsListResponseSchema,
  type NewsItem,
  type NewsSummary,
} from '@softkino/contract/news';
import { apiUrl, getJson } from './http';

export async function fetchNews(): Promise<NewsSummary[]> {
  return (await getJson(apiUrl('v1/news/'), NewsListResponseSchema)).data;
}

export async function fetchNewsItem(slug: string): Promise<NewsItem> {
  return (await getJson(apiUrl(`v1/news/${encodeURIComponent(slug)}/`), NewsItemResponseSchema))
    .data;
}
