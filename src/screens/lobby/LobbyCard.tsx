import { memo } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { PortraitPoster } from '../../ui/PortraitPoster';
import type { LobbyCard as LobbyCardData } from '@softkino/contract/lobby';
import { pluralize, SEAT_FORMS } from '@softkino/contract/plural';
import { formatDuration } from '../../lib/dates';
import { cardSessions } from './lobbySessions';
import { boardDayLabel, premiereText } from './lobbyFormat';

/** Spec section 9, Lobby QR code: 148 pixels, the film page. */
export const FILM_QR_PX = 148;
/** Beyond the spec: each session's QR (its seat map), 64 pixels at 1080p (4em in lobby.css). */
export const SESSION_QR_PX = 64;

export interface LobbyCardProps {
  card: LobbyCardData;
  /** The server's clock, to the minute: the card re-renders once a minute, not every second. */
  minuteMs: number;
  today: string;
  tomorrow: string;
  /** Seats left per session id (the poll's figures over the board's). */
  seats: Readonly<Record<string, number>>;
  /** This site's origin, for the QR codes' absolute links. */
  origin: string;
}

/**
 * A film card (spec section 9, Lobby card): poster, name, age, genre, duration, premiere, the
 * film page's QR code and at most five sessions of the first date, each with its seats left and
 * a QR code of its seat map.
 */
/**
 * The poster's width on screen: 7.5em of the board's font, which follows the screen (lobby.css:
 * 120 CSS px on a 1920x1080 board, 240 on a 4K one), so the AVIF or WebP variant that fits is
 * chosen rather than the original photograph.
 */
const POSTER_SIZES = '(orientation: portrait) min(11.11vw, 6.25vh), min(6.25vw, 11.11vh)';

export const LobbyCard = memo(function LobbyCard({
  card,
  minuteMs,
  today,
  tomorrow,
  seats,
  origin,
}: LobbyCardProps) {
  const shown = cardSessions(card.sessions, minuteMs);
  const premiere = premiereText(card.premiere_date, today);
  return (
    <article className="lobby-card" data-film={card.id}>
      <div className="lobby-card__head">
        <PortraitPoster
          className="lobby-card__poster"
          src={card.poster}
          width={120}
          height={180}
          sizes={POSTER_SIZES}
        />
        <div className="lobby-card__about">
          <h2 className="lobby-card__name">
            {/* A phone or a laptop that opens the board follows the links the codes hold. */}
            <a className="lobby-card__link" href={card.url}>
              {card.name}
            </a>
          </h2>
          <p className="lobby-card__meta">
            <span className="lobby-card__age">{card.age}</span>
            <span>{formatDuration(card.duration)}</span>
          </p>
          <p className="lobby-card__genre">{card.genre}</p>
        </div>
      </div>
      <div className="lobby-card__film-qr">
        <QRCodeSVG
          value={`${origin}${card.url}`}
          size={FILM_QR_PX}
          marginSize={2}
          level="M"
          title={`Страница фильма «${card.name}»`}
          data-qr="film"
        />
        <p>
          <strong>О фильме</strong>
          {premiere && <span className="lobby-card__premiere">{premiere}</span>}
          <span>Трейлер и описание: наведите камеру телефона</span>
        </p>
      </div>
      <div className="lobby-card__day">
        <span>
          {shown.date ? boardDayLabel(shown.date, today, tomorrow) : 'Сеансов больше нет'}
        </span>
      </div>
      <ul className="lobby-card__sessions">
        {shown.sessions.map((s) => {
          const left = seats[String(s.id)] ?? s.seats_left;
          const closed = s.disabled || left === 0;
          // A twin at the same time and format says its hall (decision 455).
          const what = s.hall ? `${s.format}, ${s.hall}` : s.format;
          return (
            <li
              key={s.id}
              className={`lobby-session${closed ? ' lobby-session--closed' : ''}`}
              data-session={s.id}
              aria-disabled={closed || undefined}
            >
              {!closed && (
                <a
                  className="lobby-session__link"
                  href={s.buy_url}
                  aria-label={`${s.time}, ${what}: выбрать места`}
                />
              )}
              <span className="lobby-session__time">{s.time}</span>
              <span className="lobby-session__text">
                <span className="lobby-session__format">{s.format}</span>
                {s.hall && <span className="lobby-session__hall">{s.hall}</span>}
                <span className="lobby-session__seats">
                  {s.disabled ? 'Идёт' : left === 0 ? 'Мест нет' : pluralize(left, SEAT_FORMS)}
                </span>
              </span>
              {closed ? (
                <span className="lobby-session__qr lobby-session__qr--none" aria-hidden="true" />
              ) : (
                <QRCodeSVG
                  className="lobby-session__qr"
                  value={`${origin}${s.buy_url}`}
                  size={SESSION_QR_PX}
                  marginSize={2}
                  level="L"
                  title={`Места на сеанс ${s.time}${s.hall ? `, ${s.hall}` : ''}`}
                  data-qr="session"
                />
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
});
