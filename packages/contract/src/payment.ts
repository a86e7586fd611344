import { z } from 'zod';
import { successEnvelope } from './envelope';
import { idParam } from './ids';

/** Spec section 3, Pay call: the methods a client may ask for. */
export const PayMethodSchema = z.enum([
  'card',
  'sbp',
  'pushkin_card',
  'apple-pay',
  'google-pay',
  'sberpay',
]);
export type PayMethod = z.infer<typeof PayMethodSchema>;

/** How the site, the receipts and the e-mails name each method. */
export const PAY_METHOD_LABELS: Record<PayMethod, string> = {
  card: 'Банковская карта',
  sbp: 'СБП',
  sberpay: 'SberPay',
  pushkin_card: 'Пушкинская карта',
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
};

/**
 * How the order page, the cancel and the e-mail say what paid the money part of an order ('из
 * них баллами 100 баллов, через СБП 560 ₽') and where a refund goes ('Возвращено на счет в банке:
 * 560 ₽'); before, every method was 'картой' and 'на карту' (decision 355).
 */
export const PAY_METHOD_MONEY: Record<PayMethod, { by: string; backTo: string }> = {
  card: { by: 'картой', backTo: 'на карту' },
  pushkin_card: { by: 'Пушкинской картой', backTo: 'на Пушкинскую карту' },
  sbp: { by: 'через СБП', backTo: 'на счет в банке' },
  sberpay: { by: 'через SberPay', backTo: 'на карту в SberPay' },
  'apple-pay': { by: 'через Apple Pay', backTo: 'на карту в Apple Pay' },
  'google-pay': { by: 'через Google Pay', backTo: 'на карту в Google Pay' },
};

/** PAY_METHOD_MONEY of a method as the order says it; one not known names no instrument. */
export function payMethodMoney(method: string | null | undefined): {
  by: string;
  backTo: string;
} {
  const known = PayMethodSchema.safeParse(method);
  return known.success
    ? PAY_METHOD_MONEY[known.data]
    : { by: 'деньгами', backTo: 'тем же способом, которым оплачен заказ' };
}

/**
 * create_order's `data.payment.methods` keys (spec section 3: sbp, sberpay, pushkin_card, google),
 * plus `apple`, each naming the pay-method the Pay call then sends. Listed in the spec's order
 * (SberPay, SBP, card, others); `card` is always there.
 */
export const PAYMENT_OFFERS = {
  sberpay: 'sberpay',
  sbp: 'sbp',
  card: 'card',
  pushkin_card: 'pushkin_card',
  google: 'google-pay',
  apple: 'apple-pay',
} as const satisfies Record<string, PayMethod>;
export type PaymentOffer = keyof typeof PAYMENT_OFFERS;

/** The create_order key that offers a pay-method ('google-pay' -> 'google'). */
export function offerOfPayMethod(method: PayMethod): PaymentOffer {
  const found = (Object.keys(PAYMENT_OFFERS) as PaymentOffer[]).find(
    (k) => PAYMENT_OFFERS[k] === method,
  );
  if (!found) throw new Error(`no offer for ${method}`);
  return found;
}

/**
 * POST v2 payment/pay/ JSON body. `order-id` may be a number or a digit string. `fio` is the
 * Pushkin card holder's full name; `payment_features.paymentToken` the wallet's token (base64).
 * A method the order's create_order did not offer answers 400 PAYMENT_MESSAGES.methodUnavailable.
 */
export const PayRequestSchema = z.strictObject({
  'order-id': idParam(),
  'pay-method': PayMethodSchema,
  fio: z.string().max(200).optional(),
  payment_features: z.object({ paymentToken: z.string().max(20000).optional() }).optional(),
});
export type PayRequest = z.infer<typeof PayRequestSchema>;

/** One bank of the SBP panel's list (spec section 3, Pay response data: sbp_banks). */
export const SbpBankSchema = z.object({
  bank_name: z.string(),
  /** A drawn logo (an SVG served by the site). */
  logo_url: z.string(),
  /** Deep links that open the bank's app with the payment link. */
  iosUrl: z.string(),
  androidUrl: z.string(),
});
export type SbpBank = z.infer<typeof SbpBankSchema>;

/**
 * POST v2 payment/pay/ success (spec section 3, Pay response data). `redirect_url` is the page
 * to show or open (the card bank page for card and Pushkin card, the SBP payment link for sbp,
 * the SberPay page for sberpay); `callback_url` the order page to open after payment;
 * `bonus_order` true only when bonuses paid the whole order.
 * - sbp: `qrImage` (a data: URL of a QR code of `redirect_url`; its lifetime is the hold's) and
 *   `sbp_banks`.
 * - sberpay: `token`, `returnUrl`, `amount` (roubles), `shopName`, `orderNumber`.
 * - apple-pay / google-pay: `appleRedirectUrl` / `googleRedirectUrl`, where the wallet's
 *   approved payment lands (the order page).
 */
