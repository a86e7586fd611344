import { Router } from 'wouter';
import { registerAuthPopups } from './flows/auth/registerAuthPopups';
import { registerCardActivatePopup } from './flows/cardActivate/registerCardActivatePopup';
import { registerPurchasePopups } from './flows/purchase/registerPurchasePopups';
import { registerSubmissionPopups } from './flows/submissions/registerSubmissionPopups';
import { registerWatchPopup } from './flows/watch/registerWatchPopup';
import { AppRoutes } from './routes';

registerAuthPopups();
registerPurchasePopups();
registerWatchPopup();
registerCardActivatePopup();
registerSubmissionPopups();

/**
 * The client: one router over the spec's routes. wouter rather than react-router: react-router
 * cost ~12.7 KB gzipped on the / route, which sat just past its 130 KB budget, and the client
 * uses nothing beyond matching, links and redirects (docs/decisions/025-route-budget.md).
 */
export function App() {
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}
