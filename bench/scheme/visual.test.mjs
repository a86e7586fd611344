// Visual tests of the scheme engine (issue 3, "How it is proven"): the four generated halls
// (300, 3,000, 30,000, 100,000 seats) at the fit scale and at scale 2, drawn by the real
// engine in Chromium (SwiftShader) into a 480x320 box, compared with reviewed reference PNGs
// in bench/scheme/visual/. The 300-seat hall has two prices, so its dearer seats carry the
// vip diamond; every case has two selected seats and three avatars (one broken, so the
// fallback shows) near the middle of the seats.
//
//   node --test bench/scheme/visual.test.mjs        compare with the references
//   node bench/scheme/visual.test.mjs --update       rewrite the references (review them!)
//   VISUAL_UPDATE=1 node --test bench/scheme/visual.test.mjs   the same, under the runner
//
// A failing case writes what it drew to .tmp/visual/<case>.png for comparison.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPages } from './build.mjs';
import { serve } from './server.mjs';
import { launch } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const refDir = path.join(here, 'visual');
const outDir = path.resolve(here, '../../.tmp/visual');
const update = process.argv.includes('--update') || process.env.VISUAL_UPDATE === '1';
/** A channel difference up to this is SwiftShader or font-hinting noise, not a change. */
const TOLERANCE = 48;
/** At most this share of pixels may differ by more than the tolerance. */
const MAX_SHARE = 0.004;
const W = 480;
const H = 320;

let server;
let browser;
let page;
before(async () => {
  server = await serve(await buildPages());
  browser = await launch();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
  });
  page = await context.newPage();
  await page.goto(`${server.url}/bench/scheme/page/index.html`);
  await page.waitForFunction(() => document.title === 'ready');
});
after(async () => {
  await browser?.close();
  await server?.close();
});

for (const seats of [300, 3000, 30000, 100000]) {
  for (const zoom of ['fit', '2']) {
    const name = `hall-${seats}-${zoom === 'fit' ? 'fit' : 'x2'}`;
    test(`${name}: the ${seats}-seat hall at ${zoom === 'fit' ? 'the fit scale' : 'scale 2'}`, async () => {
      const errors = [];
      const onError = (e) => errors.push(e.message);
      page.on('pageerror', onError);
      await page.evaluate(({ s, z }) => window.schemeVisual.show(s, z), { s: seats, z: zoom });
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: W, height: H } });
      page.off('pageerror', onError);
      assert.deepEqual(errors, []);
      const ref = path.join(refDir, `${name}.png`);
      if (update) {
        await mkdir(refDir, { recursive: true });
        await writeFile(ref, png);
        return;
      }
      const expected = await readFile(ref).catch(() => null);
      assert.ok(expected, `no reference ${ref}: run with --update and review it`);
      const res = await page.evaluate(({ a, e, t }) => window.schemeVisual.compare(a, e, t), {
        a: png.toString('base64'),
        e: expected.toString('base64'),
        t: TOLERANCE,
      });
      if (res.share > MAX_SHARE) {
        await mkdir(outDir, { recursive: true });
        await writeFile(path.join(outDir, `${name}.png`), png);
      }
      assert.ok(
        res.share <= MAX_SHARE,
        `${name}: ${res.differing} pixels (${(res.share * 100).toFixed(2)} %) differ by more than ` +
          `${TOLERANCE}; what was drawn is in .tmp/visual/${name}.png`,
      );
    });
  }
}
