import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemeEngineContext } from './context';
import { FreeSeatList } from './FreeSeatList';

describe('FreeSeatList', () => {
  it('names each free seat of the row with its price, a child seat as the legend does', () => {
    const press = vi.fn();
    render(
      <SchemeEngineContext.Provider
        value={{
          engine: null,
          selection: ['2'],
          press,
          hall: {
            width: 10,
            height: 10,
            places: [
              { id: 1, x: 1, y: 1, row: 1, place: 1, price: 300, status: true, isChild: true },
              { id: 2, x: 2, y: 1, row: 1, place: 2, price: 450, status: true },
              { id: 3, x: 3, y: 1, row: 1, place: 3, price: 450, status: false },
            ],
          },
        }}
      >
        <FreeSeatList />
      </SchemeEngineContext.Provider>,
    );
    fireEvent.click(screen.getByText('Список свободных мест'));
    const seats = screen.getAllByRole('button');
    expect(seats.map((s) => s.textContent)).toEqual([
      'Место 1, детское место, 300\u00a0₽',
      'Место 2, 450\u00a0₽',
    ]);
    expect(seats[1]).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(seats[0]!);
    expect(press).toHaveBeenCalledWith('1');
  });
});

describe("the free-seat list's row", () => {
  it('opens on the row of the seat chosen last, and keeps its row while seats change', () => {
    const places = [1, 2, 3, 4, 5].flatMap((row) =>
      [1, 2].map((place) => ({
        id: row * 10 + place,
        x: place,
        y: row,
        row,
        place,
        price: 300,
        status: true,
      })),
    );
    const value = { engine: null, press: vi.fn(), hall: { width: 10, height: 10, places } };
    const { rerender } = render(
      <SchemeEngineContext.Provider value={{ ...value, selection: ['12', '51'] }}>
        <FreeSeatList />
      </SchemeEngineContext.Provider>,
    );
    fireEvent.click(screen.getByText('Список свободных мест'));
    const select = screen.getByRole('combobox');
    expect(select).toHaveValue('5');
    expect(screen.getByRole('button', { name: /Место 1/ })).toHaveAttribute('aria-pressed', 'true');
    // A seat un-chosen in the list: the list stays on its row, under the focus.
    rerender(
      <SchemeEngineContext.Provider value={{ ...value, selection: ['12'] }}>
        <FreeSeatList />
      </SchemeEngineContext.Provider>,
    );
    expect(select).toHaveValue('5');
    fireEvent.change(select, { target: { value: '3' } });
    rerender(
      <SchemeEngineContext.Provider value={{ ...value, selection: ['12', '51', '22'] }}>
        <FreeSeatList />
      </SchemeEngineContext.Provider>,
    );
    expect(select).toHaveValue('3');
  });

  it('opens on the first row when nothing is chosen', () => {
    render(
      <SchemeEngineContext.Provider
        value={{
          engine: null,
          press: vi.fn(),
          selection: [],
          hall: {
            width: 10,
            height: 10,
            places: [
              { id: 1, x: 1, y: 1, row: 4, place: 1, price: 300, status: true },
              { id: 2, x: 1, y: 2, row: 7, place: 1, price: 300, status: true },
            ],
          },
        }}
      >
        <FreeSeatList />
      </SchemeEngineContext.Provider>,
    );
    expect(screen.getByRole('combobox', { hidden: true })).toHaveValue('4');
  });
});

describe('Escape in the free-seat list', () => {
  it('closes the list only, with the focus back on its summary', async () => {
    const outerKeys = vi.fn();
    render(
      // The popup's own Escape handler sits on an ancestor: it must not hear this one.
      <div onKeyDown={(event) => outerKeys(event.key)}>
        <SchemeEngineContext.Provider
          value={{
            engine: null,
            selection: [],
            press: vi.fn(),
            hall: {
              width: 10,
              height: 10,
              places: [{ id: 1, x: 1, y: 1, row: 1, place: 1, price: 300, status: true }],
            },
          }}
        >
          <FreeSeatList />
        </SchemeEngineContext.Provider>
      </div>,
    );
    const summary = screen.getByText('Список свободных мест');
    await userEvent.click(summary);
    const details = summary.closest('details');
    expect(details).toHaveAttribute('open');
    screen.getByRole('button', { name: /Место 1/ }).focus();
    await userEvent.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
    expect(outerKeys).not.toHaveBeenCalledWith('Escape');
    // Closed, Escape is the popup's again.
    await userEvent.keyboard('{Escape}');
    expect(outerKeys).toHaveBeenCalledWith('Escape');
  });
});
