import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * A seat of the hall for one session (spec section 3, Place). `status` is 1 when the seat can be
 * bought and 0 when it is sold or held by another buyer (truthy means free). Seats held by this
 * browser's own unpaid order for the session read as free, because its next order releases
 * them first. `row` and `place` are the numbers printed on the seat; `x`, `y` are scheme units
 * inside `width` x `height`. `price` in whole roubles; `color` is the price zone's colour.
 */
export const PlaceSchema = z.object({
  id: z.number().int(),
  x: z.number(),
  y: z.number(),
  row: z.number().int(),
  place: z.number().int(),
  price: z.number().int(),
  color: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  isChild: z.boolean(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** An exit of the hall; the first one is the exit point. */
export const EnterSchema = z.object({ x: z.number(), y: z.number() });

/**
 * Timetable item (spec section 3): a session of the same film at the same cinema on the same
 * local day that can still be bought (including this one). `time` HH:mm local, `format` as in
 * the playbill ('2D', '3D', 'ScreenX').
 */
export const TimetableItemSchema = z.object({
  id: z.number().int(),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  format: z.string(),
  price_min: z.number().int(),
  price_max: z.number().int(),
});
export type TimetableItem = z.infer<typeof TimetableItemSchema>;

export const SessionCinemaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  short_name: z.string(),
  no_bonus: z.boolean(),
});

/**
 * `data` of GET v1 session/?id= (spec section 3, Session). `datetime` is the start as ISO 8601
 * (UTC instant); `date` (DD.MM.YYYY) and `time` (HH:mm) are the same instant on the cinema's
 * wall clock, for the header and the night notice. `hall` is the hall's name ('Зал 3').
 */
export const SessionDataSchema = z.object({
  id: z.number().int(),
  film: z.object({
    id: z.number().int(),
    name: z.string(),
    age: z.string(),
    url: z.string(),
    poster: z.object({ small: z.string(), desktop: z.string() }),
    /**
     * The film carries the Pushkin card mark and the payment provider takes the card (beside
     * the spec's fields): checkout tells a buyer of one seat that the card pays only without
     * bonus points (decision 411). Absent from older servers: no note.
     */
    pushkin: z.boolean().optional(),
  }),
  cinema: SessionCinemaSchema,
  no_bonus: z.boolean(),
  disabled: z.boolean(),
  hall: z.string(),
  datetime: z.string(),
  date: z.string().regex(/^\d{2}\.\d{2}\.\d{4}$/),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  format: z.string(),
  width: z.number(),
  height: z.number(),
  enters: z.array(EnterSchema),
  places: z.array(PlaceSchema),
  timetable: z.array(TimetableItemSchema),
});
export type SessionData = z.infer<typeof SessionDataSchema>;

/**
 * This browser's unpaid order (spec section 3, Unpaid order). `places` lists the held seats;
 * `expire_date_unix` is when the hold ends, in seconds since the epoch (the client ends the
 * payment 10 s earlier). `payment_link` is the sandbox bank page once payment/pay/ was called,
 * else null. `session_datetime_format` is 'DD.MM.YYYY HH:mm' on the cinema's clock.
 */
export const UnpaidOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  session_id: z.number().int(),
  movie_name: z.string(),
  movie_image: z.string(),
  film_link: z.string(),
  cinema_name: z.string(),
  amount: z.number().int(),
  /**
   * The bonus points set aside for the order (beside the spec's fields): `amount` is what is
   * left to pay with money, and the popup names both. 0 when none; absent from older servers.
   */
  bonus_pay: z.number().int().nonnegative().optional(),
  places: z.array(
    z.object({
      id: z.number().int(),
      row: z.number().int(),
      place: z.number().int(),
      price: z.number().int(),
    }),
  ),
  session_datetime_format: z.string(),
  expire_date_unix: z.number().int(),
  payment_link: z.string().nullable(),
});
export type UnpaidOrder = z.infer<typeof UnpaidOrderSchema>;

/** The last paid order of this browser for the session (spec: order_success). */
export const OrderSuccessSchema = z.object({
  order_id: z.number().int(),
  session_id: z.number().int(),
  seats: z.array(z.number().int()),
});

/**
 * GET v1 session/?id= and v1 session/order/?id=. A session that has started answers HTTP 409
 * `{status: 'error', errors: [{title, detail: 'Ошибка 131. Сеанс уже начался...'}]}`; unknown or
 * deleted: 404 with `errors: [{title, detail: 'Сеанс не найден.'}]`.
 */
export const SessionResponseSchema = z.object({
  status: z.literal('success'),
  data: SessionDataSchema,
  order: UnpaidOrderSchema.nullable(),
  order_success: OrderSuccessSchema.nullable(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** The detail marker of a started session (spec section 8). */
export const SESSION_STARTED_MARKER = 'Ошибка 131';

/**
 * A session the cinema closed for sale (`disabled`): the session call still answers, so its hall
 * can be seen; create_order refuses it (409) with this text, and the popup shows it.
 */
export const SESSION_CLOSED = 'Продажа билетов на этот сеанс закрыта.';

/**
 * GET v1 session/places/?id=: `available` the ids of seats that can be bought, `sold` the ids
 * of seats sold or held by others, `places` every seat's id and status (as in Place).
 */
export const SessionPlacesResponseSchema = successEnvelope(
  z.object({
    available: z.array(z.number().int()),
    sold: z.array(z.number().int()),
    places: z.array(
      z.object({ id: z.number().int(), status: z.union([z.literal(0), z.literal(1)]) }),
    ),
  }),
);
export type SessionPlacesResponse = z.infer<typeof SessionPlacesResponseSchema>;

/** GET v1 session/avatar/?id=: seat id (as a string key) to an avatar image URL. */
export const SessionAvatarResponseSchema = successEnvelope(z.record(z.string(), z.string()));

/**
 * Session info (spec section 3), for the info step. `title` null means 'Информация', `button`
 * null means 'Далее'; `video` is an 11-character video id, a video-site link to read it from (decision 365), or null; `agree` asks for 'Принимаю'.
 */
export const SessionInfoSchema = z.object({
  title: z.string().nullable(),
  body: z.string(),
  video: z.string().nullable(),
  images: z.array(z.string()),
  button: z.string().nullable(),
  agree: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** GET v1 session/info/?sessionId=: `data` null when the session has no info (skip the step). */
export const SessionInfoResponseSchema = successEnvelope(SessionInfoSchema.nullable());
