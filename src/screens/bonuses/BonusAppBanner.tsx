import { Link } from 'wouter';
import { BRAND } from '@softkino/contract/brand';

/**
 * Region 5 (spec section 6: "shows only the app banner for bonuses"): the bonus card, its
 * balance and history live in the chain's mobile app there.
 */
export function BonusAppBanner() {
  return (
    <div
      id="bonus-card-block"
      className="bonus-app-banner"
      role="region"
      aria-label="Бонусы в приложении"
    >
      <h2 className="bonuses__subtitle">Бонусы — в приложении {BRAND.app.name}</h2>
      <p>
        В вашем регионе бонусная программа работает в мобильном приложении: там ваша карта, баланс
        баллов и история начислений. Установите приложение и войдите по номеру телефона, как на
        сайте.
      </p>
      <p className="bonus-app-banner__stores">
        {BRAND.app.stores.map((store) => (
          <a
            key={store.name}
            className="button button--primary"
            href={store.url}
            target="_blank"
            rel="noreferrer"
          >
            {store.name}
          </a>
        ))}
      </p>
      <Link href="/about/bonus#app">Как работают бонусы в приложении</Link>
    </div>
  );
}
