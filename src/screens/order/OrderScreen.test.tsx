import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CANCEL_PAID_MESSAGES, REFUND_TEXTS, type OrderDetails } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { apiUrl, earlyGetsSettled, forgetEarly, startEarly } from '../../api/http';
import { mockFetch } from '../../api/testing/mockFetch';
import { REVIEW_MESSAGES } from '@softkino/contract/review';
import { PAID_CANCEL_TEXT } from './OrderCancel';
import { OrderScreen, PUSHKIN_ENTRY_NOTE } from './OrderScreen';

const HOUR = 3600;

function paidOrder(): OrderDetails {
  return {
    id: 7,
    number: 'SK-7',
    status: 'paid',
    created_at: '2026-11-20T10:00:00Z',
    amount: 700,
    bonus_add: 0,
    bonus_pay: 100,
    film: {
      name: 'Северный ветер',
      age: '12+',
      url: '/film/veter',
      poster: { small: '/static/p.svg', desktop: '/static/d.svg' },
    },
    cinema_name: 'Родина',
    cinema: {
      name: 'Родина',
      address: 'ул. Ленина, 1',
      phone: null,
      url: '/cinema/rodina',
      timezone: 'Asia/Yekaterinburg',
    },
    hall: 'Зал 1',
    session_id: 11,
    session_datetime_format: '21.11.2026 10:00',
    places: [{ id: 1, row: 3, place: 4, price: 700 }],
    paid_at: '2026-11-20T10:01:00Z',
    expire_date_unix: 0,
    email: 'a@example.ru',
    phone: null,
    date: '21.11.2026',
    time: '10:00',
    starts_at_unix: Math.floor(Date.now() / 1000) + 2 * HOUR + 30 * 60,
    tickets: [{ id: 1, row: 3, place: 4, price: 700, code: 'ABC123' }],
    pay_method: 'card',
    cancel_until_unix: Math.floor(Date.now() / 1000) + 2 * HOUR,
    cancelled_at: null,
    refunds: [],
    receipts: [
      {
        kind: 'income',
        total: 600,
        url: 'https://ofd.example/r/1',
        created_at: '2026-11-20T10:01:00Z',
      },
    ],
  };
}

function cancelledOrder(): OrderDetails {
  return {
    ...paidOrder(),
    status: 'cancelled',
    cancel_until_unix: null,
    cancelled_at: '2026-11-20T11:00:00Z',
    tickets: [],
    refunds: [{ amount: 600, reason: 'cancel', created_at: '2026-11-20T11:00:00Z' }],
    receipts: [
      ...paidOrder().receipts,
      {
        kind: 'income_return',
        total: 600,
        url: 'https://ofd.example/r/2',
        created_at: '2026-11-20T11:00:00Z',
      },
    ],
  };
}

/**
 * A cancelled order as today's server reads it: with what its cancel gave back, the same
 * figures as the cancel's answer (decision 461). It had earned 60 points, taken back.
 */
function refundedOrder(): OrderDetails {
  return {
    ...cancelledOrder(),
    bonus_add: 60,
    refunded: true,
    cancellation: { refund: 600, bonus_returned: 100, bonus_taken: 60 },
  };
}

function renderPage() {
  return render(
    <Router hook={memoryLocation({ path: '/order/7' }).hook}>
      <Route path="/order/:id" component={OrderScreen} />
    </Router>,
  );
}

afterEach(() => vi.unstubAllGlobals());

/** `order` paid with the Pushkin card (no points), its holder named, on its page. */
function renderPushkinOrder(order: OrderDetails) {
  const data = {
    ...order,
    bonus_pay: 0,
    pay_method: 'pushkin_card',
    pushkin_holder: 'Пушкин Александр Сергеевич',
  };
  mockFetch({ 'v1/order/': () => ({ json: { status: 'success', data } }) });
  renderPage();
}

/**
 * The paid order 7 until its cancel, refunded after: 600 ₽ to the card, 100 points given back
 * and 60 earned taken back.
 */
function paidThenCancelled() {
  let cancelled = false;
  return mockFetch({
    'v1/order/': () => ({
      json: { status: 'success', data: cancelled ? refundedOrder() : paidOrder() },
    }),
    'v1/order/cancel/': () => {
      cancelled = true;
      return {
        json: {
          status: 'success',
          data: { id: 7, status: 'cancelled', refund: 600, bonus_returned: 100, bonus_taken: 60 },
        },
      };
    },
  });
}

