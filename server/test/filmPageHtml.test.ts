import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filmDescription } from '../src/filmMeta';
import { useAppsOverClient } from './helpers/app';

/**
 * A film link's HTML (docs/decisions/265): the page's title, description and Open Graph tags
 * for the film, so a link shared in a messenger shows its poster and name; an unknown film is
 * the app's page with a 404.
 */
// As Vite writes it: the description over several lines, the preload script before </head>.
const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="СофтКино — расписание сеансов и билеты онлайн в кинотеатрах с мягкими креслами."
    />
    <title>СофтКино — расписание сеансов и билеты в кино</title>
    <script>/* route preloads */</script>
  </head>
  <body><div id="app"></div></body>
</html>`;
const { app, withOrigin, db: testDb } = useAppsOverClient('softkino-film-html-', INDEX);

function meta(html: string, property: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`);
  return re.exec(html)?.[1];
}

describe('GET /film/<slug>', () => {
  it("carries the film's title, description and Open Graph tags with absolute addresses", async () => {
    const res = await app().inject({
      method: 'GET',
      url: '/film/severnyj-veter',
      headers: { host: 'localhost:3911' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Северный ветер — СофтКино</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Северный ветер');
    expect(meta(html, 'og:url')).toBe('http://localhost:3911/film/severnyj-veter');
    expect(meta(html, 'og:image')).toMatch(
      /^http:\/\/localhost:3911\/static\/media\/posters\/severnyj-veter-desktop\.[0-9a-f.]*(jpg|svg)$/,
    );
    const description = meta(html, 'description');
    expect(description).toContain('Молодой метеоролог');
    expect(meta(html, 'og:description')).toBe(description);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The rest of the page is kept: the app's mount point and the route preloads.
    expect(html).toContain('<div id="app"></div>');
    expect(html).toContain('/* route preloads */');
  });

  it('uses PUBLIC_URL for the addresses, and compresses as the browser accepts', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await withOrigin().inject({
        method: 'GET',
        url: '/film/poslednij-rejs/',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      const html = (
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)
      ).toString('utf8');
      expect(meta(html, 'og:url')).toBe('https://kino.example/film/poslednij-rejs');
      expect(meta(html, 'og:image')).toMatch(/^https:\/\/kino\.example\/static\/media\/posters\//);
    }
  });

  it('escapes what it writes into the page', async () => {
    await testDb()
      .database.db.insertInto('films')
      .values({
        slug: 'kavychki',
        name: 'Фильм "в кавычках" <и> & скобках',
        country: 'Россия',
        genre: 'комедия',
        duration: 90,
        age: '6+',
        description: '',
        poster_mobile: '/static/media/posters/x-mobile.svg',
        poster_desktop: '/static/media/posters/x-desktop.svg',
      })
      .execute();
    const res = await app().inject({ method: 'GET', url: '/film/kavychki' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta property="og:title" content="Фильм &quot;в кавычках&quot; &lt;и&gt; &amp; скобках" />',
    );
    expect(res.body).not.toContain('<и>');
    // No synopsis: the facts.
    expect(meta(res.body, 'description')).toBe(
      'Фильм &quot;в кавычках&quot; &lt;и&gt; &amp; скобках: Россия, комедия, 90 мин, 6+. Расписание и билеты онлайн.',
    );
  });

  it.each(['/film/net-takogo-filma', '/film/Bad%20Slug'])(
    'answers %s with the app page and a 404, without film tags',
    async (url) => {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(INDEX);
    },
  );

  it('cuts a long synopsis at a word', () => {
    const text = 'слово '.repeat(60).trim();
    const film = {
      name: 'Фильм',
      country: '',
      genre: '',
      duration: 90,
      age: '0+',
      description: text,
    };
    const cut = filmDescription(film as Parameters<typeof filmDescription>[0]);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(cut.endsWith('слово…')).toBe(true);
  });
});

describe('GET /cinema/<slug>, /lobby/<cinema> and /news/<slug> (decisions 349, 432, 439)', () => {
  it.each([
    '/cinema/ekb-grinvich',
    '/cinema/ekb-grinvich/',
    '/lobby/ekb-grinvich',
    '/lobby/ekb-grinvich/?screen=2',
    '/lobby/1',
    '/lobby/1/?screen=2',
    '/lobby/%31',
    '/lobby',
    '/lobby/',
    '/news/we-are-hiring',
    '/NEWS/we-are-hiring/',
  ])("answers %s, a cinema or an item that exists, with the app's page", async (url) => {
    const res = await app().inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(INDEX);
  });

  it.each([
    '/cinema/no-such-cinema',
    '/cinema/EKB-GRINVICH',
    '/lobby/no-such-cinema',
    '/lobby/EKB-GRINVICH',
    // A cinema's id that no cinema has (decision 439): as an unknown slug.
    '/lobby/999',
    '/lobby/999/?screen=2',
    '/lobby/999999999',
    '/news/no-such-news/',
    '/news/%E2%9C%93',
    '/news/%00',
    '/cinema/a%2Fb',
  ])("answers %s, which names nothing, with the app's page and a 404", async (url) => {
    const res = await app().inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    // The client's screen says the cinema or the item is not found, with its links.
    expect(res.body).toBe(INDEX);
  });
});
