// Screenshots of the running site at phone (390x844) and desktop (1440x900) sizes, to look at
// what we build. `node scripts/screenshots.mjs [--url http://…] [--out dir] [paths…]`.
// Without --url it starts the server on a fresh data directory. `--out docs/screenshots`
// refreshes the README's pictures.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { makeDataDir, removeDir, startServer } from './server-process.mjs';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
let url = opt('--url');
const out = opt('--out') ?? '.tmp/screens';
// The first visit asks for the city; `--ask` keeps that popup, otherwise it counts as asked.
const keepAsk = args.includes('--ask');
if (keepAsk) args.splice(args.indexOf('--ask'), 1);
const paths = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

let server;
let dataDir;
if (!url) {
  dataDir = makeDataDir('softkino-shots-');
  server = await startServer({ dataDir });
  url = server.baseUrl;
}
const browser = await launchChromium();
try {
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ]) {
    const context = await browser.newContext({
      viewport,
      locale: 'ru-RU',
      isMobile: label === 'phone',
      hasTouch: label === 'phone',
    });
    if (!keepAsk)
      await context.addInitScript(() => localStorage.setItem('askCity', String(Date.now())));
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(url + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name =
        (path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + `-${label}.png`;
      await page.screenshot({ path: join(out, name) });
      console.log(join(out, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
  if (dataDir) removeDir(dataDir);
}
