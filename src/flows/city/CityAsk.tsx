import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { fetchGeo } from '../../api/cinema';
import { openPopup } from '../../ui/popups/openPopup';
import { chooseCityAtom, currentCityAtom, suggestedCityIdAtom } from './city.atoms';
import { asksCityOnPage, shouldAskCity } from './cityRules';
import { readAskCityStamp, saveAskCityStamp } from './cityStorage';

/**
 * Runs once per page view: learns the visitor's city from user/geo when nothing is stored, then
 * opens the chooser when the ask rule says so (docs/decisions/021-city-question.md).
 */
export function CityAsk() {
  const store = useStore();
  const choose = useSetAtom(chooseCityAtom);
  const suggest = useSetAtom(suggestedCityIdAtom);

  useEffect(() => {
    let live = true;
    async function run() {
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
      if (!live) return;
      const now = Date.now();
      if (!asksCityOnPage(window.location.pathname)) return;
      if (shouldAskCity(now, readAskCityStamp(), store.get(currentCityAtom) !== null)) {
        saveAskCityStamp(now);
        // Never cover a popup the visitor opened by link (#buy=..., #report-popup...).
        if (!window.location.hash) openPopup('landing-popup');
      }
    }
    void run();
    return () => {
      live = false;
    };
  }, [store, choose, suggest]);

  return null;
}
