import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { citiesReply, playbillReply } from '../../api/testing/fixtures';
import { mockFetch } from '../../api/testing/mockFetch';
import { FILTER_EMPTY_TEXT, RESET_FILTERS_LABEL } from './PlaybillDayView';
import { PlaybillScreen } from './PlaybillScreen';
import { renderWithHosts, resetClientState } from './testing';
import { PLAYBILL_VIEW_KEY } from './usePlaybillView';

const NOW = new Date('2026-11-21T08:00:00Z');

async function renderAt(url = '/') {
  window.history.replaceState(null, '', url);
  mockFetch({
    'v1/cinema/cities/': { json: citiesReply() },
    'v1/films/playbill/': { json: playbillReply() },
    'v1/user/wishlist/': { json: { status: 'error', errors: { message: 'Не авторизован' } } },
  });
  renderWithHosts(<PlaybillScreen />);
  await screen.findByRole('searchbox', { name: 'Поиск фильма' });
}

function filmNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Фильмы дня' });
  if (!list) return [];
  return within(list)
    .getAllByRole('article')
    .map((article) => article.querySelector('h2 span')?.textContent ?? '');
}

function chip(name: string | RegExp) {
  return screen.getByRole('button', { name });
}

beforeEach(() => {
  resetClientState();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('playbill filters', () => {
  it('toggles a format chip with aria-pressed, narrows the films and writes the URL', async () => {
    await renderAt('/?utm_source=vk');
    expect(filmNames()).toEqual(['Большое путешествие', 'Северный ветер', 'Лёд и пламя']);
    const screenX = chip('ScreenX');
    expect(screenX).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screenX);
    expect(screenX).toHaveAttribute('aria-pressed', 'true');
    expect(filmNames()).toEqual(['Большое путешествие']);
    // Only the matching session is offered.
    const sessions = screen.getByRole('list', { name: 'Сеансы фильма «Большое путешествие»' });
    expect(
      within(sessions)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('16:00')]);
    expect(window.location.search).toBe('?utm_source=vk&format=ScreenX');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено: 1 фильм');
    await userEvent.click(screenX);
    expect(window.location.search).toBe('?utm_source=vk');
  });

  it('filters by time of day, the chips named with their hours', async () => {
    await renderAt();
    await userEvent.click(chip('Вечер, 17:00–22:00'));
    expect(filmNames()).toEqual(['Большое путешествие', 'Лёд и пламя']);
    await userEvent.click(chip('Утро, до 12:00'));
    expect(filmNames()).toEqual(['Большое путешествие', 'Северный ветер', 'Лёд и пламя']);
    expect(window.location.search).toBe('?time=morning,evening');
  });

  it('restores the filtered view, day and search from the URL (a shared link, a reload)', async () => {
    await renderAt('/?date=22.11.2026&format=2D&q=%D1%81%D0%B5%D0%B2%D0%B5%D1%80');
    expect(screen.getByRole('button', { name: /^Завтра, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(chip('2D')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Поиск фильма' })).toHaveValue('север');
    expect(filmNames()).toEqual(['Северный ветер']);
  });

  it('searches by name case-insensitively with ё as е, kept in the URL', async () => {
    await renderAt();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск фильма' }), 'ЛЕД');
    expect(filmNames()).toEqual(['Лёд и пламя']);
    expect(new URLSearchParams(window.location.search).get('q')).toBe('ЛЕД');
  });

  it('says when the filters empty the day and offers to reset them, keeping the day', async () => {
    await renderAt('/?date=22.11.2026');
    await userEvent.click(chip('Детям, 0+ и 6+'));
    expect(screen.queryByRole('list', { name: 'Фильмы дня' })).not.toBeInTheDocument();
    expect(screen.getAllByText(FILTER_EMPTY_TEXT)).toHaveLength(2);
    // A screen reader hears it: the status says it too (decision 460).
    expect(screen.getByRole('status')).toHaveTextContent(FILTER_EMPTY_TEXT);
    await userEvent.click(screen.getByRole('button', { name: RESET_FILTERS_LABEL }));
    expect(filmNames()).toEqual(['Северный ветер']);
    expect(window.location.search).toBe('?date=22.11.2026');
    expect(chip('Детям, 0+ и 6+')).toHaveAttribute('aria-pressed', 'false');
    // The button went away with the empty day: the focus is on the films it brought back, not
    // dropped to the page (decision 460).
    expect(screen.getByRole('list', { name: 'Фильмы дня' })).toHaveFocus();
  });

  it('offers the days on which the same search finds the film', async () => {
    await renderAt('/?date=22.11.2026&q=%D0%BB%D0%B5%D0%B4');
    expect(screen.getByText(FILTER_EMPTY_TEXT, { selector: 'p' })).toBeInTheDocument();
    const days = screen.getByRole('list', { name: 'Есть в другие дни:' });
    await userEvent.click(within(days).getByRole('button', { name: 'Сегодня' }));
    expect(filmNames()).toEqual(['Лёд и пламя']);
    expect(window.location.search).toBe('?q=%D0%BB%D0%B5%D0%B4');
  });

  it('filters by the Pushkin card and by children, counted on the filters button', async () => {
    await renderAt();
    const toggle = screen.getByRole('button', { name: 'Фильтры' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(chip('Пушкинская карта'));
    expect(filmNames()).toEqual(['Северный ветер']);
    await userEvent.click(chip('Пушкинская карта'));
    await userEvent.click(chip('Детям, 0+ и 6+'));
    expect(filmNames()).toEqual(['Большое путешествие']);
    expect(screen.getByRole('button', { name: 'Фильтры, выбрано: 1' })).toBeInTheDocument();
    // Escape folds the panel and returns to its button.
    chip('3D').focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('an empty day chosen in the URL falls back to the first day', async () => {
    await renderAt('/?date=23.11.2026');
    expect(screen.getByRole('button', { name: /^Сегодня, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('choosing a day writes it, and the first day removes it', async () => {
    await renderAt('/?kids=1');
    await userEvent.click(screen.getByRole('button', { name: /^Завтра, / }));
    expect(window.location.search).toBe('?date=22.11.2026&kids=1');
    const strip = screen.getByRole('navigation', { name: 'Выбор дня' });
    await userEvent.click(within(strip).getByRole('button', { name: /^Сегодня, / }));
    expect(window.location.search).toBe('?kids=1');
  });
});

describe('grid and list view', () => {
  it('switches to the compact list and remembers it', async () => {
    await renderAt();
    const grid = screen.getByRole('button', { name: 'Плитка' });
    const list = screen.getByRole('button', { name: 'Список' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')[0]).toHaveClass('film');
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    const first = screen.getAllByRole('article')[0];
    expect(first).toHaveClass('film-row');
    expect(first).toHaveAccessibleName('Большое путешествие');
    expect(within(first as HTMLElement).getByText('6+')).toBeInTheDocument();
    expect(localStorage.getItem(PLAYBILL_VIEW_KEY)).toBe('"list"');
  });

  it('opens in the remembered view, and the keyboard works the toggles', async () => {
    localStorage.setItem(PLAYBILL_VIEW_KEY, '"list"');
    await renderAt();
    expect(screen.getByRole('button', { name: 'Список' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')[0]).toHaveClass('film-row');
    screen.getByRole('button', { name: 'Плитка' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('article')[0]).toHaveClass('film');
    chip('3D').focus();
    await userEvent.keyboard(' ');
    expect(chip('3D')).toHaveAttribute('aria-pressed', 'true');
  });
});
