import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserSchema } from '@softkino/contract/user';
import { mockFetch } from './testing/mockFetch';
import { userFixture } from './testing/userFixture';
import { EARLY_GET_MS, startEarly } from './http';
import {
  fetchUser,
  fetchUserForPage,
  fetchUserOnMount,
  profileFormData,
  saveProfile,
  unlinkSocial,
  type ProfileEdit,
} from './user';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EDIT: ProfileEdit = {
  email: 'a@b.ru',
  last_name: 'Иванов',
  first_name: '',
  patronymic: '  ',
  birthday: '',
  gender: 1,
  movies_notify: false,
  sms_remind: true,
  show_photo: true,
  city: '',
  district: '',
  accept_rules: false,
  childs: [{ name: 'Маша', birthday: '01.02.2018', gender: 0 }],
  photo: null,
  photo_del: true,
};

describe('fetchUser', () => {
  it('the fixture is a valid profile', () => {
    expect(UserSchema.safeParse(userFixture()).success).toBe(true);
  });

  it('reads the profile', async () => {
    mockFetch({ 'v2/user/': { json: { status: 'success', data: userFixture() } } });
    expect(await fetchUser()).toEqual({ kind: 'user', user: userFixture() });
  });

  it('error code 14 is the empty, unconfirmed profile', async () => {
    mockFetch({
      'v2/user/': {
        status: 403,
        json: {
          status: 'error',
          errors: { code: 14, message: 'Подтвердите телефон' },
          phone: '79991234567',
        },
      },
    });
    expect(await fetchUser()).toEqual({ kind: 'unconfirmed', phone: '79991234567' });
  });

  it('callers at the same moment share one request (the header corner and the profile page)', async () => {
    const fetchMock = mockFetch({
      'v2/user/': { json: { status: 'success', data: userFixture() } },
    });
    const [a, b] = await Promise.all([fetchUser(), fetchUser()]);
    expect(a).toEqual(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once it is answered, the next call (a reload after a save) asks the server again.
    await fetchUser();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a shared request that fails fails every caller, and the next call asks again', async () => {
    const fetchMock = mockFetch({ 'v2/user/': { networkError: 'offline' } });
    const results = await Promise.allSettled([fetchUser(), fetchUser()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchUser()).rejects.toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the request started at boot is taken by the header and the page mounting together (decision 334)', async () => {
    const fetchMock = mockFetch({
      'v2/user/': { json: { status: 'success', data: userFixture() } },
    });
    startEarly('/local/php_interface/api/v2/user/');
    // Answered before any screen asked.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [a, b] = await Promise.all([fetchUser(), fetchUser()]);
    expect(a).toEqual({ kind: 'user', user: userFixture() });
    expect(b).toEqual(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A later load (after a save) asks the server again.
    await fetchUser();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("the header's read of the page start serves one screen mounting after its answer (decision 443)", async () => {
    const fetchMock = mockFetch({
      'v2/user/': { json: { status: 'success', data: userFixture() } },
    });
    const header = await fetchUserForPage();
    // The profile's code came after the answer: it takes the header's, once.
    expect(await fetchUserOnMount()).toEqual(header);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A later screen (another page of the visit) asks.
    await fetchUserOnMount();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a read since the page start (a reload after a change), or EARLY_GET_MS, ends its offer', async () => {
    const fetchMock = mockFetch({
      'v2/user/': { json: { status: 'success', data: userFixture() } },
    });
    await fetchUserForPage();
    await fetchUser();
    await fetchUserOnMount();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    await fetchUserForPage();
    vi.setSystemTime(Date.now() + EARLY_GET_MS + 1);
    await fetchUserOnMount();
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('other errors are thrown with their status', async () => {
    mockFetch({
      'v2/user/': {
        status: 401,
        json: { status: 'error', errors: { code: 401, message: 'Войдите' } },
      },
    });
    await expect(fetchUser()).rejects.toMatchObject({ status: 401, message: 'Войдите' });
  });
});

describe('profileFormData', () => {
  it('leaves empty values out and sends flags, children and photo_del', () => {
    const form = profileFormData(EDIT);
    expect([...form.keys()].sort()).toEqual(
      [
        'childs',
        'email',
        'gender',
        'last_name',
        'movies_notify',
        'photo_del',
        'show_photo',
        'sms_remind',
      ].sort(),
    );
    expect(form.get('gender')).toBe('1');
    expect(form.get('movies_notify')).toBe('0');
    expect(form.get('sms_remind')).toBe('1');
    expect(form.get('show_photo')).toBe('1');
    expect(JSON.parse(String(form.get('childs')))).toEqual(EDIT.childs);
  });

  it('sends accept_rules only as 1, and a new photo instead of photo_del', () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const form = profileFormData({ ...EDIT, accept_rules: true, photo, gender: null });
    expect(form.get('accept_rules')).toBe('1');
    expect(form.get('photo')).toBeInstanceOf(File);
    expect(form.has('photo_del')).toBe(false);
    expect(form.has('gender')).toBe(false);
  });

  it('posts the multipart body to user/edit/', async () => {
    const fetchMock = mockFetch({
      'v1/user/edit/': { json: { status: 'success', data: { user_id: 42 } } },
    });
    await saveProfile(EDIT);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeInstanceOf(FormData);
  });
});

describe('unlinkSocial', () => {
  it('GETs the url and ignores whatever comes back', async () => {
    const fetchMock = vi.fn(async () => new Response('<html>', { status: 302 }));
    vi.stubGlobal('fetch', fetchMock);
    await unlinkSocial('/sandbox/social/vk/unlink');
    expect(fetchMock).toHaveBeenCalledWith(
      '/sandbox/social/vk/unlink',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
