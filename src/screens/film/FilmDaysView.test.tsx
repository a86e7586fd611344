import { fireEvent, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { alertsAtom } from '../../ui/popups/alerts';
import { describe, expect, it, vi } from 'vitest';
import { DAY1, DAY2, DAY3, film, playbillReply, session } from '../../api/testing/fixtures';
import { FilmDaysView } from './FilmSessions';
import { filmDays } from './filmSessions';

function view(date: string | null, onDate = vi.fn(), oneCinema = false) {
  const reply = { ...playbillReply(), data: [film(7, { sessions: { [DAY2]: [session(3)] } })] };
  const { sessions: _sessions, ...page } = film(7);
  render(
    <FilmDaysView
      film={{ ...page, slug: 'film-7', description: '' }}
      {...filmDays(reply, 7)}
      timeZone="Asia/Yekaterinburg"
      placeName="Челябинск"
      oneCinema={oneCinema}
      date={date}
      onDate={onDate}
    />,
  );
  return onDate;
}

describe('FilmDaysView: the day the address names', () => {
  it('opens on that day when the film plays then, and leaves the address as it is', () => {
    const onDate = view(DAY2);
    expect(screen.getByRole('list', { name: 'Сеансы фильма «Фильм 7»' })).toBeInTheDocument();
    expect(onDate).not.toHaveBeenCalled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it.each([DAY1, DAY3, '31.02.2026'])(
    'says the film does not play on %s, opens on its nearest day and drops the day from the address',
    (date) => {
      const onDate = view(date);
      expect(onDate).toHaveBeenCalledWith(null);
      expect(screen.getByRole('note')).toHaveTextContent(
        `Сеансов этого фильма на ${date} нет. Показываем ближайший день.`,
      );
      expect(screen.getByRole('list', { name: 'Сеансы фильма «Фильм 7»' })).toBeInTheDocument();
    },
  );
});

describe('FilmDaysView: a day without the film', () => {
  it.each([
    [false, 'В этот день фильм не идёт ни в одном кинотеатре города. Выберите другой день.'],
    [true, 'В этот день фильм не идёт в выбранном кинотеатре. Выберите другой день.'],
  ])('names the cinema chosen only when one is (one cinema: %s; decision 431)', (one, text) => {
    getDefaultStore().set(alertsAtom, []);
    view(null, vi.fn(), one);
    const empty = screen.getAllByRole('button', { name: /сеансов пока нет$/ })[0];
    if (!empty) throw new Error('no empty day in the strip');
    fireEvent.click(empty);
    expect(getDefaultStore().get(alertsAtom)).toEqual([expect.objectContaining({ text })]);
  });
});
