import { existsSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { FindUserOrdersResponseSchema } from '@softkino/contract/order';
import {
  PHOTO_MAX_BYTES,
  PROFILE_MESSAGES,
  UNCONFIRMED_PHONE_CODE,
  UserErrorEnvelopeSchema,
  UserResponseSchema,
} from '@softkino/contract/user';
import { LikeResponseSchema, WishlistResponseSchema } from '@softkino/contract/wishlist';
import { hashPassword } from '../src/services/passwords';
import { VK_LINK_URL, VK_UNLINK_URL } from '../src/services/profile';
import {
  AccountBrowser,
  JPEG_BYTES,
  PNG_BYTES,
  lastCode,
  signUpByCode,
  type Part,
} from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { pickSessions, testClock } from './helpers/sales';
import {
  DEMO_PASSWORD,
  DEMO_PHONE,
  DEMO_UNCONFIRMED_PHONE,
  DEMO_CARD_NUMBER,
  DEMO_CARD_POINTS,
  ensureDemoAccount,
} from '../seed/demoAccount';

const clock = testClock();
const log: string[] = [];
const uploadsDir = mkdtempSync(join(tmpdir(), 'sk-uploads-'));
const ctx = useTestApp({ now: clock.now, smsLog: (line) => log.push(line), uploadsDir });
const db = () => ctx.db().database.db;

let count = 0;
function browser(): AccountBrowser {
  count += 1;
  return new AccountBrowser(ctx.app, `192.0.2.${count}`);
}
function newPhone(): string {
  count += 1;
  return `7913000${String(count).padStart(4, '0')}`;
}

async function signUp(phone = newPhone()): Promise<AccountBrowser> {
  const b = browser();
  await signUpByCode(b, phone, log);
  return b;
}

async function profile(b: AccountBrowser) {
  const res = await b.get('/v2/user/');
  expect(res.statusCode).toBe(200);
  return UserResponseSchema.parse(res.json()).data;
}

function fields(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

async function refusal(b: AccountBrowser, parts: Part[]) {
  const res = await b.postMultipart('/v1/user/edit/', parts);
  expect(res.statusCode).toBe(400);
  return ErrorEnvelopeSchema.parse(res.json()).errors;
}

describe('v2 user/', () => {
  it('answers the profile of section 3 for a confirmed phone', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    const user = await profile(await signUp(phone));
    expect(user).toMatchObject({
      phone,
      email: '',
      first_name: '',
      birthday: '',
      gender: null,
      avatar: null,
      accept_rules: 0,
      childs: [],
      card: null,
      card_img: null,
      social: { vk: { status: false, url: VK_LINK_URL } },
      user_rest: { region_id: null, cards: [] },
    });
    expect(user.default_avatar).toMatch(/^data:image\/svg\+xml,/);
    expect(user.department_list.length).toBeGreaterThan(0);
    // Two cinemas of the chain share a name in different cities: the list tells them apart.
    const names = user.department_list.map((d: { name: string }) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('СофтКино Планета, Уфа');
    expect(names).toContain('СофтКино Планета, Пермь');
  });

  it('403 code 14 with the phone while the phone is not confirmed; a code confirms it', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    await db()
      .insertInto('users')
      .values({ phone, phone_confirmed: false, password_hash: await hashPassword('Secret12') })
      .execute();
    const b = browser();
    expect(
      (await b.post('/v1/user/loginbypass/', { phone, password: 'Secret12' })).statusCode,
    ).toBe(200);
    const locked = await b.get('/v2/user/');
    expect(locked.statusCode).toBe(403);
    expect(UserErrorEnvelopeSchema.parse(locked.json())).toEqual({
      status: 'error',
      errors: { code: UNCONFIRMED_PHONE_CODE, message: PROFILE_MESSAGES.confirmPhone },
      phone,
    });
    const edit = await b.postMultipart('/v1/user/edit/', fields({ first_name: 'Иван' }));
    expect(edit.statusCode).toBe(403);
    await b.post('/v1/user/login/', { phone, type: 'sms', purpose: 'auth' });
    const ok = await b.post('/v1/user/verify/', {
      phone,
      code: lastCode(log),
      type: 'sms',
      purpose: 'auth',
    });
    expect(ok.json()).toMatchObject({ data: { need_password: false } });
    expect((await b.get('/v2/user/')).statusCode).toBe(200);
  });
});

describe('v1 user/edit/', () => {
  it('names the field a JSON body got wrong, as the other calls do (decision 412)', async () => {
    clock.set(FIXED_NOW);
    const b = await signUp();
    const res = await b.postJson('/v1/user/edit/', { movies_notify: 'да' });
    expect(res.statusCode).toBe(400);
    // 'Некорректное значение поля.' before: which field, it did not say.
    expect(ErrorEnvelopeSchema.parse(res.json()).errors).toEqual({
      code: 'movies_notify',
      message: 'Некорректное значение: поле «movies_notify».',
    });
  });

  it('saves fields and children; empty values never overwrite; the birthday locks', async () => {
    clock.set(FIXED_NOW);
    const b = await signUp();
    const children = [
      { name: 'Маша', birthday: '01.02.2015', gender: 0 },
      { name: 'Петя', birthday: '03.04.2018', gender: 1 },
    ];
    const saved = await b.postMultipart(
      '/v1/user/edit/',
      fields({
        email: 'ivan@example.ru',
        last_name: 'Петров',
        first_name: 'Иван',
        patronymic: 'Сергеевич',
        birthday: '05.06.1990',
        gender: '1',
        movies_notify: '1',
        sms_remind: '0',
        show_photo: '0',
        city: 'Челябинск',
        district: 'Центральный',
        accept_rules: '1',
        childs: JSON.stringify(children),
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'success',
      data: { user_id: expect.any(Number) },
    });
    expect(await profile(b)).toMatchObject({
      email: 'ivan@example.ru',
      name: 'Иван Петров',
      birthday: '05.06.1990',
      gender: 1,
      movies_notify: 1,
      sms_remind: 0,
      show_photo: 0,
      accept_rules: 1,
      city: 'Челябинск',
      childs: children,
    });

    // The client leaves empty values out; sent anyway, they change nothing. No childs: kept.
    await b.postMultipart(
      '/v1/user/edit/',
      fields({ email: '', first_name: '', city: '', movies_notify: '0', sms_remind: '1' }),
    );
    expect(await profile(b)).toMatchObject({
      email: 'ivan@example.ru',
      first_name: 'Иван',
      city: 'Челябинск',
      movies_notify: 0,
      sms_remind: 1,
      childs: children,
    });

    expect(await refusal(b, fields({ birthday: '06.06.1990' }))).toEqual({
      code: 'birthday',
      message: PROFILE_MESSAGES.birthdayLocked,
    });
    // The same birthday again is fine.
    expect(
      (await b.postMultipart('/v1/user/edit/', fields({ birthday: '05.06.1990' }))).statusCode,
    ).toBe(200);

    await b.postMultipart('/v1/user/edit/', fields({ childs: JSON.stringify([children[1]]) }));
    expect((await profile(b)).childs).toEqual([children[1]]);
    await b.postMultipart('/v1/user/edit/', fields({ childs: '[]' }));
    expect((await profile(b)).childs).toEqual([]);
  });

  it('saves an internationalised e-mail and refuses junk (the one rule of the contract)', async () => {
    clock.set(FIXED_NOW);
    const b = await signUp();
    const saved = await b.postMultipart('/v1/user/edit/', fields({ email: 'тест@почта.рф' }));
    expect(saved.statusCode).toBe(200);
    expect((await profile(b)).email).toBe('тест@почта.рф');
    for (const junk of ['a@b', 'тест', 'a@@b.ru', 'тест @почта.рф', 'тест@почта']) {
      expect(await refusal(b, fields({ email: junk }))).toEqual({
        code: 'email',
        message: PROFILE_MESSAGES.emailInvalid,
      });
    }
    expect((await profile(b)).email).toBe('тест@почта.рф');
  });

  it('refuses an e-mail another account has, whatever its letter case (decision 448)', async () => {
    clock.set(FIXED_NOW);
    const first = await signUp();
    const second = await signUp();
    const taken = { code: 'email', message: PROFILE_MESSAGES.emailTaken };
    expect(
      (await first.postMultipart('/v1/user/edit/', fields({ email: 'Case.Test@Example.ru' })))
        .statusCode,
    ).toBe(200);
    for (const email of ['Case.Test@Example.ru', 'case.test@example.ru', 'CASE.TEST@EXAMPLE.RU'])
      expect(await refusal(second, fields({ email })), email).toEqual(taken);
    // Cyrillic addresses too: 'Анна@Почта.рф' and 'анна@почта.рф' are one address.
    expect(
      (await first.postMultipart('/v1/user/edit/', fields({ email: 'Анна@Почта.рф' }))).statusCode,
    ).toBe(200);
    expect(await refusal(second, fields({ email: 'анна@почта.рф' }))).toEqual(taken);
    // The address the first account gave up is free again.
    expect(
      (await second.postMultipart('/v1/user/edit/', fields({ email: 'case.test@example.ru' })))
        .statusCode,
    ).toBe(200);
    expect((await profile(second)).email).toBe('case.test@example.ru');
    // One's own address in another case is no clash; it is kept as typed.
    expect(
      (await first.postMultipart('/v1/user/edit/', fields({ email: 'АННА@почта.рф' }))).statusCode,
    ).toBe(200);
    expect((await profile(first)).email).toBe('АННА@почта.рф');
  });

  it('takes an IDN domain in letters and in punycode for one address (decision 451)', async () => {
    clock.set(FIXED_NOW);
    const first = await signUp();
    const second = await signUp();
    const taken = { code: 'email', message: PROFILE_MESSAGES.emailTaken };
    // Chromium's type=email field sent the domain in punycode: it is kept in letters.
    expect(
      (await first.postMultipart('/v1/user/edit/', fields({ email: 'petr@xn--80a1acny.xn--p1ai' })))
        .statusCode,
    ).toBe(200);
    expect((await profile(first)).email).toBe('petr@почта.рф');
    for (const email of [
      'petr@xn--80a1acny.xn--p1ai',
      'Petr@Почта.РФ',
      'PETR@XN--80A1ACNY.XN--P1AI',
    ])
      expect(await refusal(second, fields({ email })), email).toEqual(taken);

    // An address stored in punycode before this rule is the same address in letters.
    const { user_id } = await profile(second);
    await db()
      .updateTable('users')
      .set({ email: 'Olga@xn--80a1acny.xn--p1ai' })
      .where('id', '=', user_id)
      .execute();
    expect(await refusal(first, fields({ email: 'olga@почта.рф' }))).toEqual(taken);
    // Read, it is in letters as the buyer wrote it, before any save rewrites it (decision 470).
    expect((await profile(second)).email).toBe('Olga@почта.рф');
    // Its own account saves it in letters: no clash with itself.
    expect(
      (await second.postMultipart('/v1/user/edit/', fields({ email: 'Olga@почта.рф' }))).statusCode,
    ).toBe(200);
    expect((await profile(second)).email).toBe('Olga@почта.рф');
  });

  it('tells the former address when the e-mail changes, and nobody when it does not (decision 476)', async () => {
    clock.set(FIXED_NOW);
    const b = await signUp();
    // This test's letters only: the database is shared by the file's tests.
    const { last } = await db()
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    const letters = () =>
      db()
        .selectFrom('outbox')
        .select(['recipient', 'subject', 'body_text'])
        .where('subject', '=', 'Адрес почты в личном кабинете изменен')
        .where('id', '>', last ?? 0)
        .orderBy('id')
        .execute();
    const save = (email: string, more: Record<string, string> = {}) =>
      b.postMultipart('/v1/user/edit/', fields({ email, ...more }));
    // A first address: nobody had one before.
    expect((await save('notice-old@example.ru')).statusCode).toBe(200);
    // The same one in another case, or with other fields: no change.
    await save('Notice-Old@Example.ru', { first_name: 'Ольга' });
    expect(await letters()).toEqual([]);
    expect((await save('notice-new@example.ru')).statusCode).toBe(200);
    const sent = await letters();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: 'Notice-Old@Example.ru' });
    // The new address half hidden: the former one may be a stranger's typo.
    expect(sent[0]?.body_text).toContain('изменен на no***@example.ru');
    expect(sent[0]?.body_text).not.toContain('notice-new');
    expect(sent[0]?.body_text).toContain('верните свой адрес в профиле и смените пароль');
    // A save refused after its letter to notice-new was written (a new child of 1950, decision
    // 428) sends nothing: the letter was in its transaction.
    const child = JSON.stringify([{ name: 'Иван', birthday: '01.06.1950', gender: 1 }]);
    expect(
      await refusal(b, fields({ email: 'notice-third@example.ru', childs: child })),
    ).toMatchObject({ code: 'childs' });
    expect(await letters()).toHaveLength(1);
    expect((await profile(b)).email).toBe('notice-new@example.ru');
    // Back and forth: each address is told once a day at most, so the site mails nobody again
    // and again.
    await save('notice-old@example.ru');
    await save('notice-new@example.ru');
    expect((await letters()).map((letter) => letter.recipient)).toEqual([
      'Notice-Old@Example.ru',
      'notice-new@example.ru',
    ]);
  });

  it('lets an account that shared its e-mail before the check save its other fields', async () => {
    clock.set(FIXED_NOW);
    const first = await signUp();
    const second = await signUp();
    await first.postMultipart('/v1/user/edit/', fields({ email: 'shared@example.ru' }));
    // Saved before decision 448, when nothing compared addresses.
    const { user_id } = await profile(second);
    await db()
      .updateTable('users')
      .set({ email: 'Shared@Example.ru' })
      .where('id', '=', user_id)
      .execute();
    // The profile form sends the e-mail it shows with every save: unchanged, it is not checked.
    const same = await second.postMultipart(
      '/v1/user/edit/',
      fields({ email: 'Shared@Example.ru', first_name: 'Ольга' }),
    );
    expect(same.statusCode).toBe(200);
    expect(await profile(second)).toMatchObject({
      email: 'Shared@Example.ru',
      first_name: 'Ольга',
    });
    // Its own address in another case is still its own; another account's is refused.
    expect(
      (await second.postMultipart('/v1/user/edit/', fields({ email: 'SHARED@example.ru' })))
        .statusCode,
    ).toBe(200);
    await first.postMultipart('/v1/user/edit/', fields({ email: 'first@example.ru' }));
    expect(await refusal(second, fields({ email: 'First@Example.ru' }))).toEqual({
      code: 'email',
      message: PROFILE_MESSAGES.emailTaken,
    });
  });

  it('refuses bad values with the field as errors.code and the spec text', async () => {
    clock.set(FIXED_NOW);
    const b = await signUp();
    expect(await refusal(b, fields({ last_name: 'Petrov' }))).toEqual({
      code: 'last_name',
      message: PROFILE_MESSAGES.russianOnly,
    });
    // A long Russian name is too long, not 'not Russian'; the limit is the shared schema's.
    expect(await refusal(b, fields({ first_name: 'Ж'.repeat(51) }))).toEqual({
      code: 'first_name',
      message: 'Не больше 50 символов',
    });
    expect(
      await refusal(
        b,
        fields({
          childs: JSON.stringify([{ name: 'Ж'.repeat(51), birthday: '01.01.2020', gender: 0 }]),
        }),
      ),
    ).toEqual({ code: 'childs', message: 'Не больше 50 символов' });
    expect(
      await refusal(
        b,
        fields({ childs: JSON.stringify([{ name: 'Masha', birthday: '01.01.2020', gender: 0 }]) }),
      ),
    ).toEqual({ code: 'childs', message: PROFILE_MESSAGES.russianOnly });
    expect(
      await refusal(
        b,
        fields({ childs: JSON.stringify([{ name: 'Маша', birthday: '01.01.1950', gender: 0 }]) }),
      ),
    ).toEqual({ code: 'childs', message: PROFILE_MESSAGES.childTooOld });
    expect(await refusal(b, fields({ email: 'not-an-email' }))).toEqual({
      code: 'email',
      message: PROFILE_MESSAGES.emailInvalid,
    });
    expect(await refusal(b, fields({ birthday: '31.02.1990' }))).toEqual({
      code: 'birthday',
      message: PROFILE_MESSAGES.birthdayNoSuchDate,
    });
    expect(await refusal(b, fields({ birthday: '31-12-1990' }))).toEqual({
      code: 'birthday',
      message: PROFILE_MESSAGES.birthdayInvalid,
    });
    expect(await refusal(b, fields({ birthday: '01.01.2999' }))).toEqual({
      code: 'birthday',
      message: PROFILE_MESSAGES.birthdayFuture,
    });
    expect(await refusal(b, fields({ gender: '2' }))).toEqual({
      code: 'gender',
      message: PROFILE_MESSAGES.genderInvalid,
    });
    expect(await refusal(b, fields({ childs: '{oops' }))).toMatchObject({ code: 'childs' });
    expect(
      await refusal(
        b,
        fields({ childs: JSON.stringify([{ name: '', birthday: '01.01.2020', gender: 0 }]) }),
      ),
    ).toEqual({
      code: 'childs',
      message: PROFILE_MESSAGES.childName,
    });
    const guest = await browser().postMultipart('/v1/user/edit/', fields({ first_name: 'Иван' }));
    expect(guest.statusCode).toBe(401);
    expect(await profile(b)).toMatchObject({
      last_name: '',
      email: '',
      birthday: '',
      gender: null,
    });
  });

  it('a child stored before the new rules, or grown up since, never blocks a save', async () => {
    const b = await signUp();
    const me = await profile(b);
    // Saved under the older rules: a Latin name, and a child who is an adult now.
    await db()
      .insertInto('user_children')
      .values([
        { user_id: me.user_id, name: 'Masha', birthday: '2018-02-01', gender: 0, sort: 0 },
        { user_id: me.user_id, name: 'Пётр', birthday: '1990-03-04', gender: 1, sort: 1 },
      ])
      .execute();
    const stored = (await profile(b)).childs;
    expect(stored).toEqual([
      { name: 'Masha', birthday: '01.02.2018', gender: 0 },
      { name: 'Пётр', birthday: '04.03.1990', gender: 1 },
    ]);
    // The profile's form sends its children with every save: kept as stored, they pass.
    const saved = await b.postMultipart(
      '/v1/user/edit/',
      fields({ email: 'kept@example.ru', childs: JSON.stringify(stored) }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profile(b)).email).toBe('kept@example.ru');
    // Changed, a child keeps the new rules.
    expect(
      await refusal(
        b,
        fields({ childs: JSON.stringify([{ ...stored[0], birthday: '02.02.2018' }, stored[1]]) }),
      ),
    ).toEqual({ code: 'childs', message: PROFILE_MESSAGES.russianOnly });
  });

  it('a malformed form is a 400 naming its field with the contract text, never a 500 (decision 161)', async () => {
    clock.set(FIXED_NOW);
    const b = await signUp();
    // A field with no text of its own is named (decision 412).
    const invalid = (field: string) => `Некорректное значение: поле «${field}».`;
    const cases: [Part[], { code: string; message: string }][] = [
      [fields({ childs: '[{}]' }), { code: 'childs', message: PROFILE_MESSAGES.childrenInvalid }],
      [fields({ childs: '{oops' }), { code: 'childs', message: PROFILE_MESSAGES.childrenInvalid }],
      [fields({ photo: 'not a file' }), { code: 'photo', message: PROFILE_MESSAGES.photoInvalid }],
      [
        fields({ movies_notify: '2' }),
        { code: 'movies_notify', message: invalid('movies_notify') },
      ],
      [
        [{ name: 'email', filename: 'a.png', type: 'image/png', bytes: PNG_BYTES }],
        { code: 'email', message: invalid('email') },
      ],
      [
        [
          { name: 'city', value: 'Москва' },
          { name: 'city', value: 'Тула' },
        ],
        { code: 'city', message: invalid('city') },
      ],
    ];
    for (const [parts, expected] of cases) expect(await refusal(b, parts)).toEqual(expected);
    // A guest's malformed form is still the guest's 401.
    const guest = await browser().postMultipart('/v1/user/edit/', fields({ gender: '7' }));
    expect(guest.statusCode).toBe(401);
    expect(await profile(b)).toMatchObject({ city: '', email: '' });
  });

  it('stores a real png or jpeg under a random name, refuses lies and big files, deletes', async () => {
    clock.set(FIXED_NOW);
    const b = await signUp();
    const png = await b.postMultipart('/v1/user/edit/', [
      { name: 'photo', filename: 'me.png', type: 'image/png', bytes: PNG_BYTES },
    ]);
    expect(png.statusCode).toBe(200);
    const first = (await profile(b)).avatar ?? '';
    expect(first).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await b.get(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const lie = [
      {
        name: 'photo',
        filename: 'me.png',
        type: 'image/png',
        bytes: Buffer.from('<script>alert(1)</script>'),
      },
    ];
    expect(await refusal(b, lie)).toEqual({
      code: 'photo',
      message: PROFILE_MESSAGES.photoInvalid,
    });
    const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(PHOTO_MAX_BYTES)]);
    expect(
      await refusal(b, [{ name: 'photo', filename: 'big.jpg', type: 'image/jpeg', bytes: big }]),
    ).toEqual({
      code: 'photo',
      message: PROFILE_MESSAGES.photoTooBig,
    });
    expect((await profile(b)).avatar).toBe(first);

    await b.postMultipart('/v1/user/edit/', [
      { name: 'photo', filename: 'x.jpg', type: 'image/jpeg', bytes: JPEG_BYTES },
    ]);
    const second = (await profile(b)).avatar ?? '';
    expect(second).toMatch(/\.jpg$/);
    expect(existsSync(join(uploadsDir, first.split('/').pop() ?? ''))).toBe(false);
    await b.postMultipart('/v1/user/edit/', fields({ photo_del: '1' }));
    expect((await profile(b)).avatar).toBeNull();
    expect(existsSync(join(uploadsDir, second.split('/').pop() ?? ''))).toBe(false);
    expect((await b.get('/uploads/..%2Fpasswd')).statusCode).toBe(404);
  });
});

