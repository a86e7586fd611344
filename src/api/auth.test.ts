import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginFailure, loginWithPassword, requestCode, setPassword, verifyCode } from './auth';
import { AUTH_MESSAGES } from '@softkino/contract/auth';
import { mockFetch } from './testing/mockFetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

function errorReply(status: number, message: string, extra: object = {}) {
  return { status, json: { status: 'error', errors: { code: status, message }, ...extra } };
}

async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return loginFailure(error);
  }
  throw new Error('expected a failure');
}

describe('auth calls', () => {
  it('login/ posts phone digits, type and purpose and reads next_sms', async () => {
    const fetchMock = mockFetch({
      'v1/user/login/': {
        json: {
          status: 'success',
          data: { next_sms: 59, caption: 'Ждите звонка', type: 'flashcall' },
        },
      },
    });
    const reply = await requestCode('+7 (999) 123-45-67', 'flashcall', 'reg');
    expect(reply).toEqual({ next_sms: 59, caption: 'Ждите звонка', type: 'flashcall' });
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe(
      'phone=79991234567&type=flashcall&purpose=reg',
    );
  });

  it('verify/, loginbypass/ and setpass/ read the signed-in user', async () => {
    const signed = { status: 'success', data: { user: { user_id: 4 }, redirect_url: '/profile' } };
    const fetchMock = mockFetch({
      'v1/user/verify/': { json: { ...signed, data: { ...signed.data, need_password: true } } },
      'v1/user/loginbypass/': { json: signed },
      'v1/user/setpass/': { json: signed },
    });
    expect(await verifyCode('79991234567', ' 1234 ', 'sms', 'forget')).toMatchObject({
      need_password: true,
    });
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe(
      'phone=79991234567&code=1234&type=sms&purpose=forget',
    );
    expect((await loginWithPassword('79991234567', 'Secret1')).user.user_id).toBe(4);
    await setPassword('Secret1', 'Secret1');
    expect(String(fetchMock.mock.calls[2]?.[1]?.body)).toBe(
      'password=Secret1&password_confirm=Secret1',
    );
  });
});

describe('loginFailure', () => {
  it.each([400, 401])('%i is a credentials error with the server message', async (status) => {
    mockFetch({ 'v1/user/loginbypass/': errorReply(status, 'Неверный пароль') });
    expect(await failureOf(loginWithPassword('79991234567', 'x'))).toEqual({
      kind: 'credentials',
      message: 'Неверный пароль',
    });
  });

  it('404 is an unknown phone, 409 a registered one', async () => {
    mockFetch({
      'v1/user/loginbypass/': errorReply(404, 'Нет такого'),
      'v1/user/login/': errorReply(409, 'Уже есть'),
    });
    expect(await failureOf(loginWithPassword('79991234567', 'x'))).toEqual({
      kind: 'unknownPhone',
      message: 'Нет такого',
    });
    expect(await failureOf(requestCode('79991234567', 'sms', 'reg'))).toEqual({
      kind: 'registered',
      message: 'Уже есть',
    });
  });

  it('429 carries next_sms; without one the wait is 60 s', async () => {
    mockFetch({ 'v1/user/login/': errorReply(429, 'Рано', { next_sms: 42 }) });
    expect(await failureOf(requestCode('79991234567', 'sms', 'auth'))).toEqual({
      kind: 'tooSoon',
      message: 'Рано',
      nextSms: 42,
    });
    mockFetch({ 'v1/user/login/': errorReply(429, 'Рано') });
    expect(await failureOf(requestCode('79991234567', 'sms', 'auth'))).toMatchObject({
      nextSms: 60,
    });
  });

  it('493 is the SMS service failure', async () => {
    mockFetch({ 'v1/user/login/': errorReply(493, 'СМС не ушло') });
    expect(await failureOf(requestCode('79991234567', 'sms', 'auth'))).toEqual({
      kind: 'smsFailed',
      message: 'СМС не ушло',
    });
  });

  it('other codes show the server message; an unreadable reply or no reply the retry text', async () => {
    mockFetch({ 'v1/user/login/': errorReply(500, 'Упало') });
    expect(await failureOf(requestCode('79991234567', 'sms', 'auth'))).toEqual({
      kind: 'other',
      message: 'Упало',
    });
    mockFetch({ 'v1/user/login/': { status: 502, text: '<html>' } });
    expect(await failureOf(requestCode('79991234567', 'sms', 'auth'))).toEqual({
      kind: 'other',
      message: AUTH_MESSAGES.retry,
    });
    mockFetch({ 'v1/user/login/': { networkError: 'Failed to fetch' } });
    expect(await failureOf(requestCode('79991234567', 'sms', 'auth'))).toEqual({
      kind: 'other',
      message: AUTH_MESSAGES.retry,
    });
  });
});
