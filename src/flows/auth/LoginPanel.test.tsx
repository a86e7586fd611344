import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../api/testing/mockFetch';
import { alertsAtom } from '../../ui/popups/alerts';
import { AUTH_MESSAGES } from '@softkino/contract/auth';
import { LoginPanel } from './LoginPanel';
import { noCodeSentText } from './loginMachine';

const go = vi.fn();

function errorReply(status: number, message: string, extra: object = {}) {
  return { status, json: { status: 'error', errors: { code: status, message }, ...extra } };
}

const CODE_SENT = {
  json: {
    status: 'success',
    data: { next_sms: 5, caption: 'Вам поступит звонок.', type: 'flashcall' },
  },
};

/** A confirmed code of an account that has no password yet: the create-password popup follows. */
const VERIFIED_NEEDS_PASSWORD = {
  json: {
    status: 'success',
    data: { user: { user_id: 9 }, redirect_url: null, need_password: true },
  },
};

/** Types the sent code's last four digits and confirms them. */
async function confirmCode() {
  fireEvent.change(screen.getByLabelText(/Последние 4 цифры/), { target: { value: '4567' } });
  fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
  await flush();
}

function phoneInput() {
  return screen.getByLabelText(/Телефон/);
}

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  go.mockReset();
  localStorage.clear();
  getDefaultStore().set(alertsAtom, []);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoginPanel', () => {
  it('shows the tabs Вход and Регистрация and switches between them', () => {
    render(<LoginPanel returnTo={null} go={go} />);
    const auth = screen.getByRole('tab', { name: 'Вход' });
    const reg = screen.getByRole('tab', { name: 'Регистрация' });
    expect(auth).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Пароль/)).toBeInTheDocument();
    fireEvent.click(reg);
    expect(reg).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText(/Пароль/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End, the focus with the choice', () => {
    // Only the chosen tab is a Tab stop: the arrows are the keyboard's one way to 'Регистрация'.
    render(<LoginPanel returnTo={null} go={go} />);
    const auth = screen.getByRole('tab', { name: 'Вход' });
    const reg = screen.getByRole('tab', { name: 'Регистрация' });
    expect([auth.tabIndex, reg.tabIndex]).toEqual([0, -1]);
    act(() => auth.focus());
    fireEvent.keyDown(auth, { key: 'ArrowRight' });
    expect(reg).toHaveAttribute('aria-selected', 'true');
    expect(reg).toHaveFocus();
    expect([auth.tabIndex, reg.tabIndex]).toEqual([-1, 0]);
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
    fireEvent.keyDown(reg, { key: 'ArrowRight' });
    expect(auth).toHaveFocus();
    expect(auth).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(auth, { key: 'End' });
    expect(reg).toHaveFocus();
    fireEvent.keyDown(reg, { key: 'Home' });
    expect(auth).toHaveFocus();
    fireEvent.keyDown(auth, { key: 'ArrowLeft' });
    expect(reg).toHaveFocus();
    fireEvent.keyDown(reg, { key: 'a' });
    expect(reg).toHaveAttribute('aria-selected', 'true');
  });

  it("'Войти' with empty fields focuses the phone that says what is missing, not the button", async () => {
    const fetchMock = mockFetch({});
    render(<LoginPanel returnTo="/afisha" go={go} />);
    // The password method: the phone and the password, both left empty.
    expect(screen.getByLabelText(/Пароль/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Войти' });
    button.focus();
    fireEvent.click(button);
    await flush();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with the password, stores PHONE and goes to the remembered page', async () => {
    const fetchMock = mockFetch({
      'v1/user/loginbypass/': {
        json: { status: 'success', data: { user: { user_id: 7 }, redirect_url: null } },
      },
    });
    render(<LoginPanel returnTo="/afisha" go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: 'Secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await flush();
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('phone=79991234567&password=Secret1');
    expect(JSON.parse(localStorage.getItem('PHONE')!)).toMatchObject({ phone: '79991234567' });
    expect(localStorage.getItem('USER_ID')).toBe('7');
    expect(go).toHaveBeenCalledWith('/afisha');
  });

  it("a 404 asks whether to register; 'Исправить номер' goes back with no code sent", async () => {
    const calls = mockFetch({
      'v1/user/loginbypass/': errorReply(404, 'Номер не зарегистрирован.'),
      'v1/user/login/': CODE_SENT,
    });
    render(<LoginPanel returnTo={null} go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: 'Secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await flush();
    // The phone in it is kept on one line, in a span of its own.
    expect(screen.getByText('+7 (999) 123-45-67').closest('p')?.textContent).toBe(
      'Номер +7 (999) 123-45-67 не зарегистрирован. Зарегистрировать его?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Исправить номер' }));
    await flush();
    expect(phoneInput()).toHaveValue('+7 (999) 123-45-67');
    expect(screen.queryByText(/Зарегистрировать его\?/)).toBeNull();
    expect(calls.mock.calls.some(([url]) => String(url).includes('v1/user/login/'))).toBe(false);
  });

  it('a rate-limited code request in the forgotten password promises no call and waits in minutes', async () => {
    mockFetch({
      'v1/user/login/': errorReply(429, AUTH_MESSAGES.codeLimit, { next_sms: 1738 }),
    });
    render(<LoginPanel initialTab="forget" returnTo={null} go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await flush();
    expect(screen.queryByText(/Вам поступит звонок/)).toBeNull();
    // The caption keeps the phone on one line in a span of its own.
    const caption = screen.getByText('+7 (999) 123-45-67').closest('p');
    expect(caption?.textContent).toBe(noCodeSentText('79991234567'));
    expect(screen.getByText('Запросить код повторно можно через 29 минут')).toBeInTheDocument();
    expect(screen.queryByText(/секунд/)).toBeNull();
  });

  it('a 404 then confirming registers: a code is sent and counts down', async () => {
    mockFetch({
      'v1/user/loginbypass/': errorReply(404, 'Номер не зарегистрирован.'),
      'v1/user/login/': CODE_SENT,
    });
    render(<LoginPanel returnTo={null} go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: 'Secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрировать' }));
    await flush();
    await flush();
    expect(screen.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const lastDigits = screen.getByLabelText(/Последние 4 цифры/);
    // Four digits, not six (decision 462); the calling number pasted whole gives its last four.
    fireEvent.change(lastDigits, { target: { value: '790000' } });
    expect(lastDigits).toHaveValue('0000');
    fireEvent.change(lastDigits, { target: { value: '7900' } });
    fireEvent.change(lastDigits, { target: { value: '79001' } });
    expect(lastDigits).toHaveValue('7900');
    fireEvent.change(lastDigits, { target: { value: '' } });
    fireEvent.change(lastDigits, { target: { value: '+7 (900) 123-45-67' } });
    expect(lastDigits).toHaveValue('4567');
    fireEvent.change(lastDigits, { target: { value: '' } });
    expect(screen.getByText('Запросить код повторно можно через 5 секунд')).toBeInTheDocument();
    // The countdown is not read out each second: its nearest live region is silent (460).
    expect(
      screen
        .getByText('Запросить код повторно можно через 5 секунд')
        .closest('[aria-live]')
        ?.getAttribute('aria-live'),
    ).toBe('off');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByText('Запросить код повторно можно через 1 секунду')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: 'Позвонить еще раз' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Получить код в SMS' })).toBeInTheDocument();
  });

  it('a confirmed registration code opens the create-password popup, which saves and goes to /profile/settings', async () => {
    mockFetch({
      'v1/user/login/': CODE_SENT,
      'v1/user/verify/': VERIFIED_NEEDS_PASSWORD,
      'v1/user/setpass/': {
        json: { status: 'success', data: { user: { user_id: 9 }, redirect_url: null } },
      },
    });
    render(<LoginPanel initialTab="reg" returnTo={null} go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await flush();
    await confirmCode();
    const dialog = screen.getByRole('dialog', { name: 'Создание пароля' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Придумайте пароль' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Новый пароль/), { target: { value: 'Secret1' } });
    fireEvent.change(screen.getByLabelText(/Повторите пароль/), { target: { value: 'Secret2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Повторите пароль/), { target: { value: 'Secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await flush();
    // The settings page says 'Отлично!' for it (SettingsScreen.test.tsx).
    expect(go).toHaveBeenCalledWith('/profile/settings?saved=password');
  });

  it('a confirmed code of a forgotten password asks for a new one, not as after registration', async () => {
    mockFetch({
      'v1/user/login/': CODE_SENT,
      'v1/user/verify/': VERIFIED_NEEDS_PASSWORD,
    });
    render(<LoginPanel initialTab="forget" returnTo={null} go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await flush();
    await confirmCode();
    expect(screen.getByRole('dialog', { name: 'Новый пароль' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Придумайте новый пароль' })).toBeInTheDocument();
    expect(screen.queryByText(/С паролем входить быстрее/)).toBeNull();
  });

  it('a known phone in registration switches to the Вход tab with the message', async () => {
    mockFetch({ 'v1/user/login/': errorReply(409, 'Этот номер уже зарегистрирован.') });
    render(<LoginPanel initialTab="reg" returnTo={null} go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await flush();
    expect(screen.getByRole('tab', { name: 'Вход' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Этот номер уже зарегистрирован.')).toBeInTheDocument();
  });

  it('493 raises the failure popup with a link', async () => {
    mockFetch({ 'v1/user/login/': errorReply(493, 'СМС-сервис недоступен') });
    render(<LoginPanel initialTab="reg" returnTo={null} go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await flush();
    const alert = getDefaultStore().get(alertsAtom)[0];
    expect(alert).toMatchObject({ status: 'error', text: 'СМС-сервис недоступен' });
    expect(alert?.link?.href).toMatch(/^tel:/);
  });

  it('a network failure shows the retry text', async () => {
    mockFetch({ 'v1/user/loginbypass/': { networkError: 'Failed to fetch' } });
    render(<LoginPanel returnTo={null} go={go} />);
    fireEvent.input(phoneInput(), { target: { value: '9991234567' } });
    fireEvent.change(screen.getByLabelText(/Пароль/), { target: { value: 'Secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await flush();
    expect(
      screen.getByText('Попробуйте обновить страницу и запросить код еще раз'),
    ).toBeInTheDocument();
  });

  it('the forgotten password flow is reached from Вход and comes back', () => {
    render(<LoginPanel returnTo={null} go={go} />);
    fireEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Вернуться ко входу' }));
    expect(screen.getByRole('tab', { name: 'Вход' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the focus follows the view when the pressed link leaves with it, not to the page top', async () => {
    render(<LoginPanel returnTo={null} go={go} />);
    const forgot = screen.getByRole('button', { name: 'Забыли пароль?' });
    act(() => forgot.focus());
    fireEvent.click(forgot);
    await flush();
    expect(screen.getByRole('heading', { name: 'Восстановление пароля' })).toHaveFocus();
    const back = screen.getByRole('button', { name: 'Вернуться ко входу' });
    act(() => back.focus());
    fireEvent.click(back);
    await flush();
    expect(phoneInput()).toHaveFocus();
  });
});
