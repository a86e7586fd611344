import { z } from 'zod';
import { RUSSIAN_PHONE, russianPhoneDigits } from './auth';
import { EMAIL_MAX_LENGTH, emailDomainToUnicode, isEmailAddress } from './email';
import { successEnvelope } from './envelope';
import { MAX_DB_ID, idParam } from './ids';
import { UnpaidOrderSchema } from './session';

/** Spec section 9: at most 8 seats per order. */
export const MAX_SEATS_PER_ORDER = 8;

/**
 * How long create_order holds the seats for the payment unless the server's HOLD_SECONDS says
 * otherwise (the spec's unpaid-order cookie lives about 7 minutes); the rules page names it.
 */
export const ORDER_HOLD_MINUTES = 7;

/** An order ends this long before the server's expiry time (spec section 4, Order). */
export { ORDER_EXPIRY_MARGIN_MS } from './orderTimes';

/** Texts of the refusals the checkout can get; the server sends exactly these. */
export const ORDER_MESSAGES = {
  sessionMissing: 'Не указан сеанс.',
  sessionInvalid: 'Некорректный сеанс.',
  seatsMissing: 'Выберите места.',
  seatsInvalid: 'Некорректный список мест.',
  seatsTooMany: `Можно выбрать не более ${MAX_SEATS_PER_ORDER} мест`,
  seatsRepeated: 'Места в заказе повторяются.',
  emailMissing: 'Укажите e-mail',
  emailInvalid: 'Укажите корректный e-mail',
  phoneInvalid: 'Телефон должен содержать 11 цифр',
  bonusInvalid: 'Некорректное количество бонусов.',
} as const;

/** Why create_order refuses bonus points (spec section 5, Bonuses; the texts are ours). */
export const BONUS_MESSAGES = {
  guest: 'Войдите в личный кабинет, чтобы оплатить билеты бонусами.',
  noCard: 'У вас нет бонусной карты, поэтому оплатить билеты бонусами нельзя.',
  noBonus: 'На этот сеанс бонусы не начисляются и не списываются.',
  overMax: (max: number) =>
    `Бонусами можно оплатить не более ${max} ₽: каждый билет стоит не меньше 1 ₽.`,
  short: (available: number) => `На карте недостаточно бонусов: доступно ${available}.`,
} as const;

/**
 * Spec section 5: the phone is sanitised by removing + ( ) _ - and spaces; digits left are read
 * as a Russian number ('8 900 …' is '7900…', docs/decisions/100). Anything else stays, to fail.
 */
export function sanitizePhone(value: string): string {
  const cleaned = value.replace(/[+()_\-\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return cleaned;
  return russianPhoneDigits(cleaned, value.trimStart().startsWith('+'));
}

/** Phone of the checkout: empty, or exactly 11 digits after sanitising. */
export const CheckoutPhoneSchema = z
  .string()
  .transform(sanitizePhone)
  .refine((v) => v === '' || RUSSIAN_PHONE.test(v), { error: ORDER_MESSAGES.phoneInvalid });

/**
 * E-mail of the checkout: required, must look like an address (.рф and Cyrillic ones too), its
 * domain in letters when it came in punycode (decision 451).
 */
export const CheckoutEmailSchema = z
  .string({ error: ORDER_MESSAGES.emailMissing })
  .trim()
  .overwrite(emailDomainToUnicode)
  .min(1, { error: ORDER_MESSAGES.emailMissing })
  .max(EMAIL_MAX_LENGTH, { error: ORDER_MESSAGES.emailInvalid })
  .pipe(z.string().refine(isEmailAddress, { error: ORDER_MESSAGES.emailInvalid }));

/** The checkout's contact fields (spec section 5, Checkout contact), for react-hook-form. */
export const CheckoutContactSchema = z.object({
  phone: CheckoutPhoneSchema,
  email: CheckoutEmailSchema,
});
export type CheckoutContact = z.infer<typeof CheckoutContactSchema>;

/** The seat ids of an order: 1 to 8 distinct ids. */
export const OrderSeatIdsSchema = z
  .array(z.number({ error: ORDER_MESSAGES.seatsInvalid }).int().positive().max(MAX_DB_ID), {
    error: ORDER_MESSAGES.seatsInvalid,
  })
  .min(1, { error: ORDER_MESSAGES.seatsMissing })
  .max(MAX_SEATS_PER_ORDER, { error: ORDER_MESSAGES.seatsTooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: ORDER_MESSAGES.seatsRepeated });

/** `seats` travels as one form field holding a JSON array of place ids: '[1031,1032]'. */
const SeatsFieldSchema = z
  .string({ error: ORDER_MESSAGES.seatsMissing })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: ORDER_MESSAGES.seatsInvalid });
      return z.NEVER;
    }
  })
  .pipe(OrderSeatIdsSchema);

