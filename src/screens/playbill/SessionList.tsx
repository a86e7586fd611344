import type { PlaybillSession } from '@softkino/contract';
import { isNightSession } from '../../lib/dates';
import { showAlert } from '../../ui/popups/alerts';
import { popupHash } from '../../ui/popups/hash';
import { sessionPriceText } from './playbillRules';

interface SessionListProps {
  sessions: PlaybillSession[];
  filmName: string;
}

const CLOSED_TITLE = 'Продажа на сеанс закрыта';

/**
 * What a closed session says when pressed: a phone shows no title on hover, and a struck-out
 * time that does nothing left buyers tapping it (decision 429).
 */
function closedSessionAlert(time: string) {
  return {
    status: 'warning',
    title: 'Продажа закрыта',
    text: `Билеты на сеанс в ${time} больше не продаются. Выберите другой сеанс.`,
    button: 'Выбрать другой сеанс',
  } as const;
}

const NIGHT = 'ночной сеанс';
const NIGHT_TITLE = 'Ночной сеанс';

/**
 * The mark of a session starting 00:00-03:59 (decision 445): a crescent after the time, so a
 * buyer reading a day's first tile '00:40' sees it is the night before that day's evening; the
 * seat map's notice names the night. Read as 'ночной сеанс' (a link's name ends with it, so the
 * words shown stay together in it); the time's title says it on hover. No SVG <title>: its text
 * would join the tile's innerText.
 */
function NightMark() {
  return (
    <svg className="session__night" viewBox="0 0 16 16" role="img" aria-label={NIGHT}>
      <path d="M6.2 1.2a7 7 0 1 0 8.6 8.6A5.6 5.6 0 0 1 6.2 1.2z" />
    </svg>
  );
}

/**
 * Where a tile's session is: its cinema on a city's playbill, its hall when another tile of the
 * film starts at the same time there (decision 442), both when both are said.
 */
function sessionPlace(session: PlaybillSession): string {
  return [session.cinema?.short_name, session.hall].filter(Boolean).join(', ');
}

/**
 * Sessions as list items: time, format, price and the #buy link with the session id. Deleted
 * sessions are not shown; disabled ones are shown struck out, and pressed they say why.
 */
export function SessionList({ sessions, filmName }: SessionListProps) {
  const shown = sessions.filter((session) => !session.del);
  return (
    <ul className="sessions" aria-label={`Сеансы фильма «${filmName}»`}>
      {shown.map((session) => {
        const price = sessionPriceText(session);
        const place = sessionPlace(session);
        const night = isNightSession(session.time);
        const content = (
          <>
            {/* Spaces between the parts (flex items, so they take no room): the link's words
                are read, and said by a voice user, as words (WCAG 2.5.3). */}
            <span className="session__time" title={night ? NIGHT_TITLE : undefined}>
              {session.time}
              {night && (
                <>
                  {' '}
                  <NightMark />
                </>
              )}
            </span>{' '}
            <span className="session__meta">
              <span
                className={`session__format${session.format === '2D' ? ' session__format--plain' : ''}`}
              >
                {session.format}
              </span>{' '}
              <span className="session__price">{price}</span>
            </span>
            {place && ' '}
            {place && <span className="session__place">{place}</span>}
          </>
        );
        return (
          <li key={session.id}>
            {session.disabled ? (
              <button
                type="button"
                className="session session--disabled"
                aria-disabled="true"
                title={CLOSED_TITLE}
                onClick={() => showAlert(closedSessionAlert(session.time))}
              >
                {content}
              </button>
            ) : (
              <a
                className="session"
                href={popupHash('buy', session.id)}
                aria-label={`Купить билет на ${session.time}, ${session.format}, ${price}${
                  place ? `, ${place}` : ''
                }${night ? `, ${NIGHT}` : ''}`}
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
