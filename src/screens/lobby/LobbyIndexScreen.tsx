import { lobbyAddress } from '@softkino/contract/addresses';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { currentCityAtom } from '../../flows/city/city.atoms';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useChainCities } from './useChainCities';
import './lobbyIndex.css';

export const LOBBY_INDEX_TITLE = 'Табло сеансов для фойе';

/**
 * /lobby: the chain's lobby boards, city by city, for whoever sets up a cinema's TV
 * (decision 432): each board's address to type on the TV, and a link that opens it.
 */
export function LobbyIndexScreen() {
  useDocumentTitle(LOBBY_INDEX_TITLE);
  const [state, { reload, set }] = useChainCities();
  // The city the visitor chose comes first (decision 473): staff set up their own cinema's TV,
  // and the chain's order put Екатеринбург above Челябинск for a Челябинск visitor.
  const chosenCityId = useAtomValue(currentCityAtom)?.cityId ?? null;
  const origin = window.location.origin;
  return (
    <section className="page lobby-index" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LOBBY_INDEX_TITLE}
      </h1>
      <p className="lobby-index__lead">
        Ближайшие сеансы кинотеатра с QR-кодами для покупки билетов — на экране в фойе. Откройте
        адрес табло в браузере телевизора и включите полноэкранный режим: табло само обновляет
        сеансы и свободные места.
      </p>
      <p className="lobby-index__note">
        Фильмов больше четырёх — табло делится на экраны и пишет вверху справа, сколько их: «Экран 1
        из 2». Для второго телевизора добавьте к адресу <code>?screen=2</code>, для третьего —{' '}
        <code>?screen=3</code>.
      </p>
      {state.status === 'loading' && (
        <p className="lobby-index__status" role="status">
          <span className="spinner" aria-hidden="true" /> Загружаем кинотеатры...
        </p>
      )}
      {state.status === 'error' && (
        <div className="lobby-index__status">
          <p role="alert">{state.error.message}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              // The spinner while it asks again, so the press is seen to do something.
              set(() => ({ status: 'loading' }));
              reload();
            }}
          >
            Попробовать еще раз
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        state.cities
          .filter((city) => city.cinemas.length > 0)
          .sort((a, b) => Number(b.id === chosenCityId) - Number(a.id === chosenCityId))
          .map((city) => (
            <section
              key={city.id}
              className="lobby-index__city"
              aria-labelledby={`lobby-city-${city.id}`}
            >
              <h2 id={`lobby-city-${city.id}`} className="lobby-index__city-name">
                {city.name}
              </h2>
              <ul className="lobby-index__list">
                {city.cinemas.map((cinema) => {
                  const address = lobbyAddress(cinema);
                  return (
                    <li key={cinema.id} className="lobby-index__cinema">
                      <div className="lobby-index__place">
                        <Link className="lobby-index__name" href={cinema.link}>
                          {cinema.name}
                        </Link>
                        <span className="lobby-index__address">{cinema.address}</span>
                      </div>
                      <code className="lobby-index__url">{`${origin}${address}`}</code>
                      <a
                        className="button button--ghost lobby-index__open"
                        href={address}
                        aria-label={`Открыть табло: ${cinema.name}`}
                      >
                        Открыть табло
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
    </section>
  );
}
