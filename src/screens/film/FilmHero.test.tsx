import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FilmPage } from '@softkino/contract/film';
import { film } from '../../api/testing/fixtures';
import { renderWithHosts, resetClientState } from '../playbill/testing';
import { TRAILER_ERROR } from '../playbill/useTrailer';
import { FilmHero } from './FilmHero';

function filmPage(trailer: string): FilmPage {
  const { sessions: _sessions, ...rest } = film(1, { name: 'Северный ветер', trailer });
  return { ...rest, slug: 'severnyj-veter', description: 'Зима на краю света.' };
}

beforeEach(() => {
  resetClientState();
});

describe("the film page's trailer (decision 477)", () => {
  it('is a link to the video that opens the player in a popup', async () => {
    renderWithHosts(<FilmHero film={filmPage('https://youtu.be/dQw4w9WgXcQ')} />);
    const link = screen.getByRole('link', { name: 'Смотреть трейлер' });
    expect(link).toHaveAttribute('href', 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Трейлер фильма «Северный ветер»' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain('/embed/dQw4w9WgXcQ');
  });

  it('is a button, never a link, when the film has no video link, and says so when pressed', async () => {
    renderWithHosts(<FilmHero film={filmPage('https://example.com/trailer')} />);
    expect(screen.queryByRole('link', { name: 'Смотреть трейлер' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Смотреть трейлер' }));
    const dialog = await screen.findByRole('dialog', { name: 'Трейлер недоступен' });
    expect(dialog).toHaveTextContent(TRAILER_ERROR);
  });
});
