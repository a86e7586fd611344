import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { API } from './app';

/** A browser with its own address: keeps the session cookie between calls, as a real one does. */
export class AccountBrowser {
  cookie: string | null = null;
  constructor(
    private readonly app: () => FastifyInstance,
    readonly address = '203.0.113.10',
  ) {}

  private remember(res: LightMyRequestResponse): LightMyRequestResponse {
    const set = res.cookies.find((c) => c.name === 'sk_session');
    if (set) this.cookie = set.value === '' ? null : `sk_session=${set.value}`;
    return res;
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    return { ...extra, ...(this.cookie ? { cookie: this.cookie } : {}) };
  }

  async get(path: string, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app().inject({
        method: 'GET',
        url:
          path.startsWith('/local/') ||
          path.startsWith('/sandbox') ||
          path.startsWith('/?') ||
          path.startsWith('/uploads')
            ? path
            : `${API}${path}`,
        headers: this.headers(headers),
        remoteAddress: this.address,
      }),
    );
  }

  async post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app().inject({
        method: 'POST',
        url: path.startsWith('/sandbox') ? path : `${API}${path}`,
        headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded', ...headers }),
        payload: new URLSearchParams(form).toString(),
        remoteAddress: this.address,
      }),
    );
  }

  async postJson(
    path: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return this.remember(
      await this.app().inject({
        method: 'POST',
        url: `${API}${path}`,
        headers: this.headers(headers),
        payload: body,
        remoteAddress: this.address,
      }),
    );
  }

  async postMultipart(path: string, parts: Part[], headers: Record<string, string> = {}) {
    const boundary = 'AccountTestBoundary7MA4YWxk';
    return this.remember(
      await this.app().inject({
        method: 'POST',
        url: `${API}${path}`,
        headers: this.headers({
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...headers,
        }),
        payload: multipartBody(boundary, parts),
        remoteAddress: this.address,
      }),
    );
  }
}

export type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

export function multipartBody(boundary: string, parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(head),
      'bytes' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The last code the sandbox SMS provider logged for a phone ('sandbox sms to +7 (...): code 1234'). */
export function lastCode(lines: readonly string[]): string {
  const line = lines.at(-1) ?? '';
  const match = /code (\d{4})$/.exec(line);
  if (!match?.[1]) throw new Error(`no code in the log: ${line}`);
  return match[1];
}

/**
 * Registers a phone with an SMS code, as /login does for a new phone: the code is read from the
 * sandbox SMS log the app writes to. The browser is signed in afterwards.
 */
export async function signUpByCode(
  b: AccountBrowser,
  phone: string,
  log: readonly string[],
): Promise<void> {
  await byCode(b, phone, log, 'reg');
}

/** Signs a known phone in with an SMS code, as 'Вход' by code does (on another browser, say). */
export async function signInByCode(
  b: AccountBrowser,
  phone: string,
  log: readonly string[],
): Promise<void> {
  await byCode(b, phone, log, 'auth');
}

async function byCode(
  b: AccountBrowser,
  phone: string,
  log: readonly string[],
  purpose: 'reg' | 'auth',
): Promise<void> {
  const sent = await b.post('/v1/user/login/', { phone, type: 'sms', purpose });
  expect(sent.statusCode).toBe(200);
  const verified = await b.post('/v1/user/verify/', {
    phone,
    code: lastCode(log),
    type: 'sms',
    purpose,
  });
  expect(verified.statusCode).toBe(200);
}

/** A tiny valid PNG (1×1) and JPEG header: what the photo check accepts. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
