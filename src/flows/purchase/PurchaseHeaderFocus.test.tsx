import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionData } from './fixtures';
import { PurchaseHeader } from './PurchaseHeader';

/**
 * A new step of the purchase popup takes the focus to its title: the control that led there
 * ('Продолжить', 'Купить') is gone, and a screen reader says where the buyer is now.
 */
describe('PurchaseHeader focus', () => {
  it('leaves the focus where it is on the first step, moves it to the title of a new one', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const data = sessionData();
    const { rerender } = render(<PurchaseHeader data={data} step="scheme" onBack={() => {}} />);
    expect(outside).toHaveFocus();
    rerender(<PurchaseHeader data={data} step="checkout" onBack={() => {}} />);
    expect(screen.getByText('Оформление заказа')).toHaveFocus();
    // A render of the same step (a field typed in) does not pull the focus back.
    outside.focus();
    rerender(<PurchaseHeader data={data} step="checkout" onBack={() => {}} />);
    expect(outside).toHaveFocus();
    rerender(<PurchaseHeader data={data} step="choicePayment" onBack={() => {}} />);
    expect(screen.getByText('Оплата')).toHaveFocus();
    outside.remove();
  });
});
