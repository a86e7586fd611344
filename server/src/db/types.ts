import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

/**
 * The one Kysely type of the whole schema, kept by hand beside server/migrations and checked
 * against the migrated database by server/test/schema.test.ts (through `DB_COLUMNS` below).
 * int8 (bigserial, bigint, count(*)) is parsed to a JS number by both drivers (db/open.ts), so
 * every id here is a number; `numeric` still arrives as a string and is read via Number().
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** Dates are written 'yyyy-mm-dd' and read through to_char, so no driver turns them into Dates. */
type DateText = ColumnType<unknown, string | null | undefined, string | null>;
/** The same for a NOT NULL date column. */
type RequiredDateText = ColumnType<NonNullable<unknown>, string, string>;

export interface CitiesTable {
  id: Generated<number>;
  name: string;
  timezone: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  /** Migration 009: the chain's region id (spec section 6, decision 250). */
  region_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CinemasTable {
  id: Generated<number>;
  city_id: number;
  slug: string;
  name: string;
  short_name: string;
  address: string;
  link: string;
  img: string;
  is_separate_cinema: boolean;
  no_bonus: boolean;
  rent: boolean;
  sort: ColumnType<number, number | undefined, number>;
}

/** What the layout generator records about a hall; the seats table is the source of truth. */
export interface HallLayout {
  shape: 'straight' | 'curved';
  rows: number;
  /** Aisles across the seat rows (the side passages are not counted). */
  aisles: number;
  screen: { x: number; y: number; width: number };
}

export interface HallsTable {
  id: Generated<number>;
  cinema_id: number;
  name: string;
  width: number;
  height: number;
  // JSON is sent as text so both drivers store it the same way.
  layout: ColumnType<HallLayout, string, string>;
  sort: ColumnType<number, number | undefined, number>;
}

export type SeatZone = 'standard' | 'vip';
export type SeatKind = 'normal' | 'sofa-left' | 'sofa-right' | 'vip' | 'child';

export interface SeatsTable {
  id: Generated<number>;
  hall_id: number;
  x: number;
  y: number;
  row_number: number;
  place_number: number;
  zone: SeatZone;
  kind: SeatKind;
  is_child: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface EntersTable {
  id: Generated<number>;
  hall_id: number;
  x: number;
  y: number;
  sort: number;
}

export type FilmAge = '0+' | '6+' | '12+' | '16+' | '18+';

export interface FilmsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  country: string;
  genre: string;
  duration: number;
  age: FilmAge;
  rent: string | null;
  trailer: string | null;
  description: ColumnType<string, string | undefined, string>;
  poster_mobile: string;
  poster_desktop: string;
  /** Migration 015: the premiere, 'yyyy-mm-dd' in, read through to_char (issue 16). */
  premiere_date: DateText;
}

export type FilmTag = 'invites' | 'sale' | 'pushkin' | 'childplace';

export interface FilmTagsTable {
  film_id: number;
  tag: FilmTag;
  link: string;
}

export type SessionFormat = '2D' | '3D' | 'ScreenX';

export interface SessionsTable {
  id: Generated<number>;
  film_id: number;
  hall_id: number;
  starts_at: ColumnType<Date, Date | string, Date | string>;
  format: SessionFormat;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  deleted: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SessionPricesTable {
  session_id: number;
  zone: SeatZone;
  price: number;
}

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  applied_at: ColumnType<Date, never, never>;
}

export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'expired';
export type SeatStatus = 'free' | 'held' | 'sold';

export interface WebSessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The last sign-in by a code on this browser; null after a password sign-in (decision 449). */
  code_proven_at: NullableTimestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  number: ColumnType<string, string | undefined, string>;
  session_id: number;
  web_session_id: number;
  user_id: number | null;
  status: OrderStatus;
  phone: string | null;
  email: string;
  amount: number;
  bonus_pay: ColumnType<number, number | undefined, number>;
  /** Migration 004: the card the order spends from and earns to, and the points it earned. */
  bonus_card_id: ColumnType<number | null, number | null | undefined, number | null>;
  bonus_add: ColumnType<number, number | undefined, number>;
  /** Migration 009: roubles this order added to its card's spend when paid. */
  bonus_spend: ColumnType<number, number | undefined, number>;
  payment_token: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  /** Migration 006: when its buyer cancelled the paid order. */
  cancelled_at: NullableTimestamp;
  /** Migration 018: when the session reminder was taken for sending (decision 453). */
  reminded_at: NullableTimestamp;
}

