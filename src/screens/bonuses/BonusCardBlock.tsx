import { Link } from 'wouter';
import type { Card } from '@softkino/contract/user';
import { BRAND } from '@softkino/contract/brand';
import { POINT_FORMS, pluralWord } from '@softkino/contract/plural';
import { formatCardNumber, percentText } from './bonusHistory';

/** The card (mount point 'bonus-card-block'): number, balance and the accrual percent. */
export function BonusCardBlock({ card, balance }: { card: Card; balance: number }) {
  return (
    <div id="bonus-card-block" className="bonus-card-block">
      <div className="bonus-card" aria-label="Бонусная карта">
        <div className="bonus-card__top">
          <img src={BRAND.icon} alt="" width="32" height="32" />
          <span className="bonus-card__brand">{BRAND.name}</span>
          {card.virtual && <span className="bonus-card__kind">Виртуальная</span>}
        </div>
        <p className="bonus-card__label">Номер карты</p>
        <p className="bonus-card__number">{formatCardNumber(card.number)}</p>
      </div>
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
      <p className="bonus-card-block__links">
        <Link href="/about/bonus#how">Как работает программа</Link>
        <Link href="/about/bonus#lost">Если карта потерялась</Link>
      </p>
    </div>
  );
}

/** A signed-in buyer without a card: how to get one (spec section 6). */
export function NoCardBlock() {
  return (
    <div id="bonus-card-block" className="bonus-card-block bonus-card-block--none">
      <h2 className="bonuses__subtitle">У вас пока нет бонусной карты</h2>
      <p>
        С картой с каждой покупки на сайте возвращается часть суммы баллами, а баллами можно
        оплачивать следующие билеты: 1 балл = 1 ₽. Карту бесплатно выдают в кассе любого кинотеатра{' '}
        {BRAND.name} — назовите кассиру номер телефона, с которым входите на сайт.
      </p>
      <Link className="button button--primary" href="/about/bonus">
        Как получить карту
      </Link>
    </div>
  );
}
