import { useSetAtom } from 'jotai';
import { CinemaPageLink } from './CinemaPageLink';
import { PinIcon } from '../../ui/icons';
import { popupHash } from '../../ui/popups/hash';
import { nearestDayScrollLeft, stripBox } from '../../screens/playbill/playbillRules';
import { chooseCityAtom } from './city.atoms';
import { useCities, useCurrentPlace } from './useCities';
import './city.css';

/**
 * The static position on the playbill (mount point 'landing-town-choose'): the city with a link
 * to the town chooser, the city's cinemas as quick switches, and the chosen cinema's page.
 */
export function CityStaticBlock() {
  const { cities } = useCities();
  const place = useCurrentPlace(cities);
  const choose = useSetAtom(chooseCityAtom);
  if (!place) return <TownBarSkeleton />;
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
      <ul className="town-bar__cinemas" aria-label="Кинотеатр" onFocus={revealFocusedChip}>
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
      {/* Outside the list, which scrolls when the cinemas do not fit: the link stays in view. */}
      {cinema && (
        <CinemaPageLink
          className="town-bar__about"
          href={cinema.link}
          aria-label={`О кинотеатре «${cinema.name}»`}
        >
          О кинотеатре
        </CinemaPageLink>
      )}
    </div>
  );
}

/**
 * A cinema reached by Tab shows in full, its focus ring too (the row's padding holds it):
 * Chromium scrolls a focused control into view only when none of it shows, so a chip cut by the
 * row's edge stayed cut (decisions 405, 438). Only the row scrolls, never the page.
 */
function revealFocusedChip(event: React.FocusEvent<HTMLUListElement>) {
  const row = event.currentTarget;
  const chip = event.target instanceof HTMLElement ? event.target.closest('.chip') : null;
  if (!chip) return;
  const ring = parseFloat(getComputedStyle(row).paddingLeft) || 0;
  const box = stripBox(row, chip);
  row.scrollLeft = nearestDayScrollLeft({
    ...box,
    dayStart: box.dayStart - ring,
    dayWidth: box.dayWidth + 2 * ring,
  });
}

/**
 * While the cities load: the bar's two rows with nothing in them, built of the same parts, so
 * the playbill below does not move when the city and its cinemas come in (decision 218).
 */
function TownBarSkeleton() {
  return (
    <div id="landing-town-choose" className="town-bar town-bar--loading" aria-hidden="true">
      <span className="town-bar__city">
        <PinIcon />
        {'\u00a0'}
      </span>
      <ul className="town-bar__cinemas">
        <li>
          <span className="chip chip--skeleton">{'\u00a0'}</span>
        </li>
      </ul>
    </div>
  );
}
