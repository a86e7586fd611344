import { describe, expect, it } from 'vitest';
import {
  bootFiles,
  bootLinks,
  patternSource,
  preloadScript,
  routePreloads,
  type ChunkInfo,
} from './routePreload';

const chunk = (fileName: string, more: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  css: [],
  ...more,
});

const CHUNKS: ChunkInfo[] = [
  chunk('assets/index.js', {
    isEntry: true,
    facadeModuleId: '/app/index.html',
    imports: ['assets/react.js'],
    css: ['assets/index.css'],
  }),
  chunk('assets/react.js'),
  chunk('assets/Login.js', {
    facadeModuleId: '/app/src/screens/login/LoginScreen.tsx',
    imports: ['assets/react.js', 'assets/panel.js'],
    css: ['assets/Login.css'],
  }),
  chunk('assets/panel.js', { imports: ['assets/mask.js'], css: ['assets/auth.css'] }),
  chunk('assets/mask.js'),
];

describe('route preloads', () => {
  it('match a route as wouter does: any case, one trailing slash, a :param segment', () => {
    const order = new RegExp(patternSource('/order/:id'), 'i');
    expect(order.test('/order/42')).toBe(true);
    expect(order.test('/ORDER/42/')).toBe(true);
    expect(order.test('/order/')).toBe(false);
    expect(order.test('/order/42/x')).toBe(false);
    const login = new RegExp(patternSource('/login'), 'i');
    expect(login.test('/login/')).toBe(true);
    expect(login.test('/loginx')).toBe(false);
  });

  it("list a screen's chunk, its static imports and their stylesheets, not what the entry loads", () => {
    const table = routePreloads(
      CHUNKS,
      [['/login', 'src/screens/login/LoginScreen.tsx']],
      '/app',
      '/static/',
    );
    expect(table).toHaveLength(1);
    const [, files] = table[0]!;
    expect(files.sort()).toEqual(
      [
        '/static/assets/Login.js',
        '/static/assets/panel.js',
        '/static/assets/mask.js',
        '/static/assets/Login.css',
        '/static/assets/auth.css',
      ].sort(),
    );
  });

  it('fail the build when a listed screen has no chunk of its own', () => {
    expect(() => routePreloads(CHUNKS, [['/gone', 'src/screens/Gone.tsx']], '/app', '/')).toThrow(
      /no chunk of its own for src\/screens\/Gone\.tsx/,
    );
  });

  it('add the links of the matching route only, scripts as modulepreload, styles as preload', () => {
    const script = preloadScript([
      ['^/profile/?$', ['/static/a/Profile.js']],
      ['^/login/?$', ['/static/a/Login.js', '/static/a/Login.css']],
    ]);
    window.history.replaceState(null, '', '/login');
    const before = document.head.querySelectorAll('link').length;
    new Function(script)();
    const added = [...document.head.querySelectorAll('link')].slice(before);
    expect(
      added.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')]),
    ).toEqual([
      ['modulepreload', '/static/a/Login.js', ''],
      ['preload', '/static/a/Login.css', ''],
    ]);
    expect(added[1]!.getAttribute('as')).toBe('style');
    added.forEach((l) => l.remove());
  });
});

/** The entry of decision 420: a static import of Vite's helper, the boot stages by import(). */
const STAGED: ChunkInfo[] = [
  chunk('assets/index.js', {
    isEntry: true,
    facadeModuleId: '/app/index.html',
    imports: ['assets/preload.js'],
    dynamicImports: ['assets/shared.js', 'assets/boot.js'],
    css: ['assets/index.css'],
  }),
  chunk('assets/preload.js'),
  chunk('assets/shared.js', { imports: ['assets/runtime.js'] }),
  chunk('assets/runtime.js'),
  chunk('assets/boot.js', {
    imports: ['assets/shared.js', 'assets/runtime.js', 'assets/preload.js'],
    dynamicImports: ['assets/Login.js'],
    css: ['assets/boot.css'],
  }),
  chunk('assets/Login.js', {
    facadeModuleId: '/app/src/screens/login/LoginScreen.tsx',
    imports: ['assets/boot.js', 'assets/shared.js', 'assets/panel.js'],
    css: ['assets/Login.css'],
  }),
  chunk('assets/panel.js', { css: ['assets/auth.css'] }),
];

describe('boot files', () => {
  it("are the entry's import() stages with their static imports, not what the entry imports", () => {
    const { scripts, styles } = bootFiles(STAGED);
    expect(scripts.sort()).toEqual(['assets/boot.js', 'assets/runtime.js', 'assets/shared.js']);
    // Not a lazy screen that a stage imports with import(): only the address's own route asks.
    expect(scripts).not.toContain('assets/Login.js');
    expect(styles).toEqual(['assets/boot.css']);
  });

  it('are left out of the route preloads, which every page already has', () => {
    const [[, files]] = routePreloads(
      STAGED,
      [['/login', 'src/screens/login/LoginScreen.tsx']],
      '/app',
      '/static/',
    ) as [[string, string[]]];
    expect(files.sort()).toEqual(
      [
        '/static/assets/Login.js',
        '/static/assets/panel.js',
        '/static/assets/Login.css',
        '/static/assets/auth.css',
      ].sort(),
    );
  });

  it('become stylesheet links first, then modulepreload links, crossorigin as Vite writes them', () => {
    expect(
      bootLinks({ scripts: ['assets/boot.js'], styles: ['assets/boot.css'] }, '/static/'),
    ).toBe(
      '<link rel="stylesheet" crossorigin href="/static/assets/boot.css">\n    ' +
        '<link rel="modulepreload" crossorigin href="/static/assets/boot.js">',
    );
  });

  it('are none for an entry without stages', () => {
    expect(bootFiles(CHUNKS)).toEqual({ scripts: [], styles: [] });
  });
});
