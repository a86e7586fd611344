import { fireEvent, render, screen } from '@testing-library/react';
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
