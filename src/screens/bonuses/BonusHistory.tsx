import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { formatRubles } from '@softkino/contract/money';
import { POINT_FORMS, pluralize } from '@softkino/contract/plural';
import { useNextPageFocus } from '../../ui/useNextPageFocus';
import { orderDate } from './bonusHistory';
import { HistoryController, type HistoryApi } from './historyPaging';

/**
 * 'История начислений': orders that earned points, newest first, 3 at a time with
 * 'Показать еще' (spec section 9); the server pages them.
 */
export function BonusHistory({ api }: { api?: HistoryApi }) {
  const [controller] = useState(() => new HistoryController(api));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => {
    const stop = controller.start();
    controller.dispatch({ type: 'start' });
    return stop;
  }, [controller]);

  const { rootRef, pressedAt } = useNextPageFocus<HTMLElement>('.bonus-history__item');

  return (
    <section
      ref={rootRef}
      className="bonus-history"
      aria-labelledby="bonus-history-title"
      aria-busy={state.busy}
    >
      <h2 id="bonus-history-title" className="bonuses__subtitle">
        История начислений
      </h2>
      {state.loading && (
        <p className="bonus-history__empty" role="status">
          <span className="spinner" aria-hidden="true" /> Загружаем историю...
        </p>
      )}
      {!state.loading && !state.error && state.items.length === 0 && (
        <p className="bonus-history__empty">
          Начислений пока нет. Баллы приходят сразу после оплаты заказа на сайте.{' '}
          <Link href="/afisha">Выбрать сеанс</Link>
        </p>
      )}
      {state.items.length > 0 && (
        <ul className="bonus-history__list">
          {state.items.map((order) => (
            // Not a Tab stop: focusable only for the focus 'Показать еще' hands on (useNextPageFocus).
            <li key={order.id} className="bonus-history__item" tabIndex={-1}>
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
                  {orderDate(order.created_at, order.timezone)} · заказ № {order.number} ·{' '}
                  {formatRubles(order.amount.total)}
                  {order.amount.bonus_pay > 0 && `, из них баллами ${order.amount.bonus_pay}`}
                </span>
              </div>
              <span className="bonus-history__points">
                +{pluralize(order.amount.bonus_add, POINT_FORMS)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {state.error && (
        <p className="field__error" role="alert">
          {state.error}
        </p>
      )}
      {(state.more || state.error) && (
        <button
          type="button"
          className="button button--ghost"
          // Busy, it keeps the focus (aria-disabled, not disabled, decision 405).
          aria-disabled={state.busy || undefined}
          aria-busy={state.busy || undefined}
          onClick={() => {
            if (state.busy) return;
            pressedAt(state.items.length);
            controller.dispatch({ type: 'more' });
          }}
        >
          {state.error ? 'Попробовать еще раз' : 'Показать еще'}
        </button>
      )}
    </section>
  );
}
