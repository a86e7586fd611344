import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DAY1, DAY2, DAY3, film, playbillReply, session } from '../../api/testing/fixtures';
import { FilmDaysView } from './FilmSessions';
import { filmDays } from './filmSessions';

function view(date: string | null, onDate = vi.fn()) {
  const reply = { ...playbillReply(), data: [film(7, { sessions: { [DAY2]: [session(3)] } })] };
  const { sessions: _sessions, ...page } = film(7);
  render(
    <FilmDaysView
      film={{ ...page, slug: 'film-7', description: '' }}
      {...filmDays(reply, 7)}
      timeZone="Asia/Yekaterinburg"
      placeName="Челябинск"
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
