import { BRAND } from '@softkino/contract/brand';
import { TelegramIcon } from '../icons';
import { registerPopup, type PopupProps } from '../popups/registry';

/** '#banner-app-ad=2aabee' → '#2aabee'; anything that is not a hex colour → the brand accent. */
export function bannerColour(param: string): string {
  return /^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(param) ? `#${param}` : BRAND.colors.accent;
}

function BannerPopup({ param, close }: PopupProps) {
  const colour = bannerColour(param);
  return (
    <div className="banner-popup" style={{ '--banner-colour': colour } as React.CSSProperties}>
      <div className="banner-popup__badge" aria-hidden="true">
        <TelegramIcon />
      </div>
      <h2 className="alert__title">Мы в {BRAND.channel.name}</h2>
      <p className="alert__text">
        Анонсы премьер, розыгрыши билетов и закрытые показы — первыми узнают подписчики канала{' '}
        {BRAND.name}.
      </p>
      <div className="alert__actions">
        <a
          className="button button--primary banner-popup__cta"
          href={BRAND.channel.url}
          target="_blank"
          rel="noreferrer"
          onClick={close}
        >
          Подписаться
        </a>
      </div>
    </div>
  );
}

/** #banner-app-ad[=colour]: the channel promo as a popup, tinted with the given colour. */
export function registerBannerPopup(): void {
  registerPopup('banner-app-ad', { label: 'Наш канал', component: BannerPopup, size: 'small' });
}
