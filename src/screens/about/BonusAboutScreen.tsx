import { Link } from 'wouter';
import { BRAND } from '@softkino/contract/brand';
import { MIN_PAY_PER_TICKET } from '@softkino/contract/bonus';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { BASE_ACCRUAL_PERCENT } from './bonusProgramme';
import { useHashScroll } from './useHashScroll';
import './about.css';

export const BONUS_ABOUT_TITLE = 'Бонусная программа';

/**
 * /about/bonus with #how and #lost (spec section 2): how to get the card, how it works, what to
 * do when it is lost. Only what the server does today: 10 % back on the money part of an order
 * paid on the site, 1 point = 1 rouble, 1 rouble of money per ticket (docs/decisions/126).
 */
export function BonusAboutScreen() {
  useDocumentTitle(BONUS_ABOUT_TITLE);
  useHashScroll();
  const phoneHref = `tel:${BRAND.phone.replace(/[^\d+]/g, '')}`;
  return (
    <article className="page about" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {BONUS_ABOUT_TITLE}
      </h1>
      <p className="about__lead">
        Покупайте билеты на сайте {BRAND.name}, копите баллы на бонусной карте и оплачивайте ими
        следующие походы в кино.
      </p>
      <div className="about__facts">
        <p className="about__fact">
          <strong>{BASE_ACCRUAL_PERCENT}&nbsp;%</strong>
          <span>возвращается баллами с каждой покупки на сайте</span>
        </p>
        <p className="about__fact">
          <strong>1 балл = 1&nbsp;₽</strong>
          <span>баллами можно оплатить билеты</span>
        </p>
        <p className="about__fact">
          <strong>{MIN_PAY_PER_TICKET}&nbsp;₽</strong>
          <span>за билет остается оплатить деньгами</span>
        </p>
      </div>
      <nav className="about__toc" aria-label="Разделы страницы">
        <a className="chip" href="#get">
          Как получить карту
        </a>
        <a className="chip" href="#how">
          Как это работает
        </a>
        <a className="chip" href="#lost">
          Если карта потерялась
        </a>
      </nav>

      <section id="get" className="about__section" aria-labelledby="get-title">
        <h2 id="get-title">Как получить карту</h2>
        <ol>
          <li>
            Войдите на сайт или зарегистрируйтесь по номеру телефона — бонусная карта всегда
            привязана к личному кабинету.
          </li>
          <li>
            Получите карту в кассе любого кинотеатра {BRAND.name}: назовите кассиру номер телефона,
            с которым входите на сайт. Карта бесплатная.
          </li>
          <li>
            Номер карты, процент начисления и баланс появятся в личном кабинете, в разделе «Бонусная
            карта». С этого момента баллы начисляются за каждую оплаченную покупку на сайте.
          </li>
        </ol>
        <div className="about__actions">
          <Link className="button button--primary" href="/profile/bonuses/">
            Моя бонусная карта
          </Link>
          <Link className="button button--ghost" href="/login">
            Войти на сайт
          </Link>
        </div>
      </section>

      <section id="how" className="about__section" aria-labelledby="how-title">
        <h2 id="how-title">Как это работает</h2>
        <h3>Начисление</h3>
        <ul>
          <li>
            За каждый заказ, оплаченный на сайте, когда вы вошли в личный кабинет, на карту приходит{' '}
            {BASE_ACCRUAL_PERCENT}&nbsp;% от суммы, оплаченной деньгами. Например, за билеты на
            700&nbsp;₽ — 70 баллов.
          </li>
          <li>
            Баллы начисляются сразу после оплаты. На ту часть заказа, которую вы оплатили баллами,
            новые баллы не начисляются; дробная часть балла отбрасывается.
          </li>
          <li>Процент вашей карты указан в личном кабинете, в разделе «Бонусная карта».</li>
          <li>Бонусы на кассе не начисляются: копите баллы, покупая билеты на сайте.</li>
        </ul>
        <h3>Оплата баллами</h3>
        <ul>
          <li>
            1 балл = 1 ₽. Сколько списать, вы выбираете при оформлении заказа, на шкале баллов.
          </li>
          <li>
            Баллами можно оплатить почти весь заказ: за каждый билет остается заплатить деньгами не
            меньше {MIN_PAY_PER_TICKET} ₽.
          </li>
          <li>
            Баллы, отложенные на неоплаченный заказ, снова доступны, если заказ отменен или время на
            оплату истекло.
          </li>
        </ul>
        <h3>Когда бонусы не действуют</h3>
        <ul>
          <li>
            На сеансы кинотеатров, где бонусная программа не действует: при оформлении заказа шкалы
            баллов не будет, а на сайте вы увидите об этом отметку.
          </li>
          <li>На мероприятия организаторов, которые арендуют залы.</li>
          <li>Билет, который оплачивают Пушкинской картой, нельзя оплатить баллами.</li>
        </ul>
      </section>

      <section id="lost" className="about__section" aria-labelledby="lost-title">
        <h2 id="lost-title">Если карта потерялась</h2>
        <p>
          Баллы хранятся не на самой карте, а на счете, привязанном к вашему номеру телефона,
          поэтому с потерей карты они не пропадут. Номер карты и баланс всегда есть в личном
          кабинете, в разделе «Бонусная карта» — покупать билеты с баллами на сайте можно и без
          пластиковой карты.
        </p>
        <p>
          Чтобы заблокировать потерянную карту и получить новую с теми же баллами, позвоните нам по
          телефону <a href={phoneHref}>{BRAND.phone}</a> или напишите на{' '}
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> с почты, указанной в профиле. Новую
          карту выдадут в кассе любого кинотеатра сети.
        </p>
      </section>
    </article>
  );
}
