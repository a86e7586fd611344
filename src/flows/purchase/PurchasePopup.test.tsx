import { render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../api/testing/mockFetch';
import { alertsAtom } from '../../ui/popups/alerts';
import PurchasePopup from './PurchasePopup';

const store = getDefaultStore();

beforeEach(() => {
  store.set(alertsAtom, []);
});

describe('#buy with an address that names no session', () => {
  it.each(['abc', '', '0', '12abc'])(
    "'#buy=%s' closes the popup and says 'Сеанс не найден' instead of an empty popup",
    async (param) => {
      const close = vi.fn();
      const { container } = render(<PurchasePopup param={param} close={close} />);
      await vi.waitFor(() => expect(close).toHaveBeenCalled());
      expect(store.get(alertsAtom)).toEqual([
        expect.objectContaining({ title: 'Сеанс не найден', link: expect.anything() }),
      ]);
      expect(container.textContent).toBe('');
    },
  );
});

describe('#buy with a session the server does not know', () => {
  it("closes the popup and says 'Сеанс не найден', as for an address with no session", async () => {
    const missing = {
      status: 404,
      json: { status: 'error', errors: [{ title: 'Ошибка', detail: 'Сеанс не найден.' }] },
    };
    mockFetch({ 'v1/session/': missing, 'v1/session/info/': missing });
    const close = vi.fn();
    const { container } = render(<PurchasePopup param="99999999" close={close} />);
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(store.get(alertsAtom)).toEqual([
      expect.objectContaining({
        title: 'Сеанс не найден',
        text: 'Этого сеанса нет в расписании. Выберите сеанс в афише — места откроются на схеме зала.',
        link: expect.anything(),
      }),
    ]);
    expect(container.textContent).toBe('');
  });
});
