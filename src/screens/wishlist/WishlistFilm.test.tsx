import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DAY1, film, session } from '../../api/testing/fixtures';
import { WishlistFilm } from './WishlistFilm';

describe('WishlistFilm', () => {
  it("says the film's facts in the playbill's order: country, genre, length", () => {
    const liked = film(3, {
      country: 'США, Великобритания',
      genre: 'триллер, боевик',
      duration: 125,
      sessions: { [DAY1]: [session(31)] },
    });
    render(
      <Router hook={memoryLocation().hook}>
        <WishlistFilm film={liked} days={[DAY1]} today={DAY1} onRemove={vi.fn()} />
      </Router>,
    );
    expect(screen.getByText('США, Великобритания · триллер, боевик · 2 ч 5 мин')).toBeVisible();
  });
});