export const PayResponseSchema = successEnvelope(
  z.object({
    redirect_url: z.string(),
    order_number: z.string(),
    callback_url: z.string(),
    bonus_order: z.boolean(),
    expire_date_unix: z.number().int(),
    method: PayMethodSchema.optional(),
    qrImage: z.string().optional(),
    sbp_banks: z.array(SbpBankSchema).optional(),
    token: z.string().optional(),
    returnUrl: z.string().optional(),
    amount: z.number().optional(),
    shopName: z.string().optional(),
    orderNumber: z.string().optional(),
    googleRedirectUrl: z.string().optional(),
    appleRedirectUrl: z.string().optional(),
  }),
);
export type PayResponse = z.infer<typeof PayResponseSchema>;
export type PayData = PayResponse['data'];

/** POST v2 payment/sbp/ (form or JSON): the order's number as create_order gave it. */
export const SbpStatusRequestSchema = z.object({ orderNumber: z.string().regex(/^\d{1,12}$/) });
/**
 * POST v2 payment/sbp/ success: `paid` the order is paid; `expired` its hold ended unpaid (or it
 * was cancelled); `pending` still waiting for the bank (spec section 4, SBP polling).
 */
export const SbpStatusResponseSchema = successEnvelope(
  z.object({ order_status: z.enum(['paid', 'expired', 'pending']) }),
);
export type SbpOrderStatus = z.infer<typeof SbpStatusResponseSchema>['data']['order_status'];

/** POST v2 payment/get_applepay_session/: the order and the address Apple Pay validates. */
export const ApplePaySessionRequestSchema = z.object({
  'order-id': idParam(),
  'apple-pay-address-url': z.string().max(2000),
});
/** Its success: `data` is the merchant session handed to ApplePaySession.completeMerchantValidation. */
export const ApplePaySessionResponseSchema = successEnvelope(z.record(z.string(), z.unknown()));

/**
 * Pushkin card (spec section 5): the full name as in the passport, exactly three words of
 * letters (Russian or Latin, ё and hyphens inside a word allowed) separated by single spaces.
 */
export const PUSHKIN_FIO =
  /^[A-Za-zА-Яа-яЁё]+(?:-[A-Za-zА-Яа-яЁё]+)* [A-Za-zА-Яа-яЁё]+(?:-[A-Za-zА-Яа-яЁё]+)* [A-Za-zА-Яа-яЁё]+(?:-[A-Za-zА-Яа-яЁё]+)*$/;
export function isPushkinFio(fio: string): boolean {
  return PUSHKIN_FIO.test(fio);
}

/**
 * The name as the buyer typed or pasted it, spaced as the rule reads it: ends trimmed, every
 * run of spaces (two typed by mistake, a tab or a no-break space from a pasted document) one
 * space. The client checks and sends this form; the API itself still takes only single spaces.
 */
export function pushkinFioOf(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim();
}

/** Refusals of payment/pay/ and the wallet calls, shared by the server and the client. */
export const PAYMENT_MESSAGES = {
  methodUnavailable: 'Этот способ оплаты недоступен.',
  pushkinOneSeat: 'Пушкинской картой можно оплатить только один билет.',
  pushkinFilm: 'Этот сеанс нельзя оплатить Пушкинской картой.',
  pushkinFio: 'Укажите фамилию, имя и отчество как в паспорте: три слова.',
  pushkinBonus: 'Бонусами нельзя оплатить заказ Пушкинской картой.',
  walletUnknown: 'Неизвестная ошибка',
  applePayUnsupported:
    'Сейчас ваше устройство не поддерживает обработку платежей с помощью Apple Pay',
  /** The wallet's token is not base64 of a JSON payment token of that wallet. */
  walletTokenUnreadable: 'Не удалось прочитать платёжные данные кошелька. Попробуйте еще раз.',
  /** Apple Pay and Google Pay no longer pass Mir cards and cards of Russian banks. */
  walletCardRefused:
    'Платёж отклонён: карта в кошельке не принимается. Выберите другой способ оплаты: СБП, SberPay или банковскую карту.',
  /** get_applepay_session/ with an address that is not an https apple.com one. */
  applePayAddress: 'Некорректный адрес проверки Apple Pay.',
} as const;

/** What the sandbox bank frame posts to its parent (spec section 2, Payment-frame messages). */
export const PAYMENT_FRAME_MESSAGES = { paid: 'close', timeout: 'ticketTimeout' } as const;