export interface SessionSeatsTable {
  session_id: number;
  seat_id: number;
  status: SeatStatus;
  order_id: number | null;
  hold_expires_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

export interface OrderSeatsTable {
  order_id: number;
  seat_id: number;
  price: number;
}

export interface TicketsTable {
  id: Generated<number>;
  order_id: number;
  session_id: number;
  seat_id: number;
  code: string;
  status: 'live' | 'void';
  created_at: Timestamp;
}

export interface SessionInfoTable {
  id: Generated<number>;
  session_id: number | null;
  film_id: number | null;
  cinema_id: number | null;
  title: string | null;
  body: string;
  video: string | null;
  // JSON is sent as text so both drivers store it the same way.
  images: ColumnType<string[], string | undefined, string>;
  button: string | null;
  agree: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  order_id: number | null;
  /** Migration 013: the submission's file the message carries. */
  attachment_file_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** Migration 004: a bonus card; `percents` is numeric, so the drivers return it as a string. */
export interface BonusCardsTable {
  id: Generated<number>;
  number: string;
  user_id: number | null;
  virtual: ColumnType<boolean, boolean | undefined, boolean>;
  percents: ColumnType<string | number, number | string | undefined, number | string>;
  balance: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  /** Migration 009 (issue 14). */
  status: ColumnType<BonusCardStatus, BonusCardStatus | undefined, BonusCardStatus>;
  spend: ColumnType<number, number | undefined, number>;
  department_id: ColumnType<number | null, number | null | undefined, number | null>;
  activated_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  successor_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type BonusCardStatus = 'live' | 'blocked' | 'replaced';

/** Migration 009: a move of a card's percent, made by the order that crossed a threshold. */
export interface BonusTierMovesTable {
  id: Generated<number>;
  card_id: number;
  order_id: number | null;
  from_percents: ColumnType<string | number, number | string, number | string>;
  to_percents: ColumnType<string | number, number | string, number | string>;
  spend: number;
  created_at: Timestamp;
}

/** Migration 009: what an activation code (auth_codes, purpose 'card') was sent for. */
export interface CardActivationsTable {
  code_id: number;
  user_id: number;
  card_id: number;
  department_id: number;
}

/** Migration 007 adds 'refund' (points an order spent, given back when it is cancelled) and
 * 'revoke' (points it earned, taken back then). */
export type BonusLedgerKind =
  | 'grant'
  | 'spend'
  | 'accrue'
  | 'refund'
  | 'revoke'
  /** Migration 009: points moving from a closed card to the card that follows it. */
  | 'transfer_in'
  | 'transfer_out';

/** Migration 004: the append-only ledger of every balance change. */
export interface BonusLedgerTable {
  id: Generated<number>;
  card_id: number;
  order_id: number | null;
  kind: BonusLedgerKind;
  points: number;
  note: string | null;
  /** Migration 007: earned points a 'revoke' could not take back (spent meanwhile). */
  shortfall: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** Migration 009 adds 'card': a code that confirms a card's activation. */
export type LoginPurpose = 'auth' | 'reg' | 'forget' | 'card';
export type CodeType = 'sms' | 'flashcall';

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  phone_confirmed: ColumnType<boolean, boolean | undefined, boolean>;
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  first_name: ColumnType<string, string | undefined, string>;
  patronymic: ColumnType<string, string | undefined, string>;
  birthday: DateText;
  gender: ColumnType<number | null, number | null | undefined, number | null>;
  accept_rules: ColumnType<boolean, boolean | undefined, boolean>;
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  movies_notify: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 018: SMS reminders before sessions (decision 453). */
  sms_remind: ColumnType<boolean, boolean | undefined, boolean>;
  show_photo: ColumnType<boolean, boolean | undefined, boolean>;
  city: ColumnType<string, string | undefined, string>;
  district: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface UserChildrenTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  birthday: RequiredDateText;
  gender: number;
  sort: ColumnType<number, number | undefined, number>;
}

export interface AuthCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: LoginPurpose;
  type: CodeType;
  code_salt: string;
  code_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  created_at: Timestamp;
}

export interface WishlistTable {
  user_id: number;
  film_id: number;
  created_at: Timestamp;
  /** The city looked at when the film was liked (migration 012); null when none was chosen. */
  city_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Migration 012: an order's review, one per order, edited in place. */
export interface OrderReviewsTable {
  order_id: number;
  user_id: number;
  film_id: number;
  cinema_id: number;
  film_rate: number;
  film_body: string;
  cinema_rate: number;
  cinema_body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 012: sessions the wishlist alerts have not looked at yet. */
export interface WishlistSessionNewsTable {
  session_id: number;
  created_at: Timestamp;
}

export interface SocialLinksTable {
  user_id: number;
  network: 'vk';
  external_id: string;
  created_at: Timestamp;
}

/** Migration 015: staff roles on accounts; 'lobby_admin' switches lobby screens (issue 16). */
export type StaffRole = 'lobby_admin';

export interface StaffRolesTable {
  user_id: number;
  role: StaffRole;
  granted_at: Timestamp;
}

/** Migration 005: the tickets e-mail's links (docs/decisions/105). */
export type TicketLinkRevokeReason = 'buyer' | 'order';

export interface TicketLinksTable {
  id: Generated<number>;
  order_id: number;
  token_hash: string;
  created_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: TicketLinkRevokeReason | null;
}

export type PaymentMethodKey =
  'card' | 'sbp' | 'sberpay' | 'pushkin_card' | 'apple-pay' | 'google-pay';
export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'refunded';
export type RefundReason = 'cancel' | 'late' | 'duplicate';
export type ReceiptKind = 'income' | 'income_return';

/** Migration 006: one payment a provider opened for an order. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  method: PaymentMethodKey;
  token: string;
  provider_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount: number;
  status: PaymentStatus;
  fio: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
}

/** Migration 006: a payment returned whole. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  amount: number;
  reason: RefundReason;
  provider_refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** Migration 006: a fiscal receipt of a payment ('income') or a refund ('income_return'). */
export interface ReceiptsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  refund_id: ColumnType<number | null, number | null | undefined, number | null>;
  kind: ReceiptKind;
  provider: string;
  fiscal_id: string;
  url: string;
  total: number;
  // JSON is sent as text so both drivers store it the same way.
  body: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
}

/** Migration 011: a viewer's comment on a film (docs/decisions/266-268). */
export interface FilmCommentsTable {
  id: Generated<number>;
  film_id: number;
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  user_name: string;
  body: string;
  rate: number;
  created_at: Timestamp;
  hidden_at: NullableTimestamp;
  reviewed_at: NullableTimestamp;
}

export type ComplaintTypeColumn = 'spam' | 'abuse' | 'dirty-word';

/** Migration 011: one complaint per user per comment. */
export interface FilmCommentComplaintsTable {
  comment_id: number;
  user_id: number;
  type: ComplaintTypeColumn;
  comment_author: string;
  comment_text: string;
  created_at: Timestamp;
}

/** What a cinema's page shows beyond its row (migration 014): how to get there. */
export interface CinemaPagesTable {
  cinema_id: number;
  transport: string;
  parking: string;
  map_query: string;
  /** The box office's phone, 11 digits '7XXXXXXXXXX' (migration 019); null when not given. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** Opening hours as the cinema writes them (migration 019); null when not given. */
  hours: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DB {
  cities: CitiesTable;
  cinemas: CinemasTable;
  halls: HallsTable;
  seats: SeatsTable;
  enters: EntersTable;
  films: FilmsTable;
  film_tags: FilmTagsTable;
  sessions: SessionsTable;
  session_prices: SessionPricesTable;
  schema_migrations: SchemaMigrationsTable;
  web_sessions: WebSessionsTable;
  orders: OrdersTable;
  session_seats: SessionSeatsTable;
  order_seats: OrderSeatsTable;
  tickets: TicketsTable;
  session_info: SessionInfoTable;
  outbox: OutboxTable;
  bonus_cards: BonusCardsTable;
  bonus_ledger: BonusLedgerTable;
  bonus_tier_moves: BonusTierMovesTable;
  card_activations: CardActivationsTable;
  users: UsersTable;
  user_children: UserChildrenTable;
  auth_codes: AuthCodesTable;
  rate_events: RateEventsTable;
  wishlist: WishlistTable;
  social_links: SocialLinksTable;
  ticket_links: TicketLinksTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  receipts: ReceiptsTable;
  film_comments: FilmCommentsTable;
  film_comment_complaints: FilmCommentComplaintsTable;
  staff_roles: StaffRolesTable;
  cinema_pages: CinemaPagesTable;
  order_reviews: OrderReviewsTable;
  wishlist_session_news: WishlistSessionNewsTable;
  submission_files: SubmissionFilesTable;
  bug_reports: BugReportsTable;
  vacancy_applications: VacancyApplicationsTable;
  news_items: NewsItemsTable;
}

/** Migration 013: an uploaded file, its bytes in the database (decision 286). */
export interface SubmissionFilesTable {
  id: Generated<number>;
  name: string;
  kind: 'jpg' | 'png' | 'pdf' | 'doc' | 'docx' | 'odt' | 'rtf';
  content_type: string;
  size: number;
  /** pg gives a Buffer, PGlite a Uint8Array. */
  bytes: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  created_at: Timestamp;
}

/** Migration 013: POST v1 bug_report/. */
export interface BugReportsTable {
  id: Generated<number>;
  contacts: string;
  bug: string;
  file_id: number | null;
  user_id: number | null;
  page: string | null;
  created_at: Timestamp;
}

/** Migration 013: POST v1 vacancy/. */
export interface VacancyApplicationsTable {
  id: Generated<number>;
  /** '' when not given (migration 017, decision 448). */
  name: string;
  /** Null when not given (migration 017, decision 448). */
  birthday: DateText;
  contacts: string;
  vacancy: string;
  accept_rules: boolean;
  file_id: number | null;
  user_id: number | null;
  created_at: Timestamp;
}

/** Migration 013: the chain's news and promotions. Dates are read with to_char. */
export interface NewsItemsTable {
  id: Generated<number>;
  slug: string;
  kind: 'news' | 'promo';
  title: string;
  lead: string;
  body: string;
  image: string;
  link_href: string | null;
  link_label: string | null;
  published_on: RequiredDateText;
  until_on: DateText;
  created_at: Timestamp;
}

/** The query handle repositories accept: the database itself or an open transaction. */
export type Queryable = Kysely<DB> | Transaction<DB>;

export type City = Selectable<CitiesTable>;
export type CinemaRow = Selectable<CinemasTable>;
export type FilmRow = Selectable<FilmsTable>;
export type NewSeat = Insertable<SeatsTable>;
export type NewSession = Insertable<SessionsTable>;

type Nullable<T> = null extends T ? true : false;

/** Every table's columns and whether each may be NULL, exactly as the type above says. */
export type DbColumns = {
  [T in keyof DB]: {
    [C in keyof DB[T]]-?: Nullable<Selectable<DB[T]>[C & keyof Selectable<DB[T]>]>;
  };
};

/**
 * The type's columns as data, so a test can compare them with information_schema. `satisfies`
 * makes the compiler hold this list to the interfaces: a missing, extra or wrongly nullable
 * column here is a type error, and a drift from the migrations fails server/test/schema.test.ts.
 */
export const DB_COLUMNS = {
  cities: {
    id: false,
    name: false,
    timezone: false,
    is_default: false,
    sort: false,
    region_id: true,
  },
  cinemas: {
    id: false,
    city_id: false,
    slug: false,
    name: false,
    short_name: false,
    address: false,
    link: false,
    img: false,
    is_separate_cinema: false,
    no_bonus: false,
    rent: false,
    sort: false,
  },
  halls: {
    id: false,
    cinema_id: false,
    name: false,
    width: false,
    height: false,
    layout: false,
    sort: false,
  },
  seats: {
    id: false,
    hall_id: false,
    x: false,
    y: false,
    row_number: false,
    place_number: false,
    zone: false,
    kind: false,
    is_child: false,
  },
  enters: { id: false, hall_id: false, x: false, y: false, sort: false },
  films: {
    id: false,
    slug: false,
    name: false,
    country: false,
    genre: false,
    duration: false,
    age: false,
    rent: true,
    trailer: true,
    description: false,
    poster_mobile: false,
    poster_desktop: false,
    premiere_date: true,
  },
  film_tags: { film_id: false, tag: false, link: false },
  sessions: {
    id: false,
    film_id: false,
    hall_id: false,
    starts_at: false,
    format: false,
    disabled: false,
    deleted: false,
  },
  session_prices: { session_id: false, zone: false, price: false },
  schema_migrations: { version: false, name: false, applied_at: false },
  web_sessions: {
    id: false,
    token_hash: false,
    user_id: true,
    created_at: false,
    last_seen_at: false,
    code_proven_at: true,
  },
  orders: {
    id: false,
    number: false,
    session_id: false,
    web_session_id: false,
    user_id: true,
    status: false,
    phone: true,
    email: false,
    amount: false,
    bonus_pay: false,
    bonus_card_id: true,
    bonus_add: false,
    bonus_spend: false,
    payment_token: true,
    expires_at: false,
    created_at: false,
    paid_at: true,
    cancelled_at: true,
    reminded_at: true,
  },
  session_seats: {
    session_id: false,
    seat_id: false,
    status: false,
    order_id: true,
    hold_expires_at: true,
  },
  order_seats: { order_id: false, seat_id: false, price: false },
  tickets: {
    id: false,
    order_id: false,
    session_id: false,
    seat_id: false,
    code: false,
    status: false,
    created_at: false,
  },
  session_info: {
    id: false,
    session_id: true,
    film_id: true,
    cinema_id: true,
    title: true,
    body: false,
    video: true,
    images: false,
    button: true,
    agree: false,
  },
  outbox: {
    id: false,
    channel: false,
    recipient: false,
    subject: false,
    body_text: false,
    body_html: true,
    order_id: true,
    attachment_file_id: true,
    created_at: false,
  },
  bonus_cards: {
    id: false,
    number: false,
    user_id: true,
    virtual: false,
    percents: false,
    balance: false,
    created_at: false,
    status: false,
    spend: false,
    department_id: true,
    activated_at: true,
    closed_at: true,
    successor_id: true,
  },
  bonus_tier_moves: {
    id: false,
    card_id: false,
    order_id: true,
    from_percents: false,
    to_percents: false,
    spend: false,
    created_at: false,
  },
  card_activations: { code_id: false, user_id: false, card_id: false, department_id: false },
  bonus_ledger: {
    id: false,
    card_id: false,
    order_id: true,
    kind: false,
    points: false,
    note: true,
    shortfall: false,
    created_at: false,
  },
  users: {
    id: false,
    phone: false,
    phone_confirmed: false,
    password_hash: true,
    email: false,
    last_name: false,
    first_name: false,
    patronymic: false,
    birthday: true,
    gender: true,
    accept_rules: false,
    avatar: true,
    movies_notify: false,
    sms_remind: false,
    show_photo: false,
    city: false,
    district: false,
    created_at: false,
  },
  user_children: {
    id: false,
    user_id: false,
    name: false,
    birthday: false,
    gender: false,
    sort: false,
  },
  auth_codes: {
    id: false,
    phone: false,
    purpose: false,
    type: false,
    code_salt: false,
    code_hash: false,
    expires_at: false,
    attempts: false,
    used_at: true,
    created_at: false,
  },
  rate_events: { id: false, bucket: false, key: false, created_at: false },
  wishlist: { user_id: false, film_id: false, created_at: false, city_id: true },
  order_reviews: {
    order_id: false,
    user_id: false,
    film_id: false,
    cinema_id: false,
    film_rate: false,
    film_body: false,
    cinema_rate: false,
    cinema_body: false,
    created_at: false,
    updated_at: false,
  },
  wishlist_session_news: { session_id: false, created_at: false },
  social_links: { user_id: false, network: false, external_id: false, created_at: false },
  ticket_links: {
    id: false,
    order_id: false,
    token_hash: false,
    created_at: false,
    revoked_at: true,
    revoked_reason: true,
  },
  payments: {
    id: false,
    order_id: false,
    provider: false,
    method: false,
    token: false,
    provider_payment_id: true,
    amount: false,
    status: false,
    fio: true,
    created_at: false,
    paid_at: true,
    refunded_at: true,
  },
  refunds: {
    id: false,
    order_id: false,
    payment_id: false,
    amount: false,
    reason: false,
    provider_refund_id: true,
    created_at: false,
  },
  receipts: {
    id: false,
    order_id: false,
    payment_id: false,
    refund_id: true,
    kind: false,
    provider: false,
    fiscal_id: false,
    url: false,
    total: false,
    body: false,
    created_at: false,
  },
  film_comments: {
    id: false,
    film_id: false,
    user_id: true,
    user_name: false,
    body: false,
    rate: false,
    created_at: false,
    hidden_at: true,
    reviewed_at: true,
  },
  film_comment_complaints: {
    comment_id: false,
    user_id: false,
    type: false,
    comment_author: false,
    comment_text: false,
    created_at: false,
  },
  submission_files: {
    id: false,
    name: false,
    kind: false,
    content_type: false,
    size: false,
    bytes: false,
    created_at: false,
  },
  bug_reports: {
    id: false,
    contacts: false,
    bug: false,
    file_id: true,
    user_id: true,
    page: true,
    created_at: false,
  },
  vacancy_applications: {
    id: false,
    name: false,
    birthday: true,
    contacts: false,
    vacancy: false,
    accept_rules: false,
    file_id: true,
    user_id: true,
    created_at: false,
  },
  news_items: {
    id: false,
    slug: false,
    kind: false,
    title: false,
    lead: false,
    body: false,
    image: false,
    link_href: true,
    link_label: true,
    published_on: false,
    until_on: true,
    created_at: false,
  },
  staff_roles: { user_id: false, role: false, granted_at: false },
  cinema_pages: {
    cinema_id: false,
    transport: false,
    parking: false,
    map_query: false,
    phone: true,
    hours: true,
  },
} as const satisfies DbColumns;
