import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { buildApp } from '../src/app';
import { API } from './helpers/app';
import { useTestDb } from './helpers/db';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (the clientErrorHandler): only a
 * real socket reaches the parser, app.inject does not.
 */
const testDb = useTestDb({ seed: false });
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildApp({ db: testDb().database.db, distDir: '/nonexistent-dist' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (the request line and headers) as a browser would and reads the whole answer. */
function rawRequest(head: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no answer: ${JSON.stringify(text)}`));
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    };
    socket.on('end', done);
    socket.on('error', done);
    socket.write(`${head}\r\n\r\n`);
  });
}

/**
 * Sends a request whose headers overflow in a later packet, as over a real network: the
 * request line and a few headers, then a pause, then 20 KB of cookies in 1 KB writes, still
 * sending after the server has answered. Resolves with the answer and whether the connection
 * was reset.
 */
function rawRequestInParts(
  head: string,
  rest: string,
): Promise<{ answer: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let reset = false;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => void (reset = true));
    socket.on('close', () => resolve({ answer: Buffer.concat(chunks).toString('utf8'), reset }));
    socket.write(head);
    let at = 0;
    const next = () => {
      if (socket.destroyed || at >= rest.length) {
        if (!socket.destroyed) socket.end();
        return;
      }
      socket.write(rest.slice(at, (at += 1024)));
      setTimeout(next, 2);
    };
    setTimeout(next, 20);
  });
}

/** `?q=` and 3000 Cyrillic letters: about 18 KB percent-encoded, over Node's 16 KB of headers. */
const LONG_QUERY = `?q=${encodeURIComponent('ж'.repeat(3000))}`;

function get(target: string, accept = 'text/html,application/xhtml+xml'): string {
  return [
    `GET ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Accept: ${accept}`,
    'Accept-Language: ru-RU,ru;q=0.9',
  ].join('\r\n');
}

describe('a request too large for Node to read (431)', () => {
  it('is answered to a browser with a small Russian page and a link home', async () => {
    expect(LONG_QUERY.length).toBeGreaterThan(18_000);
    const res = await rawRequest(get(`/${LONG_QUERY}`));
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(res.body).toContain('<html lang="ru">');
    expect(res.body).toContain('<title>Слишком длинный адрес — СофтКино</title>');
    expect(res.body).toContain('<h1>Слишком длинный адрес</h1>');
    expect(res.body).toContain('<a class="button" href="/">На главную</a>');
  });

  it('is answered to an API call with the JSON error envelope', async () => {
    const res = await rawRequest(get(`${API}/v2/playbill/${LONG_QUERY}`, 'application/json'));
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ErrorEnvelopeSchema.parse(JSON.parse(res.body))).toEqual({
      status: 'error',
      errors: { code: 431, message: 'Слишком длинный адрес запроса.' },
    });
  });

  it('names the cookies, not the address, when the headers are what is too large', async () => {
    const cookie = `Cookie: big=${'x'.repeat(20_000)}`;
    const res = await rawRequest(`${get('/afisha')}\r\n${cookie}`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>Слишком большой запрос</h1>');
    expect(res.body).toContain('cookie');
    expect(res.body).toContain('href="/"');
  });

  it('sends a HEAD request the status without the page', async () => {
    const res = await rawRequest(get(`/${LONG_QUERY}`).replace(/^GET/, 'HEAD'));
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('still answers a malformed request with a 400, and a normal one as before', async () => {
    const bad = await rawRequest('GET / HTTP/1.1\r\nHost: x\r\nBad Header Line');
    expect(bad.status).toBe(400);
    const ok = await rawRequest(
      `${get('/local/php_interface/api/v2/cinema/covid/')}\r\nConnection: close`,
    );
    expect(ok.status).toBe(200);
  });
});

describe('a request whose headers overflow in a later packet', () => {
  it('gets the whole page, not a reset, while the browser is still sending; it blames neither the address nor the cookies alone', async () => {
    const head = `${get('/afisha')}\r\n`;
    const cookies = `Cookie: a=${'x'.repeat(20_000)}\r\n`;
    const { answer, reset } = await rawRequestInParts(head, `${cookies}${cookies}\r\n`);
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(answer).toContain('</html>');
    expect(answer).toContain('<title>Слишком большой запрос — СофтКино</title>');
    expect(answer).not.toContain('повторите поиск');
    expect(reset).toBe(false);
  });
});

/**
 * Addresses Node reads but Fastify's router refuses before any route or hook: a broken percent
 * escape ('%zz', a cut '%E0%A4%A', invalid UTF-8) and a path segment past the router's length
 * limit. Fastify answers them with English JSON, which a browser shows as raw text.
 */
describe('an address the router cannot read', () => {
  for (const path of ['/film/%zz', '/news/%E0%A4%A', '/cinema/%FF', '/static/%zz']) {
    it(`${path}: a browser gets the site's page saying the address is broken`, async () => {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Некорректный адрес</h1>');
      expect(res.body).toContain('href="/"');
      expect(res.body).not.toContain('FST_ERR');
    });
  }

  it('an API call gets the error envelope with the same words', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/v1/news/%zz/` });
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json())).toEqual({
      status: 'error',
      errors: { code: 400, message: 'Некорректный адрес запроса.' },
    });
  });

  it('a slug past the router’s default length limit reaches its route and its refusal, not an English 414', async () => {
    const api = await app.inject({ method: 'GET', url: `${API}/v1/news/${'x'.repeat(600)}/` });
    expect(api.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(api.json()).errors).toEqual({
      code: 400,
      message: 'Некорректное значение: параметр «slug».',
    });
  });

  it('an absurdly long segment is refused as too long, in the site’s words', async () => {
    const api = await app.inject({ method: 'GET', url: `${API}/v1/news/${'x'.repeat(5000)}/` });
    expect(api.statusCode).toBe(414);
    expect(ErrorEnvelopeSchema.parse(api.json()).errors).toEqual({
      code: 414,
      message: 'Слишком длинный адрес запроса.',
    });
  });
});
