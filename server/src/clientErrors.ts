import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import { API_ROOT } from '@softkino/contract/api';
import { BRAND } from '@softkino/contract/brand';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './errors';

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node's HTTP parser refuses before any
 * route or hook sees it. The common one is a 431, an address over Node's 16 KB of headers (a
 * search of a few thousand Cyrillic letters in `?q=` is 6 bytes a letter): Fastify's default
 * answers it with English JSON, which a browser shows as text, and then resets the connection,
 * which can lose even that. Here a browser gets a small page in the site's look with a link home,
 * an API call the JSON error envelope; either with `Connection: close`, the socket half-closed so
 * the answer reaches the browser while it is still sending.
 *
 * What the request was is read from the packet the parser failed on (err.rawPacket), when it
 * starts with the request line; a request line split over several packets cannot be read, and is
 * taken for a page address that is too long.
 */

type Problem = 'address' | 'headers' | 'oversize' | 'timeout' | 'malformed';

interface Answer {
  status: number;
  reason: string;
  /** The page's title and heading. */
  title: string;
  text: string;
  /** The API envelope's message. */
  api: string;
}

const ANSWERS: Record<Problem, Answer> = {
  address: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    title: 'Слишком длинный адрес',
    text: 'Адрес страницы слишком длинный, и сайт не может его прочитать. Так бывает, когда в поиск попадает очень длинный текст: откройте главную страницу и повторите поиск с более коротким запросом.',
    api: 'Слишком длинный адрес запроса.',
  },
  headers: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    title: 'Слишком большой запрос',
    text: 'Браузер отправил вместе с адресом слишком много данных. Удалите cookie этого сайта в настройках браузера и откройте страницу снова.',
    api: 'Слишком большие заголовки запроса.',
  },
  // The packet Node failed on did not start with the request line: the address or the cookies.
  oversize: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    title: 'Слишком большой запрос',
    text: 'Адрес страницы или данные, которые браузер отправил вместе с ним, слишком велики, и сайт не может их прочитать. Откройте главную страницу; если это не поможет, удалите cookie этого сайта в настройках браузера.',
    api: 'Слишком большой запрос.',
  },
  timeout: {
    status: 408,
    reason: 'Request Timeout',
    title: 'Запрос не дошел',
    text: 'Браузер слишком долго отправлял запрос. Проверьте подключение к интернету и откройте страницу снова.',
    api: 'Время ожидания запроса истекло.',
  },
  malformed: {
    status: 400,
    reason: 'Bad Request',
    title: 'Некорректный запрос',
    text: 'Сайт не смог прочитать запрос браузера. Откройте главную страницу и попробуйте снова.',
    api: 'Некорректный запрос.',
  },
};

/** Sockets already answered (see handleClientError). */
const answered = new WeakSet<Socket>();

/** How long a refused connection may keep sending before it is cut (nginx's lingering close). */
const LINGER_MS = 5000;

interface RequestLine {
  method: string;
  target: string;
  /** The whole line is in the packet and takes less than half of Node's header limit. */
  short: boolean;
}

/** The request line at the start of the packet, or null when the packet starts elsewhere. */
function requestLine(packet: unknown): RequestLine | null {
  if (!Buffer.isBuffer(packet)) return null;
  // Enough to read the method and tell an API path; the target's length comes from the CRLF.
  const head = packet.toString('latin1', 0, Math.min(packet.length, 512));
  const match = /^([A-Z]{3,10}) (\S+)/.exec(head);
  if (!match) return null;
  const end = packet.indexOf('\r\n');
  return {
    method: match[1]!,
    target: match[2]!,
    short: end >= 0 && end < maxHeaderSize / 2,
  };
}

