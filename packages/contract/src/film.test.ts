import { describe, expect, it } from 'vitest';
import { FILM_REVIEW_TEXTS, filmReviewError, starCount } from './film';

describe('filmReviewError (the review form and create_review.php alike)', () => {
  const body = 'Сходили всей семьёй, остались в восторге от финала.';
  it.each([
    [{ body, rate: null }, FILM_REVIEW_TEXTS.rate],
    [{ body, rate: 0 }, FILM_REVIEW_TEXTS.rate],
    [{ body, rate: 6 }, FILM_REVIEW_TEXTS.rate],
    [{ body, rate: 2.5 }, FILM_REVIEW_TEXTS.rate],
    [{ body, rate: Number.NaN }, FILM_REVIEW_TEXTS.rate],
    // The rating is checked first, as the form shows it first.
    [{ body: '', rate: null }, FILM_REVIEW_TEXTS.rate],
    [{ body: '', rate: 3 }, FILM_REVIEW_TEXTS.short],
    [{ body: 'а'.repeat(24), rate: 3 }, FILM_REVIEW_TEXTS.short],
    [{ body: `  ${'а'.repeat(24)}\n `, rate: 3 }, FILM_REVIEW_TEXTS.short],
    [{ body: 'ё'.repeat(2001), rate: 3 }, FILM_REVIEW_TEXTS.long],
    // Runs of spaces count once, as the page shows the text (decision 354).
    [{ body: '         пробелы              пробелы    ', rate: 4 }, FILM_REVIEW_TEXTS.short],
    [
      { body: 'хорошо\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\nхорошо', rate: 4 },
      FILM_REVIEW_TEXTS.short,
    ],
  ])('%j → %s', (input, message) => {
    expect(filmReviewError(input)).toBe(message);
  });

  it.each([
    [{ body: 'а'.repeat(25), rate: 1 }],
    [{ body: ` ${'ё'.repeat(25)} `, rate: 5 }],
    [{ body: 'я'.repeat(2000), rate: 4 }],
    [{ body: 'Отличный фильм,\n\nсмотрите всей семьёй!', rate: 5 }],
  ])('accepts %#', (input) => {
    expect(filmReviewError(input)).toBeNull();
  });

  it('uses the spec texts', () => {
    expect(FILM_REVIEW_TEXTS.short).toBe('Комментарий должен быть больше 25 символов');
  });
});

describe('starCount (spec section 5: a rate must be a number, five stars)', () => {
  it.each([
    [0, 0],
    [3, 3],
    [5, 5],
    [4.4, 4],
    [4.5, 5],
    [7, 5],
    [-1, 0],
    ['4', 4],
    ['', 0],
    ['пять', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Infinity, 0],
  ])('%j → %i stars', (rate, stars) => {
    expect(starCount(rate)).toBe(stars);
  });
});
