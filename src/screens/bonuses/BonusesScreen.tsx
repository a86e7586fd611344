import { useEffect, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { forgetSignIn } from '../../flows/auth/session';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { BonusCardBlock, NoCardBlock } from './BonusCardBlock';
import { BonusHistory } from './BonusHistory';
import { useBonusPage } from './useBonusPage';
import './bonuses.css';

export const BONUSES_TITLE = 'Бонусная карта';

/**
 * /profile/bonuses/ (spec section 2, Bonus page): the card, the accrual percent, the balance
 * and the accrual history. A guest is sent to /login and comes back here.
 */
export function BonusesScreen() {
  useDocumentTitle(BONUSES_TITLE);
  const [attempt, setAttempt] = useState(0);
  const state = useBonusPage(attempt);
  const signedOut = state.status === 'signedOut';

  useEffect(() => {
    if (signedOut) forgetSignIn();
  }, [signedOut]);

  if (signedOut) return <Redirect to="/login" replace state={{ from: '/profile/bonuses/' }} />;
  return (
    <section className="page bonuses" aria-labelledby="page-title">
      <p className="bonuses__crumbs">
        <Link href="/profile">Личный кабинет</Link>
      </p>
      <h1 id="page-title" className="page__title">
        {BONUSES_TITLE}
      </h1>
      {state.status === 'loading' && (
        <p className="bonuses__status" role="status">
          <span className="spinner" aria-hidden="true" /> Загружаем бонусную карту...
        </p>
      )}
      {state.status === 'error' && (
        <div className="bonuses__status" role="alert">
          <p>{state.error.message}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setAttempt((a) => a + 1)}
          >
            Попробовать еще раз
          </button>
        </div>
      )}
      {state.status === 'unconfirmed' && (
        <div className="bonuses__status">
          <p>Подтвердите свой номер телефона, чтобы пользоваться бонусной картой.</p>
          <Link className="button button--primary" href="/profile">
            Подтвердить номер
          </Link>
        </div>
      )}
      {state.status === 'loaded' &&
        (state.card ? (
          <>
            <BonusCardBlock card={state.card} balance={state.balance} />
            <BonusHistory history={state.history} />
          </>
        ) : (
          <NoCardBlock />
        ))}
    </section>
  );
}
