import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../ui/popups/Modal';
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

  it("goes on by Tab from a new step's title to the step's panel, past the strip and the map", async () => {
    // The checkout's phone field was 19 Tabs from the title: the day's times, the map, its seat
    // list and zoom came first (decision 429). Shift+Tab still reaches them, from the panel.
    const data = sessionData();
    function Popup({ step }: { step: 'scheme' | 'checkout' }) {
      return (
        <div className="purchase">
          <PurchaseHeader data={data} step={step} onBack={() => {}} />
          <nav aria-label="Сеансы дня">
            <button type="button">12:05</button>
          </nav>
          <div className="purchase__body">
            <button type="button">Приблизить</button>
            <aside className="purchase__panel">
              <label>
                Телефон <input />
              </label>
            </aside>
          </div>
        </div>
      );
    }
    const { rerender } = render(<Popup step="scheme" />);
    rerender(<Popup step="checkout" />);
    expect(screen.getByText('Оформление заказа')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Телефон')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Приблизить' })).toHaveFocus();
  });

  it("in the popup, Tab from a payment step's title stops at the panel's only control, not beyond it", async () => {
    // The SberPay step: its panel's one control is also the popup's last. The popup's own trap
    // judged the Tab again from there and sent the focus round to 'Закрыть окно'.
    const data = sessionData();
    function Popup({ step }: { step: 'scheme' | 'sberpay' }) {
      return (
        <Modal label="Покупка билетов" onClosed={() => {}}>
          {() => (
            <div className="purchase">
              <PurchaseHeader data={data} step={step} onBack={() => {}} />
              <div className="purchase__body">
                <button type="button">Приблизить</button>
                <aside className="purchase__panel">
                  <button type="button">Оплатить SberPay</button>
                </aside>
              </div>
            </div>
          )}
        </Modal>
      );
    }
    const { rerender } = render(<Popup step="scheme" />);
    rerender(<Popup step="sberpay" />);
    expect(screen.getByText('Оплата SberPay')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Оплатить SberPay' })).toHaveFocus();
  });
});
