import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { cardActivationsAtom } from './cardActivate.atoms';
import { Modal } from '../../ui/popups/Modal';
import CardActivatePopup from './CardActivatePopup';

const USER = userFixture({
  card: null,
  email: '',
  department_list: [
    { id: 3, name: 'Галерея' },
    { id: 4, name: 'Родина' },
  ],
});
const BOUND = {
  card: {
    number: '2990001000018',
    virtual: false,
    movie: { percents: 0.1 },
    spend: 0,
    status: 'live',
  },
  balance: 0,
  message: 'Карта успешно активирована. Теперь вы сможете оплачивать заказы бонусами.',
};

function renderPopup() {
  const close = vi.fn();
  render(
    <Router hook={memoryLocation({ path: '/profile' }).hook}>
      <CardActivatePopup param="" close={close} />
    </Router>,
  );
  return close;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the #card-activate popup', () => {
  it('number and cinema, then the SMS code, then the success text; errors inline', async () => {
    const bodies: URLSearchParams[] = [];
    mockFetch({
      'v2/user/': { json: { status: 'success', data: USER } },
      'v1/user/card/activate/': (_url, init) => {
        const body = new URLSearchParams(String(init?.body));
        bodies.push(body);
        if (!body.has('code'))
          return {
            status: 202,
            json: {
              status: 'error',
              errors: {
                code: 14,
                message: 'Код подтверждения отправлен в SMS на +7 999 123-45-67',
              },
              next_sms: 59,
            },
          };
        if (body.get('code') === '0000')
          return {
            status: 400,
            json: { status: 'error', errors: { code: 'code_wrong', message: 'Неверный код' } },
          };
        return { json: { status: 'success', data: BOUND } };
      },
    });
    const before = getDefaultStore().get(cardActivationsAtom);
    renderPopup();
    const number = await screen.findByLabelText(/Номер карты/);
    // The short form is not enough without an e-mail: the form asks for it.
    expect(screen.getByLabelText(/E-mail/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введите номер карты')).toBeInTheDocument();
    expect(
      screen.getByText('Выберите кинотеатр, в котором вы получили карту.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Укажите e-mail')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    fireEvent.change(number, { target: { value: '2990001000018' } });
    expect(number).toHaveValue('2 990001 000018');
    fireEvent.change(screen.getByLabelText(/Кинотеатр/), { target: { value: '4' } });
    // A field changed since the check no longer shows its error; the others still do.
    await waitFor(() =>
      expect(
        screen.queryByText('Выберите кинотеатр, в котором вы получили карту.'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Введите номер карты')).not.toBeInTheDocument();
    expect(screen.getByText('Укажите e-mail')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'anna@example.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить код' }));

    const code = await screen.findByLabelText(/Код из SMS/);
    expect(bodies[0]?.get('card')).toBe('2990001000018');
    expect(bodies[0]?.get('department')).toBe('4');
    expect(bodies[0]?.get('email')).toBe('anna@example.ru');
    expect(screen.getByText('Запросить код повторно можно через 59 секунд')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Активировать карту' }));
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '4821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Активировать карту' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'Отлично!Карта успешно активирована. Теперь вы сможете оплачивать заказы бонусами.',
    );
    expect(bodies.at(-1)?.get('code')).toBe('4821');
    expect(screen.getByRole('link', { name: 'Моя бонусная карта' })).toHaveAttribute(
      'href',
      '/profile/bonuses/',
    );
    // The bonus page and the header load the card again.
    await waitFor(() => expect(getDefaultStore().get(cardActivationsAtom)).toBe(before + 1));
  });

  it('a guest is offered to sign in', async () => {
    mockFetch({
      'v2/user/': {
        status: 401,
        json: { status: 'error', errors: { code: 401, message: 'Войдите' } },
      },
    });
    renderPopup();
    expect(await screen.findByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await act(async () => {});
  });
});

describe('the #card-activate popup in its frame', () => {
  it("opens on the card number's field once the profile has loaded, not on the frame", async () => {
    mockFetch({ 'v2/user/': { json: { status: 'success', data: USER } } });
    render(
      <Router hook={memoryLocation({ path: '/profile' }).hook}>
        <Modal label="Активация бонусной карты" onClosed={vi.fn()}>
          {(close) => <CardActivatePopup param="" close={close} />}
        </Modal>
      </Router>,
    );
    // While the profile loads, the frame holds the focus (the spinner has none to take).
    expect(screen.getByRole('dialog')).toHaveFocus();
    const number = await screen.findByLabelText(/Номер карты/);
    await waitFor(() => expect(number).toHaveFocus());
  });
});
