import { Link } from 'wouter';
import { NEWS_TEXTS, type NewsSummary } from '@softkino/contract/news';
import { newsDate, untilText } from './newsDates';

/** One item of /news: the picture, kind and date, the title and the lead, all one link. */
export function NewsCard({ item, first }: { item: NewsSummary; first: boolean }) {
  return (
    <li className={`news-card news-card--${item.kind}`}>
      <Link href={`/news/${item.slug}`} className="news-card__link">
        <img
          className="news-card__image"
          src={item.image}
          alt=""
          width="1200"
          height="630"
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
        />
        <span className="news-card__meta">
          <span className={`news-badge news-badge--${item.kind}`}>
            {NEWS_TEXTS.kinds[item.kind]}
          </span>
          <time className="news-card__date">{newsDate(item.date)}</time>
          {item.until && <span className="news-card__until">{untilText(item.until)}</span>}
        </span>
        <span className="news-card__title">{item.title}</span>
        <span className="news-card__lead">{item.lead}</span>
      </Link>
    </li>
  );
}