describe('the social link control (vk)', () => {
  it('links through the sandbox provider page and unlinks with a GET', async () => {
    clock.set(FIXED_NOW);
    const guestPage = await browser().get(VK_LINK_URL);
    expect(guestPage.body).toContain('href="/login"');
    const b = await signUp();
    const page = await b.get(VK_LINK_URL);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Разрешить');
    const confirmed = await b.post(VK_LINK_URL, {});
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/profile');
    expect((await profile(b)).social.vk).toEqual({ status: true, url: VK_UNLINK_URL });
    expect((await b.get(VK_UNLINK_URL)).statusCode).toBe(200);
    expect((await profile(b)).social.vk).toEqual({ status: false, url: VK_LINK_URL });
    expect((await browser().get(VK_UNLINK_URL)).statusCode).toBe(401);
  });
});

describe('orders and the wishlist of an account', () => {
  it('guest orders made with the phone join the account when it signs up', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    const [s] = await pickSessions(ctx.db().database.db, 1);
    if (!s) throw new Error('no session');
    const guest = browser();
    const created = await guest.post('/v2/payment/create_order/', {
      session: String(s.id),
      seats: JSON.stringify([s.seats[3]]),
      email: 'guest@example.ru',
      phone,
    });
    expect(created.statusCode).toBe(200);
    const orderId = (created.json() as { data: { 'order-id': number } }).data['order-id'];

    const b = await signUp(phone);
    const list = FindUserOrdersResponseSchema.parse(
      (await b.get('/v2/user/find_user_orders/')).json(),
    ).data;
    expect(list.map((o) => o.id)).toContain(orderId);
    expect((await b.get(`/v1/order/?id=${orderId}`)).statusCode).toBe(200);
    const row = await db()
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(row.user_id)).toBeGreaterThan(0);
    // Another account does not see it.
    const other = await signUp();
    const theirs = FindUserOrdersResponseSchema.parse(
      (await other.get('/v2/user/find_user_orders/')).json(),
    ).data;
    expect(theirs.map((o) => o.id)).not.toContain(orderId);
  });

  it('like and unlike are stored for a user (authorized true)', async () => {
    clock.set(FIXED_NOW);
    const b = await signUp();
    const liked = LikeResponseSchema.parse(
      (await b.post('/v1/films/like/', { film: '2', like: '1' })).json(),
    );
    // The answer says whether the profile has an e-mail: the new sessions' letters go there,
    // and a profile without one is asked for it (decision 429).
    expect(liked.data).toEqual({ wishlist: [2], user: { authorized: true, has_email: false } });
    await b.post('/v1/films/like/', { film: '3', like: '1' });
    await b.post('/v1/films/like/', { film: '3', like: '1' });
    expect(WishlistResponseSchema.parse((await b.get('/v1/user/wishlist/')).json()).data).toEqual([
      2, 3,
    ]);
    const unliked = LikeResponseSchema.parse(
      (await b.post('/v1/films/like/', { film: '2', like: '0' })).json(),
    );
    expect(unliked.data.wishlist).toEqual([3]);
    await b.postMultipart('/v1/user/edit/', fields({ email: 'liker@example.ru' }));
    const withEmail = LikeResponseSchema.parse(
      (await b.post('/v1/films/like/', { film: '2', like: '1' })).json(),
    );
    expect(withEmail.data.user).toEqual({ authorized: true, has_email: true });
    await b.post('/v1/films/like/', { film: '2', like: '0' });
    expect(
      WishlistResponseSchema.parse((await browser().get('/v1/user/wishlist/')).json()).data,
    ).toEqual([]);
  });
});

