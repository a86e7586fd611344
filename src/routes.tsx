import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useSetAtom } from 'jotai';
import { Route, Switch, useRoute } from 'wouter';
import { chooseCityAtom } from './flows/city/city.atoms';
import { PlaybillScreen } from './screens/playbill/PlaybillScreen';
import { NotFound } from './screens/pending/NotFound';
import { Layout } from './app/layout/Layout';

/**
 * A screen in its own chunk, so the / route's script does not grow (docs/decisions/025): the
 * account screens bring react-hook-form and imask, which the playbill never needs.
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

function Loading() {
  return (
    <div className="page" role="status" aria-label="Загрузка">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

const LoginScreen = lazy(() =>
  import('./screens/login/LoginScreen').then((m) => ({ default: m.LoginScreen })),
);

/**
 * /login, remembering the hash it was entered with: on /login the #registration popup closes at
 * once and its host clears the hash 250 ms later, often before the lazy screen has loaded, and
 * wouter (unlike react-router) re-renders on that replaceState. The route mounts with the URL.
 */
function LoginRoute() {
  const [enteredOnRegistration] = useState(() => window.location.hash === '#registration');
  return (
    <Suspense fallback={<Loading />}>
      <LoginScreen enteredOnRegistration={enteredOnRegistration} />
    </Suspense>
  );
}

// Built once at module load, as the route table was: React.lazy must not be re-created per render.
const PROFILE = lazyScreen(() =>
  import('./screens/profile/ProfileScreen').then((m) => m.ProfileScreen),
);
const SETTINGS = lazyScreen(() =>
  import('./screens/profile/SettingsScreen').then((m) => m.SettingsScreen),
);
const ORDER = lazyScreen(() => import('./screens/order/OrderScreen').then((m) => m.OrderScreen));
const TICKETS = lazyScreen(() =>
  import('./screens/order/TicketsScreen').then((m) => m.TicketsScreen),
);
// The account's and the information pages: each its own chunk, none in the / route.
const BONUSES = lazyScreen(() =>
  import('./screens/bonuses/BonusesScreen').then((m) => m.BonusesScreen),
);
const WISHLIST = lazyScreen(() =>
  import('./screens/wishlist/WishlistScreen').then((m) => m.WishlistScreen),
);
const ABOUT_BONUS = lazyScreen(() =>
  import('./screens/about/BonusAboutScreen').then((m) => m.BonusAboutScreen),
);
const ABOUT_PD = lazyScreen(() =>
  import('./screens/about/PdPolicyScreen').then((m) => m.PdPolicyScreen),
);
// The film page: its own chunk with the comments and the review form (issue 15).
const FILM = lazyScreen(() => import('./screens/film/FilmScreen').then((m) => m.FilmScreen));
// News and promotions (the playbill's tags lead here) and the vacancies (issue 15).
const NEWS = lazyScreen(() => import('./screens/news/NewsScreen').then((m) => m.NewsScreen));
const NEWS_ITEM = lazyScreen(() =>
  import('./screens/news/NewsItemScreen').then((m) => m.NewsItemScreen),
);
const VACANCIES = lazyScreen(() =>
  import('./screens/vacancies/VacanciesScreen').then((m) => m.VacanciesScreen),
);
// Each cinema's link (issue 15): its halls' pictures bring the scheme engine's 2D scene.
const CinemaScreen = lazy(() =>
  import('./screens/cinema/CinemaScreen').then((m) => ({ default: m.CinemaScreen })),
);

/** /cinema/<slug>, given what the / route has already: the 404 screen and the chooser's atom. */
function CinemaRoute() {
  const choose = useSetAtom(chooseCityAtom);
  return (
    <Suspense fallback={<Loading />}>
      <CinemaScreen notFound={<NotFound />} onChoose={choose} />
    </Suspense>
  );
}
const ABOUT_PUSHKIN = lazyScreen(() =>
  import('./screens/about/PushkinScreen').then((m) => m.PushkinScreen),
);

// A cinema's lobby screen board (issue 16): full screen on a TV, outside the page frame.
const LOBBY = lazyScreen(() => import('./screens/lobby/LobbyScreen').then((m) => m.LobbyScreen));

/** Every route of the spec's table (section 2), inside the page frame; the lobby board bare. */
export function AppRoutes() {
  const [lobby] = useRoute('/lobby/:cinema');
  if (lobby) return LOBBY;
  return (
    <Layout>
      <RouteSwitch />
    </Layout>
  );
}

/**
 * The screen of the current path. wouter's patterns match case-insensitively and allow one
 * trailing slash ('/profile/bonuses/'), as react-router did; the first match wins, and the
 * path-less last route is the 404.
 */
export function RouteSwitch() {
  return (
    <Switch>
      <Route path="/">
        <PlaybillScreen />
      </Route>
      <Route path="/afisha">
        <PlaybillScreen />
      </Route>
      <Route path="/login">
        <LoginRoute />
      </Route>
      <Route path="/profile">{PROFILE}</Route>
      <Route path="/profile/settings">{SETTINGS}</Route>
      <Route path="/order/:id">{ORDER}</Route>
      <Route path="/tickets/:token">{TICKETS}</Route>
      <Route path="/profile/bonuses">{BONUSES}</Route>
      <Route path="/profile/wishlist">{WISHLIST}</Route>
      <Route path="/about/bonus">{ABOUT_BONUS}</Route>
      <Route path="/about/pd">{ABOUT_PD}</Route>
      <Route path="/about/pushkin">{ABOUT_PUSHKIN}</Route>
      <Route path="/film/:slug">{FILM}</Route>
      <Route path="/news">{NEWS}</Route>
      <Route path="/news/:slug">{NEWS_ITEM}</Route>
      <Route path="/vacancies">{VACANCIES}</Route>
      <Route path="/cinema/:slug">
        <CinemaRoute />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
