import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES, type User } from '@softkino/contract/user';
import { FALLBACK_MESSAGE } from '../../api/errors';
import { mockFetch, type MockReply } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import type { UserLoad } from '../../api/user';
import { VERIFY_PROMPT_DELAY_MS } from '../../lib/timings';
import { alertsAtom } from '../../ui/popups/alerts';
import { FILL_IN_MESSAGES } from './fillIn';
import { FILL_IN_TITLE, FillInPopup } from './FillInPopup';
import { ProfileScreen } from './ProfileScreen';

/** A fresh account: a phone and a card, nothing else filled in. */
const FRESH = {
  last_name: '',
  first_name: '',
  patronymic: '',
  email: '',
  birthday: '',
  gender: null,
  accept_rules: 0,
} as const;

const SAVED = { json: { status: 'success', data: { user_id: 42 } } };

/** The body of the user/edit/ call, or undefined before it is made. */
function editBody(fetchMock: ReturnType<typeof mockFetch>): FormData | undefined {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes('user/edit/'));
  return call?.[1]?.body as FormData | undefined;
}

function alerts() {
  return getDefaultStore().get(alertsAtom);
}

function dialog() {
  return screen.getByRole('dialog', { name: FILL_IN_TITLE });
}

function renderPopup(user: User, reload = vi.fn(async () => {}), reloadPage = vi.fn()) {
  const onClosed = vi.fn();
  render(<FillInPopup user={user} reload={reload} onClosed={onClosed} reloadPage={reloadPage} />);
  return { reload, reloadPage, onClosed };
}

function mockEdit(reply: MockReply) {
  // The orders section of /profile is not under test: its calls fail as a network error.
  return mockFetch({ 'v1/user/edit/': reply });
}

beforeEach(() => {
  getDefaultStore().set(alertsAtom, []);
  localStorage.setItem('USER_ID', '42');
});

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The profile form and the orders are a chunk of their own (decision 338) that the page asks for
// once the profile is here; the tests below run on fake timers, under which a module still to be
// transformed does not arrive, so the very chunk the screen imports is loaded before them.
beforeAll(async () => {
  await import('./ProfileFormAndOrders');
});

