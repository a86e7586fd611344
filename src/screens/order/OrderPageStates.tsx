import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { toApiError } from '../../api/errors';

/** What an order page shows when it has no order: none to show (400/404), or another error. */
export type OrderPageMiss = { status: 'missing' } | { status: 'error'; message: string };

/** A refused load as the order pages read it: 404 and 400 say "no such order", alike. */
export function orderPageMiss(thrown: unknown): OrderPageMiss {
  const error = toApiError(thrown);
  return error.status === 404 || error.status === 400
    ? { status: 'missing' }
    : { status: 'error', message: error.message };
}

/**
 * The loading, missing and error views of the order page and the tickets link's page; `null`
 * once the order is loaded, so the screen draws it.
 */
export function OrderPageState({
  state,
  loadingLabel,
  title,
  missingTitle,
  missingText,
  missingAction,
}: {
  state: OrderPageMiss | { status: 'loading' } | { status: 'loaded' };
  loadingLabel: string;
  title: string;
  missingTitle: string;
  missingText: ReactNode;
  /** A second way on beside 'К расписанию' (the order page's 'Мои заказы' or 'Войти'). */
  missingAction?: ReactNode;
}) {
  if (state.status === 'loading')
    return (
      <div className="page" role="status" aria-label={loadingLabel}>
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  if (state.status === 'missing')
    return (
      <div className="page page--narrow order-page order-page--missing">
        <h1 className="page__title">{missingTitle}</h1>
        <p className="order-page__lead">{missingText}</p>
        <div className="order-page__missing-actions">
          <Link className="button button--primary" href="/afisha">
            К расписанию
          </Link>
          {missingAction}
        </div>
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="page page--narrow order-page">
        <h1 className="page__title">{title}</h1>
        <p className="order-page__lead" role="alert">
          {state.message}
        </p>
      </div>
    );
  return null;
}
