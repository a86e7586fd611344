import { useState, type ComponentType } from 'react';
import { useSetAtom } from 'jotai';
import { Route, Switch, useLocation, useRoute } from 'wouter';
import { patternSource } from './app/routePreload';
import { chooseCityAtom } from './flows/city/city.atoms';
import { PlaybillScreen } from './screens/playbill/PlaybillScreen';
import { NotFound } from './screens/pending/NotFound';
import { ScreenFailed } from './screens/pending/ScreenFailed';
import { Layout } from './app/layout/Layout';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { preloadable, type Preloadable } from './ui/preloadable';

/**
 * The screens in chunks of their own, so the / route's script does not grow (docs/decisions/025):
 * the account screens bring react-hook-form and imask, which the playbill never needs. Each is
 * listed with the route pattern it is shown on, so the boot can ask for the screen of the address
 * being opened before the first render (decision 338).
 */
const LAZY_SCREENS: Array<[pattern: string, screen: Preloadable<never>]> = [];

function lazyScreen<P extends object>(
  pattern: string,
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  const screen = preloadable(load);
  LAZY_SCREENS.push([pattern, screen as unknown as Preloadable<never>]);
  return screen;
}

/**
 * Starts loading the screen shown at `pathname` (src/app/boot.tsx calls it before the first render), so
 * that by the time the route renders its code is there and it paints without a spinner between.
 * Resolves when it is loaded, at once for the screens in the entry, and also when it failed.
 */
export async function preloadScreenOf(pathname: string): Promise<void> {
  const match = LAZY_SCREENS.find(([pattern]) =>
    new RegExp(patternSource(pattern), 'i').test(pathname),
  );
  await match?.[1].preload().catch(() => {
    // The route's own render asks again and shows the failure.
  });
}

/** The screens that are a route each with nothing around them, in the order they match. */
const PLAIN_SCREENS: Array<[pattern: string, screen: Preloadable<object>]> = [];

function plainScreen(pattern: string, load: () => Promise<ComponentType>): void {
  PLAIN_SCREENS.push([pattern, lazyScreen(pattern, load)]);
}

/** The route patterns of the lazy screens (the build's preload table must list the same). */
export function lazyScreenPatterns(): string[] {
  return LAZY_SCREENS.map(([pattern]) => pattern);
}

function Loading() {
  return (
    <div className="page" role="status" aria-label="Загрузка">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

const LoginScreen = lazyScreen('/login', () =>
  import('./screens/login/LoginScreen').then((m) => m.LoginScreen),
);

/**
 * /login, remembering the hash it was entered with: on /login the #registration popup closes at
 * once and its host clears the hash 250 ms later, often before the lazy screen has loaded, and
 * wouter (unlike react-router) re-renders on that replaceState. The route mounts with the URL.
 */
function LoginRoute() {
  const [enteredOnRegistration] = useState(() => window.location.hash === '#registration');
  return <LoginScreen fallback={<Loading />} enteredOnRegistration={enteredOnRegistration} />;
}

plainScreen('/profile', () =>
  import('./screens/profile/ProfileScreen').then((m) => m.ProfileScreen),
);
plainScreen('/profile/settings', () =>
  import('./screens/profile/SettingsScreen').then((m) => m.SettingsScreen),
);
plainScreen('/order/:id', () => import('./screens/order/OrderScreen').then((m) => m.OrderScreen));
plainScreen('/tickets/:token', () =>
  import('./screens/order/TicketsScreen').then((m) => m.TicketsScreen),
);
// The account's and the information pages: each its own chunk, none in the / route.
plainScreen('/profile/bonuses', () =>
  import('./screens/bonuses/BonusesScreen').then((m) => m.BonusesScreen),
);
plainScreen('/profile/wishlist', () =>
  import('./screens/wishlist/WishlistScreen').then((m) => m.WishlistScreen),
);
plainScreen('/about/bonus', () =>
  import('./screens/about/BonusAboutScreen').then((m) => m.BonusAboutScreen),
);
plainScreen('/about/pd', () =>
  import('./screens/about/PdPolicyScreen').then((m) => m.PdPolicyScreen),
);
plainScreen('/about/pushkin', () =>
  import('./screens/about/PushkinScreen').then((m) => m.PushkinScreen),
);
// The rules checkout's 'Купить' accepts (decision 450).
plainScreen('/about/rules', () => import('./screens/about/RulesScreen').then((m) => m.RulesScreen));
// The film page: its own chunk with the comments and the review form (issue 15).
plainScreen('/film/:slug', () => import('./screens/film/FilmScreen').then((m) => m.FilmScreen));
// News and promotions (the playbill's tags lead here) and the vacancies (issue 15).
plainScreen('/news', () => import('./screens/news/NewsScreen').then((m) => m.NewsScreen));
plainScreen('/news/:slug', () =>
  import('./screens/news/NewsItemScreen').then((m) => m.NewsItemScreen),
);
plainScreen('/vacancies', () =>
  import('./screens/vacancies/VacanciesScreen').then((m) => m.VacanciesScreen),
);
// The list of the chain's lobby boards, for whoever sets a TV up (decision 432).
plainScreen('/lobby', () =>
  import('./screens/lobby/LobbyIndexScreen').then((m) => m.LobbyIndexScreen),
);
// Each cinema's link (issue 15): its halls' pictures bring the scheme engine's 2D scene.
const CinemaScreen = lazyScreen('/cinema/:slug', () =>
  import('./screens/cinema/CinemaScreen').then((m) => m.CinemaScreen),
);

/** /cinema/<slug>, given what the / route has already: the 404 screen and the chooser's atom. */
function CinemaRoute() {
  const choose = useSetAtom(chooseCityAtom);
  return <CinemaScreen fallback={<Loading />} notFound={<NotFound />} onChoose={choose} />;
}

// A cinema's lobby screen board (issue 16): full screen on a TV, outside the page frame.
const LobbyScreen = lazyScreen('/lobby/:cinema', () =>
  import('./screens/lobby/LobbyScreen').then((m) => m.LobbyScreen),
);

/**
 * Every route of the spec's table (section 2), inside the page frame; the lobby board bare. A
 * screen that fails (its code did not load, or it threw) shows the error in its place, with the
 * header and the footer kept; another address tries again.
 */
export function AppRoutes() {
  const [lobby] = useRoute('/lobby/:cinema');
  const [pathname] = useLocation();
  if (lobby) {
    return (
      <ErrorBoundary fallback={<ScreenFailed />} resetKey={pathname}>
        <LobbyScreen fallback={<Loading />} />
      </ErrorBoundary>
    );
  }
  return (
    <Layout>
      <ErrorBoundary fallback={<ScreenFailed />} resetKey={pathname}>
        <RouteSwitch />
      </ErrorBoundary>
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
      {PLAIN_SCREENS.map(([path, Screen]) => (
        <Route key={path} path={path}>
          <Screen fallback={<Loading />} />
        </Route>
      ))}
      <Route path="/cinema/:slug">
        <CinemaRoute />
      </Route>
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
