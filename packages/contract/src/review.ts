/**
 * Reviews after an order (spec sections 3, 4, 5, 7, 8 'Review'): the order's buyer rates the film
 * and the cinema 1 to 5 and says a few words about each (at least 25 characters). The client
 * checks the draft with `reviewDraftErrors` before sending; the server checks the same rules
 * with `OrderReviewRequestSchema`, in the same words.
 */
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { idParam } from './ids';
import { countedLength } from './textLength';

/** Spec section 9: ratings 1 to 5, comments at least 25 characters; the cap is ours. */
export const REVIEW_RATE_MIN = 1;
export const REVIEW_RATE_MAX = 5;
export const REVIEW_BODY_MIN = 25;
export const REVIEW_BODY_MAX = 2000;

export const REVIEW_MESSAGES = {
  /** Spec section 5: a rating not chosen. */
  ratings: 'Не выбраны оценки',
  /** Spec section 5: a comment under 25 characters. */
  short: 'Комментарий должен быть больше 25 символов',
  long: `Комментарий должен быть не длиннее ${REVIEW_BODY_MAX} символов`,
  rateRange: `Оценка должна быть от ${REVIEW_RATE_MIN} до ${REVIEW_RATE_MAX}`,
  orderMissing: 'Не указан заказ.',
  guest: 'Войдите в личный кабинет, чтобы оставить отзыв.',
  notPaid: 'Отзыв можно оставить только об оплаченном заказе.',
  /** Before the session begins (decision 431): the order page says so in place of the faces. */
  notStarted: 'Оценить фильм и кинотеатр можно будет, когда начнется сеанс.',
  thanks: 'Спасибо за отзыв! Он поможет другим зрителям выбрать фильм и кинотеатр.',
} as const;

/** What the buyer has typed and chosen so far; a rating not chosen is null. */
export interface ReviewDraft {
  filmRate: number | null;
  cinemaRate: number | null;
  filmBody: string;
  cinemaBody: string;
}

export interface ReviewDraftErrors {
  /** 'Не выбраны оценки', or the range refusal. */
  ratings?: string;
  /** 'Комментарий должен быть больше 25 символов', or the cap. */
  comments?: string;
}

function rateError(rate: number | null): string | undefined {
  if (rate === null) return REVIEW_MESSAGES.ratings;
  if (!Number.isInteger(rate) || rate < REVIEW_RATE_MIN || rate > REVIEW_RATE_MAX)
    return REVIEW_MESSAGES.rateRange;
  return undefined;
}

function bodyError(body: string): string | undefined {
  if (countedLength(body) < REVIEW_BODY_MIN) return REVIEW_MESSAGES.short;
  if (body.trim().length > REVIEW_BODY_MAX) return REVIEW_MESSAGES.long;
  return undefined;
}

/** The draft's refusals, by part; an empty object when it may be sent. */
export function reviewDraftErrors(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  const missing = draft.filmRate === null || draft.cinemaRate === null;
  const ratings = missing
    ? REVIEW_MESSAGES.ratings
    : (rateError(draft.filmRate) ?? rateError(draft.cinemaRate));
  if (ratings) errors.ratings = ratings;
  const comments = bodyError(draft.filmBody) ?? bodyError(draft.cinemaBody);
  if (comments) errors.comments = comments;
  return errors;
}

/** A rating as it may travel: a number or a string of digits; absent or '' is "not chosen". */
const RateField = z
  .union([z.number(), z.string().max(10), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || v === '' ? null : Number(v)));
const BodyField = z
  .string()
  .max(REVIEW_BODY_MAX * 2)
  .optional()
  .transform((v) => v ?? '');

/**
 * POST v1 user/review/cinema/create_order_comment.php (JSON). The spec's fields `body`, `rate`,
 * `order-id` carry the cinema's review; `film-body` and `film-rate` carry the film's, so the
 * whole feedback is saved or refused at once (docs/decisions/275). A second call for the same
 * order edits the review.
 */
export const OrderReviewRequestSchema = z
  .strictObject({
    'order-id': z.union([z.number(), z.string().max(12)]).optional(),
    body: BodyField,
    rate: RateField,
    'film-body': BodyField,
    'film-rate': RateField,
  })
  .transform((v, ctx) => {
    // The id rule of every request (decision 412): digits or a JSON integer, in range.
    const id = idParam().safeParse(v['order-id']);
    if (!id.success) {
      ctx.addIssue({ code: 'custom', message: REVIEW_MESSAGES.orderMissing });
      return z.NEVER;
    }
    const orderId = id.data;
    const draft: ReviewDraft = {
      filmRate: v['film-rate'],
      cinemaRate: v.rate,
      filmBody: v['film-body'],
      cinemaBody: v.body,
    };
    const errors = reviewDraftErrors(draft);
    const message = errors.ratings ?? errors.comments;
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return {
      orderId,
      film: { rate: draft.filmRate as number, body: draft.filmBody.trim() },
      cinema: { rate: draft.cinemaRate as number, body: draft.cinemaBody.trim() },
    };
  });
export type OrderReviewRequest = z.input<typeof OrderReviewRequestSchema>;
export type OrderReviewInput = z.output<typeof OrderReviewRequestSchema>;

const ReviewPartSchema = z.object({ rate: z.number().int(), body: z.string() });

/** A saved review: `created_at`, `updated_at` ISO 8601 (edited when they differ). */
export const OrderReviewSchema = z.object({
  order_id: z.number().int(),
  film: ReviewPartSchema,
  cinema: ReviewPartSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderReview = z.infer<typeof OrderReviewSchema>;

/** The review after it is saved (created or edited). */
export const OrderReviewResponseSchema = successEnvelope(OrderReviewSchema);

/**
 * The buyer's comment on a film as it stands, wherever it was written (the film page, an order's
 * review); `hidden` when complaints have hidden it until a moderator looks (decision 404).
 */
export const FilmCommentOfBuyerSchema = ReviewPartSchema.extend({ hidden: z.boolean() });

/**
 * GET v1 user/review/cinema/find_order_comment.php?order-id=: `data` is the order's review (null
 * while it has none); `film_comment` beside it is the buyer's comment on the order's film (null
 * when there is none). The order's review form starts from that comment, since saving the film
 * part rewrites it (docs/decisions/280, 404). Beside `data`, not in it: a page loaded before this
 * field came still reads `data` as it did.
 */
export const OrderReviewReadResponseSchema = successEnvelope(OrderReviewSchema.nullable()).extend({
  film_comment: FilmCommentOfBuyerSchema.nullable().default(null),
});

/** What the order page reads: the order's review and the buyer's comment on the film. */
export interface OrderReviewRead {
  review: OrderReview | null;
  film_comment: z.infer<typeof FilmCommentOfBuyerSchema> | null;
}
