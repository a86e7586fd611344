import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  BonusHistoryResponseSchema,
  CardActivatedResponseSchema,
  CardCodeSentSchema,
  cardCheckDigit,
} from '@softkino/contract/card';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { PROFILE_MESSAGES, UserResponseSchema } from '@softkino/contract/user';
import {
  DEMO_CARD_HOLDER_PHONE,
  DEMO_HOLDER_CARD,
  DEMO_REGION_ACCOUNTS,
  DEMO_STOCK_CARDS,
  ensureBonusDemo,
} from '../seed/bonusDemo';
import { DEMO_PASSWORD } from '../seed/demoAccount';
import { postLedger } from '../src/repositories/bonuses';
import { ordersWithTheirSession } from '../src/repositories/orders';
import { hashPassword } from '../src/services/passwords';
import { AccountBrowser, lastCode, signUpByCode } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { cinemaIdBySlug } from './helpers/seedIds';
import { testClock, expectBalancesMatchLedger } from './helpers/sales';

/**
 * The bonus card calls (issue 14): user/card/activate/ step by step with each refusal, virtual
 * cards, a lost card blocked and its points moved on, and the rules of v2 user/ and the
 * history. Payments and tiers: cardTiers.test.ts.
 */

const clock = testClock();
const log: string[] = [];
const ctx = useTestApp({ now: clock.now, smsLog: (line) => log.push(line), sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;

let serial = 0;
/** A printed card put in stock: 2995 + 8 digits + the EAN-13 check digit. */
async function stockCard(): Promise<string> {
  serial += 1;
  const first12 = `2995${String(serial).padStart(8, '0')}`;
  const number = `${first12}${cardCheckDigit(first12)}`;
  await db().insertInto('bonus_cards').values({ number, virtual: false }).execute();
  return number;
}

let phoneCounter = 0;
/** A signed-up account; `full` fills the profile so the short activation form applies. */
async function account(full = true): Promise<{ b: AccountBrowser; phone: string; id: number }> {
  phoneCounter += 1;
  const phone = `7956${String(phoneCounter).padStart(7, '0')}`;
  const b = new AccountBrowser(ctx.app, `198.51.100.${phoneCounter}`);
  await signUpByCode(b, phone, log);
  const user = await db()
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  if (full)
    await db()
      .updateTable('users')
      .set({
        last_name: 'Иванова',
        first_name: 'Мария',
        email: `${phone}@example.ru`,
        birthday: '1991-02-03',
        gender: 0,
        city: 'Челябинск',
      })
      .where('id', '=', user.id)
      .execute();
  // The sign-up code was sent just now: the next code may be asked a minute later.
  clock.advance(61_000);
  return { b, phone, id: user.id };
}

let galereya = 0;
async function department(): Promise<string> {
  galereya ||= await cinemaIdBySlug(db(), 'chel-galereya');
  return String(galereya);
}

function activate(b: AccountBrowser, form: Record<string, string>) {
  return b.post('/v1/user/card/activate/', form);
}

function refusal(res: { statusCode: number; json: () => unknown }) {
  const errors = ErrorEnvelopeSchema.parse(res.json()).errors;
  if (Array.isArray(errors)) throw new Error('an errors list');
  return { status: res.statusCode, code: errors.code, message: errors.message };
}

/** Step 0 then step 1 with the SMS code: the card is bound. */
async function bind(b: AccountBrowser, card: string, extra: Record<string, string> = {}) {
  const form = { card, department: await department(), ...extra };
  const sent = await activate(b, form);
  expect(sent.statusCode).toBe(202);
  const bound = await activate(b, { ...form, code: lastCode(log) });
  expect(bound.statusCode).toBe(200);
  clock.advance(61_000);
  return CardActivatedResponseSchema.parse(bound.json()).data;
}

async function profile(b: AccountBrowser) {
  const res = await b.get('/v2/user/');
  expect(res.statusCode).toBe(200);
  return UserResponseSchema.parse(res.json()).data;
}

async function grant(number: string, points: number): Promise<void> {
  const card = await db()
    .selectFrom('bonus_cards')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  await db()
    .transaction()
    .execute((trx) =>
      postLedger(trx, { cardId: card.id, orderId: null, kind: 'grant', points }, sql`now()`),
    );
}

async function ledgerOf(number: string) {
  return db()
    .selectFrom('bonus_ledger')
    .innerJoin('bonus_cards', 'bonus_cards.id', 'bonus_ledger.card_id')
    .select(['bonus_ledger.kind', 'bonus_ledger.points'])
    .where('bonus_cards.number', '=', number)
    .orderBy('bonus_ledger.id')
    .execute();
}

describe('user/card/activate/ step 0', () => {
  it('checks the card and the cinema, sends an SMS code and answers errors.code 14', async () => {
    clock.set(FIXED_NOW);
    const { b, phone } = await account();
    const card = await stockCard();
    const res = await activate(b, {
      card: card.replace(/(\d)(\d{6})/, '$1 $2 '),
      department: await department(),
    });
    expect(res.statusCode).toBe(202);
    expect(CardCodeSentSchema.parse(res.json())).toEqual({
      status: 'error',
      errors: {
        code: 14,
        message: `Код подтверждения отправлен в SMS на +7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
      },
      next_sms: 60,
    });
    const sms = await db()
      .selectFrom('outbox')
      .select('body_text')
      .where('channel', '=', 'sms')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sms.body_text).toBe(
      `Код для привязки бонусной карты: ${lastCode(log)}. Никому его не сообщайте.`,
    );
    // A second code within the minute is refused with the seconds to wait.
    const again = await activate(b, { card, department: await department() });
    expect(refusal(again)).toMatchObject({ status: 429, code: 'too_many' });
    expect((again.json() as { next_sms: number }).next_sms).toBe(60);
  });

  it('refuses a bad number, an unknown one, a bound one and a bad cinema, each with its text', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account();
    const other = await account();
    const dep = await department();
    const card = await stockCard();
    expect(refusal(await activate(b, { card: '2995000000000', department: dep }))).toEqual({
      status: 400,
      code: 'card',
      message: 'Проверьте номер карты: 13 цифр с обратной стороны карты.',
    });
    expect(refusal(await activate(b, { department: dep }))).toMatchObject({
      status: 400,
      code: 'card',
    });
    const unknown = '299599999999';
    expect(
      refusal(await activate(b, { card: `${unknown}${cardCheckDigit(unknown)}`, department: dep })),
    ).toEqual({
      status: 404,
      code: 'card_unknown',
      message: 'Карта с таким номером не найдена. Проверьте номер.',
    });
    expect(refusal(await activate(b, { card, department: '999999' }))).toEqual({
      status: 400,
      code: 'department',
      message: 'Выберите кинотеатр, в котором вы получили карту.',
    });
    expect(refusal(await activate(b, { card, department: 'Галерея' }))).toMatchObject({
      status: 400,
      code: 'department',
    });
    // A cinema that takes no bonus points is not a place to activate a card.
    const khimki = String(await cinemaIdBySlug(db(), 'msk-khimki'));
    expect(refusal(await activate(b, { card, department: khimki }))).toMatchObject({
      status: 400,
      code: 'department',
    });

    await bind(other.b, card);
    expect(refusal(await activate(b, { card, department: dep }))).toEqual({
      status: 409,
      code: 'card_bound',
      message: 'Эта карта уже привязана к другому аккаунту.',
    });
    expect(refusal(await activate(other.b, { card, department: dep }))).toEqual({
      status: 409,
      code: 'card_yours',
      message: 'Эта карта уже привязана к вашему аккаунту.',
    });
    const second = await stockCard();
    expect(refusal(await activate(other.b, { card: second, department: dep }))).toEqual({
      status: 409,
      code: 'has_card',
      message: 'К вашему аккаунту уже привязана бонусная карта.',
    });
  });

  it('is for a signed-in buyer with a confirmed phone', async () => {
    clock.set(FIXED_NOW);
    const card = await stockCard();
    const guest = new AccountBrowser(ctx.app, '198.51.100.250');
    expect(refusal(await activate(guest, { card, department: await department() }))).toMatchObject({
      status: 401,
      code: 401,
    });
    // An account whose phone is not proven (it signed in with a password).
    const phone = '79560009999';
    await db()
      .insertInto('users')
      .values({ phone, phone_confirmed: false, password_hash: await hashPassword('Secret12') })
      .execute();
    const unconfirmed = new AccountBrowser(ctx.app, '198.51.100.251');
    expect(
      (await unconfirmed.post('/v1/user/loginbypass/', { phone, password: 'Secret12' })).statusCode,
    ).toBe(200);
    expect(refusal(await activate(unconfirmed, { card, department: await department() }))).toEqual({
      status: 403,
      code: 'phone_unconfirmed',
      message: 'Подтвердите свой номер телефона для доступа к профилю',
    });
  });

  it('asks every missing profile field of the full form, each required, and saves them when bound', async () => {
    clock.set(FIXED_NOW);
    const { b, phone } = await account(false);
    const card = await stockCard();
    const dep = await department();
    const base = { card, department: dep };
    const fields = {
      last_name: 'Петрова',
      first_name: 'Ольга',
      patronymic: 'Игоревна',
      email: 'olga@example.ru',
      accept_rules: '1',
      birthday: '04.05.1993',
      gender: '0',
    };
    const expected: [keyof typeof fields, string][] = [
      ['last_name', 'Укажите фамилию'],
      ['first_name', 'Укажите имя'],
      ['patronymic', 'Укажите отчество'],
      ['email', 'Укажите e-mail'],
      ['accept_rules', 'Необходимо согласие на обработку персональных данных'],
      ['birthday', 'Укажите дату рождения'],
      ['gender', 'Укажите пол'],
    ];
    for (const [field, message] of expected) {
      const without: Record<string, string> = { ...base, ...fields };
      delete without[field];
      expect(refusal(await activate(b, without)), field).toEqual({
        status: 400,
        code: field,
        message,
      });
    }
    expect(refusal(await activate(b, { ...base, ...fields, last_name: 'Petrova' }))).toEqual({
      status: 400,
      code: 'last_name',
      message: 'Используйте только русские буквы',
    });
    expect(refusal(await activate(b, { ...base, ...fields, phone: '+7 (999) 111-22-33' }))).toEqual(
      {
        status: 400,
        code: 'phone',
        message: 'Карта привязывается к номеру телефона вашего личного кабинета.',
      },
    );
    const withPhone = { ...fields, phone: `+${phone[0]} (${phone.slice(1, 4)}) ${phone.slice(4)}` };
    const bound = await bind(b, card, withPhone);
    expect(bound.card).toMatchObject({ number: card, virtual: false, status: 'live' });
    const user = await profile(b);
    expect(user).toMatchObject({
      last_name: 'Петрова',
      first_name: 'Ольга',
      patronymic: 'Игоревна',
      email: 'olga@example.ru',
      accept_rules: 1,
      birthday: '04.05.1993',
      gender: 0,
    });
  });
});

describe('user/card/activate/ and the e-mail of another account', () => {
  it('refuses it at step 0 and at step 1, whatever its letter case (decision 448)', async () => {
    clock.set(FIXED_NOW);
    const other = await account();
    const { b } = await account(false);
    const card = await stockCard();
    const form = {
      card,
      department: await department(),
      last_name: 'Петрова',
      first_name: 'Ольга',
      patronymic: 'Игоревна',
      email: `${other.phone}@EXAMPLE.ru`,
      accept_rules: '1',
      birthday: '04.05.1993',
      gender: '0',
    };
    const taken = { status: 400, code: 'email', message: PROFILE_MESSAGES.emailTaken };
    expect(refusal(await activate(b, form))).toEqual(taken);
    // The other account took the address between the two steps.
    const own = { ...form, email: 'olga.p@example.ru' };
    expect((await activate(b, own)).statusCode).toBe(202);
    await db()
      .updateTable('users')
      .set({ email: 'Olga.P@example.ru' })
      .where('id', '=', other.id)
      .execute();
    expect(refusal(await activate(b, { ...own, code: lastCode(log) }))).toEqual(taken);
    expect((await profile(b)).email).toBe('');
  });
});

describe('user/card/activate/ step 1', () => {
  it('binds the card with the right code and says so in the spec words', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account();
    const card = await stockCard();
    const form = { card, department: await department() };
    expect((await activate(b, form)).statusCode).toBe(202);
    const res = await activate(b, { ...form, code: lastCode(log) });
    expect(res.statusCode).toBe(200);
    expect(CardActivatedResponseSchema.parse(res.json()).data).toEqual({
      card: { number: card, virtual: false, movie: { percents: 0.1 }, spend: 0, status: 'live' },
      balance: 0,
      message: 'Карта успешно активирована. Теперь вы сможете оплачивать заказы бонусами.',
    });
    const user = await profile(b);
    expect(user.card?.number).toBe(card);
    expect(user.card_img).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(user.card_img?.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain(card.replace(/^(\d)(\d{6})(\d{6})$/, '$1 $2 $3'));
    expect(svg).toContain('<path'); // the bars
    expect(user.user_rest).toEqual({ region_id: 1, cards: [user.card] });
    // The code is spent: the same request again finds no code to check.
    expect(refusal(await activate(b, { ...form, code: lastCode(log) }))).toMatchObject({
      status: 400,
      code: 'code_wrong',
    });
  });

  it('counts wrong codes and voids the code after 5, answering 429 with next_sms', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account();
    const card = await stockCard();
    const form = { card, department: await department() };
    expect((await activate(b, form)).statusCode).toBe(202);
    const right = lastCode(log);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i++)
      expect(refusal(await activate(b, { ...form, code: wrong }))).toEqual({
        status: 400,
        code: 'code_wrong',
        message: 'Неверный код',
      });
    const fifth = await activate(b, { ...form, code: wrong });
    expect(refusal(fifth)).toEqual({
      status: 429,
      code: 'too_many',
      message: 'Слишком много попыток. Попробуйте позже.',
    });
    // Void now: the right code no longer binds.
    const late = await activate(b, { ...form, code: right });
    expect(refusal(late)).toMatchObject({ status: 429, code: 'too_many' });
    expect((late.json() as { next_sms: number }).next_sms).toBeGreaterThanOrEqual(0);
    expect((await profile(b)).card).toBeNull();
    // A new code (after the minute) works.
    clock.advance(61_000);
    await bind(b, card);
  });

  it('refuses an expired code and a code sent for another card', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account();
    const card = await stockCard();
    const other = await stockCard();
    const dep = await department();
    expect((await activate(b, { card, department: dep })).statusCode).toBe(202);
    const code = lastCode(log);
    expect(refusal(await activate(b, { card: other, department: dep, code }))).toEqual({
      status: 400,
      code: 'code_other',
      message: 'Код был отправлен для другой карты или кинотеатра. Запросите новый код.',
    });
    clock.advance(301_000);
    expect(refusal(await activate(b, { card, department: dep, code }))).toEqual({
      status: 400,
      code: 'code_expired',
      message: 'Срок действия кода истек. Запросите новый код.',
    });
    expect((await profile(b)).card).toBeNull();
  });

  it('refuses the card to the second of two accounts that both asked for a code', async () => {
    clock.set(FIXED_NOW);
    const first = await account();
    const second = await account();
    const card = await stockCard();
    const form = { card, department: await department() };
    expect((await activate(first.b, form)).statusCode).toBe(202);
    const firstCode = lastCode(log);
    expect((await activate(second.b, form)).statusCode).toBe(202);
    const secondCode = lastCode(log);
    const [a, b] = await Promise.all([
      activate(first.b, { ...form, code: firstCode }),
      activate(second.b, { ...form, code: secondCode }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(refusal(loser)).toMatchObject({ code: 'card_bound' });
    const owners = await db()
      .selectFrom('bonus_cards')
      .select('user_id')
      .where('number', '=', card)
      .execute();
    expect(owners).toHaveLength(1);
    expect([first.id, second.id]).toContain(owners[0]?.user_id);
  });

  it('a card code signs nobody in', async () => {
    clock.set(FIXED_NOW);
    const { b, phone } = await account();
    const card = await stockCard();
    expect((await activate(b, { card, department: await department() })).statusCode).toBe(202);
    const thief = new AccountBrowser(ctx.app, '198.51.100.240');
    const res = await thief.post('/v1/user/verify/', {
      phone,
      code: lastCode(log),
      type: 'sms',
      purpose: 'auth',
    });
    expect(res.statusCode).toBe(401);
    expect(thief.cookie).toBeNull();
  });
});

describe('virtual cards and lost cards', () => {
  it('issues a virtual card once; a printed card then takes its place and its points', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account();
    const issued = await b.post('/v2/user/card/virtual/', {});
    expect(issued.statusCode).toBe(200);
    const virtual = CardActivatedResponseSchema.parse(issued.json()).data.card;
    expect(virtual).toMatchObject({ virtual: true, status: 'live', movie: { percents: 0.1 } });
    expect(virtual.number).toMatch(/^2991\d{9}$/);
    expect(refusal(await b.post('/v2/user/card/virtual/', {}))).toMatchObject({
      status: 409,
      code: 'has_card',
    });
    await grant(virtual.number, 300);
    await db()
      .updateTable('bonus_cards')
      .set({ spend: 6000, percents: 0.15 })
      .where('number', '=', virtual.number)
      .execute();

    const card = await stockCard();
    const bound = await bind(b, card);
    expect(bound).toMatchObject({
      card: { number: card, virtual: false, spend: 6000, movie: { percents: 0.15 } },
      balance: 300,
    });
    expect(await ledgerOf(virtual.number)).toEqual([
      { kind: 'grant', points: 300 },
      { kind: 'transfer_out', points: -300 },
    ]);
    expect(await ledgerOf(card)).toEqual([{ kind: 'transfer_in', points: 300 }]);
    const user = await profile(b);
    expect(user.user_rest.cards.map((c) => [c.number, c.status])).toEqual([
      [card, 'live'],
      [virtual.number, 'replaced'],
    ]);
  });

  it('blocks a lost card; the next card gets its points; the blocked one cannot be bound again', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account();
    expect(refusal(await b.post('/v2/user/card/block/', {}))).toEqual({
      status: 404,
      code: 'no_card',
      message: 'У вас нет карты, которую можно заблокировать.',
    });
    const lost = await stockCard();
    await bind(b, lost);
    await grant(lost, 120);
    const blocked = await b.post('/v2/user/card/block/', {});
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ data: { number: lost, balance: 120 } });
    const between = await profile(b);
    expect(between.card).toBeNull();
    expect(between.balance).toBe(0);
    expect(between.card_img).toBeNull();
    expect(refusal(await activate(b, { card: lost, department: await department() }))).toEqual({
      status: 409,
      code: 'card_blocked',
      message: 'Эта карта заблокирована. Обратитесь в кассу кинотеатра.',
    });
    const other = await account();
    expect(
      refusal(await activate(other.b, { card: lost, department: await department() })),
    ).toMatchObject({ status: 409, code: 'card_bound' });

    const virtual = CardActivatedResponseSchema.parse(
      (await b.post('/v2/user/card/virtual/', {})).json(),
    ).data;
    expect(virtual.balance).toBe(120);
    expect(await ledgerOf(lost)).toEqual([
      { kind: 'grant', points: 120 },
      { kind: 'transfer_out', points: -120 },
    ]);
  });
});

describe('v2 user/ regions', () => {
  it('takes the region from the city: Уфа 2, Москва 5, Пермь 6, elsewhere null', async () => {
    clock.set(FIXED_NOW);
    const { b, id } = await account();
    for (const [city, region] of [
      ['Уфа', 2],
      ['Москва', 5],
      ['Пермь', 6],
      ['Челябинск', 1],
      ['Тверь', null],
    ] as const) {
      await db().updateTable('users').set({ city }).where('id', '=', id).execute();
      expect((await profile(b)).user_rest.region_id, city).toBe(region);
    }
  });

  it('lists only cinemas that take bonus points as departments', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account();
    const user = await profile(b);
    const khimki = await cinemaIdBySlug(db(), 'msk-khimki');
    expect(user.department_list.map((d) => d.id)).not.toContain(khimki);
    expect(user.department_list.map((d) => d.id)).toContain(Number(await department()));
  });
});

describe('v2 user/bonus/history/', () => {
  it('is for a signed-in buyer; a bad last-id is a 400', async () => {
    const guest = new AccountBrowser(ctx.app, '198.51.100.252');
    expect((await guest.get('/v2/user/bonus/history/')).statusCode).toBe(401);
    const { b } = await account();
    expect((await b.get('/v2/user/bonus/history/?last-id=abc')).statusCode).toBe(400);
    const empty = BonusHistoryResponseSchema.parse(
      (await b.get('/v2/user/bonus/history/')).json(),
    ).data;
    expect(empty).toEqual({ items: [], more: false });
  });
});

describe('the demo accounts of the README', () => {
  it('are in regions 2, 5 and 6, and one has a printed card with its history; stock cards bind', async () => {
    clock.set(FIXED_NOW);
    expect(await ensureBonusDemo(db())).toBe(true);
    expect(await ensureBonusDemo(db())).toBe(false);
    async function signIn(phone: string, address: string) {
      const b = new AccountBrowser(ctx.app, address);
      const res = await b.post('/v1/user/loginbypass/', { phone, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      return profile(b).then((user) => ({ b, user }));
    }
    for (const [i, account] of DEMO_REGION_ACCOUNTS.entries()) {
      const { user } = await signIn(account.phone, `198.51.100.${200 + i}`);
      expect(user.user_rest.region_id).toBe(account.region);
      expect(user.card?.virtual ?? null).toBe(account.region === 6 ? true : null);
    }
    const { b, user } = await signIn(DEMO_CARD_HOLDER_PHONE, '198.51.100.210');
    expect(user.card).toEqual({
      number: DEMO_HOLDER_CARD,
      virtual: false,
      movie: { percents: 0.1 },
      spend: 4800,
      status: 'live',
    });
    expect(user.user_rest.region_id).toBe(1);
    const history = BonusHistoryResponseSchema.parse(
      (await b.get('/v2/user/bonus/history/')).json(),
    ).data;
    expect(history.items).toHaveLength(3);
    expect(history.more).toBe(true);
    // Each order's date is written on its own cinema's clock: its city's zone.
    for (const item of history.items) {
      const { timezone } = await ordersWithTheirSession(db())
        .select('cities.timezone')
        .where('orders.id', '=', item.id)
        .executeTakeFirstOrThrow();
      expect(item.timezone).toBe(timezone);
    }
    expect(user.balance).toBe(480);
    // The README's stock cards are free to activate.
    const { b: fresh } = await account();
    await bind(fresh, DEMO_STOCK_CARDS[0] ?? '');
  });
});

describe('the ledger', () => {
  it('every card: the balance is the ledger sum and never below zero', async () => {
    await expectBalancesMatchLedger(db(), 5);
  });
});
