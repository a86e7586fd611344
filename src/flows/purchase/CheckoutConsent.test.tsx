import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import type { Buyer } from './buyer';
import { CheckoutPanel } from './CheckoutPanel';
import { CONSENT_HINT } from './checkoutForm';
import { place } from './fixtures';
import { inertPurchaseController } from './testing/inertController';
import { PurchaseControllerContext } from './usePurchaseController';

const SIGNED_IN: Buyer = {
  kind: 'user',
  phone: '79001234567',
  email: 'buyer@example.ru',
  unpaid: null,
  hasCard: false,
  bonusBalance: 0,
};

function checkout(buyer: Buyer) {
  return render(
    <Router>
      <PurchaseControllerContext.Provider value={inertPurchaseController()}>
        <CheckoutPanel
          sessionId={5}
          buyer={buyer}
          noBonus={false}
          tickets={[place(1)]}
          onRemove={vi.fn()}
        />
      </PurchaseControllerContext.Provider>
    </Router>,
  );
}

const consent = () => screen.getByRole('checkbox', { name: /согласен на обработку/ });
const buy = () => screen.getByRole('button', { name: 'Купить' });

describe("checkout's consent (decision 417)", () => {
  it("says why 'Купить' is off when the consent is all that is missing, and no more once it is ticked", async () => {
    checkout(SIGNED_IN);
    expect(buy()).toBeDisabled();
    // A hint, not an error: the buyer has done nothing wrong yet.
    await waitFor(() => expect(consent()).toHaveAccessibleDescription(CONSENT_HINT));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(consent());
    await waitFor(() => expect(buy()).toBeEnabled());
    expect(screen.queryByText(CONSENT_HINT)).toBeNull();
  });

  it('says nothing of the consent while the e-mail is still to be given', async () => {
    checkout({ kind: 'guest' });
    expect(buy()).toBeDisabled();
    fireEvent.input(screen.getByRole('textbox', { name: /e-mail/i }), {
      target: { value: 'buyer@example.ru' },
    });
    await waitFor(() => expect(consent()).toHaveAccessibleDescription(CONSENT_HINT));
    fireEvent.input(screen.getByRole('textbox', { name: /e-mail/i }), { target: { value: '' } });
    await waitFor(() => expect(consent()).not.toHaveAccessibleDescription(CONSENT_HINT));
  });
});

describe("checkout's rules hint (decision 450)", () => {
  it('links the rules of purchase and refund in a new tab, inside the sentence the spec hints at', () => {
    checkout({ kind: 'guest' });
    const rules = screen.getByRole('link', { name: 'правила покупки и возврата билетов' });
    expect(rules).toHaveAttribute('href', '/about/rules');
    // A new tab, as the policy's link: the purchase popup keeps its held seats and its form.
    expect(rules).toHaveAttribute('target', '_blank');
    expect(rules).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(rules.closest('p')).toHaveTextContent(
      'Нажимая «Купить», вы принимаете правила покупки и возврата билетов. Вернуть билет можно не позднее чем за 30 минут до начала сеанса.',
    );
    const policy = screen.getByRole('link', { name: 'Политика обработки персональных данных' });
    expect(policy).toHaveAttribute('href', '/about/pd');
  });
});
