import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MethodList } from './MethodList';
import { PaymentPanel } from './PaymentPanel';
import { inertPurchaseController } from './testing/inertController';
import { PurchaseControllerContext } from './usePurchaseController';
import { initialPurchaseState, type PurchaseState } from './purchaseMachine';
import { orderMethods } from './paymentMethods';
import { PushkinPanel } from './PushkinPanel';
import { bankLink, sbpStatusText } from './SbpPanel';
import { platformOf } from './useDevice';

const ORDER = { id: 7, number: '7', amount: 700, bonusPay: 0, expiresAt: Date.now() + 60_000 };
const BANK = {
  bank_name: 'Т-Банк',
  logo_url: '/sandbox/sbp/banks/t.svg',
  iosUrl: 'bank100000000004://qr.nspk.ru/AS1',
  androidUrl: 'intent://qr.nspk.ru/AS1#Intent;scheme=bank100000000004;end',
};

function state(patch: Partial<PurchaseState> = {}): PurchaseState {
  return {
    ...initialPurchaseState(5),
    step: 'choicePayment',
    order: ORDER,
    methods: orderMethods({ card: {}, sbp: {}, sberpay: {} }),
    ...patch,
  };
}

describe('MethodList', () => {
  it("shows one buy button, the chosen method's, labelled for it; every method can be chosen", () => {
    const onChoose = vi.fn();
    const onPay = vi.fn();
    render(<MethodList state={state()} order={ORDER} onChoose={onChoose} onPay={onPay} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['sberpay', 'sbp', 'card']);
    expect(radios.every((r) => !(r as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Оплатить картой 700\u00a0₽' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('radio', { name: /СБП/ }));
    expect(onChoose).toHaveBeenCalledWith('sbp');
  });

  it('shows the refusal under the button', () => {
    render(
      <MethodList
        state={state({ method: 'sbp', error: 'Неизвестная ошибка' })}
        order={ORDER}
        onChoose={vi.fn()}
        onPay={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /^Оплатить через СБП/ })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Неизвестная ошибка');
  });
});

describe('PushkinPanel', () => {
  it('keeps the buy button disabled until the name is three words', () => {
    const onPay = vi.fn();
    const { rerender } = render(
      <PushkinPanel
        state={state({ step: 'pushkinPay', fio: 'Иванов Иван' })}
        order={ORDER}
        onFio={vi.fn()}
        onPay={onPay}
      />,
    );
    const buy = screen.getByRole('button', { name: /^Оплатить Пушкинской картой/ });
    expect(buy).toBeDisabled();
    rerender(
      <PushkinPanel
        state={state({ step: 'pushkinPay', fio: 'Иванов Иван Иванович' })}
        order={ORDER}
        onFio={vi.fn()}
        onPay={onPay}
      />,
    );
    expect(buy).toBeEnabled();
    fireEvent.click(buy);
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('counts words, not spaces: two typed between them still make three words', () => {
    render(
      <PushkinPanel
        state={state({ step: 'pushkinPay', fio: 'Сидорова-Ёлкина Анна  Сергеевна' })}
        order={ORDER}
        onFio={vi.fn()}
        onPay={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /^Оплатить Пушкинской картой/ })).toBeEnabled();
  });
});

describe('SBP panel rules', () => {
  it('links each bank to its iOS or Android app, the payment link elsewhere', () => {
    expect(bankLink(BANK, 'ios', '/pay')).toBe(BANK.iosUrl);
    expect(bankLink(BANK, 'android', '/pay')).toBe(BANK.androidUrl);
    expect(bankLink(BANK, 'other', '/pay')).toBe('/pay');
  });

  it('tells iOS, Android and the rest apart by the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });

  it('says what it waits for and how it ended', () => {
    expect(sbpStatusText({ leaving: null, sbpLate: false })).toMatch(/^Ждём подтверждения/);
    expect(sbpStatusText({ leaving: null, sbpLate: true })).toMatch(/QR-кода истекло/);
    expect(sbpStatusText({ leaving: 'paid', sbpLate: false })).toMatch(/^Оплата получена/);
    expect(sbpStatusText({ leaving: 'expired', sbpLate: true })).toMatch(/заказ не оплачен/);
  });
});

describe('PaymentPanel', () => {
  it('names the money left to pay and the points beside it, and the button asks for the money', () => {
    const order = { ...ORDER, amount: 160, bonusPay: 500 };
    const controller = inertPurchaseController();
    render(
      <PurchaseControllerContext.Provider value={controller}>
        <PaymentPanel state={state({ order })} order={order} />
      </PurchaseControllerContext.Provider>,
    );
    expect(screen.getByText(/^Заказ № 7/)).toHaveTextContent('Заказ № 7 · 160 ₽ и 500 бонусов');
    expect(screen.getByRole('button', { name: 'Оплатить картой 160\u00a0₽' })).toBeVisible();
  });
});
