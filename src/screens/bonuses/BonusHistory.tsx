import { useState } from 'react';
import { Link } from 'wouter';
import type { OrderHistoryItem } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { POINT_FORMS, pluralize } from '@softkino/contract/plural';
import { historyPage, orderDate } from './bonusHistory';

/** 'История начислений': orders with points earned, newest first, 3 at a time (spec section 9). */
export function BonusHistory({ history }: { history: OrderHistoryItem[] }) {
  const [pages, setPages] = useState(1);
  const { shown, hasMore } = historyPage(history, pages);
  return (
    <section className="bonus-history" aria-labelledby="bonus-history-title">
      <h2 id="bonus-history-title" className="bonuses__subtitle">
        История начислений
      </h2>
      {history.length === 0 ? (
        <p className="bonus-history__empty">
          Начислений пока нет. Баллы приходят сразу после оплаты заказа на сайте.{' '}
          <Link href="/afisha">Выбрать сеанс</Link>
        </p>
      ) : (
        <ul className="bonus-history__list">
          {shown.map((order) => (
            <li key={order.id} className="bonus-history__item">
              <img
                className="bonus-history__poster"
                src={order.film.poster.small}
                alt=""
                width="48"
                height="72"
                loading="lazy"
              />
              <div className="bonus-history__text">
                <Link href={`/order/${order.id}`} className="bonus-history__film">
                  {order.film.name}
                </Link>
                <span className="bonus-history__meta">
                  {orderDate(order.created_at)} · заказ № {order.number} ·{' '}
                  {formatRubles(order.amount)}
                  {order.bonus_pay > 0 && `, из них баллами ${order.bonus_pay}`}
                </span>
              </div>
              <span className="bonus-history__points">
                +{pluralize(order.bonus_add, POINT_FORMS)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setPages((p) => p + 1)}
        >
          Показать еще
        </button>
      )}
    </section>
  );
}
