import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionReply } from '../flows/purchase/fixtures';
import { SessionResponseSchema } from '@softkino/contract';
import {
  SESSION_ERRORS,
  fetchSession,
  fetchSessionInfo,
  fetchSessionPlaces,
  fetchUnpaidOrder,
  sessionErrorText,
} from './session';
import { mockFetch } from './testing/mockFetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session calls', () => {
  it('the fixture is a valid session reply', () => {
    expect(SessionResponseSchema.safeParse(sessionReply()).success).toBe(true);
  });

  it('loads the session by id', async () => {
    const fetchMock = mockFetch({ 'v1/session/': { json: sessionReply() } });
    const reply = await fetchSession(501);
    expect(reply.data.hall).toBe('Зал 3');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('v1/session/?id=501');
  });

  it('loads places, info (null skips the step) and the unpaid order', async () => {
    mockFetch({
      'v1/session/places/': {
        json: { status: 'success', data: { available: [1], sold: [3], places: [] } },
      },
      'v1/session/info/': { json: { status: 'success', data: null } },
      'v1/user/session': { json: { status: 'success', data: null } },
    });
    expect((await fetchSessionPlaces(501)).sold).toEqual([3]);
    expect(await fetchSessionInfo(501)).toBeNull();
    expect(await fetchUnpaidOrder()).toBeNull();
  });
});

describe('sessionErrorText', () => {
  it("a first detail with 'Ошибка 131' means the session has started", async () => {
    mockFetch({
      'v1/session/': {
        status: 409,
        json: {
          status: 'error',
          errors: [
            {
              title: 'Ошибка',
              detail: 'Ошибка 131. Сеанс уже начался. Покупка билетов недоступна.',
            },
          ],
        },
      },
    });
    const error = await fetchSession(1).catch((e: unknown) => e);
    expect(sessionErrorText(error)).toBe(SESSION_ERRORS.started);
  });

  it('any other server error is the generic session error', async () => {
    mockFetch({
      'v1/session/': {
        status: 404,
        json: { status: 'error', errors: [{ title: 'Ошибка', detail: 'Сеанс не найден.' }] },
      },
    });
    const error = await fetchSession(1).catch((e: unknown) => e);
    expect(sessionErrorText(error)).toBe('Ошибка получения сеанса. Попробуйте еще раз.');
  });

  it('a network failure is a load failure', async () => {
    mockFetch({ 'v1/session/': { networkError: 'offline' } });
    const error = await fetchSession(1).catch((e: unknown) => e);
    expect(sessionErrorText(error)).toBe('Ошибка загрузки сеанса');
  });
});
