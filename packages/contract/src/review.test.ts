import { describe, expect, it } from 'vitest';
import {
  OrderReviewRequestSchema,
  REVIEW_MESSAGES,
  reviewDraftErrors,
  type ReviewDraft,
} from './review';

const FILM = 'Отличный фильм, смотрели всей семьей.';
const CINEMA = 'Удобные кресла и чистый зал, приду еще.';
const good: ReviewDraft = { filmRate: 5, cinemaRate: 4, filmBody: FILM, cinemaBody: CINEMA };

describe('reviewDraftErrors (spec section 5, Review)', () => {
  it('passes a draft with both ratings and both comments of 25 characters or more', () => {
    expect(reviewDraftErrors(good)).toEqual({});
    expect(reviewDraftErrors({ ...good, filmBody: 'я'.repeat(25) })).toEqual({});
  });

  it("says 'Не выбраны оценки' when either rating is missing", () => {
    expect(reviewDraftErrors({ ...good, filmRate: null })).toEqual({
      ratings: REVIEW_MESSAGES.ratings,
    });
    expect(reviewDraftErrors({ ...good, cinemaRate: null })).toEqual({
      ratings: REVIEW_MESSAGES.ratings,
    });
    expect(reviewDraftErrors({ ...good, filmRate: null, cinemaRate: null }).ratings).toBe(
      'Не выбраны оценки',
    );
  });

  it('refuses a rating outside 1-5 or not whole', () => {
    for (const rate of [0, 6, 2.5, -1])
      expect(reviewDraftErrors({ ...good, cinemaRate: rate }).ratings).toBe(
        REVIEW_MESSAGES.rateRange,
      );
  });

  it('says the comment must be longer than 25 characters, counting what is left once trimmed', () => {
    expect(reviewDraftErrors({ ...good, filmBody: 'я'.repeat(24) })).toEqual({
      comments: 'Комментарий должен быть больше 25 символов',
    });
    expect(reviewDraftErrors({ ...good, cinemaBody: `  ${'я'.repeat(24)}\n\n ` }).comments).toBe(
      REVIEW_MESSAGES.short,
    );
    expect(reviewDraftErrors({ ...good, cinemaBody: '' }).comments).toBe(REVIEW_MESSAGES.short);
    // Runs of spaces count once, as the page shows the text (decision 354).
    expect(
      reviewDraftErrors({ ...good, filmBody: 'хорошо                           хорошо' }).comments,
    ).toBe(REVIEW_MESSAGES.short);
    expect(reviewDraftErrors({ ...good, filmBody: 'я'.repeat(2001) }).comments).toBe(
      REVIEW_MESSAGES.long,
    );
  });

  it('reports both kinds at once', () => {
    expect(
      reviewDraftErrors({ filmRate: null, cinemaRate: 3, filmBody: '', cinemaBody: CINEMA }),
    ).toEqual({
      ratings: REVIEW_MESSAGES.ratings,
      comments: REVIEW_MESSAGES.short,
    });
  });
});

describe('OrderReviewRequestSchema', () => {
  const body = { 'order-id': 7, body: CINEMA, rate: 4, 'film-body': FILM, 'film-rate': '5' };

  it('reads the wire fields into the two parts, trimmed', () => {
    expect(
      OrderReviewRequestSchema.parse({ ...body, 'order-id': '7', body: ` ${CINEMA} ` }),
    ).toEqual({
      orderId: 7,
      film: { rate: 5, body: FILM },
      cinema: { rate: 4, body: CINEMA },
    });
  });

  function firstMessage(input: unknown): string | undefined {
    const result = OrderReviewRequestSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  }

  it('refuses in the spec words, ratings first', () => {
    expect(firstMessage({ ...body, rate: undefined })).toBe(REVIEW_MESSAGES.ratings);
    expect(firstMessage({ ...body, 'film-rate': '' })).toBe(REVIEW_MESSAGES.ratings);
    expect(firstMessage({ ...body, rate: 9 })).toBe(REVIEW_MESSAGES.rateRange);
    expect(firstMessage({ ...body, rate: 'abc' })).toBe(REVIEW_MESSAGES.rateRange);
    expect(firstMessage({ ...body, body: 'коротко' })).toBe(REVIEW_MESSAGES.short);
    expect(firstMessage({ ...body, rate: null, body: 'коротко' })).toBe(REVIEW_MESSAGES.ratings);
    expect(firstMessage({ ...body, 'order-id': undefined })).toBe(REVIEW_MESSAGES.orderMissing);
    expect(firstMessage({ ...body, 'order-id': '0' })).toBe(REVIEW_MESSAGES.orderMissing);
    // The id rule of every request (decision 412): digits only, within the integer column.
    for (const odd of ['0x1F', '1e1', '+5', ' 7', '1.0', '99999999999'])
      expect(firstMessage({ ...body, 'order-id': odd })).toBe(REVIEW_MESSAGES.orderMissing);
    expect(firstMessage({ ...body, extra: 1 })).toBeDefined();
  });
});
