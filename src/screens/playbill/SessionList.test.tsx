import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../api/testing/fixtures';
import { SessionList } from './SessionList';
import { sessionPriceText } from './playbillRules';

/** The price as the tiles write it (its spaces are no-break ones). */
const P = sessionPriceText(session(1));

describe('SessionList', () => {
  it('says the hall of two sessions at the same time, so their tiles and links differ (decision 442)', () => {
    render(
      <SessionList
        filmName="Северный ветер"
        sessions={[
          session(11, { time: '19:30', hall: 'Зал 1' }),
          session(12, { time: '19:30', hall: 'Зал 2 VIP' }),
          session(13, { time: '22:00' }),
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      `Купить билет на 19:30, 2D, ${P}, Зал 1`,
      `Купить билет на 19:30, 2D, ${P}, Зал 2 VIP`,
      `Купить билет на 22:00, 2D, ${P}`,
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      `19:30 2D ${P} Зал 1`,
      `19:30 2D ${P} Зал 2 VIP`,
      `22:00 2D ${P}`,
    ]);
  });

  it("names the cinema and then the hall on a city's playbill", () => {
    render(
      <SessionList
        filmName="Северный ветер"
        sessions={[
          session(11, { cinema: { id: 1, short_name: 'Галерея' }, hall: 'Зал 3' }),
          session(12, { cinema: { id: 2, short_name: 'Алмаз' } }),
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      `Купить билет на 19:30, 2D, ${P}, Галерея, Зал 3`,
      `Купить билет на 19:30, 2D, ${P}, Алмаз`,
    ]);
  });

  it('marks a session starting 00:00-03:59 as a night one, in its tile and in its name (decision 445)', () => {
    render(
      <SessionList
        filmName="Северный ветер"
        sessions={[
          session(11, { time: '00:40' }),
          session(12, { time: '03:59', disabled: true }),
          session(13, { time: '04:00' }),
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      `Купить билет на 00:40, 2D, ${P}, ночной сеанс`,
      `Купить билет на 04:00, 2D, ${P}`,
    ]);
    // The closed one is named by what it shows.
    expect(screen.getByRole('button')).toHaveAccessibleName(`03:59 ночной сеанс 2D ${P}`);
    expect(screen.getAllByRole('img', { name: 'ночной сеанс' })).toHaveLength(2);
  });
});
