import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { alertsAtom } from '../../ui/popups/alerts';
import { openPopup } from '../../ui/popups/openPopup';
import { PopupHost } from '../../ui/popups/PopupHost';
import { registerAuthPopups } from './registerAuthPopups';
import { rememberSignIn } from './session';

registerAuthPopups();

function renderHost() {
  render(
    <Router hook={memoryLocation({ path: '/afisha' }).hook}>
      <PopupHost />
    </Router>,
  );
}

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(alertsAtom, []);
  window.history.replaceState(null, '', '/afisha');
});

describe('#registration', () => {
  it('for a signed-in buyer says they are signed in, with no form to register again', async () => {
    rememberSignIn(7, '79000000000');
    renderHost();
    act(() => openPopup('registration'));
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    expect(dialog).toHaveTextContent('Вы уже вошли в личный кабинет');
    expect(screen.queryByLabelText(/Телефон/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('for a guest opens the registration form', async () => {
    renderHost();
    act(() => openPopup('registration'));
    expect(await screen.findByLabelText(/Телефон/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
