import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockFetch } from '../../api/testing/mockFetch';
import { openPopup } from '../../ui/popups/openPopup';
import { PopupHost } from '../../ui/popups/PopupHost';
import { registerPopup } from '../../ui/popups/registry';
import CancelOrderPopup from './CancelOrderPopup';

/**
 * '#buy-cancel': the confirmation of an unpaid order's cancel opens on the safe choice, so an
 * Enter pressed once more (the one that opened it, held or repeated) keeps the order
 * (decision 396).
 */
describe('the #buy-cancel popup', () => {
  it("opens with the focus on 'Нет', and Enter there cancels nothing", async () => {
    onTestFinished(
      registerPopup('buy-cancel', { label: 'Отмена заказа', component: CancelOrderPopup }),
    );
    const fetchMock = mockFetch({});
    render(
      <Router hook={memoryLocation().hook}>
        <PopupHost />
      </Router>,
    );
    act(() => openPopup('buy-cancel', 77));
    const dialog = screen.getByRole('dialog', { name: 'Отмена заказа' });
    expect(screen.getByRole('button', { name: 'Нет' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Да, отменить' })).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
