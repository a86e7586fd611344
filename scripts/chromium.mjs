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

/** Launch Debian's Chromium with the flags this machine needs, plus any extra ones. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}
