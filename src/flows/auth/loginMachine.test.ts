import { describe, expect, it } from 'vitest';
import type { LoginFailure } from '../../api/auth';
import { AUTH_MESSAGES } from '@softkino/contract/auth';
import {
  initialLoginState,
  loginReducer,
  CODE_SENT_BEFORE,
  codeStepCaption,
  codeStepPhone,
  registerQuestion,
  type LoginEvent,
  type LoginState,
} from './loginMachine';

const PHONE = '79991234567';

function run(state: LoginState, ...events: LoginEvent[]): LoginState {
  return events.reduce(loginReducer, state);
}

function fail(state: LoginState, failure: LoginFailure): LoginState {
  return loginReducer(state, { type: 'failed', failure });
}

const sent = (next_sms = 30, type: 'sms' | 'flashcall' = 'flashcall'): LoginEvent => ({
  type: 'codeSent',
  reply: { next_sms, caption: 'Вам поступит звонок', type },
});

describe('password sign-in', () => {
  it('refuses a short phone and a password under 6 characters without a call', () => {
    const state = run(initialLoginState(), {
      type: 'submitPassword',
      phone: '+7 (999) 123-45',
      password: '12345',
    });
    expect(state.errors).toEqual({
      phone: AUTH_MESSAGES.phoneInvalid,
      password: AUTH_MESSAGES.passwordShort,
    });
    expect(state.command).toBeNull();
  });

  it('asks for an empty phone and an empty password in their own words (decision 406)', () => {
    for (const phone of ['', '+7 (']) {
      const state = run(initialLoginState(), { type: 'submitPassword', phone, password: '' });
      expect(state.errors).toEqual({
        phone: AUTH_MESSAGES.phoneEmpty,
        password: AUTH_MESSAGES.passwordEmpty,
      });
    }
  });

  it('sends the 11 digits and the password', () => {
    const state = run(initialLoginState(), {
      type: 'submitPassword',
      phone: '+7 (999) 123-45-67',
      password: 'Secret1',
    });
    expect(state.busy).toBe(true);
    expect(state.command).toEqual({ type: 'password', phone: PHONE, password: 'Secret1' });
  });

  it('ends signed in via password, without the create-password popup', () => {
    const state = run(
      initialLoginState(),
      { type: 'submitPassword', phone: PHONE, password: 'Secret1' },
      { type: 'signedIn', reply: { user: { user_id: 7 }, redirect_url: '/afisha' } },
    );
    expect(state.done).toEqual({
      via: 'password',
      phone: PHONE,
      userId: 7,
      redirectUrl: '/afisha',
      needPassword: false,
    });
    expect(state.busy).toBe(false);
  });

  it.each([400, 401])('%i: the server message is a password error', () => {
    const busy = run(initialLoginState(), {
      type: 'submitPassword',
      phone: PHONE,
      password: 'x1234567',
    });
    const state = fail(busy, {
      kind: 'credentials',
      message: 'Неверный номер телефона или пароль',
    });
    expect(state.errors).toEqual({ password: 'Неверный номер телефона или пароль' });
    expect(state.busy).toBe(false);
    expect(state.command).toBeNull();
  });

  it('404: asks before registering the phone, and sends nothing until the buyer confirms', () => {
    const busy = run(initialLoginState(), {
      type: 'submitPassword',
      phone: PHONE,
      password: 'Secret1',
    });
    const asked = fail(busy, { kind: 'unknownPhone', message: AUTH_MESSAGES.unknownPhone });
    expect(asked.unregistered).toBe(PHONE);
    expect(registerQuestion(asked.unregistered ?? '')).toBe(
      'Номер +7 (999) 123-45-67 не зарегистрирован. Зарегистрировать его?',
    );
    expect(asked.tab).toBe('auth');
    expect(asked.command).toBeNull();
    expect(asked.busy).toBe(false);
    const state = run(asked, { type: 'confirmRegister' });
    expect(state.tab).toBe('reg');
    expect(state.unregistered).toBeNull();
    expect(state.command).toEqual({
      type: 'requestCode',
      phone: PHONE,
      codeType: 'flashcall',
      purpose: 'reg',
    });
    expect(state.busy).toBe(true);
  });

  it("404: 'Исправить номер' goes back to the phone without a call", () => {
    const busy = run(initialLoginState(), {
      type: 'submitPassword',
      phone: PHONE,
      password: 'Secret1',
    });
    const asked = fail(busy, { kind: 'unknownPhone', message: '' });
    const state = run(asked, { type: 'correctPhone' });
    expect(state.unregistered).toBeNull();
    expect(state.tab).toBe('auth');
    expect(state.step).toBe('phone');
    expect(state.command).toBeNull();
    // Another phone submitted afterwards is a fresh attempt on the same tab.
    const again = run(state, { type: 'submitPassword', phone: '79991234568', password: 'Secret1' });
    expect(again.command).toMatchObject({ type: 'password', phone: '79991234568' });
  });

  it('429 on a password: the wait is the password error and the timer runs', () => {
    const busy = run(initialLoginState(), {
      type: 'submitPassword',
      phone: PHONE,
      password: 'Secret1',
    });
    const state = fail(busy, { kind: 'tooSoon', message: 'Слишком много попыток.', nextSms: 45 });
    expect(state.errors.password).toBe(
      'Слишком много попыток. Попробовать снова можно через 45 секунд',
    );
    expect(state.secondsLeft).toBe(45);
    expect(state.step).toBe('phone');
    expect(state.alert).toBeNull();
  });
});

