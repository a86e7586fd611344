import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { closeDetailsOnEscape } from './disclosure';
import { Modal } from './Modal';

describe('Escape in a list of a popup (the checkout’s «Ваш заказ»)', () => {
  it('closes the open list with the focus on its summary, and then the popup', async () => {
    const onClosed = vi.fn();
    render(
      <Modal label="Покупка билетов" onClosed={onClosed}>
        {() => (
          <details onKeyDown={closeDetailsOnEscape}>
            <summary>Ваш заказ</summary>
            <button type="button">Убрать: ряд 4, место 2</button>
          </details>
        )}
      </Modal>,
    );
    const summary = screen.getByText('Ваш заказ');
    await userEvent.click(summary);
    act(() => screen.getByRole('button', { name: /^Убрать/ }).focus());
    await userEvent.keyboard('{Escape}');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('dialog').closest('.popup-layer')).not.toHaveClass(
      'popup-layer--closing',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog').closest('.popup-layer')).toHaveClass('popup-layer--closing');
  });
});
