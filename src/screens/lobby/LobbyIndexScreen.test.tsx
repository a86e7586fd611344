import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateCities } from '../../api/cinema';
import { citiesReply } from '../../api/testing/fixtures';
import { mockFetch } from '../../api/testing/mockFetch';
import { currentCityAtom } from '../../flows/city/city.atoms';
import { LobbyIndexScreen } from './LobbyIndexScreen';

function chain() {
  const reply = citiesReply();
  for (const city of reply.data)
    for (const cinema of city.cinemas) cinema.link = `/cinema/cinema-${cinema.id}`;
  return reply;
}

afterEach(() => {
  invalidateCities();
  vi.unstubAllGlobals();
});

describe('LobbyIndexScreen (/lobby, decision 432)', () => {
  it("lists every city's cinemas with its board's address and a link that opens it", async () => {
    mockFetch({ 'v1/cinema/cities/': { json: chain() } });
    render(<LobbyIndexScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Табло сеансов для фойе');
    const city = await screen.findByRole('region', { name: 'Челябинск' });
    const items = within(city).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'СофтКино Алмаз' })).toHaveAttribute(
      'href',
      '/cinema/cinema-1',
    );
    expect(first).toHaveTextContent(`${window.location.origin}/lobby/cinema-1`);
    expect(
      within(first).getByRole('link', { name: 'Открыть табло: СофтКино Алмаз' }),
    ).toHaveAttribute('href', '/lobby/cinema-1');
    expect(screen.getByRole('region', { name: 'Самара' })).toBeInTheDocument();
    // A cinema with more films than one TV holds: the other screens' addresses.
    expect(screen.getByText('?screen=2')).toBeInTheDocument();
  });

  it("puts the city the visitor chose first, the others in the chain's order (decision 473)", async () => {
    mockFetch({ 'v1/cinema/cities/': { json: chain() } });
    const order = () =>
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const { unmount } = render(<LobbyIndexScreen />);
    await screen.findByRole('region', { name: 'Самара' });
    const chainOrder = order();
    unmount();
    const samara = chain().data.find((city) => city.name === 'Самара')!;
    getDefaultStore().set(currentCityAtom, { cityId: samara.id, cinemaId: null });
    render(<LobbyIndexScreen />);
    await screen.findByRole('region', { name: 'Самара' });
    expect(order()).toEqual(['Самара', ...chainOrder.filter((name) => name !== 'Самара')]);
    expect(chainOrder[0]).not.toBe('Самара');
    getDefaultStore().set(currentCityAtom, null);
  });

  it('says when the cinemas cannot be read, and tries again, seen to be asking', async () => {
    let fail = true;
    let release = () => {};
    const reply = () =>
      new Response(JSON.stringify(chain()), { headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        fail
          ? Promise.reject(new TypeError('offline'))
          : new Promise<Response>((done) => (release = () => done(reply()))),
      ),
    );
    const user = userEvent.setup();
    render(<LobbyIndexScreen />);
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Попробовать еще раз' }));
    // The error gives way to the loading line until the answer.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем кинотеатры...');
    act(() => release());
    expect(await screen.findByRole('region', { name: 'Челябинск' })).toBeInTheDocument();
  });
});
