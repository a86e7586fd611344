import { useSetAtom } from 'jotai';
import { PinIcon } from '../../ui/icons';
import { popupHash } from '../../ui/popups/hash';
import { chooseCityAtom } from './city.atoms';
import { useCities, useCurrentPlace } from './useCities';
import './city.css';

/**
 * The static position on the playbill (mount point 'landing-town-choose'): the city with a link
 * to the town chooser, and the city's cinemas as quick switches.
 */
export function CityStaticBlock() {
  const { cities } = useCities();
  const place = useCurrentPlace(cities);
  const choose = useSetAtom(chooseCityAtom);
  if (!place) return <div id="landing-town-choose" className="town-bar town-bar--loading" />;
  const { city, cinema } = place;
  const options = city.cinemas.length > 1 ? [null, ...city.cinemas] : city.cinemas;
  return (
    <div id="landing-town-choose" className="town-bar">
      <a
        className="town-bar__city"
        href={popupHash('town-choices')}
        aria-label={`Город: ${city.name}. Изменить`}
      >
        <PinIcon />
        {city.name}
      </a>
      <ul className="town-bar__cinemas" aria-label="Кинотеатр">
        {options.map((item) => (
          <li key={item?.id ?? 'all'}>
            <button
              type="button"
              className="chip"
              aria-pressed={(item?.id ?? null) === (cinema?.id ?? null)}
              onClick={() => choose({ cityId: city.id, cinemaId: item?.id ?? null })}
            >
              {item ? item.short_name : 'Все кинотеатры'}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
