import { Link, useParams } from 'wouter';
import { NEWS_TEXTS, type NewsItem } from '@softkino/contract/news';
import { fetchNewsItem } from '../../api/news';
import { toApiError } from '../../api/errors';
import { useResource } from '../../lib/useResource';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { newsDate, untilText } from './newsDates';
import { NEWS_TITLE } from './NewsScreen';
import './news.css';

type ItemState =
  | { status: 'ready'; item: NewsItem }
  | { status: 'missing' }
  | { status: 'error'; message: string };

/** The item's link: an anchor that opens a popup stays on the page, a path is a route. */
function ItemLink({ link }: { link: NonNullable<NewsItem['link']> }) {
  if (link.href.startsWith('#'))
    return (
      <a className="button button--primary" href={link.href}>
        {link.label}
      </a>
    );
  return (
    <Link className="button button--primary" href={link.href}>
      {link.label}
    </Link>
  );
}

/** /news/<slug>: one news item or promotion (the playbill's tags lead to promotions). */
export function NewsItemScreen() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [state, { reload }] = useResource<ItemState>(
    slug,
    async () => ({ status: 'ready', item: await fetchNewsItem(slug) }),
    (thrown) => {
      const error = toApiError(thrown);
      return error.status === 404
        ? { status: 'missing' }
        : { status: 'error', message: error.message };
    },
  );
  useDocumentTitle(
    state.status === 'ready'
      ? state.item.title
      : state.status === 'missing'
        ? NEWS_TEXTS.notFound
        : NEWS_TITLE,
  );
  return (
    <article className="page news-item" aria-labelledby="page-title">
      <Link href="/news" className="news-item__back">
        ← Все новости и акции
      </Link>
      {state.status === 'loading' && (
        <p className="news__status" role="status">
          <span className="spinner" aria-hidden="true" /> Загружаем...
        </p>
      )}
      {state.status === 'missing' && (
        <>
          <h1 id="page-title" className="page__title">
            {NEWS_TEXTS.notFound}
          </h1>
          <p className="news__lead">Возможно, акция закончилась или ссылка устарела.</p>
        </>
      )}
      {state.status === 'error' && (
        <div className="news__status" role="alert">
          <h1 id="page-title" className="page__title">
            {NEWS_TITLE}
          </h1>
          <p>{state.message}</p>
          <button type="button" className="button button--ghost" onClick={reload}>
            Попробовать еще раз
          </button>
        </div>
      )}
      {state.status === 'ready' && <ItemBody item={state.item} />}
    </article>
  );
}

function ItemBody({ item }: { item: NewsItem }) {
  return (
    <>
      <p className="news-item__meta">
        <span className={`news-badge news-badge--${item.kind}`}>{NEWS_TEXTS.kinds[item.kind]}</span>
        <time>{newsDate(item.date)}</time>
      </p>
      <h1 id="page-title" className="page__title news-item__title">
        {item.title}
      </h1>
      <p className="news__lead">{item.lead}</p>
      <img
        className="news-item__image"
        src={item.image}
        alt=""
        width="1200"
        height="630"
        decoding="async"
      />
      {item.until && (
        <p className="news-item__until">Акция действует {untilText(item.until)} включительно.</p>
      )}
      <div className="news-item__body">
        {item.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {item.link && <ItemLink link={item.link} />}
    </>
  );
}
