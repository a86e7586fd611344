import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import type { UserLoad } from '../../api/user';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { cardActivationsAtom } from '../../flows/cardActivate/cardActivate.atoms';
import { alertsAtom } from '../../ui/popups/alerts';
import { PROFILE_MESSAGES } from '@softkino/contract/user';
import { PHONE_LOCKED_HINT } from './AccessSection';
import { ProfileScreen } from './ProfileScreen';

function renderProfile(load: () => Promise<UserLoad>) {
  return render(
    <Router hook={memoryLocation({ path: '/profile' }).hook}>
      <Switch>
        <Route path="/profile">
          <ProfileScreen load={load} />
        </Route>
        <Route path="/login">
          <p>Страница входа</p>
        </Route>
      </Switch>
    </Router>,
  );
}

beforeEach(() => {
  getDefaultStore().set(alertsAtom, []);
  // Signed in (USER_ID stored): a guest is sent to /login before anything is asked.
  localStorage.setItem('USER_ID', '42');
});

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProfileScreen', () => {
  it('shows the four sections and the two buttons', async () => {
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    for (const title of [
      'Данные для входа',
      'Личная информация',
      'Информация о детях',
      'Дополнительно',
    ]) {
      // A heading each, in its group's legend: the page's outline (decision 460).
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отменить изменения' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Телефон/)).toHaveValue('+7 (999) 123-45-67');
    expect(screen.getByLabelText(/Телефон/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Телефон/)).toHaveAccessibleDescription(PHONE_LOCKED_HINT);
    expect(
      screen.getByLabelText(/Дата рождения/, { selector: '[name="birthday"]' }),
    ).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Привязать ВКонтакте' })).toHaveAttribute(
      'href',
      '/sandbox/social/vk/link',
    );
  });

  it('shows a card bound in the popup under the name at once, keeping what is typed in the form', async () => {
    renderProfile(async () => ({ kind: 'user', user: userFixture({ card: null, balance: 0 }) }));
    expect(await screen.findByRole('link', { name: 'Активируйте ее' })).toBeInTheDocument();
    const last = await screen.findByLabelText(/Фамилия/);
    fireEvent.change(last, { target: { value: 'Петрова' } });
    // The popup binds the card (#card-activate) and says so, as it does over any page.
    mockFetch({ 'v2/user/': { json: { status: 'success', data: userFixture({ balance: 120 }) } } });
    act(() => getDefaultStore().set(cardActivationsAtom, (count) => count + 1));
    expect(
      await screen.findByRole('link', { name: 'Бонусная карта 2 990000 000019' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/120 баллов/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Активируйте ее' })).toBeNull();
    expect(last).toHaveValue('Петрова');
  });

  it('refuses Latin letters in names', async () => {
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    const last = await screen.findByLabelText(/Фамилия/);
    fireEvent.change(last, { target: { value: 'Smirnova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Используйте только русские буквы')).toBeInTheDocument();
  });

  it('asks again for a required name or e-mail that was cleared, and sends nothing (decision 412)', async () => {
    const fetchMock = mockFetch({
      'v1/user/edit/': { json: { status: 'success', data: { user_id: 42 } } },
    });
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    // An empty value is not sent (spec), so the old one stayed and 'Отлично! Ваши данные
    // успешно сохранены.' was said over a field the buyer had emptied.
    fireEvent.change(await screen.findByLabelText(/Фамилия/), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Укажите фамилию')).toBeInTheDocument();
    expect(screen.getByText('Укажите e-mail')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('user/edit/'))).toBe(false);
  });

  it('says why a city or district too long is not saved, and sends nothing', async () => {
    const fetchMock = mockFetch({
      'v1/user/edit/': { json: { status: 'success', data: { user_id: 42 } } },
    });
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    fireEvent.change(await screen.findByLabelText('Район'), { target: { value: 'я'.repeat(101) } });
    fireEvent.change(screen.getByLabelText('Город'), { target: { value: 'Ё'.repeat(300) } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findAllByText('Не больше 100 символов')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('user/edit/'))).toBe(false);
  });

  it("removing a child puts the focus on the next child's 'Удалить', then on 'Добавить ребенка'", async () => {
    mockFetch({});
    const load = vi.fn(async (): Promise<UserLoad> => ({ kind: 'user', user: userFixture() }));
    renderProfile(load);
    const add = await screen.findByRole('button', { name: 'Добавить ребенка' });
    const before = screen.queryAllByRole('button', { name: /^Удалить: ребенок/ }).length;
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить ребенка' }));
    const removes = () => screen.getAllByRole('button', { name: /^Удалить: ребенок/ });
    expect(removes()).toHaveLength(before + 2);
    // The last but one removed: the focus goes to the one that takes its place.
    fireEvent.click(removes()[before]!);
    await waitFor(() => expect(removes()).toHaveLength(before + 1));
    await waitFor(() => expect(document.activeElement).toBe(removes()[before]));
    // All removed: 'Добавить ребенка'.
    while (removes().length > 0) {
      const count = removes().length;
      fireEvent.click(removes()[count - 1]!);
      await waitFor(() =>
        expect(screen.queryAllByRole('button', { name: /^Удалить: ребенок/ })).toHaveLength(
          count - 1,
        ),
      );
      if (count === 1) break;
    }
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Добавить ребенка' })),
    );
  });

  it('adds a child, asks its gender, saves, shows the success popup and loads again', async () => {
    const fetchMock = mockFetch({
      'v1/user/edit/': { json: { status: 'success', data: { user_id: 42 } } },
    });
    const load = vi.fn(async (): Promise<UserLoad> => ({ kind: 'user', user: userFixture() }));
    renderProfile(load);
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить ребенка' }));
    const names = screen.getAllByLabelText(/^Имя/);
    fireEvent.change(names[names.length - 1]!, { target: { value: 'Петя' } });
    const dates = screen.getAllByLabelText(/Дата рождения/);
    fireEvent.input(dates[dates.length - 1]!, { target: { value: '05.06.2019' } });
    // No gender is chosen for a new child: saving asks for it and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText(PROFILE_MESSAGES.genderInvalid)).toBeInTheDocument();
    // The orders section loads too: pick the save among the calls.
    const saveCall = () => fetchMock.mock.calls.find(([url]) => String(url).includes('user/edit/'));
    expect(saveCall()).toBeUndefined();
    const boys = screen.getAllByLabelText('Мужской');
    // Required for a screen reader too, not only by its star.
    expect(boys[boys.length - 1]).toBeRequired();
    fireEvent.click(boys[boys.length - 1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(saveCall()).toBeDefined());
    const body = saveCall()?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get('childs')))).toEqual([
      { name: 'Маша', birthday: '03.09.2017', gender: 0 },
      { name: 'Петя', birthday: '05.06.2019', gender: 1 },
    ]);
    expect(body.has('birthday')).toBe(false);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(getDefaultStore().get(alertsAtom)[0]).toMatchObject({
      status: 'success',
      text: 'Ваши данные успешно сохранены.',
    });
  });

  it('turns the SMS reminders before sessions off and on (decision 453)', async () => {
    const fetchMock = mockFetch({
      'v1/user/edit/': { json: { status: 'success', data: { user_id: 42 } } },
    });
    renderProfile(async () => ({ kind: 'user', user: userFixture({ sms_remind: 1 }) }));
    const remind = await screen.findByRole('checkbox', {
      name: 'Напоминать о сеансах в SMS',
    });
    expect(remind).toBeChecked();
    fireEvent.click(remind);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    const saveCall = () => fetchMock.mock.calls.find(([url]) => String(url).includes('user/edit/'));
    await waitFor(() => expect(saveCall()).toBeDefined());
    expect((saveCall()?.[1]?.body as FormData).get('sms_remind')).toBe('0');
  });

  it('says what the newsletter tick sends (decision 457)', async () => {
    renderProfile(async () => ({ kind: 'user', user: userFixture({ movies_notify: 0 }) }));
    const tick = await screen.findByRole('checkbox', {
      name: 'Сообщать о новых фильмах и сеансах',
    });
    expect(tick).not.toBeChecked();
    expect(tick).toHaveAccessibleDescription(
      'Письмо на e-mail, когда в афише вашего города появится новый фильм',
    );
  });

  it("keeps a new child's birthday error hidden until that field is left or the form sent", async () => {
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Добавить ребенка' }));
    const names = screen.getAllByLabelText(/^Имя/);
    const name = names[names.length - 1]!;
    // Leaving the name empty validates it: its own error shows, proving the check ran...
    fireEvent.focus(name);
    fireEvent.blur(name);
    expect(await screen.findByText(PROFILE_MESSAGES.childName)).toBeInTheDocument();
    // ...while the birthday next to it, not typed yet, stays quiet.
    const dates = screen.getAllByLabelText(/Дата рождения/);
    const date = dates[dates.length - 1]!;
    expect(date).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(PROFILE_MESSAGES.birthdayInvalid)).not.toBeInTheDocument();
    // Sending the form with the birthday still empty shows it.
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText(PROFILE_MESSAGES.birthdayInvalid)).toBeInTheDocument();
  });

  it("shows every error of an empty new child in one press on 'Сохранить изменения'", async () => {
    // In a browser the press took the focus from the new child's name (focused on adding it),
    // its 'Укажите имя ребенка' grew the row, the button moved down before the release and the
    // click landed beside it: nothing was sent and the birthday and gender errors never showed.
    const fetchMock = mockFetch({
      'v1/user/edit/': { json: { status: 'success', data: { user_id: 42 } } },
    });
    const user = userEvent.setup();
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    await user.click(await screen.findByRole('button', { name: 'Добавить ребенка' }));
    const names = screen.getAllByLabelText(/^Имя/);
    expect(names[names.length - 1]).toHaveFocus();
    const save = screen.getByRole('button', { name: 'Сохранить изменения' });
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Nothing under the pointer changes between the press and the release.
    expect(names[names.length - 1]).toHaveFocus();
    expect(screen.queryByText(PROFILE_MESSAGES.childName)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    expect(await screen.findByText(PROFILE_MESSAGES.childName)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.birthdayInvalid)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.genderInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('user/edit/'))).toBe(false);
  });

  it("shows the error of the field still being typed in on the first press of 'Сохранить изменения'", async () => {
    const fetchMock = mockFetch({
      'v1/user/edit/': { json: { status: 'success', data: { user_id: 42 } } },
    });
    const user = userEvent.setup();
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    const dates = await screen.findAllByLabelText(/Дата рождения/, {
      selector: '[name^="childs"]',
    });
    const date = dates[0]!;
    await user.click(date);
    await user.clear(date);
    await user.type(date, '31022020');
    expect(date).toHaveValue('31.02.2020');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText(PROFILE_MESSAGES.birthdayNoSuchDate)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('user/edit/'))).toBe(false);
  });

  it('brings the first refused field to the middle of the screen, even the one being typed in', async () => {
    // jsdom has no scrollIntoView: each call is recorded here.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const user = userEvent.setup();
      renderProfile(async () => ({ kind: 'user', user: userFixture() }));
      const first = await screen.findByLabelText(/^Имя/, { selector: '[name="first_name"]' });
      await user.click(first);
      await user.clear(first);
      await user.type(first, 'Anna');
      await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
      expect(await screen.findByText(PROFILE_MESSAGES.russianOnly)).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toEqual([first]));
      expect(first).toHaveFocus();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("keeps the focused field and its look while 'Отменить изменения' is pressed", async () => {
    const user = userEvent.setup();
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    await user.click(await screen.findByRole('button', { name: 'Добавить ребенка' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const cancel = screen.getByRole('button', { name: 'Отменить изменения' });
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(PROFILE_MESSAGES.childName)).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });
    // The click landed: the new row is gone.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows a save error with the server message', async () => {
    mockFetch({
      'v1/user/edit/': {
        status: 400,
        json: { status: 'error', errors: { code: 'email', message: 'Укажите корректный e-mail' } },
      },
    });
    renderProfile(async () => ({ kind: 'user', user: userFixture() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить изменения' }));
    expect(await screen.findByText('Укажите корректный e-mail')).toBeInTheDocument();
    expect(getDefaultStore().get(alertsAtom)[0]).toMatchObject({ status: 'error' });
  });

  it('locks the profile while the phone is unconfirmed', async () => {
    renderProfile(async () => ({ kind: 'unconfirmed', phone: '79991234567' }));
    expect(
      await screen.findByText('Подтвердите свой номер телефона для доступа к профилю'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить изменения' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Получить код' })).toBeInTheDocument();
  });

  it('sends a guest to /login without asking the server (no 401 in the console)', async () => {
    localStorage.clear();
    const load = vi.fn(async (): Promise<UserLoad> => ({ kind: 'user', user: userFixture() }));
    renderProfile(load);
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('a load error shows the popup, then goes to /login on dismiss', async () => {
    renderProfile(async () => {
      throw new ApiError('server', 'Ошибка загрузки пользователя');
    });
    expect(await screen.findByText('Ошибка загрузки пользователя')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
  });

  it('after a load error, /login is told to bring the buyer back to the profile (decision 466)', async () => {
    window.history.replaceState(null, '', '/profile');
    render(
      <Router>
        <ProfileScreen
          load={async () => {
            throw new ApiError('server', 'Ошибка загрузки пользователя');
          }}
        />
      </Router>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.history.state).toEqual({ from: '/profile' });
    window.history.replaceState(null, '', '/');
  });

  it('opens the verify popup 5 s after load when required fields are empty', async () => {
    vi.useFakeTimers();
    renderProfile(async () => ({ kind: 'user', user: userFixture({ email: '', patronymic: '' }) }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Личная информация')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const dialog = screen.getByRole('dialog', { name: 'Заполните данные профиля' });
    expect(within(dialog).getByText('Отчество')).toBeInTheDocument();
    expect(within(dialog).getByText('E-mail')).toBeInTheDocument();
  });

  it('does not open the verify popup over a buyer already filling in the form', async () => {
    vi.useFakeTimers();
    renderProfile(async () => ({ kind: 'user', user: userFixture({ email: '', patronymic: '' }) }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const patronymic = screen.getByLabelText(/^Отчество/);
    patronymic.focus();
    fireEvent.input(patronymic, { target: { value: 'Ан' } });
    // The buyer stops to think, the focus still in the field.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(patronymic).toHaveFocus();
  });
});
