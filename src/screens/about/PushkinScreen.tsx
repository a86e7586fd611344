import { Link } from 'wouter';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useHashScroll } from './useHashScroll';
import './about.css';

export const PUSHKIN_TITLE = 'Пушкинская карта';

/**
 * /about/pushkin, the target of the playbill's 'Пушкинская карта' tag: what the card is, who
 * may use it, and the rules of paying with it here (spec section 5, Pushkin card).
 */
export function PushkinScreen() {
  useDocumentTitle(PUSHKIN_TITLE);
  useHashScroll();
  return (
    <article className="page about" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {PUSHKIN_TITLE}
      </h1>
      <p className="about__lead">
        Пушкинская карта — государственная программа для молодежи: билеты в кино, театры и музеи за
        счет средств, которые государство перечисляет на карту.
      </p>
      <div className="about__facts">
        <p className="about__fact">
          <strong>14–22</strong>
          <span>года — возраст участников программы</span>
        </p>
        <p className="about__fact">
          <strong>1 билет</strong>
          <span>в одном заказе</span>
        </p>
        <p className="about__fact">
          <strong>0 бонусов</strong>
          <span>можно списать при оплате этой картой</span>
        </p>
      </div>

      <section id="what" className="about__section" aria-labelledby="what-title">
        <h2 id="what-title">Что это за карта</h2>
        <p>
          Это именная банковская карта «Мир» программы «Пушкинская карта». Ее бесплатно оформляют в
          приложении «Госуслуги Культура» или на портале Госуслуг, а баланс пополняет государство.
          Деньгами с карты можно оплатить только билеты на мероприятия и фильмы, которые входят в
          программу.
        </p>
      </section>

      <section id="who" className="about__section" aria-labelledby="who-title">
        <h2 id="who-title">Кто может ей пользоваться</h2>
        <p>
          Граждане России от 14 до 22 лет включительно, у которых есть подтвержденная учетная запись
          на Госуслугах. Билет по Пушкинской карте — именной: в кино возьмите с собой паспорт, его
          могут попросить на входе в зал.
        </p>
      </section>

      <section id="buy" className="about__section" aria-labelledby="buy-title">
        <h2 id="buy-title">Как купить билет на сайте</h2>
        <ol>
          <li>
            Выберите в <Link href="/afisha">афише</Link> фильм с отметкой «Пушкинская карта» —
            только на такие фильмы билеты можно оплатить этой картой.
          </li>
          <li>
            Выберите сеанс и одно место: по Пушкинской карте в заказе может быть только один билет.
          </li>
          <li>
            При оплате выберите способ «Пушкинская карта» и укажите фамилию, имя и отчество точно
            как в паспорте — три слова через пробел, русскими или латинскими буквами.
          </li>
          <li>
            Оплатите билет картой на странице банка. Билет придет на e-mail и появится в личном
            кабинете.
          </li>
        </ol>
        <p>
          Бонусные баллы при оплате Пушкинской картой не списываются и не начисляются. Чтобы купить
          билет другу, ему нужна своя Пушкинская карта.
        </p>
        <div className="about__actions">
          <Link className="button button--primary" href="/afisha">
            Перейти к афише
          </Link>
        </div>
      </section>
    </article>
  );
}
