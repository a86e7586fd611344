import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivationFields, CardBound } from '../../api/card';
import { activateRefusal } from '../../api/testing/cardErrors';
import { userFixture } from '../../api/testing/userFixture';
import type { UserLoad } from '../../api/user';
import { ApiError } from '../../api/errors';
import { ACTIVATION_MESSAGES, EMPTY_ACTIVATION } from './activationForm';
import { CardActivateController, type ActivateApi } from './cardActivateController';
import { waitText } from '../../lib/waitText';
import { DEFAULT_RESEND_SECONDS, codeWaitText } from './cardActivateMachine';

const CARD = '2990000000026';
const USER = userFixture({
  card: null,
  department_list: [
    { id: 3, name: 'Галерея' },
    { id: 4, name: 'Родина' },
  ],
});
const FORM = { ...EMPTY_ACTIVATION, card: '2990 0000 0002 6', department: '3' };
const SENT: ActivationFields = { card: CARD, department: 3 };

const codeSent = (nextSms?: number) =>
  activateRefusal(202, 14, 'Код подтверждения отправлен в SMS на +7 999 123-45-67', nextSms);
const BOUND: CardBound = {
  card: { number: CARD, virtual: false, movie: { percents: 0.1 }, spend: 0, status: 'live' },
  balance: 0,
  message: ACTIVATION_MESSAGES.success,
};

function fakeApi(answers: Array<() => Promise<CardBound>>, load?: () => Promise<UserLoad>) {
  let call = 0;
  return {
    fetchUser: vi.fn(load ?? (async (): Promise<UserLoad> => ({ kind: 'user', user: USER }))),
    activateCard: vi.fn(async (fields: ActivationFields) => {
      void fields;
      const answer = answers[call++];
      if (!answer) throw new Error('no answer left');
      return answer();
    }),
  } satisfies ActivateApi;
}

