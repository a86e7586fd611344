import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { BonusAboutScreen } from './screens/about/BonusAboutScreen';

/**
 * The page's mount point must not share an id with an anchor the site links to: the spec's
 * '/about/bonus#app' ('Бонусы в приложении') scrolled to the React root, the top of the page,
 * while the root was `<div id="app">` (session 14's buyer walk).
 */
describe("index.html's mount point", () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  const mountId = /<div id="([^"]+)"><\/div>/.exec(html)?.[1];

  it('is the element the boot (src/app/boot.tsx) mounts into', () => {
    expect(mountId).toBeTruthy();
    expect(readFileSync(join(process.cwd(), 'src/app/boot.tsx'), 'utf8')).toContain(
      `getElementById('${mountId}')`,
    );
  });

  it("is not one of /about/bonus's anchors (#get, #how, #lost, #app)", () => {
    const { container } = render(
      <Router>
        <BonusAboutScreen />
      </Router>,
    );
    const anchors = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(anchors).toContain('app');
    expect(anchors).not.toContain(mountId);
  });
});
