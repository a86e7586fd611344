import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { citiesReply } from '../../api/testing/fixtures';
import { mockFetch, type MockRoutes } from '../../api/testing/mockFetch';
import { renderWithHosts, resetClientState } from '../../screens/playbill/testing';
import { openPopup } from '../../ui/popups/openPopup';
import { PopupHost } from '../../ui/popups/PopupHost';
import { chooseCityAtom, currentCityAtom } from './city.atoms';
import { CityAsk } from './CityAsk';
import { CityButton } from './CityButton';
import { CityStaticBlock } from './CityStaticBlock';
import { registerCityPopups } from './registerCityPopups';

registerCityPopups();

function routes(geo: 'Y' | 'N' = 'N', cityId = 1): MockRoutes {
  return {
    'v1/cinema/cities/': { json: citiesReply() },
    'v1/user/geo/': { json: { status: 'success', data: { validate: geo, city_id: cityId } } },
  };
}

beforeEach(() => {
  resetClientState();
  document.cookie = 'city=; path=/; max-age=0';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('city chooser', () => {
  it('shows the default city in the header button', async () => {
    mockFetch(routes());
    renderWithHosts(<CityButton />);
    const button = await screen.findByRole('link', {
      name: 'Город и кинотеатр: Челябинск, Все кинотеатры. Изменить',
    });
    expect(button).toHaveAttribute('href', '#landing-popup');
  });

  it('chooses a city, then a cinema: stores it, sets the cookie and closes', async () => {
    mockFetch(routes());
    renderWithHosts(<CityButton />);
    act(() => openPopup('landing-popup'));
    const dialog = await screen.findByRole('dialog', { name: 'Выбор города и кинотеатра' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Челябинск/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /СофтКино Родина/ }));
    expect(getDefaultStore().get(currentCityAtom)).toEqual({ cityId: 1, cinemaId: 2 });
    expect(JSON.parse(localStorage.getItem('currentCity') ?? 'null')).toEqual({
      cityId: 1,
      cinemaId: 2,
    });
    expect(document.cookie).toContain('city=1');
    await vi.waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Выбор города и кинотеатра' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('link', { name: 'Город и кинотеатр: Челябинск, Родина. Изменить' }),
    ).toBeInTheDocument();
  });

  it('chooses a one-cinema city at once in the town chooser', async () => {
    mockFetch(routes());
    renderWithHosts(<CityStaticBlock />);
    act(() => openPopup('town-choices'));
    const dialog = await screen.findByRole('dialog', { name: 'Выбор города' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Самара/ }));
    expect(getDefaultStore().get(currentCityAtom)).toEqual({ cityId: 2, cinemaId: 4 });
  });

  it('switches cinemas in the static block', async () => {
    mockFetch(routes());
    renderWithHosts(<CityStaticBlock />);
    const cinemas = await screen.findByRole('list', { name: 'Кинотеатр' });
    expect(within(cinemas).getByRole('button', { name: 'Все кинотеатры' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(cinemas).getByRole('button', { name: 'Киномакс' }));
    expect(getDefaultStore().get(currentCityAtom)).toEqual({ cityId: 1, cinemaId: 3 });
    expect(document.getElementById('landing-town-choose')).toBeInTheDocument();
  });

  it('scrolls a cinema reached by Tab into full view in its row, not the page (decision 438)', async () => {
    mockFetch(routes());
    renderWithHosts(<CityStaticBlock />);
    const cinemas = await screen.findByRole('list', { name: 'Кинотеатр' });
    // A phone's row: 300 px showing chips 90 px wide every 96 px, the fourth cut at 300.
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
      return this === cinemas ? 300 : 0;
    });
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
      return this === cinemas ? 4 * 96 - 6 : 0;
    });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      if (this === cinemas) return DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 });
      const index = Array.from(cinemas.querySelectorAll('.chip')).indexOf(this);
      if (index < 0) return DOMRect.fromRect();
      return DOMRect.fromRect({ x: index * 96 - cinemas.scrollLeft, y: 0, width: 90, height: 40 });
    });
    const windowScroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    act(() => within(cinemas).getByRole('button', { name: 'Родина' }).focus());
    expect(cinemas.scrollLeft).toBe(0);
    act(() => within(cinemas).getByRole('button', { name: 'Киномакс' }).focus());
    expect(cinemas.scrollLeft).toBe(378 - 300);
    // Back to the first: the row scrolls back.
    act(() => within(cinemas).getByRole('button', { name: 'Все кинотеатры' }).focus());
    expect(cinemas.scrollLeft).toBe(0);
    expect(windowScroll).not.toHaveBeenCalled();
  });
});

