import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { lobbyAddress } from '@softkino/contract/addresses';
import type { CinemaPage } from '@softkino/contract/cinemaPage';
import { todayInZone } from '../../lib/dates';
import { formatPhone, phoneHref } from '@softkino/contract/auth';
import { ClockIcon, PhoneIcon, PinIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { CinemaHalls } from './CinemaHalls';
import { CinemaToday } from './CinemaToday';
import { useCinemaPage, useCinemaToday } from './useCinemaPage';
import './cinema.css';

/**
 * /cinema/<slug>, each cinema's link (issue 15): name, address with a maps link, whether it
 * takes bonus points, today's sessions with #buy links, the halls with their seat maps drawn
 * small, and how to get there. An unknown cinema is the site's 404.
 */
export interface CinemaScreenProps {
  /** The site's 404 screen, for an unknown cinema. */
  notFound: ReactNode;
  /** Makes a cinema the chosen one, as the chooser does (before opening its playbill). */
  onChoose: (place: { cityId: number; cinemaId: number }) => void;
}

/*
 * The 404 screen and the chooser's atom come in as props from the route table: imported here,
 * modules the / route already has would be split out of its script by the bundler, adding to it
 * (docs/decisions/299).
 */
export function CinemaScreen({ notFound, onChoose }: CinemaScreenProps) {
  const { slug = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const state = useCinemaPage(slug, attempt);
  if (state.status === 'missing') return notFound;
  if (state.status === 'loading')
    return (
      <div className="page" role="status" aria-label="Загрузка">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  if (state.status === 'error')
    return (
      <section className="page page--narrow cinema-page__status" role="alert">
        <p>{state.error.message}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setAttempt((a) => a + 1)}
        >
          Попробовать еще раз
        </button>
      </section>
    );
  return <CinemaView page={state.page} onChoose={onChoose} />;
}

function CinemaView({
  page,
  onChoose,
}: { page: CinemaPage } & Pick<CinemaScreenProps, 'onChoose'>) {
  const { cinema } = page;
  useDocumentTitle(cinema.name);
  const [attempt, setAttempt] = useState(0);
  const today = useCinemaToday({ cityId: cinema.city_id, cinemaId: cinema.id }, attempt);
  const todayDate = todayInZone(page.timezone, new Date());
  return (
    <article className="page cinema-page" aria-labelledby="page-title">
      <p className="page__crumbs">
        <Link href="/afisha">Расписание</Link>
      </p>
      <header className="cinema-page__head">
        <img className="cinema-page__logo" src={cinema.img} alt="" width="64" height="64" />
        <div className="cinema-page__titles">
          <h1 id="page-title" className="page__title">
            {cinema.name}
          </h1>
          <p className="cinema-page__address">
            <PinIcon />
            <span>{cinema.address}</span>
          </p>
          <Contacts contacts={page.contacts} />
          <p className="cinema-page__actions">
            <a
              className="button button--ghost cinema-page__map"
              href={page.map_url}
              target="_blank"
              rel="noreferrer"
            >
              Открыть на карте
            </a>
            <BonusBadge noBonus={cinema.no_bonus} />
          </p>
        </div>
      </header>
      <div className="cinema-page__layout">
        <div className="cinema-page__main">
          <CinemaToday
            cinema={cinema}
            today={todayDate}
            state={today}
            onRetry={() => setAttempt((a) => a + 1)}
            onChoose={onChoose}
          />
          {/* Today's sessions come with a request of their own and sit above the halls (and,
              on a phone, the directions): those wait for it, so nothing moves when it lands
              (decision 336). */}
          {today.status !== 'loading' && <CinemaHalls halls={page.halls} />}
        </div>
        {today.status !== 'loading' && (
          <aside className="cinema-page__aside">
            <Directions page={page} />
            <BonusNote noBonus={cinema.no_bonus} />
            <LobbyNote cinema={cinema} />
          </aside>
        )}
      </div>
    </article>
  );
}

/**
 * The box office's phone, dialled by a tap, and the opening hours (decision 479); nothing when
 * the cinema has given neither.
 */
function Contacts({ contacts }: { contacts: CinemaPage['contacts'] }) {
  const phone = contacts.phone ? formatPhone(contacts.phone) : '';
  if (!phone && !contacts.hours) return null;
  return (
    <ul className="cinema-page__contacts">
      {phone && (
        <li>
          <PhoneIcon />
          <span className="visually-hidden">Телефон кинотеатра: </span>
          <a href={phoneHref(contacts.phone ?? '')}>{phone}</a>
        </li>
      )}
      {contacts.hours && (
        <li>
          <ClockIcon />
          <span className="visually-hidden">Часы работы: </span>
          <span>{contacts.hours}</span>
        </li>
      )}
    </ul>
  );
}

function BonusBadge({ noBonus }: { noBonus: boolean }) {
  return (
    <span className={`cinema-page__badge${noBonus ? ' cinema-page__badge--off' : ''}`}>
      {noBonus ? 'Бонусные баллы не принимаются' : 'Принимаем бонусные баллы'}
    </span>
  );
}

/** 'Как добраться': the address, transport and parking, and the maps link again. */
function Directions({ page }: { page: CinemaPage }) {
  return (
    <section className="cinema-card cinema-page__directions" aria-labelledby="cinema-directions">
      <h2 id="cinema-directions" className="cinema-page__heading">
        Как добраться
      </h2>
      <p className="cinema-card__address">{page.cinema.address}</p>
      {page.directions ? (
        <dl className="cinema-card__facts">
          <div>
            <dt>Общественный транспорт</dt>
            <dd>{page.directions.transport}</dd>
          </div>
          <div>
            <dt>Парковка</dt>
            <dd>{page.directions.parking}</dd>
          </div>
        </dl>
      ) : (
        <p className="cinema-page__muted">
          Откройте адрес на карте: она покажет вход и построит маршрут от вас.
        </p>
      )}
      <a className="cinema-card__link" href={page.map_url} target="_blank" rel="noreferrer">
        Адрес на Яндекс Картах
      </a>
    </section>
  );
}

/** The cinema's lobby board (decision 432): its sessions with QR codes, for a TV. */
function LobbyNote({ cinema }: { cinema: CinemaPage['cinema'] }) {
  return (
    <section className="cinema-card cinema-page__lobby" aria-labelledby="cinema-lobby">
      <h2 id="cinema-lobby" className="cinema-page__heading">
        Табло сеансов
      </h2>
      <p>
        Ближайшие сеансы кинотеатра с QR-кодами для выбора мест — для телевизора в фойе.{' '}
        {/* A page of its own outside the site's frame, in a tab of its own: the buyer keeps this
            page, and a TV opens it whole. */}
        <a href={lobbyAddress(cinema)} target="_blank" rel="noopener">
          Открыть табло
        </a>
      </p>
    </section>
  );
}

/** Whether the cinema takes bonus points (cinema.no_bonus), and where the points work if not. */
function BonusNote({ noBonus }: { noBonus: boolean }) {
  return (
    <section className="cinema-card cinema-page__bonus" aria-labelledby="cinema-bonus">
      <h2 id="cinema-bonus" className="cinema-page__heading">
        Бонусы
      </h2>
      {noBonus ? (
        <p>
          В этом кинотеатре бонусные баллы не начисляются и не списываются. Бонусной картой можно
          пользоваться в мобильном приложении.{' '}
          <Link href="/about/bonus#app">Бонусы в приложении</Link>
        </p>
      ) : (
        <p>
          Билеты в этом кинотеатре можно оплатить бонусными баллами, а за оплаченные деньгами баллы
          начисляются на бонусную карту. <Link href="/about/bonus">Как это работает</Link>
        </p>
      )}
    </section>
  );
}
