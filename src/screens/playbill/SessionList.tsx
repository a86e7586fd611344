import type { PlaybillSession } from '@softkino/contract';
import { popupHash } from '../../ui/popups/hash';
import { sessionPriceText } from './playbillRules';

interface SessionListProps {
  sessions: PlaybillSession[];
  filmName: string;
}

/**
 * Sessions as list items: time, format, price and the #buy link with the session id. Deleted
 * sessions are not shown; disabled ones are shown but cannot be clicked.
 */
export function SessionList({ sessions, filmName }: SessionListProps) {
  const shown = sessions.filter((session) => !session.del);
  return (
    <ul className="sessions" aria-label={`Сеансы фильма «${filmName}»`}>
      {shown.map((session) => {
        const price = sessionPriceText(session);
        const content = (
          <>
            {/* Spaces between the parts (flex items, so they take no room): the link's words
                are read, and said by a voice user, as words (WCAG 2.5.3). */}
            <span className="session__time">{session.time}</span>{' '}
            <span className="session__meta">
              <span
                className={`session__format${session.format === '2D' ? ' session__format--plain' : ''}`}
              >
                {session.format}
              </span>{' '}
              <span className="session__price">{price}</span>
            </span>
            {session.cinema && ' '}
            {session.cinema && <span className="session__cinema">{session.cinema.short_name}</span>}
          </>
        );
        return (
          <li key={session.id}>
            {session.disabled ? (
              <span
                className="session session--disabled"
                aria-disabled="true"
                title="Продажа на сеанс закрыта"
              >
                {content}
              </span>
            ) : (
              <a
                className="session"
                href={popupHash('buy', session.id)}
                aria-label={`Купить билет на ${session.time}, ${session.format}, ${price}${
                  session.cinema ? `, ${session.cinema.short_name}` : ''
                }`}
              >
                {content}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
