import { act, cleanup, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rememberSignIn } from '../../flows/auth/session';
import { LoginScreen } from './LoginScreen';

function renderLogin(enteredOnRegistration?: boolean) {
  return render(
    <Router hook={memoryLocation({ path: '/login' }).hook}>
      <LoginScreen enteredOnRegistration={enteredOnRegistration} />
    </Router>,
  );
}

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/login');
});

describe('LoginScreen', () => {
  it('opens on Вход without the #registration anchor', () => {
    renderLogin();
    expect(selectedTab()).toHaveTextContent('Вход');
  });

  it("starts with the phone a link carried (the purchase popup's 'Войти по паролю', decision 431)", () => {
    window.history.replaceState({ phone: '79000000010' }, '', '/login');
    renderLogin();
    expect(screen.getByLabelText(/Телефон/)).toHaveValue('+7 (900) 000-00-10');
  });

  it('opens on Регистрация at /login#registration', () => {
    window.history.replaceState(null, '', '/login#registration');
    renderLogin();
    expect(selectedTab()).toHaveTextContent('Регистрация');
  });

  it('at /login#registration a signed-in buyer is told so, with no form prefilled with their phone', () => {
    rememberSignIn(7, '79000000000');
    window.history.replaceState(null, '', '/login#registration');
    renderLogin();
    expect(screen.getByText('Вы уже вошли в личный кабинет')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Телефон/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('a signed-in buyer who opens /login is told so, with the way to the profile, and keeps the form for another number', () => {
    rememberSignIn(7, '79000000000');
    renderLogin();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Вы уже вошли в личный кабинет');
    expect(within(note).getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(selectedTab()).toHaveTextContent('Вход');
    expect(screen.getByLabelText(/Телефон/)).toBeInTheDocument();
  });

  it('says nothing of it to a guest, nor to a buyer sent to sign in again (a profile that failed)', () => {
    renderLogin();
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    rememberSignIn(7, '79000000000');
    window.history.replaceState({ from: '/profile' }, '', '/login');
    renderLogin();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByLabelText(/Телефон/)).toBeInTheDocument();
  });

  it('stays on Регистрация when entered with the anchor the popup host has cleared since', () => {
    renderLogin(true);
    expect(selectedTab()).toHaveTextContent('Регистрация');
  });

  it('switches to Регистрация when the anchor is followed on the page', () => {
    renderLogin();
    act(() => {
      window.history.replaceState(null, '', '/login#registration');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(selectedTab()).toHaveTextContent('Регистрация');
  });
});
