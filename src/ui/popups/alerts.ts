/**
 * The alert popup (spec section 2, Popup types; section 8 titles) driven by a jotai atom, so any
 * code can raise one: showAlert({status: 'error', text}). Alerts queue and show one at a time.
 */
import { atom, getDefaultStore } from 'jotai';

export type AlertStatus = 'success' | 'error' | 'warning' | 'favorite' | 'empty_day';

export interface AlertOptions {
  status: AlertStatus;
  text: string;
  /** Overrides the status's own title. */
  title?: string;
  /** Label of the closing button; 'Закрыть' by default. */
  button?: string;
  /**
   * An optional link shown beside the closing button. With `state` it navigates within the page
   * and hands that history state on (the login page's `from`: where to return after signing in).
   * `onFollow` runs as it is followed (a guest's like kept for after signing in, decision 433).
   */
  link?: { label: string; href: string; state?: unknown; onFollow?: () => void };
}

export interface AlertEntry extends AlertOptions {
  id: number;
  /** When it was queued (Date.now()): the same alert again within ALERT_REPEAT_MS is one. */
  at: number;
}

/**
 * A second press of what raised an alert, this soon after the first (a double tap on an empty
 * day, Enter pressed twice), queues no second copy: it showed again as soon as the first was
 * closed (decision 465). Later, the same alert is a new one (the buyer closed it and asked again).
 */
export const ALERT_REPEAT_MS = 1000;

function sameAlert(a: AlertOptions, b: AlertOptions): boolean {
  // A link that carries something of its own (a guest's like kept for after signing in, the
  // page to come back to) makes each alert its own: the newer one's link must not be lost.
  if (
    a.link?.state !== undefined ||
    a.link?.onFollow ||
    b.link?.state !== undefined ||
    b.link?.onFollow
  )
    return false;
  return (
    a.status === b.status &&
    a.text === b.text &&
    a.title === b.title &&
    a.button === b.button &&
    a.link?.href === b.link?.href &&
    a.link?.label === b.link?.label
  );
}

export const alertsAtom = atom<AlertEntry[]>([]);

let nextId = 1;

type Store = ReturnType<typeof getDefaultStore>;

export function showAlert(options: AlertOptions, store: Store = getDefaultStore()): void {
  const now = Date.now();
  store.set(alertsAtom, (queue) =>
    queue.some((queued) => now - queued.at < ALERT_REPEAT_MS && sameAlert(queued, options))
      ? queue
      : [...queue, { ...options, id: nextId++, at: now }],
  );
}

/** Titles of spec section 8: 'Отлично!' for success, 'Ошибка' otherwise; the favorite and
 * empty-day popups have titles of their own. */
export function alertTitle(status: AlertStatus): string {
  switch (status) {
    case 'success':
      return 'Отлично!';
    case 'favorite':
      return 'Фильм в избранном!';
    case 'empty_day':
      return 'Сеансы скоро будут';
    default:
      return 'Ошибка';
  }
}

export const CLOSE_LABEL = 'Закрыть';

export const EMPTY_DAY_TEXT =
  'Расписание на эту дату еще не загружено. Загляните позже или выберите другой день.';
/** Kept by the wishlist alerts (server/src/services/wishlistAlerts.ts, decision 278). */
export const FAVORITE_TEXT =
  'Мы напишем на почту из профиля, когда у фильма появятся новые сеансы в вашем городе.';

/** The empty-day popup of the playbill. */
export function showEmptyDayAlert(store?: Store): void {
  showAlert({ status: 'empty_day', text: EMPTY_DAY_TEXT, button: 'Выбрать другой день' }, store);
}

/** The same popup for a profile with no e-mail, where the letters would go (decision 429). */
export const FAVORITE_NO_EMAIL_TEXT =
  'Укажите e-mail в профиле, и мы напишем, когда у фильма появятся новые сеансы в вашем городе.';

/**
 * The favorite popup after a film is added to the wishlist; without an e-mail in the profile it
 * asks for one instead of promising a letter.
 */
export function showFavoriteAlert(hasEmail = true, store?: Store): void {
  showAlert(
    hasEmail
      ? {
          status: 'favorite',
          text: FAVORITE_TEXT,
          button: 'Хорошо',
          link: { label: 'Мой список', href: '/profile/wishlist' },
        }
      : {
          status: 'favorite',
          text: FAVORITE_NO_EMAIL_TEXT,
          button: 'Хорошо',
          link: { label: 'Указать e-mail', href: '/profile' },
        },
    store,
  );
}
