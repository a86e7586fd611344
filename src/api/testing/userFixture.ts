/**
 * A signed-in user's profile built from the shared schema, for unit tests and the screenshot
 * mocks. Only tests and scripts import this.
 */
import type { User } from '@softkino/contract/user';

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    user_id: 42,
    phone: '79991234567',
    email: 'anna@example.ru',
    last_name: 'Смирнова',
    first_name: 'Анна',
    patronymic: 'Сергеевна',
    name: 'Анна Смирнова',
    birthday: '12.04.1991',
    gender: 0,
    accept_rules: 1,
    avatar: null,
    default_avatar: '/static/media/avatar-default.svg',
    movies_notify: 1,
    sms_remind: 1,
    show_photo: 0,
    city: 'Челябинск',
    district: 'Центральный',
    balance: 350,
    card: {
      number: '2990000000019',
      virtual: true,
      movie: { percents: 0.1 },
      spend: 0,
      status: 'live',
    },
    card_img: null,
    pd: '/about/pd',
    social: { vk: { status: false, url: '/sandbox/social/vk/link' } },
    cinema: null,
    childs: [{ name: 'Маша', birthday: '03.09.2017', gender: 0 }],
    department_list: [],
    user_rest: { region_id: 1, cards: [] },
    staff_roles: [],
    ...overrides,
  };
}
