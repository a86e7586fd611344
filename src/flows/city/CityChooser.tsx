import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { City } from '@softkino/contract';
import { chooseCityAtom, currentCityAtom } from './city.atoms';
import { CinemaList } from './CinemaList';
import { CityList } from './CityList';
import { useCities, useCurrentPlace } from './useCities';
import './city.css';

interface CityChooserProps {
  /** Called once a choice is stored. */
  onChosen: () => void;
  /** 'full': city, then cinema (#landing-popup); 'town': the city only (#town-choices). */
  mode: 'full' | 'town';
}

/** The city and cinema chooser of the popup positions. */
export function CityChooser({ onChosen, mode }: CityChooserProps) {
  const { cities, error } = useCities();
  const place = useCurrentPlace(cities);
  const stored = useAtomValue(currentCityAtom);
  const choose = useSetAtom(chooseCityAtom);
  const [city, setCity] = useState<City | null>(null);

  if (error) return <p className="chooser__status">{error.message}</p>;
  if (!cities) return <p className="chooser__status">Загружаем города...</p>;

  function onCity(next: City) {
    if (mode === 'town' || next.cinemas.length <= 1) {
      choose({
        cityId: next.id,
        cinemaId: next.cinemas.length === 1 ? (next.cinemas[0]?.id ?? null) : null,
      });
      onChosen();
      return;
    }
    setCity(next);
  }

  if (city) {
    return (
      <div className="chooser">
        <h2 className="chooser__title">Выберите кинотеатр</h2>
        <p className="chooser__lead">{city.name}</p>
        <CinemaList
          city={city}
          currentCinemaId={stored?.cityId === city.id ? stored.cinemaId : null}
          onChoose={(cinemaId) => {
            choose({ cityId: city.id, cinemaId });
            onChosen();
          }}
        />
        <button type="button" className="chooser__back" onClick={() => setCity(null)}>
          ← Другой город
        </button>
      </div>
    );
  }

  return (
    <div className="chooser">
      <h2 className="chooser__title">
        {mode === 'town' ? 'Выберите город' : 'Где вы смотрите кино?'}
      </h2>
      <p className="chooser__lead">
        {place ? `Сейчас выбран город ${place.city.name}.` : ''} Покажем расписание ближайших
        кинотеатров.
      </p>
      <CityList cities={cities} currentCityId={place?.city.id ?? null} onChoose={onCity} />
    </div>
  );
}
