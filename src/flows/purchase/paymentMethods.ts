/**
 * Payment methods of an order (spec section 4, Order): the server's list always gets card;
 * the order is SberPay, SBP, card, then the others in the server's order; card is the default;
 * with card alone the payment starts at once.
 */

export interface MethodOption {
  key: string;
  label: string;
}

const FIRST = ['sberpay', 'sbp', 'card'] as const;

const LABELS: Record<string, string> = {
  sberpay: 'SberPay',
  sbp: 'СБП',
  card: 'Банковская карта',
  pushkin_card: 'Пушкинская карта',
  google: 'Google Pay',
  'google-pay': 'Google Pay',
  'apple-pay': 'Apple Pay',
};

export const DEFAULT_METHOD = 'card';

/** The methods in display order, card always included. */
export function orderMethods(methods: Readonly<Record<string, unknown>>): MethodOption[] {
  const keys = new Set(Object.keys(methods));
  keys.add(DEFAULT_METHOD);
  const ordered: string[] = FIRST.filter((key) => keys.has(key));
  for (const key of keys) if (!ordered.includes(key)) ordered.push(key);
  return ordered.map((key) => ({ key, label: LABELS[key] ?? key }));
}

/** True when only card is offered: no chooser, the card payment starts directly. */
export function startsAtOnce(options: readonly MethodOption[]): boolean {
  return options.length === 1 && options[0]?.key === DEFAULT_METHOD;
}
