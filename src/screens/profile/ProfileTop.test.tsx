import { render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../api/testing/userFixture';

describe('the profile top while the form comes (decision 348)', () => {
  it('keeps the same name and bonus line elements when the form arrives under them', async () => {
    // The unit tests share modules between files: a fresh copy of the screen's modules, whose
    // form chunk has not been loaded by another test, so the page really goes through "the top
    // drawn, the form still coming".
    vi.resetModules();
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
});