describe('the demo account of the README', () => {
  it('signs in with 79000000000 / Demo123 and shows a name, a child and two paid orders', async () => {
    clock.set(FIXED_NOW);
    expect(await ensureDemoAccount(ctx.db().database.db)).toBe(true);
    expect(await ensureDemoAccount(ctx.db().database.db)).toBe(false);
    const b = browser();
    const res = await b.post('/v1/user/loginbypass/', {
      phone: DEMO_PHONE,
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const user = await profile(b);
    expect(user).toMatchObject({ first_name: 'Анна', birthday: '17.05.1990' });
    expect(user.childs).toHaveLength(1);
    // Its bonus card, with the welcome points to spend at checkout.
    expect(user.card).toEqual({
      number: DEMO_CARD_NUMBER,
      virtual: true,
      movie: { percents: 0.1 },
      // The order of the session it has been to was paid with the card (decision 431).
      spend: expect.any(Number),
      status: 'live',
    });
    expect(user.balance).toBe(DEMO_CARD_POINTS);
    // A data directory seeded before cards existed gets the card once, on the next start.
    const q = ctx.db().database.db;
    const card = await q
      .selectFrom('bonus_cards')
      .select('id')
      .where('number', '=', DEMO_CARD_NUMBER)
      .executeTakeFirstOrThrow();
    await q.deleteFrom('bonus_ledger').where('card_id', '=', card.id).execute();
    await q
      .updateTable('orders')
      .set({ bonus_card_id: null })
      .where('bonus_card_id', '=', card.id)
      .execute();
    await q.deleteFrom('bonus_cards').where('id', '=', card.id).execute();
    expect(await ensureDemoAccount(ctx.db().database.db)).toBe(false);
    expect((await profile(b)).balance).toBe(DEMO_CARD_POINTS);
    expect(await ensureDemoAccount(ctx.db().database.db)).toBe(false);
    expect((await profile(b)).balance).toBe(DEMO_CARD_POINTS);
    const orders = FindUserOrdersResponseSchema.parse(
      (await b.get('/v2/user/find_user_orders/')).json(),
    ).data;
    // The tickets still to use, and the order of a session it has been to (decision 431).
    expect(orders.map((o) => o.status)).toEqual(['paid', 'paid']);
    const other = browser();
    await other.post('/v1/user/loginbypass/', {
      phone: DEMO_UNCONFIRMED_PHONE,
      password: DEMO_PASSWORD,
    });
    expect((await other.get('/v2/user/')).statusCode).toBe(403);
  });
});