const SessionFieldSchema = z
  .string({ error: ORDER_MESSAGES.sessionMissing })
  .regex(/^\d{1,10}$/, { error: ORDER_MESSAGES.sessionInvalid })
  .transform(Number)
  .pipe(
    z.number().int().positive({ error: ORDER_MESSAGES.sessionInvalid }).max(MAX_DB_ID, {
      error: ORDER_MESSAGES.sessionInvalid,
    }),
  );

const BonusFieldSchema = z
  .string()
  .regex(/^\d{1,9}$/, { error: ORDER_MESSAGES.bonusInvalid })
  .transform(Number);

/**
 * The form of POST v2 payment/create_order/ (spec section 3, Order create form) as it travels:
 * every field a string (multipart or urlencoded). Parsed, it gives the session id, the seat ids,
 * the sanitised phone ('' when not given), the e-mail and the bonus points to spend (0 when
 * not given; the server checks them against the card, the session and the order's amount).
 */
export const OrderCreateFormSchema = z.object({
  session: SessionFieldSchema,
  seats: SeatsFieldSchema,
  email: CheckoutEmailSchema,
  phone: CheckoutPhoneSchema.optional().transform((v) => v ?? ''),
  bonus_pay: BonusFieldSchema.optional().transform((v) => v ?? 0),
});
export type OrderCreateForm = z.input<typeof OrderCreateFormSchema>;
export type OrderCreateRequest = z.output<typeof OrderCreateFormSchema>;

/** One payment method's settings; card needs none. */
export const PaymentMethodSchema = z.object({
  bank_merchant_id: z.string().optional(),
  merchant_id: z.string().optional(),
  environment: z.string().optional(),
});

/**
 * POST v2 payment/create_order/ success (spec section 3, Order create response).
 * `user-id` is null for a guest. `expire_date_unix` is the hold's end in seconds since the epoch.
 * `payment.methods` always has `card`; in this release it is the only one, so the client starts
 * the card payment at once. `url` (a direct redirect) is never sent by the sandbox provider.
 */
export const OrderCreateResponseSchema = successEnvelope(
  z.object({
    'order-id': z.number().int(),
    'user-id': z.number().int().nullable(),
    number: z.string(),
    expire_date_unix: z.number().int(),
    /** The price of the seats; `bonus_pay` of it is paid with points, the rest with money. */
    amount: z.number().int(),
    bonus_pay: z.number().int(),
    url: z.string().optional(),
    payment: z.object({
      provider: z.string(),
      methods: z.record(z.string(), PaymentMethodSchema),
    }),
  }),
);
export type OrderCreateResponse = z.infer<typeof OrderCreateResponseSchema>;

/** GET v1 user/session: this browser's current unpaid order, or `data: null` when none. */
export const UserSessionResponseSchema = successEnvelope(UnpaidOrderSchema.nullable());

/** GET v1 buy/cancel/?order_id=: `data.status` is the order's status after the call. */
export const CancelOrderResponseSchema = successEnvelope(
  z.object({ id: z.number().int(), status: z.enum(['cancelled', 'expired']) }),
);

export const OrderStatusSchema = z.enum(['unpaid', 'paid', 'cancelled', 'expired']);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderPlaceSchema = z.object({
  id: z.number().int(),
  row: z.number().int(),
  place: z.number().int(),
  price: z.number().int(),
});

/**
 * An order of the history (spec section 3, Order history item). `created_at` ISO 8601;
 * `amount` whole roubles (the price of the seats); `bonus_pay` points of it are paid with the
 * bonus card, `bonus_add` points were earned when it was paid. `session_datetime_format` 'DD.MM.YYYY HH:mm' on the cinema's clock.
 */
export const OrderHistoryItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatusSchema,
  created_at: z.string(),
  amount: z.number().int(),
  bonus_add: z.number().int(),
  bonus_pay: z.number().int(),
  film: z.object({ name: z.string(), poster: z.object({ small: z.string() }) }),
  cinema_name: z.string(),
  hall: z.string(),
  session_id: z.number().int(),
  session_datetime_format: z.string(),
  /**
   * When the session begins (s since the epoch; beside the spec's fields, decision 431): from
   * then its hall is no longer offered, and its film may be rated.
   */
  starts_at_unix: z.number().int(),
  /**
   * When the session ends: its start and the film's running time (s since the epoch; ours,
   * decision 474). 'Мои заказы' says a paid order's session is on, then over. Absent from older
   * servers.
   */
  ends_at_unix: z.number().int().optional(),
  places: z.array(OrderPlaceSchema),
  /**
   * A cancelled order that had been paid: its money and points were returned (beside the spec's
   * fields, decision 411). A cancelled one without it was never paid. Absent from older servers.
   */
  refunded: z.boolean().optional(),
});
export type OrderHistoryItem = z.infer<typeof OrderHistoryItemSchema>;

/** GET v2 user/find_user_orders/: this browser's orders, newest first. */
export const FindUserOrdersResponseSchema = successEnvelope(z.array(OrderHistoryItemSchema));

/** A ticket of a paid order; `code` is what its QR code carries. */
export const TicketSchema = z.object({
  id: z.number().int(),
  row: z.number().int(),
  place: z.number().int(),
  price: z.number().int(),
  code: z.string(),
});

