import type { RouteObject } from 'react-router';
import { PlaybillScreen } from './screens/playbill/PlaybillScreen';
import { NotFound } from './screens/pending/NotFound';
import { SectionPending } from './screens/pending/SectionPending';
import { Layout } from './ui/layout/Layout';

/** Pages of spec section 2 whose features land in later issues: title only, honestly. */
const PENDING: Array<[path: string, title: string]> = [
  ['/login', 'Вход и регистрация'],
  ['/profile', 'Личный кабинет'],
  ['/profile/settings', 'Настройки профиля'],
  ['/profile/bonuses', 'Бонусная карта'],
  ['/profile/wishlist', 'Хочу сходить'],
  ['/about/bonus', 'Бонусная программа'],
  ['/news', 'Новости'],
  ['/film/:slug', 'Страница фильма'],
];

/** Every route of the spec's table (section 2). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <PlaybillScreen /> },
      { path: '/afisha', element: <PlaybillScreen /> },
      ...PENDING.map(([path, title]) => ({ path, element: <SectionPending title={title} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];
