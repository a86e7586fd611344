import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_LIMITS,
  FORM_MESSAGES,
  REPORT_SENT,
  VACANCIES,
  VACANCY_SENT,
} from '@softkino/contract/forms';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { Modal } from '../../ui/popups/Modal';
import { registeredPopup } from '../../ui/popups/registry';
import { rememberSignIn } from '../auth/session';
import { registerSubmissionPopups } from './registerSubmissionPopups';
import ReportPopup, { reportForms } from './ReportPopup';
import VacancyPopup, { vacancyForms } from './VacancyPopup';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const OK = { json: { status: 'success', data: { id: 7 } } };

afterEach(() => {
  reportForms.reset();
  vacancyForms.reset();
  localStorage.clear();
});

const USER = {
  'v2/user/': {
    json: {
      status: 'success',
      data: userFixture({ phone: '79001234567', first_name: 'Алёна', last_name: 'Петрова-Гай' }),
    },
  },
};

describe('a signed-in buyer (decision 362)', () => {
  it('finds the report’s contacts filled with the profile’s phone', async () => {
    rememberSignIn(42, null);
    mockFetch(USER);
    render(<ReportPopup param="" close={vi.fn()} />);
    await waitFor(() =>
      expect(screen.getByLabelText(/Телефон или e-mail/)).toHaveValue('+7 (900) 123-45-67'),
    );
  });

  it('finds the application’s name, birthday and contacts filled, keeping what was typed', async () => {
    rememberSignIn(42, null);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const fetchMock = mockFetch({});
    fetchMock.mockImplementationOnce(async () => {
      await answered;
      return new Response(JSON.stringify(USER['v2/user/'].json), { status: 200 });
    });
    render(<VacancyPopup param="" close={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Телефон или e-mail/), 'alena@mail.ru');
    answer();
    await waitFor(() =>
      expect(screen.getByLabelText(/Имя и фамилия/)).toHaveValue('Алёна Петрова-Гай'),
    );
    expect(screen.getByLabelText(/Дата рождения/)).toHaveValue('12.04.1991');
    expect(screen.getByLabelText(/Телефон или e-mail/)).toHaveValue('alena@mail.ru');
  });

  it('forgets a session the server ended (401) and leaves the form empty', async () => {
    rememberSignIn(42, null);
    const fetchMock = mockFetch({
      'v2/user/': { json: { status: 'error', message: 'Не авторизован' }, status: 401 },
    });
    render(<ReportPopup param="" close={vi.fn()} />);
    await waitFor(() => expect(localStorage.getItem('USER_ID')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Телефон или e-mail/)).toHaveValue('');
  });

  it('asks nothing for a guest: the forms start empty', async () => {
    const fetchMock = mockFetch(USER);
    render(<ReportPopup param="" close={vi.fn()} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Телефон или e-mail/)).toHaveValue('');
  });
});

function sentForm(fetchMock: ReturnType<typeof mockFetch>): FormData {
  return fetchMock.mock.calls[0]?.[1]?.body as FormData;
}