describe('code sign-in and registration', () => {
  const codeAuth = run(initialLoginState(), { type: 'method', method: 'code' });

  it('requests a flash call first, for the tab it is on', () => {
    const state = run(codeAuth, { type: 'submitPhone', phone: '8 999 123 45 67' });
    expect(state.command).toEqual({
      type: 'requestCode',
      phone: '79991234567',
      codeType: 'flashcall',
      purpose: 'auth',
    });
  });

  it('shows the code field and the countdown once the code is sent', () => {
    const state = run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(30));
    expect(state.step).toBe('code');
    expect(state.secondsLeft).toBe(30);
    expect(state.caption).toBe('Вам поступит звонок');
    expect(state.alert).toBeNull();
  });

  it('ticks down to 0 and no further', () => {
    let state = run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(2));
    state = run(state, { type: 'tick' }, { type: 'tick' }, { type: 'tick' });
    expect(state.secondsLeft).toBe(0);
  });

  it('offers resending only after the countdown, by SMS or by call', () => {
    let state = run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(1));
    expect(loginReducer(state, { type: 'resend', codeType: 'sms' })).toBe(state);
    state = run(state, { type: 'tick' }, { type: 'resend', codeType: 'sms' });
    expect(state.command).toEqual({
      type: 'requestCode',
      phone: PHONE,
      codeType: 'sms',
      purpose: 'auth',
    });
  });

  it('next_sms over 60 also shows a popup with the message', () => {
    const state = run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(61));
    expect(state.alert?.text).toBe(
      'Вам поступит звонок Запросить код повторно можно через 2 минуты.',
    );
    expect(run(state, { type: 'alertShown' }).alert).toBeNull();
    expect(run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(60)).alert).toBeNull();
  });

  it('refuses a code of 3 characters and sends a longer one with the type and purpose', () => {
    const atCode = run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(30, 'sms'));
    expect(run(atCode, { type: 'submitCode', code: '123' }).errors.code).toBe(
      AUTH_MESSAGES.codeShort,
    );
    expect(run(atCode, { type: 'submitCode', code: '  ' }).errors.code).toBe(
      AUTH_MESSAGES.codeInvalid,
    );
    expect(run(atCode, { type: 'submitCode', code: ' 1234 ' }).command).toEqual({
      type: 'verify',
      phone: PHONE,
      code: '1234',
      codeType: 'sms',
      purpose: 'auth',
    });
  });

  it('a wrong code (401) is the code field error', () => {
    const verifying = run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(), {
      type: 'submitCode',
      code: '0000',
    });
    const state = fail(verifying, { kind: 'credentials', message: AUTH_MESSAGES.wrongCode });
    expect(state.errors).toEqual({ code: AUTH_MESSAGES.wrongCode });
    expect(state.step).toBe('code');
  });

  it('a code sign-in on the Вход tab leaves without the popup unless the server asks', () => {
    const verifying = run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(), {
      type: 'submitCode',
      code: '1234',
    });
    const plain = run(verifying, {
      type: 'signedIn',
      reply: { user: { user_id: 3 }, redirect_url: null },
    });
    expect(plain.done).toMatchObject({ via: 'code', needPassword: false, redirectUrl: null });
    const asked = run(verifying, {
      type: 'signedIn',
      reply: { user: { user_id: 3 }, redirect_url: null, need_password: true },
    });
    expect(asked.done?.needPassword).toBe(true);
  });

  it('registration: a confirmed code opens the create-password popup', () => {
    const state = run(
      initialLoginState('reg'),
      { type: 'submitPhone', phone: PHONE },
      sent(),
      { type: 'submitCode', code: '1234' },
      { type: 'signedIn', reply: { user: { user_id: 9 }, redirect_url: null } },
    );
    expect(state.done).toMatchObject({ via: 'code', userId: 9, needPassword: true });
  });

  it('registration of a known phone (409) switches to the Вход tab', () => {
    const busy = run(initialLoginState('reg'), { type: 'submitPhone', phone: PHONE });
    expect(busy.command).toMatchObject({ purpose: 'reg' });
    const state = fail(busy, { kind: 'registered', message: AUTH_MESSAGES.registered });
    expect(state.tab).toBe('auth');
    expect(state.method).toBe('password');
    expect(state.notice).toBe(AUTH_MESSAGES.registered);
    expect(state.busy).toBe(false);
  });

  it('a 404 in the forgotten-password flow asks too, then registers only on confirm', () => {
    const busy = run(initialLoginState('forget'), { type: 'submitPhone', phone: PHONE });
    expect(busy.command).toMatchObject({ purpose: 'forget' });
    const asked = fail(busy, { kind: 'unknownPhone', message: '' });
    expect(asked.tab).toBe('forget');
    expect(asked.unregistered).toBe(PHONE);
    expect(asked.command).toBeNull();
    // Leaving the question by switching tabs forgets it.
    expect(run(asked, { type: 'tab', tab: 'auth' }).unregistered).toBeNull();
    const state = run(asked, { type: 'confirmRegister' });
    expect(state.tab).toBe('reg');
    expect(state.command).toMatchObject({ type: 'requestCode', purpose: 'reg', phone: PHONE });
  });

  it('the forgotten-password flow ends in the create-password popup', () => {
    const state = run(
      initialLoginState('forget'),
      { type: 'submitPhone', phone: PHONE },
      sent(),
      { type: 'submitCode', code: '1234' },
      {
        type: 'signedIn',
        reply: { user: { user_id: 2 }, redirect_url: null, need_password: true },
      },
    );
    expect(state.done?.needPassword).toBe(true);
  });

  it('429 on a code request: the timer from next_sms and the code field', () => {
    const busy = run(codeAuth, { type: 'submitPhone', phone: PHONE });
    const state = fail(busy, { kind: 'tooSoon', message: '', nextSms: 40 });
    expect(state.step).toBe('code');
    expect(state.secondsLeft).toBe(40);
    expect(state.alert).toBeNull();
  });

  it('429 with next_sms over 60 shows the popup too', () => {
    const busy = run(codeAuth, { type: 'submitPhone', phone: PHONE });
    const state = fail(busy, { kind: 'tooSoon', message: 'Подождите.', nextSms: 300 });
    expect(state.alert).toEqual({
      status: 'warning',
      text: 'Подождите. Запросить код повторно можно через 5 минут.',
    });
  });

  it('429 over 60 s on a code request: no call is coming, and the step says so', () => {
    const forget = initialLoginState('forget');
    const busy = run(forget, { type: 'submitPhone', phone: PHONE });
    const state = fail(busy, { kind: 'tooSoon', message: AUTH_MESSAGES.codeLimit, nextSms: 1738 });
    expect(state.step).toBe('code');
    expect(state.noCodeSent).toBe(true);
    expect(codeStepCaption(state)).toBe(
      'Звонка и SMS на номер +7 (999) 123-45-67 не будет: слишком много запросов кода. Если у вас есть код из прошлого звонка или SMS, введите его.',
    );
    // A short wait is the resend pause after a code that is on its way.
    const short = fail(busy, { kind: 'tooSoon', message: '', nextSms: 40 });
    expect(short.noCodeSent).toBe(false);
    // Not 'Вам поступит звонок.': no new call is made; the code of a moment ago is the one.
    expect(codeStepCaption(short)).toBe(CODE_SENT_BEFORE);
    expect(codeStepPhone(short)).toBe('+7 (999) 123-45-67');
    // A code sent later clears it.
    const later = run(state, sent());
    expect(later.noCodeSent).toBe(false);
    expect(codeStepCaption(later)).toBe('Вам поступит звонок');
  });

  it('names the phone once: after a caption without it, not again after one that has it', () => {
    const forget = initialLoginState('forget');
    const busy = run(forget, { type: 'submitPhone', phone: PHONE });
    const call = run(busy, sent());
    expect(codeStepPhone(call)).toBe('+7 (999) 123-45-67');
    const sms = run(busy, {
      type: 'codeSent',
      reply: { next_sms: 60, caption: 'Код отправлен в SMS на +7 (999) 123-45-67', type: 'sms' },
    });
    expect(codeStepCaption(sms)).toBe('Код отправлен в SMS на +7 (999) 123-45-67');
    expect(codeStepPhone(sms)).toBe('');
    // The call's caption names it too, and one written with another country code counts.
    const call2 = run(busy, {
      type: 'codeSent',
      reply: {
        next_sms: 60,
        caption: 'Вам поступит звонок на +8 (999) 123-45-67: введите 4 последние цифры номера',
        type: 'flashcall',
      },
    });
    expect(codeStepPhone(call2)).toBe('');
    const blocked = fail(busy, {
      kind: 'tooSoon',
      message: AUTH_MESSAGES.codeLimit,
      nextSms: 1738,
    });
    expect(codeStepPhone(blocked)).toBe('');
  });

  it('493: the failure popup with a link, and SMS is no longer offered', () => {
    const busy = run(codeAuth, { type: 'submitPhone', phone: PHONE });
    const state = fail(busy, { kind: 'smsFailed', message: AUTH_MESSAGES.smsFailed });
    expect(state.alert).toEqual({
      status: 'error',
      text: AUTH_MESSAGES.smsFailed,
      withSupportLink: true,
    });
    expect(state.smsFailed).toBe(true);
    expect(run(state, { type: 'resend', codeType: 'sms' })).toBe(state);
  });

  it('unknown codes and network failures show the message under the form', () => {
    const busy = run(codeAuth, { type: 'submitPhone', phone: PHONE });
    expect(fail(busy, { kind: 'other', message: '' }).errors.form).toBe(AUTH_MESSAGES.retry);
    expect(fail(busy, { kind: 'other', message: 'Сервис недоступен' }).errors.form).toBe(
      'Сервис недоступен',
    );
  });

  it('asking again for the same phone within its wait goes straight back to the code', () => {
    const atCode = run(codeAuth, { type: 'submitPhone', phone: PHONE }, sent(30), {
      type: 'editPhone',
    });
    const again = run(atCode, { type: 'submitPhone', phone: PHONE });
    expect(again.step).toBe('code');
    expect(again.command).toBeNull();
  });
});

describe('while a call is out', () => {
  it('ignores tab switches and new submits, but not the outcome or the timer', () => {
    const busy = run(initialLoginState(), {
      type: 'submitPassword',
      phone: PHONE,
      password: 'Secret1',
    });
    expect(run(busy, { type: 'tab', tab: 'reg' })).toBe(busy);
    expect(run(busy, { type: 'submitPhone', phone: PHONE })).toBe(busy);
    expect(fail(busy, { kind: 'other', message: 'x' }).busy).toBe(false);
  });

  it('switching tabs clears errors and goes back to the phone', () => {
    const withError = run(initialLoginState(), {
      type: 'submitPassword',
      phone: '1',
      password: '',
    });
    const state = run(withError, { type: 'tab', tab: 'reg' });
    expect(state).toMatchObject({ tab: 'reg', step: 'phone', errors: {} });
  });
});
