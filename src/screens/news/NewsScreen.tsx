import { useState } from 'react';
import type { NewsKind, NewsSummary } from '@softkino/contract/news';
import { fetchNews } from '../../api/news';
import { toApiError } from '../../api/errors';
import { useResource } from '../../lib/useResource';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NewsCard } from './NewsCard';
import './news.css';

export const NEWS_TITLE = 'Новости и акции';

type Filter = 'all' | NewsKind;
const FILTERS: Array<[Filter, string]> = [
  ['all', 'Все'],
  ['promo', 'Акции'],
  ['news', 'Новости'],
];

type NewsState = { status: 'ready'; items: NewsSummary[] } | { status: 'error'; message: string };

/** /news: the chain's news and promotions, newest first, with a filter by kind. */
export function NewsScreen() {
  useDocumentTitle(NEWS_TITLE);
  const [filter, setFilter] = useState<Filter>('all');
  const [state, { reload }] = useResource<NewsState>(
    'news',
    async () => ({ status: 'ready', items: await fetchNews() }),
    (thrown) => ({ status: 'error', message: toApiError(thrown).message }),
  );
  const items =
    state.status === 'ready'
      ? state.items.filter((item) => filter === 'all' || item.kind === filter)
      : [];
  return (
    <section className="page news" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {NEWS_TITLE}
      </h1>
      <p className="news__lead">Что нового в кинотеатрах сети, скидки и специальные предложения.</p>
      <div className="news__filters" role="group" aria-label="Показать">
        {FILTERS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="chip"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {state.status === 'loading' && (
        <p className="news__status" role="status">
          <span className="spinner" aria-hidden="true" /> Загружаем новости...
        </p>
      )}
      {state.status === 'error' && (
        <div className="news__status" role="alert">
          <p>{state.message}</p>
          <button type="button" className="button button--ghost" onClick={reload}>
            Попробовать еще раз
          </button>
        </div>
      )}
      {state.status === 'ready' && items.length === 0 && (
        <p className="news__status">Здесь пока ничего нет.</p>
      )}
      {items.length > 0 && (
        <ul className="news__list">
          {items.map((item, index) => (
            <NewsCard key={item.slug} item={item} first={index < 2} />
          ))}
        </ul>
      )}
    </section>
  );
}
