import type { City } from '@softkino/contract';

interface CityListProps {
  cities: City[];
  currentCityId: number | null;
  onChoose: (city: City) => void;
}

/** Cities as a grid of buttons, the current one marked. */
export function CityList({ cities, currentCityId, onChoose }: CityListProps) {
  return (
    <ul className="city-list" aria-label="Города">
      {cities.map((city) => (
        <li key={city.id}>
          <button
            type="button"
            className="city-list__item"
            aria-pressed={city.id === currentCityId}
            onClick={() => onChoose(city)}
          >
            <span className="city-list__name">{city.name}</span>
            <span className="city-list__count">{cinemaCount(city.cinemas.length)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function cinemaCount(count: number): string {
  const rules = new Intl.PluralRules('ru');
  const form = rules.select(count);
  const word = form === 'one' ? 'кинотеатр' : form === 'few' ? 'кинотеатра' : 'кинотеатров';
  return `${count} ${word}`;
}
