import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
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

  it('opens on Регистрация at /login#registration', () => {
    window.history.replaceState(null, '', '/login#registration');
    renderLogin();
    expect(selectedTab()).toHaveTextContent('Регистрация');
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
