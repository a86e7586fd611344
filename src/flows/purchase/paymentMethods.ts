/**
 * Payment methods of an order (spec section 4, Order): the server's list always gets card;
 * the order is SberPay, SBP, card, then the others in the server's order; card is the default;
 * with card alone the payment starts at once. create_order keys the wallets `google` and `apple`;
 * the pay call names them `google-pay` and `apple-pay` (spec section 3). Apple Pay is listed only
 * where the device can pay with it (ApplePaySession.canMakePayments()).
 */
import { PAY_METHOD_LABELS, PAYMENT_OFFERS, type PayMethod } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';

export interface MethodOption {
  /** The pay call's method. */
  key: PayMethod;
  label: string;
  /** A line under the label: what the method needs. */
  hint: string;
}

const FIRST: readonly PayMethod[] = ['sberpay', 'sbp', 'card'];

/** create_order's keys (the contract's PAYMENT_OFFERS) and the pay call's methods. */
const PAY_METHOD_OF: Readonly<Record<string, PayMethod>> = {
  ...PAYMENT_OFFERS,
  'google-pay': 'google-pay',
  'apple-pay': 'apple-pay',
};

/** Each method's hint and buy-button words; its name is the contract's PAY_METHOD_LABELS. */
const WORDS: Record<PayMethod, { hint: string; buy: string }> = {
  sberpay: { hint: 'В приложении СберБанк Онлайн', buy: 'Оплатить SberPay' },
  sbp: { hint: 'Система быстрых платежей, через приложение банка', buy: 'Оплатить через СБП' },
  card: { hint: 'Visa, Mastercard', buy: 'Оплатить картой' },
  pushkin_card: { hint: 'Один билет, имя как в паспорте', buy: 'Оплатить Пушкинской картой' },
  'google-pay': { hint: 'Кошелёк Google', buy: 'Оплатить через Google Pay' },
  'apple-pay': { hint: 'Кошелёк Apple', buy: 'Оплатить через Apple Pay' },
};

export const DEFAULT_METHOD: PayMethod = 'card';

/** The pay call's method for one of create_order's keys, or null for a method it cannot name. */
export function payMethodOf(key: string): PayMethod | null {
  return PAY_METHOD_OF[key] ?? null;
}

export interface OrderMethodsOptions {
  /** The device can pay with Apple Pay (window.ApplePaySession and canMakePayments()). */
  applePay?: boolean;
}

/** The methods in display order, card always included, each once. */
export function orderMethods(
  methods: Readonly<Record<string, unknown>>,
  { applePay = false }: OrderMethodsOptions = {},
): MethodOption[] {
  const offered = new Set<PayMethod>([DEFAULT_METHOD]);
  for (const key of Object.keys(methods)) {
    const method = payMethodOf(key);
    if (method && (method !== 'apple-pay' || applePay)) offered.add(method);
  }
  const ordered: PayMethod[] = FIRST.filter((key) => offered.has(key));
  for (const key of offered) if (!ordered.includes(key)) ordered.push(key);
  return ordered.map((key) => ({ key, label: PAY_METHOD_LABELS[key], hint: WORDS[key].hint }));
}

/** True when only card is offered: no chooser, the card payment starts directly. */
export function startsAtOnce(options: readonly MethodOption[]): boolean {
  return options.length === 1 && options[0]?.key === DEFAULT_METHOD;
}

/** The chosen method's buy button: 'Оплатить картой 700 ₽'. */
export function buyLabel(method: PayMethod, amount: number): string {
  return `${WORDS[method].buy} ${formatRubles(amount)}`;
}

/** The wallet methods, paid with a token from the wallet. */
export function isWallet(method: PayMethod): method is 'google-pay' | 'apple-pay' {
  return method === 'google-pay' || method === 'apple-pay';
}
