/**
 * The film page (spec section 2 'Film page'; sections 3 Comment, Review, Complaint; 7 the three
 * review calls; 9 comments page size 10). Imported by its subpath, '@softkino/contract/film', so
 * the / route's script never carries it (docs/decisions/259).
 */
import { z } from 'zod';
import { idParam } from './ids';
import { countedLength } from './textLength';
import { successEnvelope } from './envelope';
import { PlaybillFilmSchema } from './playbill';

// ---------------------------------------------------------------------------------------------
// The film (GET v1 films/film/?slug=)

/** A film's address segment: /film/<slug>. */
export const FILM_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

/** The playbill's film without its sessions, plus what only the film page shows. */
export const FilmPageSchema = PlaybillFilmSchema.omit({ sessions: true }).extend({
  slug: z.string(),
  description: z.string(),
});
export type FilmPage = z.infer<typeof FilmPageSchema>;
export const FilmPageResponseSchema = successEnvelope(FilmPageSchema);

export const FILM_NOT_FOUND = 'Фильм не найден.';

// ---------------------------------------------------------------------------------------------
// Comments (GET v1 user/review/film/find_all_comments_of_film.php?film-id=&last-id=)

export const COMMENTS_PAGE_SIZE = 10;

export const COMPLAINT_TYPES = ['spam', 'abuse', 'dirty-word'] as const;
export const ComplaintTypeSchema = z.enum(COMPLAINT_TYPES, {
  error: 'Выберите причину жалобы: спам, оскорбление или нецензурная речь.',
});
export type ComplaintType = z.infer<typeof ComplaintTypeSchema>;

/** The menu's words (spec section 5, Comments and trailers). */
export const COMPLAINT_LABELS: Record<ComplaintType, string> = {
  spam: 'Спам',
  abuse: 'Оскорбление',
  'dirty-word': 'Нецензурная речь',
};

/**
 * A comment (spec section 3): `rate` 0-5 (0 is a comment without a rating). `complaints` are
 * the reasons this viewer may still report it for: empty for a guest, for the viewer's own
 * comment, and once the viewer has complained (`complained`).
 */
export const FilmCommentSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  body: z.string(),
  rate: z.number(),
  /** ISO 8601. */
  created_at: z.string(),
  complaints: z.array(ComplaintTypeSchema),
  complained: z.boolean(),
  mine: z.boolean(),
});
export type FilmComment = z.infer<typeof FilmCommentSchema>;

/**
 * A page of comments, newest first; `more` when an older page exists; `reviewed` when the
 * signed-in viewer has a review of this film already (shown or hidden, on any page): one per
 * user and film, so the form is not offered again.
 */
export const FilmCommentsResponseSchema = successEnvelope(z.array(FilmCommentSchema)).extend({
  more: z.boolean(),
  reviewed: z.boolean(),
});
export type FilmCommentsResponse = z.infer<typeof FilmCommentsResponseSchema>;

const IdText = idParam('Некорректный номер.');

export const FilmCommentsQuerySchema = z.strictObject({
  'film-id': IdText,
  'last-id': IdText.optional(),
});

// ---------------------------------------------------------------------------------------------
// A film review (POST v1 user/review/film/create_review.php, form: body, rate, film-id)

export const REVIEW_MIN_LENGTH = 25;
export const REVIEW_MAX_LENGTH = 2000;

export const FILM_REVIEW_TEXTS = {
  /** One rating: the singular of the spec's 'Не выбраны оценки' (decision 266). */
  rate: 'Не выбрана оценка',
  /** Spec section 5, Review. */
  short: 'Комментарий должен быть больше 25 символов',
  long: `Комментарий должен быть не длиннее ${REVIEW_MAX_LENGTH} символов`,
  signIn: 'Войдите, чтобы оставить отзыв.',
  duplicate: 'Вы уже оставили отзыв об этом фильме.',
  thanks: 'Спасибо! Ваш отзыв опубликован.',
} as const;

/** The rating: a whole number 1-5 (spec section 9); anything else reads as 'not chosen'. */
export const ReviewRateSchema = z.coerce
  .number({ error: FILM_REVIEW_TEXTS.rate })
  .int(FILM_REVIEW_TEXTS.rate)
  .min(1, FILM_REVIEW_TEXTS.rate)
  .max(5, FILM_REVIEW_TEXTS.rate);

/** The text without the spaces around it; its minimum counted by `countedLength`. */
export const ReviewBodySchema = z
  .string({ error: FILM_REVIEW_TEXTS.short })
  .trim()
  .refine((body) => countedLength(body) >= REVIEW_MIN_LENGTH, { error: FILM_REVIEW_TEXTS.short })
  .max(REVIEW_MAX_LENGTH, FILM_REVIEW_TEXTS.long);

export const FilmReviewFormSchema = z.object({
  body: ReviewBodySchema,
  rate: ReviewRateSchema,
  'film-id': IdText,
});

/**
 * The review form's check, the same on both sides: the first problem's text, or null. The
 * rating is checked first, as the form shows it first.
 */
export function filmReviewError(input: { body: string; rate: number | null }): string | null {
  const rate = ReviewRateSchema.safeParse(input.rate ?? '');
  if (!rate.success) return FILM_REVIEW_TEXTS.rate;
  const body = ReviewBodySchema.safeParse(input.body);
  return body.success ? null : (body.error.issues[0]?.message ?? FILM_REVIEW_TEXTS.short);
}

export const FilmReviewResponseSchema = successEnvelope(FilmCommentSchema);

// ---------------------------------------------------------------------------------------------
// A complaint (POST v2 review/complain/, JSON)

export const ComplaintBodySchema = z.object({
  type: ComplaintTypeSchema,
  filmBitrixId: IdText,
  commentPremierId: IdText,
  /** What the buyer saw; the server records its own copy of the comment. */
  commentAuthor: z.string().max(200),
  commentText: z.string().max(10_000),
  userId: IdText,
});
export type ComplaintBody = z.infer<typeof ComplaintBodySchema>;

export const ComplaintResponseSchema = successEnvelope(z.object({ type: ComplaintTypeSchema }));

export const COMPLAINT_TEXTS = {
  /** Spec section 8, Complaint. */
  failureTitle: 'Ошибка!',
  failure: 'Так и до тёмной стороны не далеко. Попробуйте еще раз.',
  signIn: 'Войдите, чтобы пожаловаться на комментарий.',
  notYours: 'Жалобу можно отправить только от своего имени. Войдите снова.',
  own: 'На свой отзыв пожаловаться нельзя.',
  duplicate: 'Вы уже пожаловались на этот комментарий.',
  notFound: 'Комментарий не найден.',
} as const;

/** The success alert of each popup type (spec section 2: spam, abuse, dirty-word). */
export const COMPLAINT_THANKS: Record<ComplaintType, string> = {
  spam: 'Спасибо! Мы проверим, не спам ли это.',
  abuse: 'Спасибо! Мы проверим комментарий на оскорбления.',
  'dirty-word': 'Спасибо! Мы проверим комментарий на нецензурную речь.',
};

/** Stars shown for a rate (spec section 5: it must be a number): 0-5, rounded; else 0. */
export function starCount(rate: unknown): number {
  const n = typeof rate === 'string' && rate.trim() !== '' ? Number(rate) : rate;
  if (typeof n !== 'number' || !Number.isFinite(n)) return 0;
  return Math.min(5, Math.max(0, Math.round(n)));
}
