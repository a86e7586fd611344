// Visual check of the hall demo: builds, serves and screenshots it at phone and desktop sizes
// into .tmp/hall-demo-*.png, and prints page errors if any.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { buildPages } from './build.mjs';
import { serve } from './server.mjs';
import { launch } from './browser.mjs';

const out = path.resolve('.tmp');
await mkdir(out, { recursive: true });
const dist = await buildPages();
const server = await serve(dist);
const browser = await launch();
try {
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
    await page.goto(`${server.url}/src/dev/hall-demo/index.html`);
    await page.waitForSelector('canvas');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: path.join(out, `hall-demo-${w}.png`) });
    if (process.argv.includes('--zoom')) {
      const box = await page.locator('canvas').boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      for (let i = 0; i < 4; i++) await page.getByLabel('Приблизить').click();
      await page.waitForTimeout(500);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2);
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(out, `hall-demo-${w}-zoom.png`) });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log('screenshots in', out);
