// Where Debian's Chromium lives and how we launch it: one place for e2e tests, benchmarks and
// screenshots (playwright-core's own browser download does not work on this machine).
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    throw new Error('Chromium is missing: run `apt-get install -y chromium` (npm test does it).');
  }
}

/**
 * Chromium 156 loads the address bar's popups (two WebUI pages, `chrome://omnibox-popup...`) for
 * every window, so for every browser context, although a headless browser never shows them:
 * about 0.7 s of CPU each, a third of Chromium's CPU in an e2e file (decision 382).
 */
const HIDDEN_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * playwright-core 1.65's own `--disable-features` list (chromiumSwitches.ts). Chromium reads only
 * the last `--disable-features` switch, and Playwright's comes before ours: ours repeats it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/** Launch Debian's Chromium with the flags this machine needs, plus any extra ones. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      ...CHROMIUM_FLAGS,
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HIDDEN_UI_FEATURES].join(',')}`,
      ...extraArgs,
    ],
  });
}
