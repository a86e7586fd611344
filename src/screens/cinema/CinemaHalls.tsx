import type { CinemaHall } from '@softkino/contract/cinemaPage';
import { pluralize, SEAT_FORMS } from '@softkino/contract/plural';
import { HALL_FORMS, hasVipSeats } from './cinemaRules';
import { HallPicture } from './HallPicture';

/** 'Залы': each hall's picture, name and seat count, with the colours' legend. */
export function CinemaHalls({ halls }: { halls: CinemaHall[] }) {
  const seats = halls.reduce((sum, hall) => sum + hall.seats, 0);
  const vip = halls.some(hasVipSeats);
  return (
    <section className="cinema-page__section cinema-page__halls" aria-labelledby="cinema-halls">
      <div className="cinema-page__section-head">
        <h2 id="cinema-halls" className="cinema-page__heading">
          Залы
        </h2>
        <p className="cinema-page__muted">
          {pluralize(halls.length, HALL_FORMS)} · {pluralize(seats, SEAT_FORMS)}
        </p>
      </div>
      {vip && (
        <ul className="hall-legend" aria-label="Обозначения на схемах">
          <li>
            <span className="hall-legend__dot hall-legend__dot--standard" aria-hidden="true" />
            Обычные места
          </li>
          <li>
            <span className="hall-legend__dot hall-legend__dot--vip" aria-hidden="true" />
            VIP и диваны
          </li>
        </ul>
      )}
      <ul className="hall-grid" aria-label="Залы кинотеатра">
        {halls.map((hall) => (
          <li key={hall.id} className="hall-card">
            <HallPicture hall={hall} />
            <p className="hall-card__name">{hall.name}</p>
            <p className="hall-card__seats">
              {pluralize(hall.seats, SEAT_FORMS)}
              {hasVipSeats(hall) && <span className="hall-card__vip">VIP</span>}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
