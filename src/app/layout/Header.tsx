import { Link, useLocation } from 'wouter';
import { HeaderAccount } from '../../flows/auth/HeaderAccount';
import { CityButton } from '../../flows/city/CityButton';
import { BRAND } from '@softkino/contract/brand';
import './layout.css';

/** Site header: chain logo, the city and cinema chooser, navigation. */
export function Header() {
  const [pathname] = useLocation();
  // '/' is the playbill too, so 'Афиша' is current there as well.
  const onPlaybill = pathname === '/' || pathname.startsWith('/afisha');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__logo" aria-label={`${BRAND.name} — на главную`}>
          <picture>
            <source media="(min-width: 560px)" srcSet={BRAND.logo} width="152" height="36" />
            <img src={BRAND.icon} alt="" width="36" height="36" />
          </picture>
        </Link>
        <CityButton />
        <nav className="site-nav" aria-label="Основная навигация">
          <ul>
            <li>
              <Link
                href="/afisha"
                className="site-nav__link"
                aria-current={onPlaybill ? 'page' : undefined}
              >
                Афиша
              </Link>
            </li>
            <HeaderAccount />
          </ul>
        </nav>
      </div>
    </header>
  );
}
