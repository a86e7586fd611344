import { useEffect, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { bonusRegionRules } from '@softkino/contract/card';
import type { User } from '@softkino/contract/user';
import { RequireSignIn } from '../../flows/auth/RequireSignIn';
import { forgetSignIn } from '../../flows/auth/session';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { BonusAppBanner } from './BonusAppBanner';
import { BonusCardBlock, NoCardBlock } from './BonusCardBlock';
import { BonusHistory } from './BonusHistory';
import { TierSlider } from './TierSlider';
import { useBonusPage } from './useBonusPage';
import type { CardActionEvent, CardActionState } from './cardActions';
import { useCardActions } from './useCardActions';
import './bonuses.css';

export const BONUSES_TITLE = 'Бонусная карта';

/**
 * /profile/bonuses/ (spec section 2, Bonus page): the card picture, the accrual percent on the
 * tier slider, the balance and the accrual history; the bind button for a printed card. Region 5
 * shows only the app banner (spec section 6). A guest is sent to /login and comes back here.
 */
export function BonusesScreen() {
  return (
    <RequireSignIn>
      <SignedInBonuses />
    </RequireSignIn>
  );
}

function SignedInBonuses() {
  useDocumentTitle(BONUSES_TITLE);
  const [attempt, setAttempt] = useState(0);
  const state = useBonusPage(attempt);
  // Kept above the page's reloads, so what an action said stays after the card is read again.
  const actions = useCardActions();
  const signedOut = state.status === 'signedOut';

  useEffect(() => {
    if (signedOut) forgetSignIn();
  }, [signedOut]);

  if (signedOut) return <Redirect to="/login" replace state={{ from: '/profile/bonuses/' }} />;
  return (
    <section className="page bonuses" aria-labelledby="page-title">
      <p className="page__crumbs">
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
      {state.status === 'loaded' && <BonusPageBody user={state.user} {...actions} />}
    </section>
  );
}

interface BonusPageBodyProps {
  user: User;
  state: CardActionState;
  dispatch: (event: CardActionEvent) => void;
}

function BonusPageBody({ user, state: actions, dispatch }: BonusPageBodyProps) {
  const rules = bonusRegionRules(user.user_rest.region_id, user.card);
  if (rules.appBannerOnly) return <BonusAppBanner />;
  if (!user.card) {
    const blocked = user.user_rest.cards.find((card) => card.status === 'blocked');
    return (
      <NoCardBlock
        rules={rules}
        actions={actions}
        dispatch={dispatch}
        blockedNumber={blocked?.number ?? null}
      />
    );
  }
  return (
    <>
      <BonusCardBlock
        card={user.card}
        balance={user.balance}
        cardImg={user.card_img}
        rules={rules}
        actions={actions}
        dispatch={dispatch}
      />
      <TierSlider spend={user.card.spend} percents={user.card.movie.percents} />
      <BonusHistory />
    </>
  );
}