describe('the missing-data prompt on /profile', () => {
  it('leads from the verify popup to the fill-in popup, saves only the missing fields and stops', async () => {
    vi.useFakeTimers();
    const fetchMock = mockEdit(SAVED);
    let user = userFixture({ ...FRESH, last_name: 'Смирнова', first_name: 'Анна' });
    const load = vi.fn(async (): Promise<UserLoad> => ({ kind: 'user', user }));
    render(
      <Router hook={memoryLocation({ path: '/profile' }).hook}>
        <Switch>
          <Route path="/profile">
            <ProfileScreen load={load} />
          </Route>
        </Switch>
      </Router>,
    );
    // The form's chunk arrives after the page's top (decision 348); its prompt asks 5 s later.
    for (let k = 0; k < 50 && !screen.queryByLabelText(/Отчество/); k++) {
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_PROMPT_DELAY_MS));
    const verify = screen.getByRole('dialog', { name: 'Заполните данные профиля' });
    fireEvent.click(within(verify).getByRole('button', { name: 'Заполнить' }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    vi.useRealTimers();
    expect(screen.queryByRole('dialog', { name: 'Заполните данные профиля' })).toBeNull();

    // Only what is missing is asked: the stored names are not.
    const popup = within(dialog());
    expect(popup.queryByLabelText(/Фамилия/)).toBeNull();
    expect(popup.queryByLabelText(/^Имя/)).toBeNull();

    // Each asked field is required.
    fireEvent.click(popup.getByRole('button', { name: 'Сохранить' }));
    expect(await popup.findAllByText(FILL_IN_MESSAGES.required)).toHaveLength(3);
    expect(popup.getByText(PROFILE_MESSAGES.genderInvalid)).toBeInTheDocument();
    expect(popup.getByText(FILL_IN_MESSAGES.consent)).toBeInTheDocument();
    expect(editBody(fetchMock)).toBeUndefined();

    fireEvent.change(popup.getByLabelText(/Отчество/), { target: { value: 'Сергеевна' } });
    fireEvent.change(popup.getByLabelText(/E-mail/), { target: { value: 'anna@example.ru' } });
    fireEvent.input(popup.getByLabelText(/Дата рождения/), { target: { value: '14.02.1990' } });
    fireEvent.click(popup.getByRole('radio', { name: 'Женский' }));
    fireEvent.click(popup.getByRole('checkbox'));
    user = userFixture({ ...user, patronymic: 'Сергеевна', email: 'anna@example.ru' });
    user = { ...user, birthday: '14.02.1990', gender: 0, accept_rules: 1 };
    fireEvent.click(popup.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(editBody(fetchMock)).toBeDefined());
    expect([...editBody(fetchMock)!.entries()]).toEqual([
      ['patronymic', 'Сергеевна'],
      ['birthday', '14.02.1990'],
      ['email', 'anna@example.ru'],
      ['gender', '0'],
      ['accept_rules', '1'],
    ]);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(alerts()[0]).toMatchObject({ status: 'success', text: PROFILE_MESSAGES.saved });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: FILL_IN_TITLE })).toBeNull());
    // The page form shows the saved data.
    expect(screen.getByLabelText(/Отчество/)).toHaveValue('Сергеевна');
  });

  it('does not prompt a complete profile', async () => {
    vi.useFakeTimers();
    render(
      <Router hook={memoryLocation({ path: '/profile' }).hook}>
        <ProfileScreen load={async () => ({ kind: 'user', user: userFixture() })} />
      </Router>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByText('Личная информация')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('FillInPopup', () => {
  it("refuses Latin letters with the profile form's message and sends nothing", async () => {
    const fetchMock = mockEdit(SAVED);
    renderPopup(userFixture({ last_name: '' }));
    fireEvent.change(within(dialog()).getByLabelText(/Фамилия/), { target: { value: 'Ivanova' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(PROFILE_MESSAGES.russianOnly)).toBeInTheDocument();
    expect(editBody(fetchMock)).toBeUndefined();
  });

  it('sends an e-mail whose domain came in punycode in letters (decision 451)', async () => {
    // An autofill or a paste may bring the domain as the browser's type=email field kept it.
    const fetchMock = mockEdit(SAVED);
    renderPopup(userFixture({ email: '' }));
    const email = within(dialog()).getByLabelText(/E-mail/);
    fireEvent.change(email, { target: { value: 'petr@xn--80a1acny.xn--p1ai' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(editBody(fetchMock)).toBeDefined());
    expect(editBody(fetchMock)?.get('email')).toBe('petr@почта.рф');
  });

  it('shows a refused field under that field', async () => {
    mockEdit({
      status: 400,
      json: { status: 'error', errors: { code: 'email', message: 'Этот e-mail уже занят' } },
    });
    const { reload } = renderPopup(userFixture({ email: '' }));
    const email = within(dialog()).getByLabelText(/E-mail/);
    fireEvent.change(email, { target: { value: 'anna@example.ru' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog()).findByText('Этот e-mail уже занят')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(reload).not.toHaveBeenCalled();
    expect(alerts()).toEqual([]);
  });

  it('shows the fallback text when the refusal names no asked field', async () => {
    mockEdit({ status: 500, json: { status: 'error', errors: { code: 'form' } } });
    renderPopup(userFixture({ gender: null }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Мужской' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(FALLBACK_MESSAGE);
    expect(dialog()).toBeInTheDocument();
  });

  it('still shows success and reloads the page when the profile reload fails', async () => {
    const fetchMock = mockEdit(SAVED);
    const reload = vi.fn(async () => {
      throw new Error('offline');
    });
    const { reloadPage, onClosed } = renderPopup(userFixture({ accept_rules: 0 }), reload);
    fireEvent.click(within(dialog()).getByRole('checkbox'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect([...editBody(fetchMock)!.entries()]).toEqual([['accept_rules', '1']]);
    expect(alerts()[0]).toMatchObject({ status: 'success', text: PROFILE_MESSAGES.saved });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });
});