/**
 * GET v1 order/?id=: one order for its own browser (anyone else gets 404). `tickets` is empty
 * until the order is paid. `date` DD.MM.YYYY and `time` HH:mm on the cinema's clock.
 */
/** The film as a ticket names it: both order pages and the tickets link show it. */
export const TicketFilmSchema = z.object({
  name: z.string(),
  age: z.string(),
  url: z.string(),
  poster: z.object({ small: z.string(), desktop: z.string() }),
});
/**
 * The cinema as a ticket names it; `url` is its page, `/cinema/<slug>`; `timezone` its city's
 * (IANA), in which the order's page writes its moments, as the session's time is (decision 351).
 */
export const TicketCinemaSchema = z.object({
  name: z.string(),
  address: z.string(),
  /**
   * The box office's phone, 11 digits ('73512000101'), as the cinema's page has it (decision
   * 483); null when the page names none. Absent from older servers.
   */
  phone: z.string().nullable().optional(),
  url: z.string(),
  timezone: z.string(),
});

/** A buyer may cancel a paid order no later than this before the session starts (spec section 6). */
export const CANCEL_BEFORE_START_MINUTES = 30;

/** A refund of the order: `reason` 'cancel' (the buyer cancelled), 'late' (the money came after
 * the hold lapsed and the seats were gone), 'duplicate' (a second payment of a paid order). */
export const RefundSchema = z.object({
  amount: z.number().int(),
  reason: z.enum(['cancel', 'late', 'duplicate']),
  created_at: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** A fiscal receipt: 'income' for a payment, 'income_return' for a refund; `url` opens it. */
export const ReceiptSchema = z.object({
  kind: z.enum(['income', 'income_return']),
  total: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** What the order page says of a refund, by its reason. */
export const REFUND_TEXTS = {
  cancel: 'Заказ отменен, деньги возвращены тем же способом, которым он был оплачен.',
  late: 'Оплата пришла после того, как время брони истекло, а места уже заняли. Деньги возвращены автоматически.',
  duplicate: 'Заказ был оплачен дважды. Лишний платеж возвращен автоматически.',
} as const;

/** When refunded money reaches the buyer: the refund e-mail and the rules page say it alike. */
export const REFUND_TERM_TEXT =
  'Срок зачисления зависит от банка: обычно от нескольких минут до 5 рабочих дней.';

export const CANCEL_PAID_MESSAGES = {
  tooLate: `Отменить заказ можно не позднее чем за ${CANCEL_BEFORE_START_MINUTES} минут до начала сеанса.`,
  notPaid: 'Отменить можно только оплаченный заказ.',
} as const;

/**
 * What cancelling a paid order gave back: the money its 'cancel' refunds returned (roubles),
 * the points it had spent given back, the points it had earned taken back (decision 187). The
 * cancel's answer, the order's read and its tickets link carry the same figures (decision 461).
 */
export const CancellationSchema = z.object({
  refund: z.number().int(),
  bonus_returned: z.number().int(),
  bonus_taken: z.number().int(),
});
export type Cancellation = z.infer<typeof CancellationSchema>;

/** POST v1 order/cancel/ (JSON): cancels this buyer's paid order and refunds it. */
export const CancelPaidOrderRequestSchema = z.object({ 'order-id': idParam() });
/** Its success: money refunded (roubles), points returned and points taken back. */
export const CancelPaidOrderResponseSchema = successEnvelope(
  CancellationSchema.extend({
    id: z.number().int(),
    status: z.literal('cancelled'),
  }),
);
export type CancelPaidOrderResult = z.infer<typeof CancelPaidOrderResponseSchema>['data'];

export const OrderDetailsSchema = OrderHistoryItemSchema.extend({
  paid_at: z.string().nullable(),
  expire_date_unix: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  film: TicketFilmSchema,
  cinema: TicketCinemaSchema,
  date: z.string(),
  time: z.string(),
  tickets: z.array(TicketSchema),
  /** The method of the payment that paid it, null until paid. */
  pay_method: z.string().nullable(),
  /**
   * The card holder's full name a Pushkin card payment was made with, checked at the entrance
   * with a document (beside the spec's fields, decision 411); null for other methods. Absent
   * from older servers.
   */
  pushkin_holder: z.string().nullable().optional(),
  /** Until when (s since the epoch) its buyer may cancel it; null unless it is paid. */
  cancel_until_unix: z.number().int().nullable(),
  /** When it was cancelled after being paid (ISO 8601), else null. */
  cancelled_at: z.string().nullable(),
  /**
   * What its cancel gave back, as the cancel's answer said it (decision 461); null unless it
   * was cancelled after being paid. Absent from older servers.
   */
  cancellation: CancellationSchema.nullable().optional(),
  refunds: z.array(RefundSchema),
  receipts: z.array(ReceiptSchema),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;
export const OrderDetailsResponseSchema = successEnvelope(OrderDetailsSchema);