describe('#report-popup', () => {
  it('sends contacts, the bug and a png checked by its bytes, then thanks', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch({ 'v1/bug_report/': OK });
    fetchMock.mockImplementationOnce(async () => {
      await answered;
      return new Response(JSON.stringify(OK.json), { status: 200 });
    });
    render(<ReportPopup param="" close={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Телефон или e-mail/), '8 900 123-45-67');
    await userEvent.type(screen.getByLabelText(/Что случилось/), 'Не нажимается кнопка «Купить»');
    const input = screen.getByLabelText('Снимок экрана');
    await userEvent.upload(input, new File([PNG], 'screen.png', { type: 'image/png' }));
    expect(await screen.findByText('screen.png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    // Sending: the button shows loading and takes no clicks, and keeps the focus.
    const button = screen.getByRole('button', { name: 'Отправить' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByText(REPORT_SENT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Отлично!' })).toBeInTheDocument();
    const form = sentForm(fetchMock);
    expect(form.get('contacts')).toBe('8 900 123-45-67');
    expect(form.get('bug')).toBe('Не нажимается кнопка «Купить»');
    expect((form.get('atachment') as File).name).toBe('screen.png');
  });

  it('refuses a text file named .png before sending, and keeps what was typed', async () => {
    const fetchMock = mockFetch({ 'v1/bug_report/': OK });
    render(<ReportPopup param="" close={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Что случилось/), 'Опечатка в афише');
    await userEvent.upload(
      screen.getByLabelText('Снимок экрана'),
      new File(['not a picture'], 'fake.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(FORM_MESSAGES.attachmentType)).toBeInTheDocument();
    expect(screen.getByLabelText(/Что случилось/)).toHaveValue('Опечатка в афише');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a report with no contacts: they are optional, as the news item says (decision 448)', async () => {
    const fetchMock = mockFetch({ 'v1/bug_report/': OK });
    render(<ReportPopup param="" close={vi.fn()} />);
    const contacts = screen.getByLabelText(/Телефон или e-mail/);
    expect(contacts).not.toBeRequired();
    expect(contacts).not.toHaveAttribute('aria-required', 'true');
    expect(
      screen.getByText('Оставьте телефон или e-mail, если хотите, чтобы мы ответили.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Что случилось/), 'Опечатка в афише на завтра');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(REPORT_SENT)).toBeInTheDocument();
    expect(sentForm(fetchMock).get('contacts')).toBe('');
  });

  it('keeps a pasted description over the limit whole and says so, sending nothing (decision 412)', async () => {
    const fetchMock = mockFetch({ 'v1/bug_report/': OK });
    render(<ReportPopup param="" close={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Телефон или e-mail/), 'me@example.ru');
    const long = 'Не нажимается кнопка. '.repeat(160);
    expect(long.length).toBeGreaterThan(FORM_LIMITS.bug);
    await userEvent.click(screen.getByLabelText(/Что случилось/));
    await userEvent.paste(long);
    // Cut at the limit before: the end of the report was sent off without a word.
    expect(screen.getByLabelText(/Что случилось/)).toHaveValue(long);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(FORM_MESSAGES.bugTooLong)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the form; a closed popup keeps its draft', async () => {
    mockFetch({
      'v1/bug_report/': {
        status: 429,
        json: { status: 'error', errors: { code: 429, message: FORM_MESSAGES.tooMany } },
      },
    });
    const first = render(<ReportPopup param="" close={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Телефон или e-mail/), 'me@example.ru');
    await userEvent.type(screen.getByLabelText(/Что случилось/), 'Не открывается профиль');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(FORM_MESSAGES.tooMany)).toBeInTheDocument();
    expect(screen.getByLabelText(/Что случилось/)).toHaveValue('Не открывается профиль');
    first.unmount();
    render(<ReportPopup param="" close={vi.fn()} />);
    expect(screen.getByLabelText(/Телефон или e-mail/)).toHaveValue('me@example.ru');
  });
});

describe('#vacancy-popup', () => {
  it('takes the vacancy from the anchor, checks the birthday, sends, then thanks', async () => {
    const fetchMock = mockFetch({ 'v1/vacancy/': OK });
    const vacancy = VACANCIES[1].title;
    render(<VacancyPopup param={vacancy} close={vi.fn()} />);
    expect(screen.getByLabelText(/Вакансия/)).toHaveValue(vacancy);
    await userEvent.type(screen.getByLabelText(/Имя и фамилия/), 'Алёна Петрова');
    const birthday = screen.getByLabelText(/Дата рождения/);
    await userEvent.type(birthday, '31022001');
    expect(birthday).toHaveValue('31.02.2001');
    await userEvent.type(screen.getByLabelText(/Телефон или e-mail/), '+7 900 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Откликнуться' }));
    expect(await screen.findByText(FORM_MESSAGES.birthdayNoSuchDate)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(birthday);
    await userEvent.type(birthday, '28022001');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.upload(
      screen.getByLabelText('Резюме'),
      new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByText('cv.pdf')).toBeInTheDocument());
    fireEvent.submit(screen.getByRole('button', { name: 'Откликнуться' }));
    expect(await screen.findByText(VACANCY_SENT)).toBeInTheDocument();
    const form = sentForm(fetchMock);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      name: 'Алёна Петрова',
      birthday: '28.02.2001',
      contacts: '+7 900 123 45 67',
      vacancy,
      accept_rules: '1',
    });
    expect((form.get('file') as File).name).toBe('cv.pdf');
  });

  it('sends contacts alone: the name and the birthday are optional (spec section 5; decision 448)', async () => {
    const fetchMock = mockFetch({ 'v1/vacancy/': OK });
    const vacancy = VACANCIES[0].title;
    render(<VacancyPopup param={vacancy} close={vi.fn()} />);
    expect(screen.getByLabelText(/Имя и фамилия/)).not.toBeRequired();
    expect(screen.getByLabelText(/Дата рождения/)).not.toBeRequired();
    expect(screen.getByLabelText(/Телефон или e-mail/)).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Откликнуться' }));
    expect(await screen.findByText(FORM_MESSAGES.contactsRequired)).toBeInTheDocument();
    expect(screen.queryByText('Укажите имя и фамилию')).not.toBeInTheDocument();
    expect(screen.queryByText(FORM_MESSAGES.birthdayRequired)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Телефон или e-mail/), 'alena@example.ru');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Откликнуться' }));
    expect(await screen.findByText(VACANCY_SENT)).toBeInTheDocument();
    expect(Object.fromEntries(sentForm(fetchMock).entries())).toEqual({
      name: '',
      birthday: '',
      contacts: 'alena@example.ru',
      vacancy,
      accept_rules: '1',
    });
  });

  it('asks to choose a vacancy when the anchor names none it knows', async () => {
    mockFetch({});
    render(<VacancyPopup param="Космонавт" close={vi.fn()} />);
    expect(screen.getByLabelText(/Вакансия/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Откликнуться' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Вакансия/)).toHaveAccessibleDescription(
        FORM_MESSAGES.vacancyRequired,
      ),
    );
    // The focus is on the first field that says why, not left on the button (decision 428).
    await waitFor(() => expect(screen.getByLabelText(/Вакансия/)).toHaveFocus());
  });

  it('opens on its first field once its code has loaded; Tab goes down the fields, the button last', async () => {
    mockFetch({});
    // The popup as the site opens it: its code loads after the frame has opened (lazy).
    registerSubmissionPopups();
    const Popup = registeredPopup('vacancy-popup')?.component;
    if (!Popup) throw new Error('#vacancy-popup is not registered');
    const vacancy = VACANCIES[1].title;
    render(
      <Modal label="Отклик на вакансию" onClosed={vi.fn()}>
        {(close) => <Popup param={vacancy} close={close} />}
      </Modal>,
    );
    const select = await screen.findByLabelText(/Вакансия/);
    await waitFor(() => expect(select).toHaveFocus());
    // The way the eye reads it: the fields top to bottom, the consent, then the send button.
    const next = [
      screen.getByLabelText(/Имя и фамилия/),
      screen.getByLabelText(/Дата рождения/),
      screen.getByLabelText(/Телефон или e-mail/),
      screen.getByLabelText('Резюме'),
      screen.getByRole('checkbox'),
      screen.getByRole('link', { name: 'Политика обработки персональных данных' }),
      screen.getByRole('button', { name: 'Откликнуться' }),
    ];
    for (const stop of next) {
      await userEvent.tab();
      expect(stop).toHaveFocus();
    }
  });
});
