import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import { AlertView } from '../../ui/popups/AlertView';
import type { PopupProps } from '../../ui/popups/registry';
import { ACTIVATION_MESSAGES, type ActivationProfile } from './activationForm';
import { cardActivationsAtom } from './cardActivate.atoms';
import { CardActivateController, type ActivateApi } from './cardActivateController';
import type { ActivateState } from './cardActivateMachine';
import { CodeStep } from './CodeStep';
import { NumberStep } from './NumberStep';
import './cardActivate.css';

import { CARD_ACTIVATE_TITLE } from './cardActivateTitle';

export interface CardActivatePopupProps extends PopupProps {
  /** The calls; tests pass fakes. */
  api?: ActivateApi;
}

function hasProfile(state: ActivateState): state is ActivateState & { profile: ActivationProfile } {
  return state.profile !== null;
}

/**
 * #card-activate (spec section 2, In-page anchors; section 4, Card activation): the number and
 * the cinema, the SMS code with its resend countdown, then 'Карта успешно активирована…'.
 * The popup only renders the machine's state and dispatches; CardActivateController runs it.
 */
export default function CardActivatePopup({ close, api }: CardActivatePopupProps) {
  const [controller] = useState(() => new CardActivateController(api));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const { dispatch } = controller;
  const bumpActivations = useSetAtom(cardActivationsAtom);
  const announced = useRef(false);
  const [pathname] = useLocation();

  useEffect(() => {
    const stop = controller.start();
    controller.dispatch({ type: 'open' });
    return stop;
  }, [controller]);

  const done = state.step === 'done';
  useEffect(() => {
    if (!done || announced.current) return;
    announced.current = true;
    bumpActivations((count) => count + 1);
  }, [done, bumpActivations]);

  return (
    <div className="card-activate">
      <h2 className="card-activate__title">{CARD_ACTIVATE_TITLE}</h2>
      {state.step === 'number' || state.step === 'code' ? (
        <ol className="card-activate__steps" aria-label="Шаги">
          <li aria-current={state.step === 'number' ? 'step' : undefined}>Номер карты</li>
          <li aria-current={state.step === 'code' ? 'step' : undefined}>Код из SMS</li>
        </ol>
      ) : null}
      {state.step === 'loading' && (
        <p className="card-activate__text" role="status">
          <span className="spinner" aria-hidden="true" /> Загружаем профиль...
        </p>
      )}
      {state.step === 'loadFailed' && (
        <div className="card-activate__form">
          <p className="field__error" role="alert">
            {state.loadError}
          </p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dispatch({ type: 'retryLoad' })}
          >
            Попробовать еще раз
          </button>
        </div>
      )}
      {state.step === 'signedOut' && (
        <div className="card-activate__form">
          <p className="card-activate__text">
            Бонусная карта привязывается к личному кабинету. Войдите или зарегистрируйтесь по номеру
            телефона, чтобы активировать карту.
          </p>
          <Link className="button button--primary" href="/login" onClick={close}>
            Войти
          </Link>
        </div>
      )}
      {state.step === 'unconfirmed' && (
        <div className="card-activate__form">
          <p className="card-activate__text">
            Подтвердите свой номер телефона в профиле: на него придёт код для активации карты.
          </p>
          <Link className="button button--primary" href="/profile" onClick={close}>
            Подтвердить номер
          </Link>
        </div>
      )}
      {state.step === 'number' && hasProfile(state) && (
        <NumberStep
          state={state}
          onSubmit={(values) => dispatch({ type: 'submitNumber', values })}
        />
      )}
      {state.step === 'code' && (
        <CodeStep
          state={state}
          onCode={(code) => dispatch({ type: 'submitCode', code })}
          onResend={() => dispatch({ type: 'resend' })}
          onBack={() => dispatch({ type: 'editNumber' })}
        />
      )}
      {done && (
        // Dressed as the site's success popups ('Отлично!' and a green tick), not as the
        // form's refusals (decision 406).
        <AlertView
          status="success"
          text={ACTIVATION_MESSAGES.success}
          role="status"
          className="card-activate__done"
        >
          {pathname.startsWith('/profile/bonuses') ? (
            <button type="button" className="button button--primary" onClick={close}>
              Готово
            </button>
          ) : (
            <Link className="button button--primary" href="/profile/bonuses/" onClick={close}>
              Моя бонусная карта
            </Link>
          )}
        </AlertView>
      )}
      {(state.step === 'number' || state.step === 'code') && (
        <p className="card-activate__help">
          Нет карты или она потерялась?{' '}
          <Link href="/about/bonus#get" onClick={close}>
            Как получить карту
          </Link>
        </p>
      )}
    </div>
  );
}
