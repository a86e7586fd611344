import { describe, expect, it, vi } from 'vitest';
import type { BonusHistory, BonusHistoryItem } from '@softkino/contract/card';
import { HistoryController, type HistoryApi } from './historyPaging';

function item(id: number): BonusHistoryItem {
  return {
    id,
    film: { name: `Фильм ${id}`, poster: { small: `/p/${id}.svg` } },
    created_at: `2026-11-${String(id).padStart(2, '0')}T10:00:00+05:00`,
    timezone: 'Asia/Yekaterinburg',
    number: `SK-${id}`,
    amount: { total: 700, bonus_add: 70, bonus_pay: 0 },
  };
}

/** A server of `count` orders with points, newest first (ids count..1), 3 a page. */
function server(count: number, fail: Set<number | undefined> = new Set()) {
  const all = Array.from({ length: count }, (_, i) => item(count - i));
  return {
    fetchBonusHistory: vi.fn(async (lastId?: number): Promise<BonusHistory> => {
      if (fail.has(lastId)) {
        fail.delete(lastId);
        throw new TypeError('offline');
      }
      const from = lastId === undefined ? 0 : all.findIndex((o) => o.id === lastId) + 1;
      const items = all.slice(from, from + 3);
      return { items, more: from + 3 < all.length };
    }),
  } satisfies HistoryApi;
}

async function started(api: HistoryApi) {
  const controller = new HistoryController(api);
  controller.start();
  controller.dispatch({ type: 'start' });
  await vi.waitFor(() => expect(controller.getState().busy).toBe(false));
  return controller;
}

async function more(controller: HistoryController) {
  controller.dispatch({ type: 'more' });
  await vi.waitFor(() => expect(controller.getState().busy).toBe(false));
}

const ids = (controller: HistoryController) => controller.getState().items.map((o) => o.id);

describe('the accrual history paging', () => {
  it('shows 3 at a time; Показать еще asks for the page after the last shown', async () => {
    const api = server(7);
    const controller = await started(api);
    expect(api.fetchBonusHistory).toHaveBeenLastCalledWith(undefined);
    expect(ids(controller)).toEqual([7, 6, 5]);
    expect(controller.getState()).toMatchObject({ more: true, loading: false });
    await more(controller);
    expect(api.fetchBonusHistory).toHaveBeenLastCalledWith(5);
    expect(ids(controller)).toEqual([7, 6, 5, 4, 3, 2]);
    expect(controller.getState().more).toBe(true);
    await more(controller);
    expect(ids(controller)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(controller.getState().more).toBe(false);
    // Nothing more: the button is gone and a stray press sends nothing.
    controller.dispatch({ type: 'more' });
    expect(api.fetchBonusHistory).toHaveBeenCalledTimes(3);
  });

  it('exactly 3 orders: one page and no button; none: an empty list', async () => {
    const three = await started(server(3));
    expect(ids(three)).toEqual([3, 2, 1]);
    expect(three.getState().more).toBe(false);
    const none = await started(server(0));
    expect(none.getState()).toMatchObject({ items: [], more: false, loading: false });
  });

  it('a second press while a page loads sends nothing', async () => {
    const api = server(9);
    const controller = await started(api);
    controller.dispatch({ type: 'more' });
    controller.dispatch({ type: 'more' });
    await vi.waitFor(() => expect(controller.getState().busy).toBe(false));
    expect(api.fetchBonusHistory).toHaveBeenCalledTimes(2);
    expect(ids(controller)).toEqual([9, 8, 7, 6, 5, 4]);
  });

  it('a failed page says so and keeps what is shown; pressing again retries it', async () => {
    const api = server(5, new Set([3]));
    const controller = await started(api);
    await more(controller);
    expect(controller.getState().error).toBe('Что-то пошло не так: offline. Попробуйте еще раз.');
    expect(ids(controller)).toEqual([5, 4, 3]);
    await more(controller);
    expect(controller.getState().error).toBeNull();
    expect(ids(controller)).toEqual([5, 4, 3, 2, 1]);
  });

  it('a failed first page can be retried with the same button', async () => {
    const controller = await started(server(2, new Set([undefined])));
    expect(controller.getState()).toMatchObject({ loading: false, items: [] });
    expect(controller.getState().error).not.toBeNull();
    await more(controller);
    expect(ids(controller)).toEqual([2, 1]);
  });

  it('does not show an order twice when a new one shifted the pages', async () => {
    const api = {
      fetchBonusHistory: vi
        .fn<HistoryApi['fetchBonusHistory']>()
        .mockResolvedValueOnce({ items: [item(9), item(8), item(7)], more: true })
        .mockResolvedValueOnce({ items: [item(7), item(6), item(5)], more: false }),
    };
    const controller = await started(api);
    await more(controller);
    expect(ids(controller)).toEqual([9, 8, 7, 6, 5]);
  });
});
