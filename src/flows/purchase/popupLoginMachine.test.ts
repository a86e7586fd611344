import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@softkino/contract/auth';
import { loginRefusal } from '../../api/testing/loginErrors';
import {
  PopupLoginController,
  canSendPhone,
  initialPopupLogin,
  phoneFieldError,
  popupErrorText,
  popupLoginReducer,
  type PopupLoginApi,
} from './popupLoginMachine';

function fakeApi(over: Partial<PopupLoginApi> = {}) {
  return {
    requestCode: vi.fn<PopupLoginApi['requestCode']>(async () => ({
      next_sms: 3,
      caption: 'Код отправлен в SMS на +7 (900) 000-00-00',
      type: 'sms' as const,
    })),
    verifyCode: vi.fn<PopupLoginApi['verifyCode']>(async () => ({
      user: { user_id: 5 },
      redirect_url: null,
    })),
    ...over,
  };
}

/** Lets the fake calls' promises settle. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('phone sign-in inside the purchase popup', () => {
  it('sends only 11 digits after removing symbols', () => {
    expect(canSendPhone('+7 (900) 000-00-0_')).toBe(false);
    expect(canSendPhone('+7 (900) 000-00-00')).toBe(true);
    // A whole number no number begins with: not sent, and the field says why (decision 428).
    expect(canSendPhone('+7 (000) 000-00-80')).toBe(false);
    expect(phoneFieldError('+7 (000) 000-00-80')).toBe(AUTH_MESSAGES.phoneNoSuchCode);
    expect(phoneFieldError('+7 (000) 000-00-8_')).toBeUndefined();
    expect(phoneFieldError('+7 (900) 000-00-00')).toBeUndefined();
    const state = initialPopupLogin();
    expect(popupLoginReducer(state, { type: 'submitPhone', phone: '+7 (900) 000' })).toBe(state);
  });

  it('step 0 sends the phone by SMS, step 1 counts down, then a new code may be asked', async () => {
    const api = fakeApi();
    const controller = new PopupLoginController(api);
    const stop = controller.start();
    controller.dispatch({ type: 'submitPhone', phone: '+7 (900) 000-00-00' });
    expect(controller.getState().busy).toBe(true);
    await settle();
    expect(api.requestCode).toHaveBeenCalledWith('79000000000', 'sms', 'auth');
    expect(controller.getState()).toMatchObject({ step: 1, secondsLeft: 3, busy: false });
    controller.dispatch({ type: 'resend' });
    expect(api.requestCode).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getState().secondsLeft).toBe(0);
    controller.dispatch({ type: 'resend' });
    await settle();
    expect(api.requestCode).toHaveBeenCalledTimes(2);
    stop();
  });

  it('the code is required; a confirmed code signs in', async () => {
    const api = fakeApi();
    const controller = new PopupLoginController(api);
    controller.start();
    controller.dispatch({ type: 'submitPhone', phone: '79000000000' });
    await settle();
    controller.dispatch({ type: 'submitCode', code: '  ' });
    expect(api.verifyCode).not.toHaveBeenCalled();
    controller.dispatch({ type: 'submitCode', code: '1234' });
    await settle();
    expect(api.verifyCode).toHaveBeenCalledWith('79000000000', '1234', 'sms', 'auth');
    expect(controller.getState().signedIn).toBe(5);
  });

  it("errors say 'Ошибка!' with the message, the seconds of next_sms appended", async () => {
    const api = fakeApi({
      requestCode: vi.fn(() =>
        Promise.reject(loginRefusal(429, 'Новый код можно будет запросить позже.', 21)),
      ),
    });
    const controller = new PopupLoginController(api);
    controller.start();
    controller.dispatch({ type: 'submitPhone', phone: '79000000000' });
    await settle();
    expect(controller.getState()).toMatchObject({
      step: 1,
      secondsLeft: 21,
      alert: 'Новый код можно будет запросить позже. Повторить можно через 21 секунду.',
    });
    controller.dispatch({ type: 'alertShown' });
    expect(controller.getState().alert).toBeNull();
  });

  it('word forms of the seconds', () => {
    const text = (n: number) => popupErrorText({ status: 429, message: 'Ждите.', nextSms: n });
    expect(text(1)).toContain('1 секунду');
    expect(text(3)).toContain('3 секунды');
    expect(text(45)).toContain('45 секунд');
    expect(popupErrorText({ status: 401, message: 'Неверный код', nextSms: undefined })).toBe(
      'Неверный код',
    );
  });

  it("a network failure says 'Произошла ошибка. Попробуйте еще раз'", async () => {
    const api = fakeApi({
      verifyCode: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    const controller = new PopupLoginController(api);
    controller.start();
    controller.dispatch({ type: 'submitPhone', phone: '79000000000' });
    await settle();
    controller.dispatch({ type: 'submitCode', code: '1234' });
    await settle();
    expect(controller.getState()).toMatchObject({
      alert: 'Произошла ошибка. Попробуйте еще раз',
      busy: false,
      signedIn: null,
    });
  });

  it('an unknown phone (404) registers with the code instead', async () => {
    const requestCode = vi
      .fn<PopupLoginApi['requestCode']>()
      .mockRejectedValueOnce(loginRefusal(404, 'Номер не зарегистрирован.'))
      .mockResolvedValueOnce({ next_sms: 60, caption: 'Код отправлен', type: 'sms' });
    const controller = new PopupLoginController(fakeApi({ requestCode }));
    controller.start();
    controller.dispatch({ type: 'submitPhone', phone: '79000000009' });
    await settle();
    await settle();
    expect(requestCode).toHaveBeenLastCalledWith('79000000009', 'sms', 'reg');
    expect(controller.getState()).toMatchObject({ step: 1, purpose: 'reg', alert: null });
  });
});