describe('CityAsk', () => {
  it('asks on the first visit and stamps askCity', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    mockFetch(routes());
    renderWithHosts(<CityAsk />);
    expect(await screen.findByRole('dialog', { name: 'Выбор города и кинотеатра' })).toBeVisible();
    expect(localStorage.getItem('askCity')).toBe('1000000');
    vi.restoreAllMocks();
  });

  it('does not ask again the same day', async () => {
    localStorage.setItem('askCity', String(Date.now() - 3600_000));
    const fetchMock = mockFetch(routes());
    renderWithHosts(<CityAsk />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("waits past /login and the profile, and asks on the first page of the city's sessions", async () => {
    const fetchMock = mockFetch(routes());
    const location = memoryLocation({ path: '/login' });
    render(
      <Router hook={location.hook}>
        <CityAsk />
        <PopupHost />
      </Router>,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('askCity')).toBeNull();
    act(() => location.navigate('/profile'));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => location.navigate('/afisha'));
    expect(await screen.findByRole('dialog', { name: 'Выбор города и кинотеатра' })).toBeVisible();
    expect(localStorage.getItem('askCity')).not.toBeNull();
  });

  /** CityAsk at `path` in a memory location, with the popups' host. */
  function askAt(path: string) {
    const location = memoryLocation({ path });
    render(
      <Router hook={location.hook}>
        <CityAsk />
        <PopupHost />
      </Router>,
    );
    return location;
  }

  async function settled(fetchMock: ReturnType<typeof mockFetch>) {
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
  }

  it('does not ask on the playbill a choice made on another page leads to', async () => {
    const fetchMock = mockFetch(routes());
    const location = askAt('/cinema/chel-almaz');
    await settled(fetchMock);
    // The cinema page's 'Расписание на другие дни' chooses its cinema and opens the playbill.
    act(() => getDefaultStore().set(chooseCityAtom, { cityId: 1, cinemaId: 2 }));
    act(() => location.navigate('/afisha'));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('covers no popup opened by link, stamps nothing, and asks on the next page', async () => {
    window.history.replaceState(null, '', '/afisha#buy=5');
    const fetchMock = mockFetch(routes());
    const location = askAt('/afisha');
    await settled(fetchMock);
    expect(screen.queryByRole('dialog', { name: 'Выбор города и кинотеатра' })).toBeNull();
    expect(localStorage.getItem('askCity')).toBeNull();
    // The purchase popup closed, the buyer goes on to a film's page: the question comes.
    window.history.replaceState(null, '', '/afisha');
    act(() => location.navigate('/film/stalnye-krylya'));
    expect(await screen.findByRole('dialog', { name: 'Выбор города и кинотеатра' })).toBeVisible();
    expect(localStorage.getItem('askCity')).not.toBeNull();
  });

  it('asks a signed-in visitor on the wishlist, and not a guest, whom it asks to sign in', async () => {
    const fetchMock = mockFetch(routes());
    askAt('/profile/wishlist');
    await settled(fetchMock);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();
    localStorage.setItem('USER_ID', '7');
    askAt('/profile/wishlist');
    expect(await screen.findByRole('dialog', { name: 'Выбор города и кинотеатра' })).toBeVisible();
  });

  it("adopts a confirmed geo city ('Y') and suggests an unconfirmed one", async () => {
    localStorage.setItem('askCity', String(Date.now()));
    mockFetch(routes('Y', 2));
    renderWithHosts(<CityAsk />);
    await vi.waitFor(() =>
      expect(getDefaultStore().get(currentCityAtom)).toEqual({ cityId: 2, cinemaId: null }),
    );
  });
});
