import { render, screen, within } from '@testing-library/react';
import type { Place, UnpaidOrder } from '@softkino/contract';
import {
  clearUnpaidMarkers,
  readOrderId,
  readPaymentLink,
  storePaymentLink,
} from './unpaidMarkers';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { GUEST, buyerOf, type Buyer } from './buyer';
import { userFixture } from '../../api/testing/userFixture';
import { place, sessionData, unpaidOrder } from './fixtures';
import { SchemePanel } from './SchemePanel';

function schemePanel(
  disabled: boolean,
  tickets: Place[] = [],
  unpaid: UnpaidOrder | null = null,
  bonus: { noBonus?: boolean; bonusNotes?: boolean } = {},
  buyer: Buyer = GUEST,
) {
  return (
    <Router>
      <SchemePanel
        data={sessionData({ disabled })}
        noBonus={bonus.noBonus ?? false}
        bonusNotes={bonus.bonusNotes ?? true}
        tickets={tickets}
        unpaid={unpaid}
        buyer={buyer}
        onLoginLink={vi.fn()}
        onRemove={vi.fn()}
        onContinue={vi.fn()}
      />
    </Router>
  );
}

function panel(disabled: boolean, tickets: Place[] = [], unpaid: UnpaidOrder | null = null) {
  return render(schemePanel(disabled, tickets, unpaid));
}

describe('the bonus note of the scheme step (spec sections 2 and 6)', () => {
  const LOGIN_NOTE = /Бонусы на кассе не начисляются\. Войдите, чтобы получать бонусы за покупки\./;

  it('a guest is asked to sign in for bonuses', () => {
    const view = render(schemePanel(false));
    expect(view.container.textContent).toMatch(LOGIN_NOTE);
    expect(screen.getByRole('link', { name: 'Войдите' })).toHaveAttribute('href', '/login');
  });

  it('where the session or cinema gives no bonuses, nobody is asked to sign in for them: the note points to the app', () => {
    const view = render(schemePanel(false, [], null, { noBonus: true }));
    expect(view.container.textContent).not.toMatch(LOGIN_NOTE);
    expect(view.container.textContent).toContain(
      'На этот сеанс бонусы не начисляются и не списываются. Бонусной картой можно пользоваться в мобильном приложении.',
    );
    expect(screen.getByRole('link', { name: 'Бонусы в приложении' })).toHaveAttribute(
      'href',
      '/about/bonus#app',
    );
  });

  it('a separate cinema or a rented hall shows no bonus note at all', () => {
    for (const noBonus of [false, true]) {
      const view = render(schemePanel(false, [], null, { noBonus, bonusNotes: false }));
      expect(view.container.textContent).not.toMatch(/бонус/i);
      view.unmount();
    }
  });
});

describe('the scheme panel of a session', () => {
  it('asks to choose seats while sales are open', () => {
    panel(false);
    expect(screen.getByText('Выберите места на схеме зала')).toBeVisible();
    expect(screen.queryByText('Продажа билетов на этот сеанс закрыта.')).toBeNull();
  });

  it('says why nothing can be bought once the cinema closed its sales', () => {
    panel(true);
    expect(screen.getByRole('status')).toHaveTextContent('Продажа билетов на этот сеанс закрыта.');
    expect(screen.queryByText('Выберите места на схеме зала')).toBeNull();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
  });

  it('scrolls a seat just chosen into the panel, as the phone shows it under the notes', () => {
    const scrolled: string[] = [];
    // jsdom has no scrolling: the method is put in for the test and taken out after.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    const seat = (n: number) => place(n, { row: 1, place: n });
    const rerender = (view: ReturnType<typeof panel>, tickets: Place[]) =>
      view.rerender(schemePanel(false, tickets));
    try {
      // The first seat pressed brings the list in, and is shown.
      const view = panel(false, []);
      rerender(view, [seat(1)]);
      expect(scrolled).toHaveLength(1);
      expect(scrolled[0]).toContain('Ряд 1, место 1');
      rerender(view, [seat(1), seat(4)]);
      expect(scrolled[1]).toContain('Ряд 1, место 4');
      // The list is in seat order: the new seat is not the last item, and it is the one shown.
      rerender(view, [seat(1), seat(2), seat(4)]);
      expect(scrolled).toHaveLength(3);
      expect(scrolled[2]).toContain('Ряд 1, место 2');
      // Removing a seat scrolls nothing.
      rerender(view, [seat(1), seat(4)]);
      expect(scrolled).toHaveLength(3);
      view.unmount();
      // Seats already chosen when the step opens (a restored choice, an unpaid order's seats)
      // are not scrolled to: the notes above them stay in view.
      panel(false, [seat(1), seat(4)]);
      expect(scrolled).toHaveLength(3);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("offers to pay this session's unpaid order whose payment is open (decision 357)", () => {
    const order = unpaidOrder({ payment_link: '/sandbox/sberpay/abc' });
    const view = panel(false, [place(1)], order);
    const pay = screen.getByRole('link', { name: 'Оплатить его' });
    expect(pay).toHaveAttribute('href', '#pay');
    pay.click();
    // #pay opens the stored link: the order's own payment, not a new order.
    expect(readPaymentLink()).toMatchObject({ url: '/sandbox/sberpay/abc', orderId: 77 });
    clearUnpaidMarkers();
    view.unmount();
    // Before its payment was opened there is nothing to go back to: the note only.
    panel(false, [place(1)], { ...order, payment_link: null });
    expect(screen.queryByRole('link', { name: 'Оплатить его' })).toBeNull();
    expect(screen.getByText(/У вас есть неоплаченный заказ на этот сеанс/)).toBeVisible();
  });

  it('tells a signed-in buyer that a new order of this session replaces the unpaid one', () => {
    const user = (unpaid: UnpaidOrder) => buyerOf({ kind: 'user', user: userFixture() }, unpaid);
    const mine = unpaidOrder({ session_id: 501, bonus_pay: 100 });
    const view = render(schemePanel(false, [], mine, {}, user(mine)));
    expect(screen.getByText(/Новый заказ на этот сеанс заменит его/)).toBeVisible();
    view.unmount();
    const other = unpaidOrder({ session_id: 777 });
    render(schemePanel(false, [], null, {}, user(other)));
    expect(screen.getByText(/У вас есть неоплаченный заказ № 100077/)).toBeVisible();
    expect(screen.queryByText(/заменит его/)).toBeNull();
  });

  it('offers a signed-in buyer to pay the unpaid order before its payment was opened (spec section 2, Notes)', () => {
    // A stored bank page of an earlier order must not be what #pay opens for this one.
    storePaymentLink({ url: '/sandbox/card/old', orderId: 5, expiresAt: Date.now() + 60_000 });
    const order = unpaidOrder({ session_id: 777, payment_link: null });
    render(schemePanel(false, [], null, {}, buyerOf({ kind: 'user', user: userFixture() }, order)));
    const note = screen.getByText(/У вас есть неоплаченный заказ № 100077/);
    const pay = within(note).getByRole('link', { name: 'Оплатить' });
    expect(pay).toHaveAttribute('href', '#pay');
    expect(within(note).getByRole('link', { name: 'профиле' })).toHaveAttribute('href', '/profile');
    pay.click();
    // #pay finds this order (and starts its payment: payTarget.test.ts), not the earlier one's page.
    expect(readOrderId()).toBe(77);
    expect(readPaymentLink()).toBeNull();
    clearUnpaidMarkers();
  });
});
