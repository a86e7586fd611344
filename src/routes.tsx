import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PlaybillScreen } from './screens/playbill/PlaybillScreen';
import { NotFound } from './screens/pending/NotFound';
import { SectionPending } from './screens/pending/SectionPending';
import { Layout } from './ui/layout/Layout';

/** Pages of spec section 2 whose features land in later issues: title only, honestly. */
const PENDING: Array<[path: string, title: string]> = [
  ['/profile/bonuses', 'Бонусная карта'],
  ['/profile/wishlist', 'Хочу сходить'],
  ['/about/bonus', 'Бонусная программа'],
  ['/news', 'Новости'],
  ['/film/:slug', 'Страница фильма'],
];

/**
 * A screen in its own chunk, so the / route's script does not grow (docs/decisions/025): the
 * account screens bring react-hook-form and imask, which the playbill never needs.
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense
      fallback={
        <div className="page" role="status" aria-label="Загрузка">
          <span className="spinner" aria-hidden="true" />
        </div>
      }
    >
      <Screen />
    </Suspense>
  );
}

/** Every route of the spec's table (section 2). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <PlaybillScreen /> },
      { path: '/afisha', element: <PlaybillScreen /> },
      {
        path: '/login',
        element: lazyScreen(() => import('./screens/login/LoginScreen').then((m) => m.LoginScreen)),
      },
      {
        path: '/profile',
        element: lazyScreen(() =>
          import('./screens/profile/ProfileScreen').then((m) => m.ProfileScreen),
        ),
      },
      {
        path: '/profile/settings',
        element: lazyScreen(() =>
          import('./screens/profile/SettingsScreen').then((m) => m.SettingsScreen),
        ),
      },
      {
        path: '/order/:id',
        element: lazyScreen(() => import('./screens/order/OrderScreen').then((m) => m.OrderScreen)),
      },
      ...PENDING.map(([path, title]) => ({ path, element: <SectionPending title={title} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
