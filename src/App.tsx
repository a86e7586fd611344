import { Router } from 'wouter';
import { scrollOnNavigate } from './app/navigationScroll';
import { AppRoutes } from './routes';

/**
 * The client: one router over the spec's routes. wouter rather than react-router: react-router
 * cost ~12.7 KB gzipped on the / route, which sat just past its 130 KB budget, and the client
 * uses nothing beyond matching, links and redirects (docs/decisions/025-route-budget.md). Its
 * navigations open a new page at the top, and Back returns to where the page was left
 * (scrollOnNavigate). The page's popups and the history watch are started by src/app/boot.tsx, so a
 * test may render the app without them.
 */
export function App() {
  return (
    <Router aroundNav={scrollOnNavigate}>
      <AppRoutes />
    </Router>
  );
}