describe('OrderScreen: a paid order', () => {
  it('says what paid the money part: the card, or SBP (decision 355)', async () => {
    let method = 'card';
    mockFetch({
      'v1/order/': () => ({
        json: { status: 'success', data: { ...paidOrder(), pay_method: method } },
      }),
    });
    const first = renderPage();
    expect(await screen.findByText(/из них 100 бонусов, картой 600/)).toBeTruthy();
    first.unmount();
    method = 'sbp';
    renderPage();
    expect(await screen.findByText(/из них 100 бонусов, через СБП 600/)).toBeTruthy();
  });

  it('names the points as the checkout did: бонусы, spent and earned (decision 448)', async () => {
    mockFetch({
      'v1/order/': () => ({ json: { status: 'success', data: { ...paidOrder(), bonus_add: 60 } } }),
    });
    renderPage();
    expect(await screen.findByText(/из них 100 бонусов/)).toBeTruthy();
    const earned = screen.getByText(/^Начислено \d+ бонус/);
    expect(earned.previousElementSibling?.textContent).toBe('Бонусы');
    expect(document.body.textContent).not.toMatch(/балл/i);
  });

  it('names the Pushkin card and its holder, who shows a document at the entrance (decision 411)', async () => {
    renderPushkinOrder(paidOrder());
    const paid = await screen.findByText('Оплачено Пушкинской картой');
    const row = paid.closest('div')!;
    expect(row.textContent).toContain('Владелец: Пушкин Александр Сергеевич');
    expect(row.textContent).toContain(PUSHKIN_ENTRY_NOTE);
  });

  it('a returned Pushkin card order says it was returned, and asks for no document (decision 412)', async () => {
    renderPushkinOrder({ ...cancelledOrder(), refunded: true });
    expect(
      await screen.findByText('Заказ возвращен: его билеты больше не действуют.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Возвращен').length).toBeGreaterThan(0);
    expect(screen.queryByText(PUSHKIN_ENTRY_NOTE, { exact: false })).toBeNull();
  });

  it('offers the hall and the calendar while the session is to come; once it has begun, the rating instead (decisions 431, 480)', async () => {
    mockFetch({
      'v1/order/': () => ({ json: { status: 'success', data: paidOrder() } }),
    });
    const before = renderPage();
    expect(await screen.findByRole('link', { name: 'Посмотреть зал' })).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.notStarted)).toBeTruthy();
    // ...and the session for the buyer's calendar, as a file from the server (decision 480).
    const calendar = screen.getByRole('link', { name: 'Добавить в календарь' });
    expect(calendar.getAttribute('href')).toBe(
      `/local/php_interface/api/v1/order/calendar/?id=${paidOrder().id}`,
    );
    before.unmount();
    const begun = Math.floor(Date.now() / 1000) - HOUR;
    mockFetch({
      'v1/order/': () => ({
        json: {
          status: 'success',
          data: { ...paidOrder(), starts_at_unix: begun, cancel_until_unix: begun - HOUR / 2 },
        },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Как вам фильм?' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Посмотреть зал' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Добавить в календарь' })).toBeNull();
    // The tickets stay: they are shown at the entrance.
    expect(screen.getByRole('list', { name: 'Билеты' })).toBeTruthy();
  });

  it('links the film and the cinema to their pages', async () => {
    mockFetch({ 'v1/order/': () => ({ json: { status: 'success', data: paidOrder() } }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Родина' })).toHaveAttribute(
      'href',
      '/cinema/rodina',
    );
    expect(screen.getByRole('link', { name: 'Северный ветер' })).toHaveAttribute(
      'href',
      '/film/veter',
    );
    // Each ticket's QR code comes in a render after the text (decision 347), carrying its code.
    const qr = await screen.findByTitle('QR-код билета ABC123');
    expect(qr.closest('svg')).toHaveAttribute('data-code', 'ABC123');
  });

  it('cancels after the confirmation, then shows the refund, both receipts and no tickets', async () => {
    const fetchMock = paidThenCancelled();
    renderPage();
    expect(await screen.findByRole('article', { name: /ряд 3, место 4/ })).toBeTruthy();
    const receipt = screen.getByRole('link', { name: 'Чек' });
    expect(receipt.getAttribute('href')).toBe('https://ofd.example/r/1');
    expect(receipt.getAttribute('target')).toBe('_blank');
    // The payment's moment on the cinema's clock (UTC+5), whatever this machine's zone.
    expect(screen.getByText(/20\.11\.2026 15:01/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    expect(within(dialog).getByText(/Вы действительно хотите отменить заказ\?/)).toBeTruthy();
    // Before the buyer says yes: what comes back, the money and the points (decision 427).
    expect(
      within(dialog).getByText(
        /Деньги вернутся тем же способом, которым заказ оплачен, потраченные бонусы — на бонусный счет\.$/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));

    expect(await screen.findByText('Возвращено на карту: 600 ₽.')).toBeTruthy();
    // The order read again: the refund's receipt is listed, the tickets gone.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Чек' })).toHaveLength(2));
    expect(screen.queryByRole('article')).toBeNull();
    // The cancel and its money are said once, in the 'Заказ отменен' box: the refund's own card
    // ('Возврат 600 ₽', 'Заказ отменен, деньги возвращены…') beside it said the same (444).
    expect(screen.getAllByText(/Заказ отменен/)).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain(PAID_CANCEL_TEXT.doneTitle);
    expect(screen.queryByText(REFUND_TEXTS.cancel)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Возвраты' })).toBeNull();
    // The same box says where the spent points went and the earned ones taken back, once on
    // the page (decisions 428, 461), after a reload as well.
    const done = screen.getByRole('status');
    expect(within(done).getAllByText('На бонусный счет вернулось 100 бонусов.')).toHaveLength(1);
    expect(screen.getAllByText(/вернулось 100 бонусов/)).toHaveLength(1);
    expect(within(done).getByText('Начисленные за заказ бонусы списаны: 60 бонусов.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/балл/i);
    expect(screen.getAllByText(/20\.11\.2026 16:00/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Чек' }).map((a) => a.getAttribute('href'))).toEqual(
      ['https://ofd.example/r/1', 'https://ofd.example/r/2'],
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    const cancelCall = fetchMock.mock.calls.find(([url]) => String(url).includes('order/cancel/'));
    expect(JSON.parse(String(cancelCall?.[1]?.body))).toEqual({ 'order-id': 7 });
  });

  it('says the order is returned as soon as the cancel answers, before the order is read again (decision 485)', async () => {
    const answer = paidThenCancelled();
    const cancelled = () =>
      answer.mock.calls.some(([url]) => String(url).includes('/v1/order/cancel/'));
    // The read after the cancel has not come back yet.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      cancelled() && new URL(String(input), 'http://localhost').pathname.endsWith('/v1/order/')
        ? new Promise<Response>(() => {})
        : answer(input, init),
    );
    renderPage();
    expect(await screen.findByText('Оплачен')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
    expect(await screen.findByRole('heading', { name: 'Заказ отменен' })).toBeTruthy();
    // The head agrees with the box: no 'Оплачен' over 'Заказ отменен', no tickets to show.
    expect(await screen.findByText('Возвращен')).toBeTruthy();
    expect(screen.queryByText('Оплачен')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Посмотреть зал' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Добавить в календарь' })).toBeNull();
  });

  it('a refunded order says the same facts in one box right after the cancel and on a later visit (decision 461)', async () => {
    paidThenCancelled();
    const facts = [
      `Возвращено на карту: ${formatRubles(600)}.`,
      'На бонусный счет вернулось 100 бонусов.',
      'Начисленные за заказ бонусы списаны: 60 бонусов.',
    ];
    /** The box's lines, and that none of them, nor the refund's card, is said outside it. */
    function saidOnce() {
      const box = screen.getByRole('status');
      expect(within(box).getByRole('heading', { name: 'Заказ отменен' })).toBeTruthy();
      const lines = within(box)
        .getAllByText(/\.$/)
        .map((p) => p.textContent);
      for (const fact of facts)
        expect(
          screen.getAllByText((_, el) => el?.textContent === fact && !el.children.length),
        ).toHaveLength(1);
      expect(screen.getAllByText(/Заказ отменен/)).toHaveLength(1);
      expect(screen.queryByText(REFUND_TEXTS.cancel)).toBeNull();
      expect(screen.queryByRole('list', { name: 'Возвраты' })).toBeNull();
      return lines;
    }
    const first = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Чек' })).toHaveLength(2));
    const rightAfter = saidOnce();
    expect(rightAfter).toEqual(facts);
    first.unmount();

    // Reloaded: no cancel's answer in memory, only the order as the server reads it.
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Заказ отменен' })).toBeTruthy();
    expect(saidOnce()).toEqual(rightAfter);
    expect(screen.getAllByRole('link', { name: 'Чек' })).toHaveLength(2);
  });

  it("a cancelled order from a server that sends no cancellation says it once, in the refund's card", async () => {
    mockFetch({ 'v1/order/': { json: { status: 'success', data: cancelledOrder() } } });
    renderPage();
    expect(await screen.findByText(REFUND_TEXTS.cancel)).toBeTruthy();
    expect(screen.getAllByText(/Заказ отменен/)).toHaveLength(1);
    const refunds = screen.getByRole('list', { name: 'Возвраты' });
    expect(within(refunds).getAllByRole('listitem')).toHaveLength(1);
    expect(refunds.textContent).toContain(`Возврат ${formatRubles(600)}`);
    expect(screen.queryByText(/Возвращено на карту/)).toBeNull();
  });

  it("shows the server's refusal in the popup as the server says it", async () => {
    mockFetch({
      'v1/order/': { json: { status: 'success', data: paidOrder() } },
      'v1/order/cancel/': {
        status: 409,
        json: { status: 'error', errors: { code: 409, message: CANCEL_PAID_MESSAGES.tooLate } },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      CANCEL_PAID_MESSAGES.tooLate,
    );
    // The tickets stay.
    expect(screen.getByRole('article', { name: /ряд 3, место 4/ })).toBeTruthy();
  });

  it('offers no cancel once the deadline has passed, and drops the button when it passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const order = { ...paidOrder(), cancel_until_unix: Math.floor(Date.now() / 1000) + 5 };
      mockFetch({ 'v1/order/': { json: { status: 'success', data: order } } });
      renderPage();
      expect(await screen.findByRole('button', { name: 'Отменить заказ' })).toBeTruthy();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6000);
      });
      expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
      expect(screen.getByText(PAID_CANCEL_TEXT.closed)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('OrderScreen: opened by its address (decision 421)', () => {
  afterEach(() => forgetEarly());

  it("paints the order at the first render when the page's boot already has it, asking nothing", async () => {
    const fetchMock = mockFetch({
      'v1/order/': () => ({ json: { status: 'success', data: paidOrder() } }),
      'v1/user/review/cinema/find_order_comment.php': { json: { status: 'success', data: null } },
    });
    startEarly(apiUrl('v1/order/', { id: 7 }));
    await earlyGetsSettled();
    renderPage();
    // Synchronously: no «Загружаем заказ» between.
    expect(screen.getByRole('heading', { name: /Северный ветер/ })).toBeTruthy();
    const orderCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('v1/order/')).length;
    expect(orderCalls()).toBe(1);
    // Nor once mounted: its effects have nothing to load.
    await act(async () => {});
    expect(orderCalls()).toBe(1);
  });

  it('loads as before when the boot GET has not answered yet', async () => {
    mockFetch({ 'v1/order/': () => ({ json: { status: 'success', data: paidOrder() } }) });
    startEarly(apiUrl('v1/order/', { id: 7 }));
    renderPage();
    expect(screen.getByRole('status', { name: 'Загружаем заказ' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /Северный ветер/ })).toBeTruthy();
  });
});

describe('cancelledSummary', () => {
  it('names the money only when some came back, or when none was paid', async () => {
    const { cancelledSummary } = await import('./OrderCancelled');
    const none = { refund: 0, bonus_returned: 0, bonus_taken: 0 };
    expect(cancelledSummary({ ...none, refund: 560, bonus_taken: 56 }, 560, 'card')).toEqual([
      `Возвращено на карту: ${formatRubles(560)}.`,
      'Начисленные за заказ бонусы списаны: 56 бонусов.',
    ]);
    expect(cancelledSummary(none, 0, 'card')).toEqual([
      'Заказ был оплачен бонусами целиком: деньги не списывались.',
    ]);
    expect(cancelledSummary(none, 300, 'sbp')).toEqual([]);
  });

  it('says the points given back between the money and the points taken (decision 461)', async () => {
    const { cancelledSummary } = await import('./OrderCancelled');
    expect(
      cancelledSummary({ refund: 360, bonus_returned: 480, bonus_taken: 36 }, 360, 'card'),
    ).toEqual([
      `Возвращено на карту: ${formatRubles(360)}.`,
      'На бонусный счет вернулось 480 бонусов.',
      'Начисленные за заказ бонусы списаны: 36 бонусов.',
    ]);
    expect(cancelledSummary({ refund: 0, bonus_returned: 300, bonus_taken: 0 }, 0, null)).toEqual([
      'Заказ был оплачен бонусами целиком: деньги не списывались.',
      'На бонусный счет вернулось 300 бонусов.',
    ]);
  });

  it('says where the money went by what paid it (decision 355)', async () => {
    const { cancelledSummary } = await import('./OrderCancelled');
    const back = (method: string | null) =>
      cancelledSummary({ refund: 1, bonus_returned: 0, bonus_taken: 0 }, 1, method)[0];
    expect(back('sbp')).toBe(`Возвращено на счет в банке: ${formatRubles(1)}.`);
    expect(back('pushkin_card')).toBe(`Возвращено на Пушкинскую карту: ${formatRubles(1)}.`);
    expect(back('sberpay')).toBe(`Возвращено на карту в SberPay: ${formatRubles(1)}.`);
    expect(back(null)).toBe(
      `Возвращено тем же способом, которым оплачен заказ: ${formatRubles(1)}.`,
    );
  });
});

describe('cancelHint', () => {
  it('names the points only when the order spent some, and the money only when it took some', async () => {
    const { cancelHint } = await import('./OrderCancel');
    const deadline = 'Вернуть билеты можно не позднее чем за 30 минут до начала сеанса';
    expect(cancelHint({ amount: 560, bonus_pay: 0 })).toBe(
      `${deadline}: деньги вернутся тем же способом, которым заказ оплачен.`,
    );
    expect(cancelHint({ amount: 560, bonus_pay: 40 })).toBe(
      `${deadline}: деньги вернутся тем же способом, которым заказ оплачен, потраченные бонусы — на бонусный счет.`,
    );
    expect(cancelHint({ amount: 300, bonus_pay: 300 })).toBe(
      `${deadline}: потраченные бонусы вернутся на бонусный счет.`,
    );
  });
});

describe('cancelQuestion', () => {
  it('says what comes back and the earned points that go, before the buyer says yes', async () => {
    const { cancelQuestion } = await import('./OrderCancel');
    expect(cancelQuestion({ amount: 1340, bonus_pay: 200, bonus_add: 114 })).toMatch(
      /потраченные бонусы — на бонусный счет\. Начисленные за заказ бонусы будут списаны: 114 бонусов\.$/,
    );
    expect(cancelQuestion({ amount: 600, bonus_pay: 0, bonus_add: 0 })).toMatch(
      /Деньги вернутся тем же способом, которым заказ оплачен\.$/,
    );
  });
});

describe('OrderMoneyBack', () => {
  it("says how much of a whole-order receipt was points, so it agrees with the refund's money", async () => {
    const { OrderMoneyBack } = await import('./OrderMoneyBack');
    const order = cancelledOrder();
    render(
      <OrderMoneyBack
        order={{
          ...order,
          receipts: order.receipts.map((r) => ({ ...r, total: order.amount })),
        }}
      />,
    );
    const receipts = screen.getByRole('list', { name: 'Чеки' });
    expect(receipts.textContent).toContain(`оплата ${formatRubles(700)}, из них 100 бонусов,`);
    expect(receipts.textContent).toContain(`возврат ${formatRubles(700)}, из них 100 бонусов,`);
    expect(screen.getByRole('list', { name: 'Возвраты' }).textContent).toContain(
      `Возврат ${formatRubles(600)}`,
    );
  });

  it('an order it cannot show: a guest is offered the sign-in, back to this order (decision 467)', async () => {
    window.history.replaceState(null, '', '/order/7');
    mockFetch({
      'v1/order/': () => ({
        status: 404,
        json: { status: 'error', errors: { message: 'Заказ не найден' } },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Заказ не найден' })).toBeInTheDocument();
    expect(screen.getByText(/откроется после входа/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'К расписанию' })).toHaveAttribute('href', '/afisha');
  });

  it("a signed-in buyer is told it is not among the account's orders, with the way to them", async () => {
    localStorage.setItem('USER_ID', '42');
    mockFetch({
      'v1/order/': () => ({
        status: 404,
        json: { status: 'error', errors: { message: 'Заказ не найден' } },
      }),
    });
    renderPage();
    expect(await screen.findByText(/нет в вашем личном кабинете/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/profile#orders',
    );
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
    localStorage.clear();
  });

  it("says a paid order's session is over on its page too (decision 474)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const data = {
      ...paidOrder(),
      starts_at_unix: now - 86_400,
      ends_at_unix: now - 86_400 + 7200,
      cancel_until_unix: now - 86_400 - 1800,
    };
    mockFetch({ 'v1/order/': () => ({ json: { status: 'success', data } }) });
    renderPage();
    expect(await screen.findByText('Сеанс прошел')).toHaveClass(
      'order-page__status--paid',
      'order-page__status--over',
    );
  });
});
