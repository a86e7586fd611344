import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { fetchUser, isSignedOut } from '../../api/user';
import { forgetSignIn } from './session';
import './headerAccount.css';

/** The sign-out link (spec section 2): the server ends the session on this GET. */
export const LOGOUT_HREF = '/?logout=yes';

interface Corner {
  name: string;
  avatar: string;
}

interface SignedInCornerProps {
  /** What a guest sees: shown when the session turns out to be gone. */
  login: ReactNode;
  current: boolean;
}

/** The signed-in header corner: avatar and name linking to /profile, and 'Выйти'. */
export default function SignedInCorner({ login, current }: SignedInCornerProps) {
  const [corner, setCorner] = useState<Corner | 'guest' | null>(null);

  useEffect(() => {
    let live = true;
    fetchUser().then(
      (load) => {
        if (!live) return;
        if (load.kind === 'unconfirmed') return setCorner({ name: 'Кабинет', avatar: '' });
        const { user } = load;
        setCorner({
          name: user.first_name || user.name,
          avatar: user.avatar ?? user.default_avatar,
        });
      },
      (error) => {
        if (!live) return;
        // The session ended on the server: the browser forgets it too. Other failures keep
        // a plain link to the profile.
        if (isSignedOut(error)) {
          forgetSignIn();
          setCorner('guest');
        } else setCorner({ name: 'Кабинет', avatar: '' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (corner === 'guest') return login;
  return (
    <>
      <li>
        <Link
          href="/profile"
          className="site-nav__link site-nav__link--account"
          aria-current={current ? 'page' : undefined}
        >
          {corner && corner.avatar && (
            <img className="site-nav__avatar" src={corner.avatar} alt="" width="28" height="28" />
          )}
          <span className="site-nav__name">{corner?.name ?? 'Кабинет'}</span>
        </Link>
      </li>
      <li>
        <a className="site-nav__link" href={LOGOUT_HREF} onClick={forgetSignIn}>
          Выйти
        </a>
      </li>
    </>
  );
}
