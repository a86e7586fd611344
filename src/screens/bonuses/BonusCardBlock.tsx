import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { BRAND } from '@softkino/contract/brand';
import { formatCardNumber, type BonusRegionRules } from '@softkino/contract/card';
import { POINT_FORMS, pluralWord } from '@softkino/contract/plural';
import type { Card } from '@softkino/contract/user';
import { percentText } from './bonusHistory';
import type { CardActionEvent, CardActionState } from './cardActions';

interface BonusCardBlockProps {
  card: Card;
  balance: number;
  /** The server's drawing of the card (number and barcode), or null. */
  cardImg: string | null;
  rules: BonusRegionRules;
  actions: CardActionState;
  dispatch: (event: CardActionEvent) => void;
}

/** The card (mount point 'bonus-card-block'): its picture, balance and accrual percent. */
export function BonusCardBlock({
  card,
  balance,
  cardImg,
  rules,
  actions,
  dispatch,
}: BonusCardBlockProps) {
  const number = formatCardNumber(card.number);
  // 'Карта потерялась' gives way to its question, whose 'Отмена' takes the focus (autoFocus);
  // 'Отмена' gives it back here, not to the page's <body>.
  const lost = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current && actions.phase === 'idle') lost.current?.focus();
    asked.current = actions.phase === 'confirmBlock';
  }, [actions.phase]);
  return (
    <div id="bonus-card-block" className="bonus-card-block">
      {cardImg ? (
        <img
          className="bonus-card-img"
          src={cardImg}
          alt={`${card.virtual ? 'Виртуальная бонусная карта' : 'Бонусная карта'} ${number}`}
        />
      ) : (
        <div className="bonus-card" aria-label="Бонусная карта">
          <div className="bonus-card__top">
            <img src={BRAND.icon} alt="" width="32" height="32" />
            <span className="bonus-card__brand">{BRAND.name}</span>
            {card.virtual && <span className="bonus-card__kind">Виртуальная</span>}
          </div>
          <p className="bonus-card__label">Номер карты</p>
          <p className="bonus-card__number">{number}</p>
        </div>
      )}
      <dl className="bonus-facts">
        <div className="bonus-facts__item">
          <dt>Баланс</dt>
          <dd>
            <strong>{balance}</strong> {pluralWord(balance, POINT_FORMS)}
          </dd>
          <dd className="bonus-facts__note">1 балл = 1 ₽ при оплате билетов на сайте</dd>
        </div>
        <div className="bonus-facts__item">
          <dt>Начисление</dt>
          <dd>
            <strong>{percentText(card.movie.percents)}</strong>
          </dd>
          <dd className="bonus-facts__note">от суммы, оплаченной деньгами</dd>
        </div>
      </dl>
      <div className="bonus-card-block__actions">
        {rules.bindButton && (
          <a className="button button--primary" href="#card-activate">
            Привязать пластиковую карту
          </a>
        )}
        {!card.virtual && actions.phase !== 'confirmBlock' && (
          <button
            ref={lost}
            type="button"
            className="button button--ghost"
            disabled={actions.phase === 'busy'}
            onClick={() => dispatch({ type: 'askBlock' })}
          >
            Карта потерялась
          </button>
        )}
      </div>
      {rules.bindButton && (
        <p className="bonus-card-block__hint">
          Получили пластиковую карту в кассе? Привяжите ее: баллы виртуальной карты перейдут на нее.
        </p>
      )}
      {actions.phase === 'confirmBlock' && (
        <div
          className="bonus-card-block__confirm"
          role="alertdialog"
          aria-label="Заблокировать карту?"
        >
          <p>
            Заблокировать карту {number}? По ней больше нельзя будет копить и тратить баллы. Баланс
            сохранится и перейдет на новую карту, когда вы привяжете ее или выпустите виртуальную.
          </p>
          <div className="bonus-card-block__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => dispatch({ type: 'confirmBlock' })}
            >
              Заблокировать
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => dispatch({ type: 'cancelBlock' })}
              autoFocus
            >
              Отмена
            </button>
          </div>
        </div>
      )}
      {actions.message && actions.failed && (
        <p className="field__error" role="alert">
          {actions.message}
        </p>
      )}
      <p className="bonus-card-block__links">
        <Link href="/about/bonus#how">Как работает программа</Link>
        <Link href="/about/bonus#lost">Если карта потерялась</Link>
      </p>
    </div>
  );
}

interface NoCardBlockProps {
  /** The number of the account's blocked (lost) card, whose points wait for the next card. */
  blockedNumber: string | null;
  rules: BonusRegionRules;
  actions: CardActionState;
  dispatch: (event: CardActionEvent) => void;
}

/** A signed-in buyer without a card: how to get one (spec section 6). */
export function NoCardBlock({ blockedNumber, rules, actions, dispatch }: NoCardBlockProps) {
  return (
    <div id="bonus-card-block" className="bonus-card-block bonus-card-block--none">
      <h2 className="bonuses__subtitle">У вас пока нет бонусной карты</h2>
      <p>
        С картой с каждой покупки на сайте возвращается от 10 до 20&nbsp;% суммы баллами, а баллами
        можно оплачивать следующие билеты: 1 балл = 1 ₽. Выпустите виртуальную карту прямо сейчас
        или возьмите пластиковую в кассе любого кинотеатра {BRAND.name}.
      </p>
      {actions.message && !actions.failed && (
        <p className="bonus-card-block__done" role="status">
          {actions.message}
        </p>
      )}
      {blockedNumber && !actions.message && (
        <p className="bonus-card-block__hint">
          Карта {formatCardNumber(blockedNumber)} заблокирована. Ее баллы перейдут на новую карту,
          когда вы привяжете ее или выпустите виртуальную.
        </p>
      )}
      {rules.activationHint && (
        <p className="bonus-card-block__hint">
          Уже получили карту в кассе? Активируйте ее: номер напечатан на обороте под штрихкодом, код
          подтверждения придет в SMS.
        </p>
      )}
      <div className="bonus-card-block__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={actions.phase === 'busy'}
          onClick={() => dispatch({ type: 'issueVirtual' })}
        >
          Выпустить виртуальную карту
        </button>
        {rules.bindButton && (
          <a className="button button--ghost" href="#card-activate">
            Активировать карту
          </a>
        )}
      </div>
      {actions.message && actions.failed && (
        <p className="field__error" role="alert">
          {actions.message}
        </p>
      )}
      <Link href="/about/bonus#get">Как получить карту</Link>
    </div>
  );
}
