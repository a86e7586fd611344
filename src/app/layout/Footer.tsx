import { Link } from 'wouter';
import { BRAND, BRAND_PHONE_HREF } from '@softkino/contract/brand';
import './layout.css';

/**
 * Site footer: the chain's contacts and legal line from the brand config. Only pages that exist
 * are linked (docs/decisions/125); 'Сообщить об ошибке' opens #report-popup on the page the
 * visitor is on (decision 285).
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <img src={BRAND.icon} alt="" width="40" height="40" />
          <div>
            <p className="site-footer__name">{BRAND.name}</p>
            <p className="site-footer__tagline">{BRAND.tagline}</p>
          </div>
        </div>
        <nav aria-label="Разделы сайта">
          <ul className="site-footer__links">
            <li>
              <Link href="/afisha">Афиша</Link>
            </li>
            <li>
              <Link href="/about/bonus">Бонусная программа</Link>
            </li>
            <li>
              <Link href="/about/pushkin">Пушкинская карта</Link>
            </li>
            <li>
              <Link href="/news">Новости и акции</Link>
            </li>
            <li>
              <Link href="/vacancies">Вакансии</Link>
            </li>
            <li>
              <Link href="/profile">Личный кабинет</Link>
            </li>
            <li>
              <a href="#report-popup">Сообщить об ошибке</a>
            </li>
          </ul>
        </nav>
        <address className="site-footer__contacts">
          <a href={BRAND_PHONE_HREF}>{BRAND.phone}</a>
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
          <a href={BRAND.channel.url} target="_blank" rel="noreferrer">
            Канал в {BRAND.channel.name}
          </a>
        </address>
        {/* Each dot keeps to the words before it: a wrapped line never starts with one. */}
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {BRAND.legal}&nbsp;·{' '}
          <Link href="/about/pd">Политика обработки персональных данных</Link>&nbsp;·{' '}
          <Link href="/about/rules">Правила покупки и возврата билетов</Link>
        </p>
      </div>
    </footer>
  );
}
