import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockFetch, type MockReply } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { WishlistMailNote } from './WishlistMailNote';

function renderNote(reply: MockReply) {
  mockFetch({ 'v2/user/': reply });
  return render(
    <Router hook={memoryLocation({ path: '/profile/wishlist' }).hook}>
      <WishlistMailNote />
    </Router>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('WishlistMailNote', () => {
  it('names the address the new-session e-mails go to', async () => {
    renderNote({ json: { status: 'success', data: userFixture({ email: 'anna@example.ru' }) } });
    expect(await screen.findByText('anna@example.ru')).toBeTruthy();
  });

  it('asks for an e-mail in the profile when there is none', async () => {
    renderNote({ json: { status: 'success', data: userFixture({ email: '' }) } });
    const link = await screen.findByRole('link', { name: 'Укажите e-mail в профиле' });
    expect(link).toHaveAttribute('href', '/profile');
  });

  it('says nothing when the profile cannot be read', async () => {
    const { container } = renderNote({ networkError: 'Failed to fetch' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await Promise.resolve();
    expect(container.textContent).toBe('');
  });
});
