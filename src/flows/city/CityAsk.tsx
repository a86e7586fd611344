import { useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchGeo } from '../../api/cinema';
import { openPopup } from '../../ui/popups/openPopup';
import { chooseCityAtom, currentCityAtom, suggestedCityIdAtom } from './city.atoms';
import { asksCityOnPage, shouldAskCity } from './cityRules';
import { readAskCityStamp, saveAskCityStamp } from './cityStorage';

/**
 * Learns the visitor's city from user/geo once per load when nothing is stored, then opens the
 * chooser when the ask rule says so, on the first page that depends on the city: a visitor who
 * lands on /login is asked on the page the sign-in leads to (docs/decisions/021-city-question.md,
 * 435).
 */
export function CityAsk() {
  const store = useStore();
  const choose = useSetAtom(chooseCityAtom);
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
          if (geo.validate === 'Y') choose({ cityId: geo.city_id, cinemaId: null });
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
  }, [store, choose, suggest]);

  useEffect(() => {
    if (!placeKnown || !asksCityOnPage(pathname)) return;
    const now = Date.now();
    if (shouldAskCity(now, readAskCityStamp(), store.get(currentCityAtom) !== null)) {
      saveAskCityStamp(now);
      // Never cover a popup the visitor opened by link (#buy=..., #report-popup...).
      if (!window.location.hash) openPopup('landing-popup');
    }
  }, [placeKnown, pathname, store]);

  return null;
}
