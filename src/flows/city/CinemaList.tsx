import { CinemaPageLink } from './CinemaPageLink';
import type { City } from '@softkino/contract';

interface CinemaListProps {
  city: City;
  currentCinemaId: number | null;
  onChoose: (cinemaId: number | null) => void;
}

/**
 * The cinemas of a city with logo and address, plus "every cinema" when there are several; each
 * cinema's own page (its `link`, /cinema/<slug>) is a link under its address.
 */
export function CinemaList({ city, currentCinemaId, onChoose }: CinemaListProps) {
  return (
    <ul className="cinema-list" aria-label={`Кинотеатры: ${city.name}`}>
      {city.cinemas.length > 1 && (
        <li>
          <button
            type="button"
            className="cinema-list__item"
            aria-pressed={currentCinemaId === null}
            onClick={() => onChoose(null)}
          >
            <span className="cinema-list__logo cinema-list__logo--all" aria-hidden="true">
              {city.cinemas.length}
            </span>
            <span className="cinema-list__text">
              <span className="cinema-list__name">Все кинотеатры</span>
              <span className="cinema-list__address">Сеансы всех кинотеатров города</span>
            </span>
          </button>
        </li>
      )}
      {city.cinemas.map((cinema) => (
        <li key={cinema.id} className="cinema-list__entry">
          <button
            type="button"
            className="cinema-list__item cinema-list__item--with-page"
            aria-pressed={cinema.id === currentCinemaId}
            onClick={() => onChoose(cinema.id)}
          >
            <img className="cinema-list__logo" src={cinema.img} alt="" width="44" height="44" />
            <span className="cinema-list__text">
              <span className="cinema-list__name">{cinema.name}</span>
              <span className="cinema-list__address">{cinema.address}</span>
            </span>
          </button>
          {/* Beside the choice, not inside it: a link inside a button is no link at all. */}
          <CinemaPageLink
            className="cinema-list__page"
            href={cinema.link}
            aria-label={`О кинотеатре «${cinema.name}»: залы, сеансы сегодня, как добраться`}
          >
            О кинотеатре →
          </CinemaPageLink>
        </li>
      ))}
    </ul>
  );
}
