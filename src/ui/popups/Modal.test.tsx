import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { POPUP_REMOVAL_MS } from '../../lib/timings';
import { wrapTarget } from './focusTrap';
import { Modal } from './Modal';

/**
 * The popup frame's focus as a keyboard user meets it (decision 396): Tab goes round the
 * controls the browser really stops at, a view may choose its own first focus (a confirmation
 * of a cancel opens on 'Нет'), and a popup that opened by itself gives the focus to the page's
 * content when it closes.
 */
function popup(body: ReactNode, strict = false) {
  let close = () => {};
  function Host() {
    const [open, setOpen] = useState(true);
    if (!open) return null;
    return (
      <Modal label="Проба" onClosed={() => setOpen(false)}>
        {(c) => {
          close = c;
          return body;
        }}
      </Modal>
    );
  }
  render(strict ? <StrictMode>{<Host />}</StrictMode> : <Host />);
  return { dialog: screen.getByRole('dialog', { name: 'Проба' }), close: () => close() };
}

/** The payment step: the back button, then the bank's page in a frame that ends the popup. */
const BANK_STEP = (
  <div>
    <button type="button">Назад</button>
    <iframe title="Оплата картой" src="about:blank" />
  </div>
);

describe('Tab in a popup', () => {
  it('goes from the popup itself, as it opened, to its first control, and Shift+Tab to its last', async () => {
    // The city chooser and the purchase popup open with the focus on their frame (the first
    // Tab had gone to the start guard, which sends the focus round to the end: decision 429).
    const { dialog } = popup(
      <div>
        <button type="button">Екатеринбург</button>
        <button type="button">Челябинск</button>
      </div>,
    );
    act(() => dialog.focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть окно' })).toHaveFocus();
    act(() => dialog.focus());
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Челябинск' })).toHaveFocus();
  });

  it('goes round from the buy button of a method list whose unchecked radio comes last', async () => {
    // The purchase popup's 'Оплата' step: the chosen method's radio is the group's Tab stop,
    // its buy button follows it, and the next method's radio is not a Tab stop.
    popup(
      <div role="radiogroup" aria-label="Способ оплаты">
        <label>
          <input type="radio" name="pay" value="sbp" readOnly /> СБП
        </label>
        <label>
          <input type="radio" name="pay" value="card" checked readOnly /> Банковская карта
        </label>
        <button type="button">Оплатить картой 250 ₽</button>
        <label>
          <input type="radio" name="pay" value="pushkin_card" readOnly /> Пушкинская карта
        </label>
      </div>,
    );
    const buy = screen.getByRole('button', { name: 'Оплатить картой 250 ₽' });
    act(() => buy.focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть окно' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(buy).toHaveFocus();
  });

  it('goes round past controls the browser does not stop at: disabled, tabindex -1, inert, in a closed list', async () => {
    popup(
      <div>
        <button type="button">Первая</button>
        <details>
          <summary>Список</summary>
          <button type="button">В закрытом списке</button>
        </details>
        <button type="button">Последняя</button>
        <button type="button" disabled>
          Выключенная
        </button>
        <button type="button" tabIndex={-1}>
          Не по Tab
        </button>
        <div inert>
          <button type="button">Инертная</button>
        </div>
        <details>
          <summary tabIndex={-1}>Без остановки</summary>
          <a href="/afisha">Ссылка в закрытом списке</a>
        </details>
      </div>,
    );
    const last = screen.getByRole('button', { name: 'Последняя' });
    act(() => last.focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть окно' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it("lets Tab go on into a bank's frame that ends the popup", () => {
    // The payment step: the buy button, then the bank's page in a frame. tabbable leaves frames
    // out; the browser stops at one.
    const { dialog } = popup(BANK_STEP);
    const back = screen.getByRole('button', { name: 'Назад' });
    expect(wrapTarget(dialog, back, false)).toBeNull();
  });

  it("sends the focus round when it leaves a bank's frame at the popup's end", () => {
    // Keys pressed in the frame never reach the popup: the browser moves on by itself, to the
    // guard after the frame, which hands the focus to the popup's first stop.
    const { dialog } = popup(BANK_STEP);
    const guards = dialog.querySelectorAll<HTMLElement>('[data-focus-guard]');
    expect(guards).toHaveLength(2);
    act(() => guards[1]?.focus());
    expect(screen.getByRole('button', { name: 'Закрыть окно' })).toHaveFocus();
    act(() => guards[0]?.focus());
    expect(screen.getByTitle('Оплата картой')).toHaveFocus();
  });

  it('goes round from a radio of a group with none checked that ends the popup', async () => {
    popup(
      <fieldset>
        <legend>Пол</legend>
        <label>
          <input type="radio" name="sex" value="m" /> Мужской
        </label>
        <label>
          <input type="radio" name="sex" value="f" /> Женский
        </label>
      </fieldset>,
    );
    act(() => screen.getByRole('radio', { name: 'Мужской' }).focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть окно' })).toHaveFocus();
  });
});

describe('the first focus of a popup', () => {
  it('stays where the view put it as it opened (a safe button of a confirmation)', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { close } = popup(
      <div>
        <button type="button">Да, отменить</button>
        <button type="button" autoFocus>
          Нет
        </button>
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Нет' })).toHaveFocus();
    // It still gives the focus back to what opened it.
    vi.useFakeTimers();
    act(() => close());
    act(() => vi.advanceTimersByTime(POPUP_REMOVAL_MS));
    expect(opener).toHaveFocus();
  });

  it('stays there with StrictMode running the popup’s effects twice (the dev build)', () => {
    // The first run's cleanup gives the focus back to the opener before the second run.
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    popup(
      <div>
        <button type="button">Да, отменить</button>
        <button type="button" autoFocus>
          Нет
        </button>
      </div>,
      true,
    );
    expect(screen.getByRole('button', { name: 'Нет' })).toHaveFocus();
  });

  it('goes to the first control the browser stops at, not to an unchecked radio of a group', () => {
    popup(
      <div>
        <input type="radio" name="m" value="a" aria-label="А" />
        <input type="radio" name="m" value="b" aria-label="Б" defaultChecked />
      </div>,
    );
    expect(screen.getByRole('radio', { name: 'Б' })).toHaveFocus();
  });
});

describe('the focus after a popup that opened by itself', () => {
  it("goes to the page's main content, not to <body>", () => {
    vi.useFakeTimers();
    render(
      <main id="main" tabIndex={-1}>
        <h1>Афиша</h1>
      </main>,
    );
    // Nothing had the focus: the city question of a first visit opens on page load.
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    const { dialog, close } = popup(<button type="button">Челябинск</button>);
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => close());
    act(() => vi.advanceTimersByTime(POPUP_REMOVAL_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('goes to a popup still open under it, not behind it to the page', () => {
    vi.useFakeTimers();
    render(
      <main id="main" tabIndex={-1}>
        <h1>Афиша</h1>
      </main>,
    );
    render(
      <Modal label="Покупка билетов" onClosed={() => {}}>
        {() => <button type="button">Продолжить</button>}
      </Modal>,
    );
    const purchase = screen.getByRole('dialog', { name: 'Покупка билетов' });
    // An alert over it, opened by a control that is gone by the time it closes.
    (document.activeElement as HTMLElement | null)?.blur();
    const { close } = popup(<button type="button">Понятно</button>);
    act(() => close());
    act(() => vi.advanceTimersByTime(POPUP_REMOVAL_MS));
    expect(screen.queryByRole('dialog', { name: 'Проба' })).not.toBeInTheDocument();
    expect(purchase).toHaveFocus();
  });
});

describe('the focus after a popup that took over from another', () => {
  it("goes back to the page control that opened the first one (a payment's outcome over the purchase)", () => {
    vi.useFakeTimers();
    render(
      <main id="main" tabIndex={-1}>
        <a href="#buy=7">Купить билет на 13:10</a>
      </main>,
    );
    const link = screen.getByRole('link', { name: 'Купить билет на 13:10' });
    link.focus();
    function Purchase() {
      const [open, setOpen] = useState(true);
      const [paid, setPaid] = useState(false);
      return (
        <>
          {open && (
            <Modal label="Покупка билетов" onClosed={() => setOpen(false)}>
              {(close) => (
                <button
                  type="button"
                  onClick={() => {
                    // The outcome opens from the purchase's own button, which then goes.
                    setPaid(true);
                    close();
                  }}
                >
                  Оплатить
                </button>
              )}
            </Modal>
          )}
          {paid && (
            <Modal label="Заказ оплачен" onClosed={() => setPaid(false)}>
              {(close) => (
                <button type="button" onClick={close}>
                  Понятно
                </button>
              )}
            </Modal>
          )}
        </>
      );
    }
    render(<Purchase />);
    act(() => screen.getByRole('button', { name: 'Оплатить' }).click());
    act(() => vi.advanceTimersByTime(POPUP_REMOVAL_MS));
    expect(screen.queryByRole('dialog', { name: 'Покупка билетов' })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Понятно' }).click());
    act(() => vi.advanceTimersByTime(POPUP_REMOVAL_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not the page's main content (decision 460).
    expect(link).toHaveFocus();
  });
});

describe('a popup whose view fails', () => {
  it('says so inside the popup, with a way on, and the page stays (decision 407)', () => {
    // A lazy part whose chunk is gone after a deploy throws its failed import while rendering.
    function Broken(): never {
      throw new Error('Failed to fetch dynamically imported module');
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Афиша</h1>
        <Modal label="Проба" onClosed={() => {}}>
          {() => <Broken />}
        </Modal>
      </main>,
    );
    quiet.mockRestore();
    const dialog = screen.getByRole('dialog', { name: 'Проба' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Что-то пошло не так. Попробуйте еще раз.',
    );
    expect(within(dialog).getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Закрыть окно' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Афиша' })).toBeTruthy();
  });
});
