import { PinIcon } from '../../ui/icons';
import { popupHash } from '../../ui/popups/hash';
import { useCities, useCurrentPlace } from './useCities';
import './city.css';

/** The header position: the current city and cinema; opens the chooser popup. */
export function CityButton() {
  const { cities } = useCities();
  const place = useCurrentPlace(cities);
  const city = place?.city.name ?? 'Город';
  const cinema = place ? (place.cinema?.short_name ?? 'Все кинотеатры') : '';
  return (
    <a
      className="city-button"
      href={popupHash('landing-popup')}
      aria-label={`Город и кинотеатр: ${city}${cinema ? `, ${cinema}` : ''}. Изменить`}
    >
      <PinIcon />
      <span className="city-button__text">
        {/* A space between the lines: the visible words are read, and said, as two words. */}
        <span className="city-button__city">{city}</span>{' '}
        {cinema && <span className="city-button__cinema">{cinema}</span>}
      </span>
    </a>
  );
}
