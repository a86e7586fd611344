import { useSetAtom } from 'jotai';
import { useDeferredValue, useEffect, useState } from 'react';
import { loadWishlist } from '../../flows/wishlist/likeAfterSignIn';
import { CityStaticBlock } from '../../flows/city/CityStaticBlock';
import { useCities, useCurrentPlace } from '../../flows/city/useCities';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LoadingText } from './LoadingText';
import { PlaybillDayView } from './PlaybillDayView';
import { wishlistAtom } from './playbill.atoms';
import { usePlaybill } from './usePlaybill';
import './playbill.css';

export const PLAYBILL_TITLE = 'Расписание сеансов';

/** The playbill (/ and /afisha): city and cinema, the day strip and the films of the day. */
export function PlaybillScreen() {
  useDocumentTitle(PLAYBILL_TITLE);
  const { cities, error: citiesError } = useCities();
  const place = useCurrentPlace(cities);
  const [attempt, setAttempt] = useState(0);
  // The day's films are the page's heaviest render: React renders them in slices, yielding
  // between them, so no long task blocks the buyer's first taps (decision 220).
  const live = usePlaybill(place?.city.id ?? null, place?.cinema?.id ?? null, attempt);
  const state = useDeferredValue(live);
  // Busy while the shown films are not yet the chosen place's: loading, or the last place's
  // films still on screen while React renders the new ones (assistive technology waits for the
  // change to finish, and so do the end-to-end tests).
  const busy = state !== live || state.status === 'loading';
  const setWishlist = useSetAtom(wishlistAtom);

  useEffect(() => {
    // A guest has no wishlist: any failure simply leaves every toggle off.
    loadWishlist().then(setWishlist, () => setWishlist([]));
  }, [setWishlist]);

  return (
    <section
      id="playbill"
      className="page playbill"
      aria-labelledby="playbill-title"
      aria-busy={busy}
    >
      <div className="playbill__head">
        <h1 id="playbill-title" className="page__title">
          {PLAYBILL_TITLE}
        </h1>
        <CityStaticBlock />
      </div>
      {citiesError ? (
        <PlaybillFailure message={citiesError.message} onRetry={() => window.location.reload()} />
      ) : state.status === 'loading' ? (
        <LoadingText />
      ) : state.status === 'error' ? (
        <PlaybillFailure message={state.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <PlaybillDayView
          key={`${place?.city.id}:${place?.cinema?.id}`}
          reply={state.reply}
          timeZone={place?.city.timezone}
        />
      )}
    </section>
  );
}

function PlaybillFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="playbill-failure">
      <p>Не удалось загрузить расписание. {message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Обновить
      </button>
    </div>
  );
}
