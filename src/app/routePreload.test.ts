import { describe, expect, it } from 'vitest';
import {
  addPreloadLinks,
  bootFiles,
  bootLinks,
  pagePreloads,
  patternSource,
  preloadsFor,
  routePreloads,
  SIGNED_IN_MODULE,
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

  it("ask for the matching route's files only, and the signed-in corner's for a signed-in browser", () => {
    const table = {
      routes: [
        ['^/profile/?$', ['/s/Profile.js', '/s/auth.js']],
        ['^/login/?$', ['/s/Login.js', '/s/Login.css']],
      ] as Array<[string, string[]]>,
      signedIn: ['/s/Corner.js', '/s/auth.js', '/s/Corner.css'],
    };
    expect(preloadsFor(table, '/LOGIN/', false)).toEqual(['/s/Login.js', '/s/Login.css']);
    expect(preloadsFor(table, '/', false)).toEqual([]);
    expect(preloadsFor(table, '/', true)).toEqual(table.signedIn);
    // Each file once: the corner's shared chunk is already the route's.
    expect(preloadsFor(table, '/profile', true)).toEqual([
      '/s/Profile.js',
      '/s/auth.js',
      '/s/Corner.js',
      '/s/Corner.css',
    ]);
  });

  it('list the signed-in corner beside the routes, and fail the build when it is not lazy', () => {
    const withCorner = [
      ...CHUNKS,
      chunk('assets/Corner.js', {
        facadeModuleId: `/app/${SIGNED_IN_MODULE}`,
        imports: ['assets/react.js', 'assets/panel.js'],
        css: ['assets/corner.css'],
      }),
    ];
    const table = pagePreloads(
      withCorner,
      [['/login', 'src/screens/login/LoginScreen.tsx']],
      '/app',
      '/s/',
    );
    expect(table.routes).toEqual(
      routePreloads(withCorner, [['/login', 'src/screens/login/LoginScreen.tsx']], '/app', '/s/'),
    );
    expect([...table.signedIn].sort()).toEqual(
      [
        '/s/assets/Corner.js',
        '/s/assets/panel.js',
        '/s/assets/mask.js',
        '/s/assets/corner.css',
        '/s/assets/auth.css',
      ].sort(),
    );
    expect(() => pagePreloads(CHUNKS, [], '/app', '/')).toThrow(/the signed-in header/);
  });

  it('become links: scripts as modulepreload, styles as preload, crossorigin as Vite writes them', () => {
    const before = document.head.querySelectorAll('link').length;
    addPreloadLinks(['/static/a/Login.js', '/static/a/Login.css'], document.head);
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
