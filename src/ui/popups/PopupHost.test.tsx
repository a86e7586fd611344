import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { POPUP_REMOVAL_MS } from '../../lib/timings';
import { AlertHost } from './AlertHost';
import { alertsAtom, alertTitle, showAlert } from './alerts';
import { openPopup } from './openPopup';
import { PopupHost } from './PopupHost';
import { registerPopup, type PopupProps } from './registry';

function ReportProbe({ param, close }: PopupProps) {
  return (
    <div>
      <p>Параметр: {param}</p>
      <button type="button" onClick={close}>
        Готово
      </button>
      <input aria-label="Поле" />
    </div>
  );
}

registerPopup('report-popup', { label: 'Проба', component: ReportProbe });

function renderHosts() {
  return render(
    <Router hook={memoryLocation().hook}>
      <button type="button">Снаружи</button>
      <PopupHost />
      <AlertHost />
    </Router>,
  );
}

beforeEach(() => {
  getDefaultStore().set(alertsAtom, []);
  window.history.replaceState(null, '', '/afisha');
});

afterEach(() => {
  vi.useRealTimers();
  document.body.style.overflow = '';
});

describe('PopupHost', () => {
  it('opens the registered popup of the hash with its param, locks scroll, moves focus in', () => {
    renderHosts();
    act(() => openPopup('report-popup', 'Кассир 2'));
    const dialog = screen.getByRole('dialog', { name: 'Проба' });
    expect(dialog).toHaveTextContent('Параметр: Кассир 2');
    expect(window.location.hash).toBe('#report-popup=%D0%9A%D0%B0%D1%81%D1%81%D0%B8%D1%80%202');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('opens nothing for an anchor nobody registered', () => {
    // Other files of the shared test worker may have registered the purchase flow's 'buy'.
    const restore = registerPopup('buy', undefined);
    onTestFinished(restore);
    renderHosts();
    act(() => openPopup('buy', 12345));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Esc after the removal delay, clears the hash and restores focus', async () => {
    vi.useFakeTimers();
    renderHosts();
    const outside = screen.getByRole('button', { name: 'Снаружи' });
    outside.focus();
    act(() => openPopup('report-popup'));
    const dialog = screen.getByRole('dialog', { name: 'Проба' });
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog.closest('.popup-layer')).toHaveClass('popup-layer--closing');
    act(() => vi.advanceTimersByTime(POPUP_REMOVAL_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/afisha');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(outside);
  });

  it('a closing popup leaves alone the hash of a popup asked for meanwhile', () => {
    // A popup's removal timer may fire after the address already names the next popup and
    // before the page has re-rendered for it (a slow phone: '#pay' closing, '#buy=abc' typed).
    vi.useFakeTimers();
    renderHosts();
    act(() => openPopup('report-popup', 'A'));
    act(() => {
      screen
        .getByRole('dialog', { name: 'Проба' })
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    act(() => {
      window.history.pushState(null, '', '/afisha#report-popup=B');
      vi.advanceTimersByTime(POPUP_REMOVAL_MS);
    });
    expect(window.location.hash).toBe('#report-popup=B');
    expect(screen.getByRole('dialog', { name: 'Проба' })).toHaveTextContent('Параметр: B');
  });

  it('closes with the close button and the popup’s own close', async () => {
    renderHosts();
    act(() => openPopup('report-popup'));
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть окно' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => openPopup('report-popup'));
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the focus in the popup when the control that had it gives way to another view', async () => {
    function SwapProbe({ close }: PopupProps) {
      const [sent, setSent] = useState(false);
      if (sent)
        return (
          <div>
            <p>Отправлено</p>
            <button type="button" onClick={close}>
              Закрыть
            </button>
          </div>
        );
      return (
        <button type="button" onClick={() => setSent(true)}>
          Отправить
        </button>
      );
    }
    onTestFinished(registerPopup('report-popup', { label: 'Смена', component: SwapProbe }));
    renderHosts();
    act(() => openPopup('report-popup'));
    const dialog = screen.getByRole('dialog', { name: 'Смена' });
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The focused button is gone: the focus goes to the new view, not to the page behind.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves a field the buyer left on purpose (a phone keyboard closed) unfocused', async () => {
    function BlurProbe() {
      const [left, setLeft] = useState(false);
      return (
        <div>
          <input aria-label="Телефон" onBlur={() => setLeft(true)} />
          {left && <p role="alert">Укажите телефон</p>}
        </div>
      );
    }
    onTestFinished(registerPopup('report-popup', { label: 'Поле', component: BlurProbe }));
    renderHosts();
    act(() => openPopup('report-popup'));
    const field = screen.getByRole('textbox', { name: 'Телефон' });
    expect(field).toHaveFocus();
    act(() => field.blur());
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите телефон');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field).not.toHaveFocus();
  });

  it('leaves the focus in an alert that replaced a closing popup (a payment’s outcome)', () => {
    vi.useFakeTimers();
    renderHosts();
    screen.getByRole('button', { name: 'Снаружи' }).focus();
    act(() => openPopup('report-popup'));
    act(() => {
      screen.getByRole('button', { name: 'Готово' }).click();
      showAlert({ status: 'success', text: 'Заказ оплачен' });
    });
    const alert = screen.getByRole('dialog', { name: 'Отлично!' });
    expect(alert.contains(document.activeElement)).toBe(true);
    act(() => vi.advanceTimersByTime(POPUP_REMOVAL_MS));
    expect(screen.queryByRole('dialog', { name: 'Проба' })).not.toBeInTheDocument();
    // The closed popup gives the focus back to the page only if it still had it.
    expect(alert.contains(document.activeElement)).toBe(true);
  });

  it('traps Tab inside the popup', async () => {
    renderHosts();
    act(() => openPopup('report-popup'));
    const field = screen.getByRole('textbox', { name: 'Поле' });
    field.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть окно' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(field).toHaveFocus();
  });
});

describe('alerts', () => {
  it("titles: 'Отлично!' for success, 'Ошибка' otherwise, own titles for favorite and empty day", () => {
    expect(alertTitle('success')).toBe('Отлично!');
    expect(alertTitle('error')).toBe('Ошибка');
    expect(alertTitle('warning')).toBe('Ошибка');
    expect(alertTitle('favorite')).toBe('Фильм в избранном!');
    expect(alertTitle('empty_day')).toBe('Сеансы скоро будут');
  });

  it("shows queued alerts one at a time with 'Закрыть'", async () => {
    renderHosts();
    act(() => {
      showAlert({ status: 'success', text: 'Сохранено' });
      showAlert({ status: 'error', text: 'Сбой' });
    });
    expect(screen.getByRole('dialog', { name: 'Отлично!' })).toHaveTextContent('Сохранено');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toHaveTextContent('Сбой');
  });
});
