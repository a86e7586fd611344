import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './SubmitButton';

/**
 * The submit button while its form is being sent (decision 405): it takes no click and no Enter
 * from a field, and it keeps the focus, which a disabled button would drop to the page's top.
 */
function form(loading: boolean, onSubmit: () => void) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Телефон <input name="phone" />
      </label>
      <SubmitButton loading={loading}>Войти</SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('submits when idle; loading, it submits nothing and keeps the focus', async () => {
    const onSubmit = vi.fn();
    const view = render(form(false, onSubmit));
    const button = screen.getByRole('button', { name: 'Войти' });
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    view.rerender(form(true, onSubmit));
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText('Телефон'), '9{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    view.rerender(form(false, onSubmit));
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('stays disabled, out of the Tab order, when its form may not be sent yet', () => {
    render(<SubmitButton disabled>Купить</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Купить' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
