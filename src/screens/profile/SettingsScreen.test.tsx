import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockFetch } from '../../api/testing/mockFetch';
import { AFTER_PASSWORD_SAVED } from '../../flows/auth/CreatePasswordPopup';
import { rememberSignIn } from '../../flows/auth/session';
import { alertsAtom } from '../../ui/popups/alerts';
import { AUTH_MESSAGES, type PasswordState } from '@softkino/contract/auth';
import { storedUserId } from '../../flows/auth/session';
import { PASSWORD_SAVED, SettingsScreen } from './SettingsScreen';

const SIGNED_IN = { status: 'success', data: { user: { user_id: 7 }, redirect_url: null } };

/** GET setpass/ answers `state`; POST answers `saved` (or what `post` returns) and is recorded. */
function mockPasswordCalls(
  state: Partial<PasswordState>,
  post: (form: URLSearchParams) => { json: unknown; status?: number } = () => ({ json: SIGNED_IN }),
) {
  const posted: URLSearchParams[] = [];
  const fetchMock = mockFetch({
    'v1/user/setpass/': (_url, init) => {
      if (init?.method !== 'POST') {
        const data = {
          phone: '79001234567',
          has_password: true,
          current_required: false,
          ...state,
        };
        return { json: { status: 'success', data } };
      }
      const form = new URLSearchParams(String(init.body));
      posted.push(form);
      return post(form);
    },
  });
  return { posted, fetchMock };
}

function renderSettings(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/profile/settings">
        <SettingsScreen />
      </Route>
    </Router>,
  );
  return location;
}

function alerts() {
  return getDefaultStore().get(alertsAtom);
}

beforeEach(() => {
  localStorage.clear();
  rememberSignIn(7, null);
  getDefaultStore().set(alertsAtom, []);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsScreen (/profile/settings)', () => {
  it("saving a new password says 'Отлично!' and clears both fields", async () => {
    const { posted } = mockPasswordCalls({ current_required: false });
    renderSettings('/profile/settings');
    const password = await screen.findByLabelText(/Новый пароль/);
    // Just after a code sign-in, the current password is not asked.
    expect(screen.queryByLabelText(/Текущий пароль/)).toBeNull();
    const confirm = screen.getByLabelText(/Повторите пароль/);
    fireEvent.change(password, { target: { value: 'Kino2024' } });
    fireEvent.change(confirm, { target: { value: 'Kino2024' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    });
    expect(alerts()).toEqual([
      expect.objectContaining({ status: 'success', text: PASSWORD_SAVED }),
    ]);
    expect(password).toHaveValue('');
    expect(confirm).toHaveValue('');
    expect(posted.map((form) => form.has('current_password'))).toEqual([false]);
  });

  it("asks for the current password (decision 449): an empty one is named before any call, a wrong one is the server's words", async () => {
    const { posted } = mockPasswordCalls({ current_required: true }, (form) =>
      form.get('current_password') === 'Old12345'
        ? {
            json: {
              status: 'success',
              data: { ...SIGNED_IN.data, caption: AUTH_MESSAGES.othersSignedOut },
            },
          }
        : {
            status: 403,
            json: {
              status: 'error',
              errors: { code: 403, message: AUTH_MESSAGES.currentPasswordWrong },
            },
          },
    );
    renderSettings('/profile/settings');
    const current = await screen.findByLabelText(/Текущий пароль/);
    fireEvent.change(screen.getByLabelText(/Новый пароль/), { target: { value: 'Kino2024' } });
    fireEvent.change(screen.getByLabelText(/Повторите пароль/), { target: { value: 'Kino2024' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.currentPasswordEmpty);
    expect(posted).toHaveLength(0);
    // Said at its field: marked, described and focused (decision 460).
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(AUTH_MESSAGES.currentPasswordEmpty);
    expect(current).toHaveFocus();

    fireEvent.change(current, { target: { value: 'Wrong123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.currentPasswordWrong);
    expect(alerts()).toEqual([]);

    fireEvent.change(current, { target: { value: 'Old12345' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    });
    expect(posted.map((form) => form.get('current_password'))).toEqual(['Wrong123', 'Old12345']);
    // Said with the server's word about the other browsers signed out.
    expect(alerts()).toEqual([
      expect.objectContaining({
        status: 'success',
        text: `${PASSWORD_SAVED} ${AUTH_MESSAGES.othersSignedOut}`,
      }),
    ]);
    expect(current).toHaveValue('');
  });

  it("with every field empty, 'Заполните все поля' is said at the current password, the first of them", async () => {
    const { posted } = mockPasswordCalls({ current_required: true });
    renderSettings('/profile/settings');
    const current = await screen.findByLabelText(/Текущий пароль/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    });
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(AUTH_MESSAGES.fillAll);
    expect(current).toHaveFocus();
    expect(screen.getByLabelText(/Новый пароль/)).not.toHaveAttribute('aria-invalid');
    expect(posted).toHaveLength(0);
  });

  it('says a mismatch at the repeated password and a weak one at the new one, each field marked and focused', async () => {
    mockPasswordCalls({ current_required: false }, () => ({ json: SIGNED_IN }));
    renderSettings('/profile/settings');
    const password = await screen.findByLabelText(/Новый пароль/);
    const confirm = screen.getByLabelText(/Повторите пароль/);
    const save = () =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
      });
    await save();
    expect(password).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.fillAll));
    expect(password).toHaveFocus();
    fireEvent.change(password, { target: { value: 'Kino2024' } });
    fireEvent.change(confirm, { target: { value: 'Kino2025' } });
    await save();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(AUTH_MESSAGES.mismatch);
    expect(confirm).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');
    fireEvent.change(password, { target: { value: 'kinokino' } });
    fireEvent.change(confirm, { target: { value: 'kinokino' } });
    await save();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(AUTH_MESSAGES.weak));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("'Забыли пароль?' offers a code to the account's phone instead of the current password", async () => {
    mockPasswordCalls({ current_required: true, phone: '79001234567' });
    renderSettings('/profile/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Забыли пароль?' }));
    const phone = await screen.findByLabelText(/Телефон/);
    expect(phone).toHaveValue('+7 (900) 123-45-67');
    expect(screen.queryByLabelText(/Текущий пароль/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Я помню пароль' }));
    expect(await screen.findByLabelText(/Текущий пароль/)).toBeInTheDocument();
  });

  it('an ended session sends the page to /login and forgets the sign-in', async () => {
    mockFetch({
      'v1/user/setpass/': {
        status: 401,
        json: { status: 'error', errors: { code: 401, message: 'Войдите в личный кабинет.' } },
      },
    });
    const location = renderSettings('/profile/settings');
    await act(async () => {});
    expect(location.history?.at(-1)).toBe('/login');
    expect(storedUserId()).toBeNull();
  });

  it('after registration (?saved=password) it says the password is saved, once', async () => {
    mockPasswordCalls({ current_required: false });
    const location = renderSettings(AFTER_PASSWORD_SAVED);
    await act(async () => {});
    expect(alerts()).toEqual([
      expect.objectContaining({ status: 'success', text: PASSWORD_SAVED }),
    ]);
    // The address loses the flag, so a reload does not say it again.
    expect(location.history?.at(-1)).toBe('/profile/settings');
  });
});
