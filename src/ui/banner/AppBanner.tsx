import { useRef, useState } from 'react';
import { fetchCovidNotice } from '../../api/cinema';
import { BRAND } from '@softkino/contract/brand';
import { useResource } from '../../lib/useResource';
import { CloseIcon, TelegramIcon } from '../icons';
import { tabbableIn } from '../popups/focusTrap';
import { dismissBanner, isBannerDismissed } from './bannerDismissal';
import './banner.css';

export const COVID_NOTICE =
  'В кинотеатрах действуют санитарные ограничения. Перед визитом уточните правила посещения в вашем городе.';

/**
 * The app-ad banner (mount point 'banner-app-ad'): the messenger channel promo, or the COVID
 * notice when v2/cinema/covid/ answers true. Closing the promo is remembered for 7 days
 * (bannerDismissal.ts); closing the notice hides it for this page view only, so a later notice
 * is never silenced by an old click.
 */
export function AppBanner() {
  // fetchCovidNotice answers false on any failure.
  const [notice] = useResource('covid', fetchCovidNotice, () => false);
  const covid = notice === true;
  const [promoDismissed, setPromoDismissed] = useState(() => isBannerDismissed(new Date()));
  const [noticeHidden, setNoticeHidden] = useState(false);
  const ref = useRef<HTMLElement>(null);

  if (covid ? noticeHidden : promoDismissed) return null;

  function close() {
    // The focus goes on to what follows the banner, not to the page (decision 460).
    const banner = ref.current;
    const next = banner
      ? tabbableIn(document.body).find(
          (el) =>
            !banner.contains(el) &&
            (banner.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        )
      : undefined;
    if (banner?.contains(document.activeElement)) next?.focus();
    if (covid) return setNoticeHidden(true);
    dismissBanner(new Date());
    setPromoDismissed(true);
  }

  return (
    <aside
      ref={ref}
      id="banner-app-ad"
      className={`app-banner${covid ? ' app-banner--notice' : ''}`}
      aria-label={covid ? 'Важное объявление' : 'Наш канал'}
    >
      <div className="app-banner__inner">
        {covid ? (
          <p className="app-banner__text">{COVID_NOTICE}</p>
        ) : (
          <p className="app-banner__text">
            <TelegramIcon />
            <span>Премьеры и розыгрыши билетов — в нашем {BRAND.channel.name}</span>
            <a
              className="app-banner__link"
              href={BRAND.channel.url}
              target="_blank"
              rel="noreferrer"
            >
              Подписаться
            </a>
          </p>
        )}
        <button
          type="button"
          className="app-banner__close"
          onClick={close}
          aria-label="Скрыть объявление"
        >
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