async function opened(api: ActivateApi) {
  const controller = new CardActivateController(api);
  controller.start();
  controller.dispatch({ type: 'open' });
  await vi.advanceTimersByTimeAsync(0);
  return controller;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('CardActivateController', () => {
  it('goes number → SMS code → success, counting the resend down once a second', async () => {
    const api = fakeApi([() => Promise.reject(codeSent(30)), () => Promise.resolve(BOUND)]);
    const controller = await opened(api);
    expect(api.fetchUser).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ step: 'number', errors: {} });

    controller.dispatch({ type: 'submitNumber', values: FORM });
    expect(controller.getState().busy).toBe(true);
    expect(api.activateCard).toHaveBeenLastCalledWith(SENT);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ step: 'code', secondsLeft: 30, busy: false });

    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().secondsLeft).toBe(29);
    // Worded as the login's code step words it (decision 406).
    expect(waitText(controller.getState().secondsLeft)).toBe(
      'Запросить код повторно можно через 29 секунд',
    );

    controller.dispatch({ type: 'submitCode', code: '4821' });
    expect(api.activateCard).toHaveBeenLastCalledWith({ ...SENT, code: '4821' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ step: 'done', secondsLeft: 0 });
    // The countdown stopped with the success.
    expect(vi.getTimerCount()).toBe(0);
    expect(ACTIVATION_MESSAGES.success).toBe(
      'Карта успешно активирована. Теперь вы сможете оплачивать заказы бонусами.',
    );
  });

  it('resends the same form only after the countdown, which starts again', async () => {
    const api = fakeApi([() => Promise.reject(codeSent(3)), () => Promise.reject(codeSent(3))]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    controller.dispatch({ type: 'resend' });
    expect(api.activateCard).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getState().secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    controller.dispatch({ type: 'resend' });
    expect(api.activateCard).toHaveBeenCalledTimes(2);
    expect(api.activateCard).toHaveBeenLastCalledWith(SENT);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ step: 'code', secondsLeft: 3 });
  });

  it('waits a minute before a resend when the server names no wait', async () => {
    const api = fakeApi([() => Promise.reject(codeSent())]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().secondsLeft).toBe(DEFAULT_RESEND_SECONDS);
  });

  it('shows a refused number inline on its field, and sends nothing for a bad form', async () => {
    const api = fakeApi([
      () =>
        Promise.reject(
          activateRefusal(
            404,
            'card_unknown',
            'Карта с таким номером не найдена. Проверьте номер.',
          ),
        ),
    ]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: { ...FORM, card: '12' } });
    expect(api.activateCard).not.toHaveBeenCalled();
    expect(controller.getState().errors).toEqual({ card: ACTIVATION_MESSAGES.cardInvalid });

    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({
      step: 'number',
      errors: { card: 'Карта с таким номером не найдена. Проверьте номер.' },
    });
  });

  it('a refused profile field shows on it; a refusal of the whole form under the form', async () => {
    const user = userFixture({ ...USER, email: '' });
    const api = fakeApi(
      [
        () => Promise.reject(activateRefusal(400, 'email', 'Укажите корректный e-mail')),
        () =>
          Promise.reject(
            activateRefusal(409, 'has_card', 'К вашему аккаунту уже привязана бонусная карта.'),
          ),
      ],
      async (): Promise<UserLoad> => ({ kind: 'user', user }),
    );
    const controller = await opened(api);
    expect(controller.getState().profile?.asked).toEqual(['email']);
    const values = { ...FORM, email: 'anna@example.ru' };
    controller.dispatch({ type: 'submitNumber', values });
    expect(api.activateCard).toHaveBeenLastCalledWith({ ...SENT, email: 'anna@example.ru' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().errors).toEqual({ email: 'Укажите корректный e-mail' });
    controller.dispatch({ type: 'submitNumber', values });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().errors).toEqual({
      form: 'К вашему аккаунту уже привязана бонусная карта.',
    });
  });

  it('shows a wrong code under the code field and keeps the step', async () => {
    const api = fakeApi([
      () => Promise.reject(codeSent(45)),
      () => Promise.reject(activateRefusal(400, 'code_wrong', 'Неверный код')),
    ]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    // Nothing typed asks for the code; a code cut short says how long it is (decision 418).
    controller.dispatch({ type: 'submitCode', code: ' ' });
    expect(controller.getState().errors).toEqual({ code: 'Введите код из SMS' });
    controller.dispatch({ type: 'submitCode', code: '12' });
    expect(controller.getState().errors).toEqual({ code: 'Введите все 4 цифры кода' });
    expect(api.activateCard).toHaveBeenCalledTimes(1);
    controller.dispatch({ type: 'submitCode', code: '0000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({
      step: 'code',
      errors: { code: 'Неверный код' },
      busy: false,
    });
  });

  it('a refusal naming the card on the code step goes back to the number', async () => {
    const api = fakeApi([
      () => Promise.reject(codeSent(45)),
      () =>
        Promise.reject(
          activateRefusal(409, 'card_bound', 'Эта карта уже привязана к другому аккаунту.'),
        ),
    ]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    controller.dispatch({ type: 'submitCode', code: '4821' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({
      step: 'number',
      errors: { card: 'Эта карта уже привязана к другому аккаунту.' },
    });
  });

  it('too many tries: the message on the code and the wait on the countdown', async () => {
    const api = fakeApi([
      () => Promise.reject(codeSent(5)),
      () =>
        Promise.reject(
          activateRefusal(429, 'too_many', 'Слишком много попыток. Попробуйте позже.', 600),
        ),
    ]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    controller.dispatch({ type: 'submitCode', code: '1111' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({
      step: 'code',
      secondsLeft: 600,
      errors: {
        code: 'Слишком много попыток. Попробуйте позже. Запросить код повторно можно через 10 минут.',
      },
    });
  });

  it('step 0 too soon after another code: the refusal and the countdown on the form', async () => {
    const soon = fakeApi([
      () =>
        Promise.reject(
          activateRefusal(429, 'too_many', 'Новый код можно будет запросить позже.', 41),
        ),
    ]);
    const controller = await opened(soon);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({
      step: 'number',
      secondsLeft: 41,
      errors: { form: 'Новый код можно будет запросить позже.' },
    });
    expect(codeWaitText(41)).toBe('Запросить код можно через 41 секунду');

    const limit = fakeApi([
      () =>
        Promise.reject(
          activateRefusal(
            429,
            'too_many',
            'Слишком много запросов кода. Новый код не отправлен.',
            1800,
          ),
        ),
    ]);
    const limited = await opened(limit);
    limited.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    expect(limited.getState()).toMatchObject({
      step: 'number',
      errors: {
        form: 'Слишком много запросов кода. Новый код не отправлен. Запросить код повторно можно через 30 минут.',
      },
    });
  });

  it('a network failure shows under the form; the form may be sent again', async () => {
    const api = fakeApi([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(codeSent(60)),
    ]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().errors.form).toBe(
      'Что-то пошло не так: Failed to fetch. Попробуйте еще раз.',
    );
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().step).toBe('code');
  });

  it('back to the number within the countdown keeps the code already sent', async () => {
    const api = fakeApi([() => Promise.reject(codeSent(30))]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    await vi.advanceTimersByTimeAsync(0);
    controller.dispatch({ type: 'editNumber' });
    expect(controller.getState().step).toBe('number');
    controller.dispatch({ type: 'submitNumber', values: FORM });
    expect(api.activateCard).toHaveBeenCalledTimes(1);
    expect(controller.getState().step).toBe('code');
  });

  it('a signed-out or unconfirmed buyer gets no form; a failed load may be retried', async () => {
    const signedOut = new ApiError('server', 'Войдите', 401);
    signedOut.status = 401;
    const out = await opened(fakeApi([], () => Promise.reject(signedOut)));
    expect(out.getState().step).toBe('signedOut');

    const unconfirmed = await opened(
      fakeApi([], async (): Promise<UserLoad> => ({ kind: 'unconfirmed', phone: '79991234567' })),
    );
    expect(unconfirmed.getState().step).toBe('unconfirmed');

    let tries = 0;
    const flaky = fakeApi([], async (): Promise<UserLoad> => {
      tries += 1;
      if (tries === 1) throw new TypeError('offline');
      return { kind: 'user', user: USER };
    });
    const controller = await opened(flaky);
    expect(controller.getState()).toMatchObject({
      step: 'loadFailed',
      loadError: 'Что-то пошло не так: offline. Попробуйте еще раз.',
    });
    controller.dispatch({ type: 'retryLoad' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().step).toBe('number');
  });

  it('drops answers after it is stopped (the popup closed)', async () => {
    let answer!: (value: CardBound) => void;
    const api = fakeApi([() => new Promise<CardBound>((resolve) => (answer = resolve))]);
    const controller = await opened(api);
    controller.dispatch({ type: 'submitNumber', values: FORM });
    controller.destroy();
    answer(BOUND);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().step).toBe('number');
  });
});
