import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { ApiError } from '../../api/errors';
import { fetchUser, isSignedOut, type UserLoad } from '../../api/user';
import { useResource } from '../../lib/useResource';
import { POINT_FORMS, pluralize } from '@softkino/contract/plural';
import {
  ORDER_CANCELLED_EVENT,
  ORDER_PAID_EVENT,
  PROFILE_ORDERS_ID,
  onOrderEvents,
} from '../../lib/orderEvents';
import { cardActivationsAtom } from '../cardActivate/cardActivate.atoms';
import { profileSavesAtom } from './profileSaves';
import { forgetSignIn } from './session';
import { UserIcon } from './UserIcon';
import './headerAccount.css';

/** The sign-out link (spec section 2): the server ends the session on this GET. */
export const LOGOUT_HREF = '/?logout=yes';

interface Corner {
  name: string;
  /** The picture's address; '' for none known (an outline shows). */
  avatar: string;
  /** Null without a card (or while the profile is locked). */
  card: { number: string; balance: number } | null;
  /** Staff who run the lobby boards (decision 469): the menu links the boards' page. */
  lobby: boolean;
}

const FALLBACK: Corner = { name: 'Кабинет', avatar: '', card: null, lobby: false };

interface SignedInCornerProps {
  /** What a guest sees: shown when the session turns out to be gone. */
  login: ReactNode;
  current: boolean;
  /**
   * The profile request the header began when it mounted, with the page's screen (which shares
   * it): the corner's code arrives later, and asking then would be a second request. Given once;
   * later loads (a card bound, the corner shown again after a new sign-in) ask afresh.
   */
  takeFirstLoad?: () => Promise<UserLoad> | undefined;
}

/**
 * The signed-in header corner: the avatar (and the name on wider screens) opens the account
 * menu: the bonus balance, links to the profile, the bonus card and the wishlist, for staff the
 * lobby boards, and 'Выйти' (docs/decisions/125, 469).
 */
export default function SignedInCorner({ login, current, takeFirstLoad }: SignedInCornerProps) {
  const [open, setOpen] = useState(false);
  const [pathname] = useLocation();
  const rootRef = useRef<HTMLLIElement>(null);
  const menuId = useId();

  // A card bound or changed on this page (#card-activate) shows its balance here at once.
  const cardChanges = useAtomValue(cardActivationsAtom);
  // A profile saved on this page shows its name and photo here at once.
  const profileSaves = useAtomValue(profileSavesAtom);
  const changes = cardChanges + profileSaves;
  // Taken in state: StrictMode's second run of the load effect finds the same request.
  const [firstLoad] = useState(() => takeFirstLoad?.());
  // Reads asked for after the first (a change, an order): they ask the server, never the
  // header's read of the page start, which would show the balance from before (decision 443).
  const rereads = useRef(0);
  const [loaded, { reload: loadAgain }] = useResource<{
    status: 'loaded';
    corner: Corner | 'guest';
  }>(
    'user',
    () =>
      ((rereads.current === 0 && changes === 0 ? firstLoad : undefined) ?? fetchUser()).then(
        (load) => {
          if (load.kind === 'unconfirmed') return { status: 'loaded', corner: FALLBACK };
          const { user } = load;
          const corner: Corner = {
            name: user.first_name || user.name,
            avatar: user.avatar ?? user.default_avatar,
            card: user.card ? { number: user.card.number, balance: user.balance } : null,
            lobby: user.staff_roles.includes('lobby_admin'),
          };
          return { status: 'loaded', corner };
        },
      ),
    (error) => {
      // The session ended on the server: the browser forgets it too. Other failures keep
      // the menu without the balance.
      if (!isSignedOut(error as ApiError)) return { status: 'loaded', corner: FALLBACK };
      forgetSignIn();
      return { status: 'loaded', corner: 'guest' };
    },
  );
  const reload = useCallback(() => {
    rereads.current += 1;
    loadAgain();
  }, [loadAgain]);
  const corner = loaded.status === 'loaded' ? loaded.corner : null;
  // Loaded again after each change, showing what it shows until the answer (not 'Кабинет').
  const changesLoaded = useRef(changes);
  useEffect(() => {
    if (changesLoaded.current === changes) return;
    changesLoaded.current = changes;
    reload();
  }, [changes, reload]);

  // An order paid or cancelled on this page moves the balance: it is read again.
  useEffect(() => onOrderEvents([ORDER_CANCELLED_EVENT, ORDER_PAID_EVENT], reload), [reload]);

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  // Escape or a click outside closes it too.
  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector('button')?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (corner === 'guest') return login;
  const shown = corner ?? FALLBACK;
  return (
    <li
      className="account"
      ref={rootRef}
      onBlur={(event) => {
        // Tab past its last link closes it (it lay over the page's next field, decision 460); a
        // click on nothing focusable inside it (no related target) leaves it open.
        const to = event.relatedTarget;
        if (to && !event.currentTarget.contains(to)) setOpen(false);
      }}
    >
      <button
        type="button"
        className="site-nav__link site-nav__link--account"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Меню личного кабинета: ${shown.name}`}
        data-current={current || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {shown.avatar ? (
          <img className="site-nav__avatar" src={shown.avatar} alt="" width="32" height="32" />
        ) : (
          // No picture known (the profile on its way, a locked or unread one): an outline, not
          // the first letter of 'Кабинет', which is no name (decision 443).
          <span className="site-nav__avatar" aria-hidden="true">
            <UserIcon className="site-nav__avatar-icon" />
          </span>
        )}
        <span className="site-nav__name">{shown.name}</span>
      </button>
      {open && (
        <div className="account-menu" id={menuId}>
          {corner && (
            <Link href="/profile/bonuses/" className="account-menu__balance">
              {shown.card ? (
                <>
                  <span className="account-menu__label">Бонусы</span>
                  <span className="account-menu__points">
                    {pluralize(shown.card.balance, POINT_FORMS)}
                  </span>
                  <span className="account-menu__card">
                    Карта •••• {shown.card.number.slice(-4)}
                  </span>
                </>
              ) : (
                <>
                  <span className="account-menu__label">Бонусной карты нет</span>
                  <span className="account-menu__card">Как получить карту</span>
                </>
              )}
            </Link>
          )}
          <nav aria-label="Личный кабинет">
            <ul className="account-menu__links">
              <li>
                <Link href="/profile" aria-current={pathname === '/profile' ? 'page' : undefined}>
                  Личный кабинет
                </Link>
              </li>
              <li>
                {/* The tickets sit below the profile's long form: this goes straight there. */}
                <Link href={`/profile#${PROFILE_ORDERS_ID}`}>Мои заказы</Link>
              </li>
              <li>
                <Link
                  href="/profile/bonuses/"
                  aria-current={pathname.startsWith('/profile/bonuses') ? 'page' : undefined}
                >
                  Бонусная карта
                </Link>
              </li>
              <li>
                <Link
                  href="/profile/wishlist"
                  aria-current={pathname.startsWith('/profile/wishlist') ? 'page' : undefined}
                >
                  Хочу сходить
                </Link>
              </li>
              {shown.lobby && (
                <li>
                  <Link href="/lobby" aria-current={pathname === '/lobby' ? 'page' : undefined}>
                    Табло сеансов
                  </Link>
                </li>
              )}
              <li>
                <a href={LOGOUT_HREF} onClick={forgetSignIn}>
                  Выйти
                </a>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </li>
  );
}
