import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginRefusal } from '../../api/testing/loginErrors';
import type { CodeSent, SignedIn } from '@softkino/contract/auth';
import { LoginController, type LoginApi } from './loginController';
import { initialLoginState } from './loginMachine';

const PHONE = '79991234567';

function fakeApi(overrides: Partial<LoginApi> = {}) {
  const sent: CodeSent = { next_sms: 3, caption: 'Код отправлен', type: 'flashcall' };
  const signed: SignedIn = { user: { user_id: 5 }, redirect_url: null };
  return {
    requestCode: vi.fn(async () => sent),
    verifyCode: vi.fn(async () => signed),
    loginWithPassword: vi.fn(async () => signed),
    ...overrides,
  } satisfies LoginApi;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginController', () => {
  it('sends the code, then counts down once a second and stops at 0', async () => {
    const api = fakeApi();
    const controller = new LoginController(api, initialLoginState('reg'));
    controller.dispatch({ type: 'submitPhone', phone: '+7 (999) 123-45-67' });
    expect(api.requestCode).toHaveBeenCalledWith(PHONE, 'flashcall', 'reg');
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ step: 'code', secondsLeft: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().secondsLeft).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(controller.getState().secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('after the countdown an SMS may be asked for, and its timer starts again', async () => {
    const api = fakeApi();
    const controller = new LoginController(api, initialLoginState('reg'));
    controller.dispatch({ type: 'submitPhone', phone: PHONE });
    await vi.advanceTimersByTimeAsync(0);
    controller.dispatch({ type: 'resend', codeType: 'sms' });
    expect(api.requestCode).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    controller.dispatch({ type: 'resend', codeType: 'sms' });
    expect(api.requestCode).toHaveBeenLastCalledWith(PHONE, 'sms', 'reg');
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().secondsLeft).toBe(3);
  });

  it('404 on a password sign-in: asks first, and registers with a code only on confirm', async () => {
    const api = fakeApi({
      loginWithPassword: vi.fn(async () => {
        throw loginRefusal(404, 'Номер не зарегистрирован.');
      }),
    });
    const controller = new LoginController(api);
    controller.dispatch({ type: 'submitPassword', phone: PHONE, password: 'Secret1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requestCode).not.toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ tab: 'auth', unregistered: PHONE, busy: false });
    controller.dispatch({ type: 'confirmRegister' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.requestCode).toHaveBeenCalledWith(PHONE, 'flashcall', 'reg');
    expect(controller.getState()).toMatchObject({ tab: 'reg', step: 'code', busy: false });
  });

  it('429 with next_sms: the code field and the timer from the server', async () => {
    const api = fakeApi({
      requestCode: vi.fn(async () => {
        throw loginRefusal(429, 'Рано', 20);
      }),
    });
    const controller = new LoginController(api, initialLoginState('reg'));
    controller.dispatch({ type: 'submitPhone', phone: PHONE });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ step: 'code', secondsLeft: 20 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(controller.getState().secondsLeft).toBe(0);
  });

  it('a network failure gives the retry text', async () => {
    const api = fakeApi({
      loginWithPassword: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const controller = new LoginController(api);
    controller.dispatch({ type: 'submitPassword', phone: PHONE, password: 'Secret1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().errors.form).toBe(
      'Попробуйте обновить страницу и запросить код еще раз',
    );
  });

  it('notifies subscribers and drops answers after destroy', async () => {
    const api = fakeApi();
    const controller = new LoginController(api);
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.dispatch({ type: 'submitPassword', phone: PHONE, password: 'Secret1' });
    expect(listener).toHaveBeenCalledTimes(1);
    controller.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().done).toBeNull();
  });
});
