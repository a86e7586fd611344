import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Place } from '@softkino/contract';
import { Modal } from '../../ui/popups/Modal';
import { place } from './fixtures';
import { focusAfterRemoval } from '../../ui/focusAfterRemoval';
import { TicketList } from './TicketList';

/**
 * 'Убрать: ряд 4, место 2' in the purchase popup (decision 396): the focus goes to the next
 * seat's button, or the one before after the last, or where the step says when none is left;
 * a screen reader hears which seat went.
 */
function Chosen({ seats }: { seats: Place[] }) {
  const [tickets, setTickets] = useState(seats);
  const title = useRef<HTMLParagraphElement>(null);
  return (
    <Modal label="Покупка билетов" onClosed={() => {}}>
      {() => (
        <div>
          <p tabIndex={-1} ref={title}>
            Выбор мест
          </p>
          <button type="button">Сеанс 19:30</button>
          {tickets.length > 0 && (
            <TicketList
              tickets={tickets}
              onRemove={(id) => setTickets((list) => list.filter((t) => String(t.id) !== id))}
              whenEmpty={title}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

const SEATS = [
  place(11, { row: 4, place: 1 }),
  place(12, { row: 4, place: 2 }),
  place(13, { row: 4, place: 3 }),
];

function removeButton(row: number, seat: number) {
  return screen.getByRole('button', { name: `Убрать: ряд ${row}, место ${seat}` });
}

describe('removing a chosen seat', () => {
  it('moves the focus to the next seat, then the one before, then the step; says which went', async () => {
    render(<Chosen seats={SEATS} />);
    act(() => removeButton(4, 2).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Убрать: ряд 4, место 2' })).toBeNull();
    expect(removeButton(4, 3)).toHaveFocus();
    expect(screen.getByText('Место убрано: ряд 4, место 2')).toBeInTheDocument();
    // The last in the list: the one before it.
    await userEvent.keyboard('{Enter}');
    expect(removeButton(4, 1)).toHaveFocus();
    expect(screen.getByText('Место убрано: ряд 4, место 3')).toBeInTheDocument();
    // None left: the step's title, not the first control of the popup.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Выбор мест')).toHaveFocus();
    expect(screen.getByText('Место убрано: ряд 4, место 1')).toBeInTheDocument();
  });

  it('says it in a polite live region of the popup that stays when the list goes', async () => {
    render(<Chosen seats={[place(21, { row: 2, place: 7 })]} />);
    const dialog = screen.getByRole('dialog');
    act(() => removeButton(2, 7).focus());
    await userEvent.keyboard('{Enter}');
    const said = screen.getByText('Место убрано: ряд 2, место 7');
    const region = said.closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(dialog.contains(region)).toBe(true);
  });
});

describe('focusAfterRemoval', () => {
  it('names the next seat, else the one before, else none', () => {
    expect(focusAfterRemoval(['1', '2', '3'], '2')).toBe('3');
    expect(focusAfterRemoval(['1', '2', '3'], '3')).toBe('2');
    expect(focusAfterRemoval(['1', '2', '3'], '1')).toBe('2');
    expect(focusAfterRemoval(['1'], '1')).toBeNull();
    expect(focusAfterRemoval(['1', '2'], '9')).toBeNull();
  });
});

describe('the list of chosen seats', () => {
  it('names a child seat as one, as the map and the free-seat list do (decision 377)', () => {
    render(
      <TicketList
        tickets={[place(31, { row: 1, place: 2, isChild: true, price: 330 }), place(32)]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ряд 1, место 2, детское место330 ₽');
    expect(items[1]).toHaveTextContent(/^Ряд 1, место 32350 ₽$/);
  });
});
