import { Link } from 'wouter';
import { BRAND, BRAND_PHONE_HREF } from '@softkino/contract/brand';
import { MIN_PAY_PER_TICKET } from '@softkino/contract/bonus';
import { BONUS_TIERS } from '@softkino/contract/card';
import { formatRubles } from '@softkino/contract/money';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useHashScroll } from './useHashScroll';
import './about.css';

export const BONUS_ABOUT_TITLE = 'Бонусная программа';

const percent = (percents: number) => `${Math.round(percents * 100)}\u00a0%`;
const FIRST = BONUS_TIERS[0];
const TOP = BONUS_TIERS[BONUS_TIERS.length - 1] ?? FIRST;

/**
 * /about/bonus with #get, #how, #lost and #app (spec section 2): how to get a card (a virtual
 * one on the site, a printed one at a box office, activated on the site), how points are earned
 * (the tiers of @softkino/contract/card, as the server applies them) and spent, what to do when
 * the card is lost, and where the mobile app takes over (spec section 6).
 */
export function BonusAboutScreen() {
  useDocumentTitle(BONUS_ABOUT_TITLE);
  useHashScroll();
  return (
    <article className="page about" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {BONUS_ABOUT_TITLE}
      </h1>
      <p className="about__lead">
        Покупайте билеты на сайте {BRAND.name}, копите баллы на бонусной карте и оплачивайте ими
        следующие походы в кино. Чем больше вы покупаете с картой, тем больше процент.
      </p>
      <div className="about__facts">
        <p className="about__fact">
          <strong>
            {percent(FIRST.percents)}–{percent(TOP.percents)}
          </strong>
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
        <a className="chip" href="#app">
          Бонусы в приложении
        </a>
      </nav>

      <section id="get" className="about__section" aria-labelledby="get-title">
        <h2 id="get-title">Как получить карту</h2>
        <p>
          Карта бесплатная и всегда привязана к личному кабинету — к номеру телефона, с которым вы
          входите на сайт. Сначала <Link href="/login">войдите или зарегистрируйтесь</Link> и
          подтвердите номер телефона.
        </p>
        <h3>Виртуальная карта — сразу на сайте</h3>
        <p>
          Откройте <Link href="/profile/bonuses/">«Бонусная карта»</Link> в личном кабинете и
          нажмите «Выпустить виртуальную карту». Номер и штрихкод карты появятся там же: кассир
          может отсканировать его с экрана телефона.
        </p>
        <h3>Пластиковая карта — в кассе кинотеатра</h3>
        <ol>
          <li>Попросите карту в кассе любого кинотеатра {BRAND.name}.</li>
          <li>
            На сайте откройте <a href="#card-activate">активацию карты</a> (кнопка «Активировать
            карту» в разделе «Бонусная карта») и введите номер с оборота карты — 13 цифр под
            штрихкодом — и кинотеатр, где вы ее получили.
          </li>
          <li>
            Если в профиле не хватает данных (ФИО, e-mail, дата рождения, пол), форма попросит их
            заполнить.
          </li>
          <li>
            Введите код из SMS, которое придет на ваш номер. Готово: карта активирована, и ею можно
            оплачивать заказы.
          </li>
        </ol>
        <p>
          Если у вас уже есть виртуальная карта, пластиковую можно привязать вместо нее: баллы и
          процент начисления перейдут на новую карту.
        </p>
        <div className="about__actions">
          <Link className="button button--primary" href="/profile/bonuses/">
            Моя бонусная карта
          </Link>
          <a className="button button--ghost" href="#card-activate">
            Активировать карту
          </a>
        </div>
      </section>

      <section id="how" className="about__section" aria-labelledby="how-title">
        <h2 id="how-title">Как это работает</h2>
        <h3>Начисление</h3>
        <ul>
          <li>
            За каждый заказ, оплаченный на сайте, когда вы вошли в личный кабинет, на карту приходят
            баллы — процент от суммы, оплаченной деньгами. Например, при {percent(FIRST.percents)}{' '}
            за билеты на 700&nbsp;₽ — 70 баллов.
          </li>
          <li>
            Баллы начисляются сразу после оплаты. На ту часть заказа, которую вы оплатили баллами,
            новые баллы не начисляются; дробная часть балла отбрасывается.
          </li>
          <li>Бонусы на кассе не начисляются: копите баллы, покупая билеты на сайте.</li>
        </ul>
        <h3>Процент растет вместе с покупками</h3>
        <table className="about__tiers">
          <thead>
            <tr>
              <th scope="col">Оплачено с картой</th>
              <th scope="col">Начисление</th>
            </tr>
          </thead>
          <tbody>
            {BONUS_TIERS.map((tier, i) => {
              const next = BONUS_TIERS[i + 1];
              return (
                <tr key={tier.from}>
                  <td>
                    {next
                      ? tier.from === 0
                        ? `до ${formatRubles(next.from)}`
                        : `от ${formatRubles(tier.from)} до ${formatRubles(next.from)}`
                      : `от ${formatRubles(tier.from)}`}
                  </td>
                  <td>{percent(tier.percents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <ul>
          <li>
            Считаются деньги, оплаченные за билеты с картой на сайте за все время; баллы, которыми
            вы платили, и билеты, оплаченные Пушкинской картой, не считаются. Процент растет с той
            оплаты, которая перешла порог, а {percent(TOP.percents)} — максимум, он остается с вами.
          </li>
          <li>Если оплаченный заказ отменен, его сумма из расчета уходит.</li>
          <li>
            Свой процент и сколько осталось до следующего, видно в личном кабинете, в разделе{' '}
            <Link href="/profile/bonuses/">«Бонусная карта»</Link>.
          </li>
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
            оплату истекло. Если отменен оплаченный заказ, потраченные на него баллы вернутся, а
            начисленные за него — спишутся.
          </li>
        </ul>
        <h3>Когда бонусы не действуют</h3>
        <ul>
          <li>
            На сеансы кинотеатров, где бонусная программа на сайте не действует: при оформлении
            заказа шкалы баллов не будет, а картой можно пользоваться в{' '}
            <a href="#app">мобильном приложении</a>.
          </li>
          <li>На мероприятия организаторов, которые арендуют залы.</li>
          <li>
            На билет по Пушкинской карте: его нельзя оплатить баллами, и баллы за него не
            начисляются — билет оплачивает государство, а не вы.
          </li>
        </ul>
      </section>

      <section id="lost" className="about__section" aria-labelledby="lost-title">
        <h2 id="lost-title">Если карта потерялась</h2>
        <p>
          Баллы хранятся не на самой карте, а на счете в вашем личном кабинете, поэтому с потерей
          карты они не пропадут. Покупать билеты с баллами на сайте можно и без пластиковой карты.
        </p>
        <ol>
          <li>
            Откройте <Link href="/profile/bonuses/">«Бонусная карта»</Link> и нажмите «Карта
            потерялась», затем «Заблокировать». По найденной кем-то карте больше нельзя будет
            тратить баллы.
          </li>
          <li>
            Выпустите виртуальную карту или получите новую пластиковую в кассе и активируйте ее:
            баланс и процент начисления заблокированной карты перейдут на новую.
          </li>
        </ol>
        <p>
          Не получается? Позвоните нам по телефону <a href={BRAND_PHONE_HREF}>{BRAND.phone}</a> или
          напишите на <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> с почты, указанной в
          профиле.
        </p>
      </section>

      <section id="app" className="about__section" aria-labelledby="app-title">
        <h2 id="app-title">Бонусы в приложении</h2>
        <p>
          В мобильном приложении {BRAND.app.name} — та же бонусная карта, что и на сайте: вход по
          номеру телефона, баланс, процент и история начислений. В некоторых городах бонусная
          программа работает только в приложении — тогда об этом скажет раздел «Бонусная карта» в
          личном кабинете. А в кинотеатрах, где бонусы на сайте не действуют, баллы можно копить и
          тратить через приложение.
        </p>
        <div className="about__actions">
          {BRAND.app.stores.map((store) => (
            <a
              key={store.name}
              className="button button--ghost"
              href={store.url}
              target="_blank"
              rel="noreferrer"
            >
              {store.name}
            </a>
          ))}
        </div>
      </section>
    </article>
  );
}
