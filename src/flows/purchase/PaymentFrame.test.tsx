import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { keepFocusIn } from '../../ui/keepFocus';
import { PaymentFrame } from './PaymentFrame';

describe('PaymentFrame and the focus', () => {
  it("takes a focus the removed 'Оплатить картой' dropped, before the popup's keeper lands it on 'Назад'", async () => {
    document.body.innerHTML = '';
    const root = document.createElement('div');
    document.body.append(root);
    const back = document.createElement('button');
    back.textContent = 'Назад';
    root.append(back);
    const landed = vi.fn(() => back.focus());
    const stop = keepFocusIn(root, landed);
    // The method list's button had the focus, and went with the list.
    (document.activeElement as HTMLElement | null)?.blur();
    render(<PaymentFrame url="about:blank" onMessage={() => {}} />, { container: root });
    const frame = screen.getByTitle('Оплата картой');
    expect(frame).toHaveFocus();
    // The keeper's observer runs after the commit and leaves a focus that is in the frame.
    await Promise.resolve();
    expect(landed).not.toHaveBeenCalled();
    expect(frame).toHaveFocus();
    stop();
  });

  it('leaves a focus the buyer has put elsewhere', () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    render(<PaymentFrame url="about:blank" onMessage={() => {}} />);
    expect(outside).toHaveFocus();
  });
});
