import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';

beforeEach(() => localStorage.setItem('USER_ID', '42'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the profile top while the form comes (decision 348)', () => {
  it('keeps the same name and bonus line elements when the form arrives under them', async () => {
    // The unit tests share modules between files: a fresh copy of the screen's modules, whose
    // form chunk has not been loaded by another test, so the page really goes through "the top
    // drawn, the form still coming".
    vi.resetModules();
    // The orders list under the form asks for the orders: answered empty, not by the network.
    mockFetch({ 'v2/user/find_user_orders/': { json: { status: 'success', data: [] } } });
    const { ProfileScreen } = await import('./ProfileScreen');
    const user = userFixture();
    const { container } = render(
      <Router hook={memoryLocation({ path: '/profile' }).hook}>
        <ProfileScreen load={async () => ({ kind: 'user', user })} />
      </Router>,
    );
    const line = await waitFor(() => {
      const found = container.querySelector('.profile-form__card');
      expect(found).not.toBeNull();
      return found!;
    });
    const name = container.querySelector('.profile-form__name')!;
    // The form's code is asked for only after the top's frame, and is still on its way: the top
    // is drawn with its photo controls.
    expect(container.querySelector('form.profile-form')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем профиль...');
    expect(screen.getByText('Загрузить фото')).toBeInTheDocument();

    await screen.findByRole('button', { name: 'Сохранить изменения' });
    expect(container.querySelector('.profile-form__card')).toBe(line);
    expect(container.querySelector('.profile-form__name')).toBe(name);
    expect(line.isConnected).toBe(true);
    expect(container.querySelectorAll('.profile-form__card')).toHaveLength(1);
  });

  it('keeps a photo chosen in the top before the form came', async () => {
    vi.resetModules();
    mockFetch({ 'v2/user/find_user_orders/': { json: { status: 'success', data: [] } } });
    // jsdom has no object URLs: the preview's are put in for the test and taken out after.
    const urls = URL as unknown as Record<string, unknown>;
    urls.createObjectURL = () => 'blob:chosen';
    urls.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      delete urls.createObjectURL;
      delete urls.revokeObjectURL;
    });
    const { ProfileScreen } = await import('./ProfileScreen');
    const { container } = render(
      <Router hook={memoryLocation({ path: '/profile' }).hook}>
        <ProfileScreen load={async () => ({ kind: 'user', user: userFixture() })} />
      </Router>,
    );
    const input = await waitFor(() => {
      const found = container.querySelector<HTMLInputElement>('.avatar input[type="file"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(container.querySelector('form.profile-form')).toBeNull();
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
      'photo.png',
      { type: 'image/png' },
    );
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() =>
      expect(screen.getByAltText('Фото профиля')).toHaveAttribute('src', 'blob:chosen'),
    );
    await screen.findByRole('button', { name: 'Сохранить изменения' });
    // The form's arrival does not take the choice back.
    expect(screen.getByAltText('Фото профиля')).toHaveAttribute('src', 'blob:chosen');
    expect(screen.getByText('Заменить фото')).toBeInTheDocument();
  });
});
