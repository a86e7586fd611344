import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OrderDetails } from '@softkino/contract';
import { REVIEW_MESSAGES, type OrderReview as Review } from '@softkino/contract/review';
import { mockFetch } from '../../api/testing/mockFetch';
import { forgetSignIn, rememberSignIn } from '../../flows/auth/session';
import { alertsAtom } from '../../ui/popups/alerts';
import { FILM_COMMENT_NOTE } from '../../flows/review/ReviewPopup';
import { OrderReview } from './OrderReview';

const FILM = 'Отличный фильм, смотрели всей семьей.';
const CINEMA = 'Удобные кресла и чистый зал, приду еще.';

/** Its session began an hour ago: the film may be rated. */
const order = {
  id: 7,
  status: 'paid',
  film: { name: 'Северный ветер' },
  cinema: { name: 'Родина', address: 'ул. Ленина, 1' },
  starts_at_unix: Math.floor(Date.now() / 1000) - 3600,
} as OrderDetails;

function saved(over: Partial<Review> = {}): Review {
  return {
    order_id: 7,
    film: { rate: 5, body: FILM },
    cinema: { rate: 4, body: CINEMA },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

function renderBlock(of: OrderDetails = order) {
  return render(
    <Router hook={memoryLocation({ path: '/order/7' }).hook}>
      <OrderReview order={of} />
    </Router>,
  );
}

beforeEach(() => {
  rememberSignIn(42, null);
  getDefaultStore().set(alertsAtom, []);
});
afterEach(() => {
  forgetSignIn();
  vi.unstubAllGlobals();
});

describe('OrderReview', () => {
  it('asks a guest to sign in and reads nothing', () => {
    forgetSignIn();
    const fetchMock = mockFetch({});
    renderBlock();
    expect(screen.getByRole('link', { name: 'Войдите в личный кабинет' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the film may be rated before its session, reads nothing, and asks at the start', async () => {
    // Decision 431: the film has not been seen yet, for a guest and an account alike.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const fetchMock = mockFetch({
        'v1/user/review/cinema/find_order_comment.php': () => ({
          json: { status: 'success', data: null, film_comment: null },
        }),
      });
      const startsAt = Math.floor(Date.now() / 1000) + 90;
      const view = renderBlock({ ...order, starts_at_unix: startsAt });
      expect(
        screen.getByRole('heading', { name: 'Отзыв о фильме и кинотеатре' }),
      ).toBeInTheDocument();
      expect(screen.getByText(REVIEW_MESSAGES.notStarted)).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup')).toBeNull();
      expect(screen.queryByText('Как вам фильм?')).toBeNull();
      // A minute on, still before the start: no change, nothing asked.
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText(REVIEW_MESSAGES.notStarted)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      // At the start the page, left open, turns into the rating block.
      act(() => vi.advanceTimersByTime(31_000));
      expect(screen.queryByText(REVIEW_MESSAGES.notStarted)).toBeNull();
      expect(screen.getByRole('heading', { name: 'Как вам фильм?' })).toBeInTheDocument();
      view.unmount();
      // A guest reads the same note, not the invitation to sign in.
      forgetSignIn();
      renderBlock({ ...order, starts_at_unix: Math.floor(Date.now() / 1000) + 3600 });
      expect(screen.getByText(REVIEW_MESSAGES.notStarted)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Войдите в личный кабинет' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the review only once the order has painted (decision 422)', async () => {
    const fetchMock = mockFetch({
      'v1/user/review/cinema/find_order_comment.php': () => ({
        json: { status: 'success', data: null, film_comment: null },
      }),
    });
    renderBlock();
    // Mounted and its effects run: the block says it is loading, and nothing is asked yet.
    expect(screen.getByRole('status', { name: 'Загружаем отзыв' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await screen.findByRole('radiogroup', { name: 'Оценить фильм' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens the form from an emoji, refuses in the spec words, then saves and thanks', async () => {
    let review: Review | null = null;
    const fetchMock = mockFetch({
      'v1/user/review/cinema/find_order_comment.php': () => ({
        json: {
          status: 'success',
          data: review,
          film_comment: review ? { ...review.film, hidden: false } : null,
        },
      }),
      'v1/user/review/cinema/create_order_comment.php': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        review = saved({
          film: { rate: Number(body['film-rate']), body: String(body['film-body']) },
          cinema: { rate: Number(body.rate), body: String(body.body) },
        });
        return { json: { status: 'success', data: review } };
      },
    });
    renderBlock();
    const faces = await screen.findByRole('radiogroup', { name: 'Оценить фильм' });
    fireEvent.click(within(faces).getByRole('radio', { name: '4 из 5: Хорошо' }));

    const dialog = await screen.findByRole('dialog', { name: 'Отзыв о фильме и кинотеатре' });
    const filmFaces = within(dialog).getByRole('radiogroup', { name: 'Оценка фильма' });
    expect(within(filmFaces).getByRole('radio', { name: '4 из 5: Хорошо' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить отзыв' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toContain(REVIEW_MESSAGES.ratings);
    expect(alert.textContent).toContain(REVIEW_MESSAGES.short);

    const cinemaFaces = within(dialog).getByRole('radiogroup', { name: 'Оценка кинотеатра' });
    // One tab stop; the arrow keys move the choice, as in any radio group.
    expect(
      within(cinemaFaces)
        .getAllByRole('radio')
        .map((r) => r.tabIndex),
    ).toEqual([0, -1, -1, -1, -1]);
    // With none chosen, ArrowRight on the first face (the Tab stop) chooses the second.
    fireEvent.keyDown(within(cinemaFaces).getAllByRole('radio')[0]!, { key: 'ArrowRight' });
    const two = within(cinemaFaces).getByRole('radio', { name: '2 из 5: Плохо' });
    expect(two).toHaveAttribute('aria-checked', 'true');
    expect(document.activeElement).toBe(two);
    fireEvent.click(within(cinemaFaces).getByRole('radio', { name: '3 из 5: Нормально' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(REVIEW_MESSAGES.short);
    // The count below a comment names its characters in the right word form.
    const filmBody = within(dialog).getByLabelText('Комментарий о фильме');
    const counts: string[] = [];
    for (const length of [21, 31, 32, 35, 44, 111]) {
      fireEvent.change(filmBody, { target: { value: 'ы'.repeat(length) } });
      counts.push(filmBody.parentElement!.querySelector('.review__count')!.textContent!);
    }
    expect(counts).toEqual([
      'Еще 4 из 25 символов',
      '31 символ',
      '32 символа',
      '35 символов',
      '44 символа',
      '111 символов',
    ]);
    fireEvent.change(filmBody, { target: { value: FILM } });
    fireEvent.change(within(dialog).getByLabelText('Комментарий о кинотеатре'), {
      target: { value: CINEMA },
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить отзыв' }));

    // The commentary appears, the popup is gone and the thanks alert is queued.
    expect(await screen.findByRole('button', { name: 'Открыть ваш отзыв' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getDefaultStore().get(alertsAtom)).toMatchObject([
      { status: 'success', text: REVIEW_MESSAGES.thanks },
    ]);
    const post = fetchMock.mock.calls.find(([url]) => String(url).includes('create_order'));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      'order-id': 7,
      body: CINEMA,
      rate: 3,
      'film-body': FILM,
      'film-rate': 4,
    });
  });

  it("starts from the buyer's review of the film written on its page, and says it replaces it", async () => {
    const page = 'Написал на странице фильма: сюжет затянут, но актеры хороши.';
    mockFetch({
      'v1/user/review/cinema/find_order_comment.php': {
        json: {
          status: 'success',
          data: null,
          film_comment: { rate: 3, body: page, hidden: false },
        },
      },
    });
    renderBlock();
    const faces = await screen.findByRole('radiogroup', { name: 'Оценить фильм' });
    fireEvent.click(within(faces).getByRole('radio', { name: '4 из 5: Хорошо' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отзыв о фильме и кинотеатре' });
    const filmBody = within(dialog).getByLabelText('Комментарий о фильме');
    expect(filmBody).toHaveValue(page);
    expect(filmBody).toHaveAccessibleDescription(expect.stringContaining(FILM_COMMENT_NOTE));
    expect(within(dialog).getByText(FILM_COMMENT_NOTE)).toBeVisible();
    expect(within(dialog).getByLabelText('Комментарий о кинотеатре')).toHaveValue('');
  });

  it('shows the saved review with an edit button, and the commentary read-only', async () => {
    mockFetch({
      'v1/user/review/cinema/find_order_comment.php': {
        // A page of an earlier build read `data` alone: the comment beside it changes nothing.
        json: { status: 'success', data: saved() },
      },
    });
    renderBlock();
    const faces = await screen.findByRole('radiogroup', {
      name: 'Ваша оценка фильма, открыть отзыв',
    });
    expect(within(faces).getByRole('radio', { name: '5 из 5: Отлично' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.click(within(faces).getByRole('radio', { name: '2 из 5: Плохо' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ваш отзыв' });
    expect(within(dialog).getByText(FILM)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Изменить отзыв' }));
    expect(within(dialog).getByLabelText('Комментарий о кинотеатре')).toHaveValue(CINEMA);
    expect(within(dialog).getByRole('button', { name: 'Сохранить отзыв' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Открыть ваш отзыв' }));
    dialog = await screen.findByRole('dialog', { name: 'Ваш отзыв' });
    expect(within(dialog).getByText(CINEMA)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Изменить отзыв' })).toBeNull();
  });
});
