import { BrowserRouter, useRoutes } from 'react-router';
import { registerAuthPopups } from './flows/auth/registerAuthPopups';
import { registerPurchasePopups } from './flows/purchase/registerPurchasePopups';
import { routes } from './routes';

registerAuthPopups();
registerPurchasePopups();

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The client: one router over the spec's routes. Declarative mode, not the data router: the
 * data router costs 16 KB gzipped on the / route, past its 130 KB budget, and no loaders or
 * actions are used (docs/decisions/025-route-budget.md).
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
