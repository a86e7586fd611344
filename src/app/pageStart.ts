/**
 * The page's inline script (decisions 219, 421): the build bundles this module on its own, with
 * the route table (PAGE_PRELOADS), and writes it into index.html (vite.config.ts, routePreload),
 * where it runs as the page is parsed, before any of the page's code has arrived. It asks for
 * what the page at this address will need first, so that it comes with the page's code rather
 * than a round trip after that code has run:
 * - the GETs its screens make first (src/app/bootRequests.ts), which the boot hands to them
 *   (http.startEarly), and for a visitor with no city chosen the city's playbill once user/geo
 *   has answered, which the screen's own GET takes (http's send);
 * - the code of the route's screen, and of the signed-in header for a browser that remembers a
 *   sign-in (modulepreload and style preloads, which Vite's loader then reuses).
 */
import { startInlineGets } from '../api/earlyGets';
import { settleServerSignOut } from '../flows/auth/session';
import { bootRequests, bootVisitor, geoFollowUp } from './bootRequests';
import { addPreloadLinks, preloadsFor, type PagePreloads } from './routePreload';

declare const PAGE_PRELOADS: PagePreloads;

// A page the server's sign-out redirected to asks nothing as the signed-in browser it was.
settleServerSignOut();
const visitor = bootVisitor();
// The GETs first: small, and each waits on the server while the code downloads.
// With no city chosen, the city's playbill follows user/geo's answer (decision 425).
startInlineGets(
  bootRequests(location.pathname, visitor),
  window,
  geoFollowUp(location.pathname, visitor),
);
addPreloadLinks(preloadsFor(PAGE_PRELOADS, location.pathname, visitor.signedIn), document.head);
