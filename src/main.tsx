import './styles/global.css';

/**
 * The page's entry: a few lines that load the rest in two stages, each evaluated in a task of its
 * own (decision 420). Evaluated at once, zod with the contract's schemas and React DOM with the
 * app were one task of about 50 ms on this machine, which a phone's slower CPU stretches to some
 * 200 ms during which the page can answer nothing (Lighthouse's total blocking time counted it in
 * full). The files are no later for it: index.html asks for them with the entry (modulepreload).
 *
 * 1. src/api/http, in the shared chunk: zod, jotai, and the boot's API calls with the contract's
 *    schemas they parse with (vite.config.ts, BOOT_API);
 * 2. after a yield to the browser, src/app/boot.tsx: the popups, the boot requests and the first
 *    render (React DOM, the app shell, the screen of the address).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void (async () => {
  await import('./api/http');
  await nextTask();
  await import('./app/boot');
})();
