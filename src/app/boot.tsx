/**
 * The page's boot, loaded by the entry (src/main.tsx) once zod and the contract are evaluated
 * (decision 420): the popups of the page's anchors, the boot requests, and the first render.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { earlyGetsSettled, startEarly } from '../api/http';
import { preloadUserContract } from '../api/user';
import { bootRequests, bootVisitor } from './bootRequests';
import { SignedInCorner } from '../flows/auth/HeaderAccount';
import { storedUserId } from '../flows/auth/session';
import { registerCityPopups } from '../flows/city/registerCityPopups';
import { preloadScreenOf } from '../routes';
import { applyBrandTheme } from '../styles/theme';
import { registerBannerPopup } from '../ui/banner/registerBannerPopup';
import { watchHistoryScroll } from './navigationScroll';
import { registerAuthPopups } from '../flows/auth/registerAuthPopups';
import { registerCardActivatePopup } from '../flows/cardActivate/registerCardActivatePopup';
import { registerPurchasePopups } from '../flows/purchase/registerPurchasePopups';
import { registerSubmissionPopups } from '../flows/submissions/registerSubmissionPopups';
import { registerWatchPopup } from '../flows/watch/registerWatchPopup';
import { settleLikeIntent } from '../flows/wishlist/likeAfterSignIn';
// In the boot's stylesheet, after its own styles (decision 424): the forms' and the signed-in
// header's, which a signed-in buyer's pages need before they paint, and which were each a
// stylesheet of its own that the page asked for ahead of the boot's script.
import '../ui/form/form.css';
import '../flows/auth/headerAccount.css';

// The popups of the page's anchors, and the scroll memory of Back and Forward (decision 369).
registerAuthPopups();
registerPurchasePopups();
registerWatchPopup();
registerCardActivatePopup();
registerSubmissionPopups();
watchHistoryScroll();

// What the page's screens will ask for first, asked now, while their code loads (decision 334).
for (const url of bootRequests(location.pathname, bootVisitor())) startEarly(url);
// A like a guest asked for before signing in is added on the first page signed in, whichever
// page the sign-in went to (decision 433); the screens that show the wishlist wait for it.
// After the boot GETs: on /profile/wishlist its read of the list takes the early one.
void settleLikeIntent();
// And the code of the screen at this address and of the signed-in header (decision 338), with
// the profile's schemas, which the header's profile request parses with (decision 420).
const screenCode = preloadScreenOf(location.pathname);
if (storedUserId() !== null) {
  void SignedInCorner.preload().catch(() => undefined);
  preloadUserContract();
}
applyBrandTheme(document.documentElement);
registerCityPopups();
registerBannerPopup();

/**
 * The first render waits for the screen's code, which the page's inline script asked for beside
 * this one, so it is usually here already: the page then appears with its screen rather than a
 * spinner, and the screen mounts with the header, sharing its first requests. It also waits for
 * the boot GETs (started by the same inline script, decision 421), so a screen that reads them
 * (the order page) paints with its content. Never longer than SCREEN_WAIT_MS: a slow or failed
 * chunk or GET shows the spinner (or the error) as before.
 */
const SCREEN_WAIT_MS = 300;

/**
 * The first render runs as a transition (decision 422): React renders it in slices of a few
 * milliseconds with the browser's turn between them, not in one task that a phone's CPU stretches
 * past 150 ms while the page can answer nothing. The page is not later for it: the tree commits
 * whole, once rendered.
 */
function renderApp() {
  const mount = document.getElementById('root');
  if (!mount) return;
  const root = createRoot(mount);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void Promise.race([
  Promise.all([screenCode, earlyGetsSettled()]),
  new Promise<void>((resolve) => setTimeout(resolve, SCREEN_WAIT_MS)),
]).then(renderApp);
