import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { film, session } from '../../api/testing/fixtures';
import { FilmRow } from './FilmRow';
import { renderWithHosts, resetClientState } from './testing';

/** A film with every optional part the spec lists for a film block. */
const FULL = film(1, {
  name: 'Северный ветер',
  country: 'Россия',
  genre: 'драма',
  duration: 125,
  rent: 'В прокате с 13 ноября',
  invites: '/news/invites/',
  sale: '/news/sale/',
  pushkin: '/about/pushkin/',
  childplace: '/news/kids/',
});

const SESSIONS = [
  session(11, { time: '10:00' }),
  session(12, { time: '13:20', format: '3D', price_min: 250, price_max: 450 }),
  session(13, { time: '23:50', disabled: true }),
];

beforeEach(() => {
  resetClientState();
});

describe('FilmRow, the compact list (decision 438)', () => {
  it('has every part of a film block the spec lists, the trailer link, rent and tags too', () => {
    renderWithHosts(<FilmRow film={FULL} sessions={SESSIONS} />);
    const row = screen.getByRole('article', { name: 'Северный ветер' });
    expect(within(row).getByRole('link', { name: 'Северный ветер' })).toHaveAttribute(
      'href',
      '/film/film-1/',
    );
    expect(within(row).getByLabelText('Возрастное ограничение 12+')).toHaveTextContent('12+');
    expect(within(row).getByRole('link', { name: 'Трейлер' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(within(row).getByText('Россия · драма · 2 ч 5 мин')).toBeInTheDocument();
    expect(within(row).getByText('В прокате с 13 ноября')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Хочу сходить: Северный ветер' }),
    ).toBeInTheDocument();
    const tags = within(row).getByRole('list', { name: 'Акции' });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Пригласительные', '/news/invites/'],
      ['Скидки', '/news/sale/'],
      ['Пушкинская карта', '/about/pushkin/'],
      ['Детям бесплатно', '/news/kids/'],
    ]);
  });

  it('leaves out the rent text, tags and trailer a film does not have', () => {
    renderWithHosts(<FilmRow film={film(2, { name: 'Лёд и пламя', trailer: '' })} sessions={[]} />);
    const row = screen.getByRole('article', { name: 'Лёд и пламя' });
    expect(within(row).queryByRole('link', { name: 'Трейлер' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('list', { name: 'Акции' })).not.toBeInTheDocument();
    expect(row.querySelector('.film-row__rent')).toBeNull();
    expect(within(row).getByText('Россия · драма · 2 ч 5 мин')).toBeInTheDocument();
  });

  it('plays the trailer in a popup', async () => {
    renderWithHosts(<FilmRow film={FULL} sessions={SESSIONS} />);
    await userEvent.click(screen.getByRole('link', { name: 'Трейлер' }));
    const dialog = await screen.findByRole('dialog', { name: 'Трейлер фильма «Северный ветер»' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it("lists each session's time, format and price, in its accessible name's order", () => {
    renderWithHosts(<FilmRow film={FULL} sessions={SESSIONS} />);
    const list = screen.getByRole('list', { name: 'Сеансы фильма «Северный ветер»' });
    const items = within(list).getAllByRole('listitem');
    const words = (text: string) => text.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
    const shown = items.map((item) => words(item.textContent ?? ''));
    expect(shown).toEqual(['10:00 2D 350 ₽', '13:20 3D от 250 ₽', '23:50 2D 350 ₽']);
    for (const link of within(list).getAllByRole('link'))
      expect(words(link.getAttribute('aria-label') ?? '')).toContain(words(link.textContent ?? ''));
  });
});