function problemOf(code: string, line: RequestLine | null): Problem {
  if (code === 'HPE_HEADER_OVERFLOW') {
    // Only the packet Node failed on is known: without the request line in it, either may be.
    if (!line) return 'oversize';
    // The headers (the cookies) are to blame only when the request line is known to be short.
    return line.short ? 'headers' : 'address';
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'timeout';
  return 'malformed';
}

/** A request target ('/path?query') of the API, which answers with the envelope, not a page. */
function isApiTarget(target: string): boolean {
  const path = target.split('?')[0] ?? '';
  return path === API_ROOT || path.startsWith(`${API_ROOT}/`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A page that needs nothing of the build: the site's colours, its logo, a link home. */
export function clientErrorPage(title: string, text: string): string {
  const { accent, background, surface, text: ink } = BRAND.colors;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="${BRAND.icon}">
<title>${escapeHtml(title)} — ${escapeHtml(BRAND.name)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${background};color:${ink};font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}
main{max-width:32rem;margin:16px;padding:32px;border-radius:24px;background:${surface}}
h1{margin:24px 0 8px;font-size:1.75rem;line-height:1.2}
p{margin:0 0 24px;color:#a7aab6}
.button{display:inline-flex;align-items:center;min-height:48px;padding:0 24px;border-radius:999px;background:${accent};color:#16090a;font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main>
<a href="/"><img src="${BRAND.logo}" alt="${escapeHtml(BRAND.name)}" height="32"></a>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<a class="button" href="/">На главную</a>
</main>
</body>
</html>
`;
}

/** Fastify's clientErrorHandler option (bound to the instance, as Fastify calls it). */
export function handleClientError(
  this: FastifyInstance,
  err: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // Node goes on parsing what still arrives and fails again on each later packet: the answer is
  // on its way and the linger timer ends the connection, so a repeat is left alone (destroying
  // the socket here would reset it under a browser still sending, and lose the answer).
  if (answered.has(socket)) return;
  answered.add(socket);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const line = requestLine(err.rawPacket);
  const problem = problemOf(err.code ?? '', line);
  const answer = ANSWERS[problem];
  this.log.debug({ err, problem }, 'client error');

  const api = isApiTarget(line?.target ?? '');
  const body = Buffer.from(
    api
      ? JSON.stringify(envelope(answer.api, answer.status))
      : clientErrorPage(answer.title, answer.text),
  );
  const head = [
    `HTTP/1.1 ${answer.status} ${answer.reason}`,
    `Content-Type: ${api ? 'application/json' : 'text/html'}; charset=utf-8`,
    `Content-Length: ${body.length}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  socket.end(line?.method === 'HEAD' ? head : Buffer.concat([Buffer.from(head), body]));
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}

/** What Fastify's router refuses before any route or hook (its `frameworkErrors`). */
const ROUTER_ANSWERS: Record<string, Answer> = {
  // A broken percent escape or invalid UTF-8 in the path: usually a link cut or mangled in a copy.
  FST_ERR_BAD_URL: {
    status: 400,
    reason: 'Bad Request',
    title: 'Некорректный адрес',
    text: 'В адресе страницы есть символы, которые сайт не может прочитать: возможно, ссылка повредилась при копировании. Скопируйте ссылку еще раз или откройте главную страницу.',
    api: 'Некорректный адрес запроса.',
  },
  // A path segment past the router's maxParamLength (app.ts).
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    reason: 'URI Too Long',
    title: 'Слишком длинный адрес',
    text: 'Адрес страницы слишком длинный, и сайт не может его прочитать. Проверьте ссылку или откройте главную страницу.',
    api: 'Слишком длинный адрес запроса.',
  },
};

/**
 * Fastify's `frameworkErrors` option: an address Node read but the router cannot (see
 * ROUTER_ANSWERS). A browser gets the page in the site's look, an API call the envelope; any
 * other framework error is answered as a malformed request with its own status.
 */
export function handleFrameworkError(
  error: Error & { code?: string; statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer = ROUTER_ANSWERS[error.code ?? ''] ?? {
    ...ANSWERS.malformed,
    status: error.statusCode ?? 400,
  };
  const api = isApiTarget(request.raw.url ?? '');
  reply.code(answer.status).header('cache-control', 'no-store');
  if (api) void reply.send(envelope(answer.api, answer.status));
  else void reply.type('text/html; charset=utf-8').send(clientErrorPage(answer.title, answer.text));
}
