import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockFetch } from '../../api/testing/mockFetch';
import { AFTER_PASSWORD_SAVED } from '../../flows/auth/CreatePasswordPopup';
import { rememberSignIn } from '../../flows/auth/session';
import { alertsAtom } from '../../ui/popups/alerts';
import { PASSWORD_SAVED, SettingsScreen } from './SettingsScreen';

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
    mockFetch({
      'v1/user/setpass/': {
        json: { status: 'success', data: { user: { user_id: 7 }, redirect_url: null } },
      },
    });
    renderSettings('/profile/settings');
    const password = screen.getByLabelText(/Новый пароль/);
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
  });

  it('after registration (?saved=password) it says the password is saved, once', async () => {
    const location = renderSettings(AFTER_PASSWORD_SAVED);
    await act(async () => {});
    expect(alerts()).toEqual([
      expect.objectContaining({ status: 'success', text: PASSWORD_SAVED }),
    ]);
    // The address loses the flag, so a reload does not say it again.
    expect(location.history?.at(-1)).toBe('/profile/settings');
  });
});
