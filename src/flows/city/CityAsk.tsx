import { useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchGeo } from '../../api/cinema';
import { openPopup } from '../../ui/popups/openPopup';
import { storedUserId } from '../auth/session';
import { adoptGeoCityAtom, currentCityAtom, suggestedCityIdAtom } from './city.atoms';
import { asksCityOnPage, shouldAskCity } from './cityRules';
import { readAskCityStamp, saveAskCityStamp } from './cityStorage';

/**
 * Learns the visitor's city from user/geo once per load when nothing is stored, then opens the
 * chooser when the ask rule says so, on the first page that shows the city's sessions and has
 * no popup open by link: a visitor who lands on /login, or on /afisha#buy=5, is asked on the
 * next such page. The question is stamped only when it is asked, or when the visitor chooses a
 * city (docs/decisions/021-city-question.md, 435).
 */
export function CityAsk() {
  const store = useStore();
  const adopt = useSetAtom(adoptGeoCityAtom);
  const suggest = useSetAtom(suggestedCityIdAtom);
  const [pathname] = useLocation();
  const [placeKnown, setPlaceKnown] = useState(false);

  useEffect(() => {
    let live = true;
    async function learn() {
      if (store.get(currentCityAtom) === null) {
        try {
          const geo = await fetchGeo();
          if (!live) return;
          // 'Y': the city cookie of an earlier choice survived a cleared storage.
          if (geo.validate === 'Y') adopt({ cityId: geo.city_id, cinemaId: null });
          else suggest(geo.city_id);
        } catch {
          // No guess: the default city stands.
        }
      }
      if (live) setPlaceKnown(true);
    }
    void learn();
    return () => {
      live = false;
    };
  }, [store, adopt, suggest]);

  useEffect(() => {
    if (!placeKnown || !asksCityOnPage(pathname, storedUserId() !== null)) return;
    // A popup opened by link (#buy=..., #report-popup...) is not covered, and nothing is
    // stamped: the question waits for the next page. Not followed on popstate or hashchange:
    // listening there broke the purchase popup's keeping of its seats on Back (decision 435).
    if (window.location.hash !== '') return;
    const now = Date.now();
    if (shouldAskCity(now, readAskCityStamp(), store.get(currentCityAtom) !== null)) {
      saveAskCityStamp(now);
      openPopup('landing-popup');
    }
  }, [placeKnown, pathname, store]);

  return null;
}
