import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CODE_PROOF_MINUTES,
  CodeSentResponseSchema,
  PasswordStateResponseSchema,
  LoginErrorEnvelopeSchema,
  SignedInResponseSchema,
} from '@softkino/contract/auth';
import { CROSS_SITE_REFUSED } from '../src/routes/sameOrigin';
import { AUTH_TEXTS } from '../src/services/auth';
import { LIMITS } from '../src/services/rateLimit';
import { AccountBrowser, lastCode, signUpByCode } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { pickSessions, testClock } from './helpers/sales';

const clock = testClock();
const log: string[] = [];
const ctx = useTestApp({ now: clock.now, smsLog: (line) => log.push(line) });
const db = () => ctx.db().database.db;

let addresses = 0;
/** Every browser has an address of its own, so the per-address limits stay out of the way. */
function browser(): AccountBrowser {
  addresses += 1;
  return new AccountBrowser(ctx.app, `198.51.100.${addresses}`);
}

let phones = 0;
function newPhone(): string {
  phones += 1;
  return `7912000${String(phones).padStart(4, '0')}`;
}

function error(res: { json(): unknown }) {
  return LoginErrorEnvelopeSchema.parse(res.json());
}

/** Registers a phone by code and sets a password; returns the signed-in browser. */
async function register(phone: string, password = 'Secret12'): Promise<AccountBrowser> {
  const b = browser();
  await signUpByCode(b, phone, log);
  const set = await b.post('/v1/user/setpass/', { password, password_confirm: password });
  expect(set.statusCode).toBe(200);
  return b;
}

describe('v1 user/login/ (sending a code)', () => {
  it('sends an SMS code: caption, next_sms, the log and the dev outbox', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    const res = await browser().post('/v1/user/login/', { phone, type: 'sms', purpose: 'reg' });
    expect(res.statusCode).toBe(200);
    const sent = CodeSentResponseSchema.parse(res.json()).data;
    expect(sent).toEqual({
      next_sms: 60,
      caption: AUTH_TEXTS.smsCaption(phone),
      type: 'sms',
    });
    const code = lastCode(log);
    const outbox = await db()
      .selectFrom('outbox')
      .select(['channel', 'subject', 'body_text'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(outbox.channel).toBe('sms');
    expect(outbox.subject).toContain(code);
    const page = await browser().get('/sandbox/outbox');
    expect(page.body).toContain(`SMS: код ${code}`);
    // Only a salted hash of the code is stored.
    const stored = await db()
      .selectFrom('auth_codes')
      .selectAll()
      .where('phone', '=', phone)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  it('a flash call: the code is the last four digits of the calling number', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    const b = browser();
    const res = await b.post('/v1/user/login/', { phone, type: 'flashcall', purpose: 'reg' });
    expect(CodeSentResponseSchema.parse(res.json()).data).toMatchObject({
      type: 'flashcall',
      caption: AUTH_TEXTS.callCaption(phone),
    });
    // Whose number is whose: the call comes to the buyer's, the code is the caller's digits.
    expect(AUTH_TEXTS.callCaption('79991234567')).toBe(
      'Вам поступит звонок на +7 (999) 123-45-67: введите 4 последние цифры номера, с которого звонят',
    );
    const outbox = await db()
      .selectFrom('outbox')
      .select('subject')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const digits = outbox.subject.replace(/\D/g, '');
    expect(digits).toHaveLength(11);
    const code = digits.slice(-4);
    expect(code).toBe(lastCode(log));
    const verified = await b.post('/v1/user/verify/', {
      phone,
      code,
      type: 'flashcall',
      purpose: 'reg',
    });
    expect(verified.statusCode).toBe(200);
  });

  it('429 with next_sms when asked again too soon; fine after next_sms; at most 5 an hour', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    const b = browser();
    const form = { phone, type: 'sms', purpose: 'reg' };
    expect((await b.post('/v1/user/login/', form)).statusCode).toBe(200);
    clock.advance(20_000);
    const soon = await b.post('/v1/user/login/', form);
    expect(soon.statusCode).toBe(429);
    expect(error(soon)).toEqual({
      status: 'error',
      errors: { code: 429, message: AUTH_MESSAGES.tooSoon },
      next_sms: 40,
    });
    for (let i = 2; i <= LIMITS.codesPerPhone.max; i++) {
      clock.advance(61_000);
      expect((await b.post('/v1/user/login/', form)).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const hourly = await b.post('/v1/user/login/', form);
    expect(hourly.statusCode).toBe(429);
    expect(error(hourly).next_sms).toBeGreaterThan(60);
    // Nothing is sent, and the message says so (the client shows no 'Вам поступит звонок').
    expect(error(hourly).errors).toEqual({ code: 429, message: AUTH_MESSAGES.codeLimit });
    // Another phone from the same browser is not affected.
    expect((await b.post('/v1/user/login/', { ...form, phone: newPhone() })).statusCode).toBe(200);
  });

  it('404 for an unknown phone in auth and forget; 409 for a registered one in reg; 400 for a bad phone', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    for (const purpose of ['auth', 'forget']) {
      const res = await browser().post('/v1/user/login/', { phone, type: 'sms', purpose });
      expect(res.statusCode).toBe(404);
      expect(error(res).errors).toEqual({ code: 404, message: AUTH_MESSAGES.unknownPhone });
      // It says what happened and no more: no code is sent (decision 412; it said 'Отправили
      // код для регистрации' while the client's switch to registration sends that code).
      expect(AUTH_MESSAGES.unknownPhone).toBe('Номер не зарегистрирован.');
    }
    await register(phone);
    const again = await browser().post('/v1/user/login/', { phone, type: 'sms', purpose: 'reg' });
    expect(again.statusCode).toBe(409);
    expect(error(again).errors).toEqual({ code: 409, message: AUTH_MESSAGES.registered });
    const bad = await browser().post('/v1/user/login/', { phone: '7912', type: 'sms' });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).errors).toEqual({ code: 400, message: AUTH_MESSAGES.phoneInvalid });
  });

  it('493 when the SMS provider fails, and the failed code does not count', async () => {
    const { buildApp } = await import('../src/app');
    const failing = await buildApp({
      db: ctx.db().database.db,
      now: clock.now,
      smsSandboxFail: true,
    });
    const b = new AccountBrowser(() => failing, '198.51.100.250');
    const form = { phone: newPhone(), type: 'sms', purpose: 'reg' };
    for (let i = 0; i < 2; i++) {
      const res = await b.post('/v1/user/login/', form);
      expect(res.statusCode).toBe(493);
      expect(error(res).errors).toEqual({ code: 493, message: AUTH_MESSAGES.smsFailed });
    }
    await failing.close();
  });
});

describe('v1 user/verify/', () => {
  it('a wrong code is 401; the right one creates a confirmed account and asks for a password', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    const b = browser();
    await b.post('/v1/user/login/', { phone, type: 'sms', purpose: 'reg' });
    const code = lastCode(log);
    const wrong = await b.post('/v1/user/verify/', {
      phone,
      code: code === '0000' ? '1111' : '0000',
      type: 'sms',
      purpose: 'reg',
    });
    expect(wrong.statusCode).toBe(401);
    expect(error(wrong).errors).toEqual({ code: 401, message: AUTH_MESSAGES.wrongCode });
    expect(b.cookie).toBeNull();
    const right = await b.post('/v1/user/verify/', { phone, code, type: 'sms', purpose: 'reg' });
    expect(right.statusCode).toBe(200);
    const data = SignedInResponseSchema.parse(right.json()).data;
    expect(data).toMatchObject({ redirect_url: null, need_password: true });
    expect(right.cookies.find((c) => c.name === 'sk_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    const user = await db()
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(Number(user.id)).toBe(data.user.user_id);
    expect(user.phone_confirmed).toBe(true);
    // A spent code cannot be used twice.
    const reuse = await browser().post('/v1/user/verify/', {
      phone,
      code,
      type: 'sms',
      purpose: 'reg',
    });
    expect(reuse.statusCode).toBe(401);
  });

  it('a code expires after 5 minutes', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    const b = browser();
    await b.post('/v1/user/login/', { phone, type: 'sms', purpose: 'reg' });
    clock.advance((LIMITS.codeTtlSeconds + 1) * 1000);
    const late = await b.post('/v1/user/verify/', {
      phone,
      code: lastCode(log),
      type: 'sms',
      purpose: 'reg',
    });
    expect(late.statusCode).toBe(401);
    expect(error(late).errors).toMatchObject({ message: AUTH_TEXTS.codeExpired });
  });

  it('five wrong codes void the code (429 with next_sms); another phone is unaffected', async () => {
    clock.set(FIXED_NOW);
    const [victim, other] = [newPhone(), newPhone()];
    const attacker = browser();
    await attacker.post('/v1/user/login/', { phone: victim, type: 'sms', purpose: 'reg' });
    const code = lastCode(log);
    const wrongCode = code === '9999' ? '1234' : '9999';
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.codeAttempts; i++) {
      const res = await attacker.post('/v1/user/verify/', {
        phone: victim,
        code: wrongCode,
        type: 'sms',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const voided = await attacker.post('/v1/user/verify/', {
      phone: victim,
      code,
      type: 'sms',
      purpose: 'reg',
    });
    expect(voided.statusCode).toBe(429);
    expect(error(voided).next_sms).toBeGreaterThanOrEqual(0);

    const b = browser();
    await b.post('/v1/user/login/', { phone: other, type: 'sms', purpose: 'reg' });
    const ok = await b.post('/v1/user/verify/', {
      phone: other,
      code: lastCode(log),
      type: 'sms',
      purpose: 'reg',
    });
    expect(ok.statusCode).toBe(200);
    // A new code for the victim works again.
    clock.advance(61_000);
    await attacker.post('/v1/user/login/', { phone: victim, type: 'sms', purpose: 'reg' });
    const fresh = await attacker.post('/v1/user/verify/', {
      phone: victim,
      code: lastCode(log),
      type: 'sms',
      purpose: 'reg',
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('v1 user/setpass/ and v1 user/loginbypass/', () => {
  it('setpass: 401 without a session, the spec messages, then a stored scrypt hash', async () => {
    clock.set(FIXED_NOW);
    const guest = await browser().post('/v1/user/setpass/', {
      password: 'Secret12',
      password_confirm: 'Secret12',
    });
    expect(guest.statusCode).toBe(401);
    const phone = newPhone();
    const b = browser();
    await signUpByCode(b, phone, log);
    for (const [password, confirm, message] of [
      ['', '', AUTH_MESSAGES.fillAll],
      ['Secret12', 'Secret13', AUTH_MESSAGES.mismatch],
      ['secret12', 'secret12', AUTH_MESSAGES.weak],
      ['Secret 12', 'Secret 12', AUTH_MESSAGES.weak],
    ] as const) {
      const res = await b.post('/v1/user/setpass/', { password, password_confirm: confirm });
      expect(res.statusCode).toBe(400);
      expect(error(res).errors).toEqual({ code: 400, message });
    }
    const ok = await b.post('/v1/user/setpass/', {
      password: 'Secret12',
      password_confirm: 'Secret12',
    });
    expect(SignedInResponseSchema.parse(ok.json()).data.redirect_url).toBe('/profile/settings');
    const row = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(row.password_hash).not.toContain('Secret12');
  });

  it('setpass asks for the current password unless the browser proved the phone by a code just now (decision 449)', async () => {
    clock.set(FIXED_NOW);
    const guest = await browser().get('/v1/user/setpass/');
    expect(guest.statusCode).toBe(401);
    const phone = newPhone();
    const b = browser();
    await signUpByCode(b, phone, log);
    const state = async (who: AccountBrowser) =>
      PasswordStateResponseSchema.parse((await who.get('/v1/user/setpass/')).json()).data;
    // Registration goes on to 'Придумайте пароль': no password yet, none asked.
    expect(await state(b)).toEqual({ phone, has_password: false, current_required: false });
    const first = { password: 'Secret12', password_confirm: 'Secret12' };
    const set = await b.post('/v1/user/setpass/', first);
    // Nobody else was signed in: nothing to say about other browsers.
    expect(SignedInResponseSchema.parse(set.json()).data.caption).toBeUndefined();
    expect(await state(b)).toEqual({ phone, has_password: true, current_required: false });

    // Minutes after the code, the session no longer stands for the phone's owner.
    clock.advance((CODE_PROOF_MINUTES * 60 + 1) * 1000);
    expect((await state(b)).current_required).toBe(true);
    const next = { password: 'Secret34', password_confirm: 'Secret34' };
    const missing = await b.post('/v1/user/setpass/', next);
    expect(missing.statusCode).toBe(400);
    expect(error(missing).errors).toEqual({
      code: 400,
      message: AUTH_MESSAGES.currentPasswordEmpty,
    });
    const wrong = await b.post('/v1/user/setpass/', { ...next, current_password: 'Secret99' });
    expect(wrong.statusCode).toBe(403);
    expect(error(wrong).errors).toEqual({ code: 403, message: AUTH_MESSAGES.currentPasswordWrong });
    const same = await b.post('/v1/user/setpass/', { ...first, current_password: 'Secret12' });
    expect(error(same).errors).toEqual({ code: 400, message: AUTH_MESSAGES.samePassword });
    // Nothing was changed by the refusals.
    const stillOld = await browser().post('/v1/user/loginbypass/', { phone, password: 'Secret12' });
    expect(stillOld.statusCode).toBe(200);

    const changed = await b.post('/v1/user/setpass/', { ...next, current_password: 'Secret12' });
    expect(changed.statusCode).toBe(200);
    expect(
      (await browser().post('/v1/user/loginbypass/', { phone, password: 'Secret34' })).statusCode,
    ).toBe(200);

    // A password sign-in proves nothing about the phone: the current password is asked at once.
    const other = browser();
    expect(
      (await other.post('/v1/user/loginbypass/', { phone, password: 'Secret34' })).statusCode,
    ).toBe(200);
    expect((await state(other)).current_required).toBe(true);
    // A code sign-in (the forgotten password) proves it again.
    clock.advance((LIMITS.codeResendSeconds + 1) * 1000);
    const coded = browser();
    expect(
      (await coded.post('/v1/user/login/', { phone, type: 'sms', purpose: 'forget' })).statusCode,
    ).toBe(200);
    const verified = await coded.post('/v1/user/verify/', {
      phone,
      code: lastCode(log),
      type: 'sms',
      purpose: 'forget',
    });
    expect(verified.statusCode).toBe(200);
    expect((await state(coded)).current_required).toBe(false);
  });

  it('a new password signs the account out of every other browser, and wrong current passwords count toward the limit', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    const first = await register(phone);
    clock.advance((CODE_PROOF_MINUTES * 60 + 1) * 1000);
    const second = browser();
    expect(
      (await second.post('/v1/user/loginbypass/', { phone, password: 'Secret12' })).statusCode,
    ).toBe(200);
    const sessionsBefore = await db().selectFrom('web_sessions').select('id').execute();

    const attacker = browser();
    for (let i = 0; i < LIMITS.passwordsPerPhone.max; i++) {
      const res = await second.post('/v1/user/setpass/', {
        password: 'Secret56',
        password_confirm: 'Secret56',
        current_password: `Wrong${i}x`,
      });
      expect(res.statusCode).toBe(403);
    }
    // The phone's wrong passwords are spent, at setpass/ as at sign-in.
    const limited = await second.post('/v1/user/setpass/', {
      password: 'Secret56',
      password_confirm: 'Secret56',
      current_password: 'Secret12',
    });
    expect(limited.statusCode).toBe(429);
    expect(
      (await attacker.post('/v1/user/loginbypass/', { phone, password: 'Secret12' })).statusCode,
    ).toBe(429);

    clock.advance((LIMITS.passwordsPerPhone.windowSeconds + 1) * 1000);
    const ok = await second.post('/v1/user/setpass/', {
      password: 'Secret56',
      password_confirm: 'Secret56',
      current_password: 'Secret12',
    });
    expect(SignedInResponseSchema.parse(ok.json()).data.caption).toBe(
      AUTH_MESSAGES.othersSignedOut,
    );
    // The browser that changed it stays signed in; the other is signed out.
    expect((await second.get('/v2/user/')).statusCode).toBe(200);
    expect((await first.get('/v2/user/')).statusCode).toBe(401);
    // No session row was deleted (their orders stay with them).
    const sessionsAfter = await db().selectFrom('web_sessions').select('id').execute();
    expect(sessionsAfter.length).toBeGreaterThanOrEqual(sessionsBefore.length);
  });

  it('loginbypass: 404 unknown phone, 401 wrong password, 200 signs in under a new token', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    await register(phone);
    const unknown = await browser().post('/v1/user/loginbypass/', {
      phone: newPhone(),
      password: 'Secret12',
    });
    expect(unknown.statusCode).toBe(404);
    const b = browser();
    const wrong = await b.post('/v1/user/loginbypass/', { phone, password: 'Secret13' });
    expect(wrong.statusCode).toBe(401);
    expect(error(wrong).errors).toEqual({ code: 401, message: AUTH_MESSAGES.wrongPassword });
    const short = await b.post('/v1/user/loginbypass/', { phone, password: '123' });
    expect(error(short).errors).toEqual({ code: 400, message: AUTH_MESSAGES.passwordShort });

    // A guest session (planted or real) is rotated on sign-in: the old token stops working.
    const planted = 'sk_session=' + 'A'.repeat(43);
    await db()
      .insertInto('web_sessions')
      .values({
        token_hash: (await import('../src/services/buyers')).hashToken('A'.repeat(43)),
        user_id: null,
      })
      .execute();
    b.cookie = planted;
    const ok = await b.post('/v1/user/loginbypass/', { phone, password: 'Secret12' });
    expect(ok.statusCode).toBe(200);
    expect(b.cookie).not.toBe(planted);
    expect((await b.get('/v2/user/')).statusCode).toBe(200);
    const old = browser();
    old.cookie = planted;
    expect((await old.get('/v2/user/')).statusCode).toBe(401);
  });

  it('a phone written with the trunk 8 (8 912 …) is the same account as 7912…', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    await register(phone);
    const account = await db()
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    const written = `8 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
    const ok = await browser().post('/v1/user/loginbypass/', {
      phone: written,
      password: 'Secret12',
    });
    expect(ok.statusCode).toBe(200);
    expect(SignedInResponseSchema.parse(ok.json()).data.user.user_id).toBe(Number(account.id));
    // A code asked for '8…' goes to the account's phone, not to a new registration (404).
    clock.advance((LIMITS.codeResendSeconds + 1) * 1000);
    const code = await browser().post('/v1/user/login/', {
      phone: `8${phone.slice(1)}`,
      type: 'sms',
      purpose: 'forget',
    });
    expect(code.statusCode).toBe(200);
    expect(CodeSentResponseSchema.parse(code.json()).data.caption).toBe(
      AUTH_TEXTS.smsCaption(phone),
    );
  });

  it('10 wrong passwords lock that phone (429 + next_sms) from any address, not other phones', async () => {
    clock.set(FIXED_NOW);
    const [victim, other] = [newPhone(), newPhone()];
    await register(victim);
    await register(other);
    const attacker = browser();
    for (let i = 0; i < LIMITS.passwordsPerPhone.max; i++) {
      const res = await attacker.post('/v1/user/loginbypass/', {
        phone: victim,
        password: `Wrong${i}xx`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await browser().post('/v1/user/loginbypass/', {
      phone: victim,
      password: 'Secret12',
    });
    expect(locked.statusCode).toBe(429);
    const next = error(locked).next_sms ?? 0;
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThanOrEqual(LIMITS.passwordsPerPhone.windowSeconds);
    // The same attacker address may still sign in to another phone.
    expect(
      (await attacker.post('/v1/user/loginbypass/', { phone: other, password: 'Secret12' }))
        .statusCode,
    ).toBe(200);
    // Code sign-in is not blocked by password failures.
    clock.advance(LIMITS.passwordsPerPhone.windowSeconds * 1000 + 1000);
    expect(
      (await browser().post('/v1/user/loginbypass/', { phone: victim, password: 'Secret12' }))
        .statusCode,
    ).toBe(200);
  });

  it('one address failing on many phones is limited; other addresses are not', async () => {
    clock.set(FIXED_NOW);
    const phone = newPhone();
    await register(phone);
    const sprayer = browser();
    for (let i = 0; i < LIMITS.passwordsPerAddress.max; i++) {
      await sprayer.post('/v1/user/loginbypass/', { phone: newPhone(), password: 'Secret12' });
    }
    const res = await sprayer.post('/v1/user/loginbypass/', { phone, password: 'Secret12' });
    expect(res.statusCode).toBe(429);
    expect(
      (await browser().post('/v1/user/loginbypass/', { phone, password: 'Secret12' })).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('v2 user/ is 401 for a guest; logout ends the session and redirects to /', async () => {
    clock.set(FIXED_NOW);
    expect((await browser().get('/v2/user/')).statusCode).toBe(401);
    const b = await register(newPhone());
    const cookie = b.cookie;
    expect((await b.get('/v2/user/')).statusCode).toBe(200);
    const out = await b.get('/?logout=yes');
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect(b.cookie).toBeNull();
    // The page the redirect lands on learns it from a mark its script reads (decision 443): the
    // address no longer says so, and it would ask for the profile of the ended session.
    const mark = out.cookies.find((c) => c.name === 'sk_signed_out');
    expect(mark).toMatchObject({ value: '1', path: '/', maxAge: 60, sameSite: 'Lax' });
    expect(mark?.httpOnly).toBeFalsy();
    const replay = browser();
    replay.cookie = cookie;
    expect((await replay.get('/v2/user/')).statusCode).toBe(401);
  });

  it('a cross-site logout link only redirects', async () => {
    const b = await register(newPhone());
    const out = await b.get('/?logout=yes', { 'sec-fetch-site': 'cross-site' });
    expect(out.statusCode).toBe(302);
    // No sign-out, so no mark: the page keeps the browser's sign-in.
    expect(out.cookies.map((c) => c.name)).not.toContain('sk_signed_out');
    expect((await b.get('/v2/user/')).statusCode).toBe(200);
  });

  it('a sign-in lapses after 30 idle days', async () => {
    clock.set(FIXED_NOW);
    const b = await register(newPhone());
    clock.advance(29 * 24 * 3600_000);
    expect((await b.get('/v2/user/')).statusCode).toBe(200);
    clock.advance(29 * 24 * 3600_000);
    expect((await b.get('/v2/user/')).statusCode).toBe(200);
    clock.advance(31 * 24 * 3600_000);
    expect((await b.get('/v2/user/')).statusCode).toBe(401);
    clock.set(FIXED_NOW);
  });

  it('create_order reads the sign-in itself: a live one owns the order, a lapsed one is dropped', async () => {
    clock.set(FIXED_NOW);
    const [session] = await pickSessions(db(), 1);
    if (!session) throw new Error('no session on sale');
    const order = (b: AccountBrowser, seat: number) =>
      b.post('/v2/payment/create_order/', {
        session: String(session.id),
        seats: JSON.stringify([seat]),
        email: 'buyer@example.ru',
      });
    const phone = newPhone();
    const b = await register(phone);
    const user = await db()
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    const live = await order(b, session.seats.at(-1) ?? 0);
    expect(live.statusCode).toBe(200);
    expect(live.json().data['user-id']).toBe(user.id);
    // 31 days without a request: the order is a guest's, and the sign-in is gone.
    await db()
      .updateTable('web_sessions')
      .set({ last_seen_at: new Date(FIXED_NOW.getTime() - 31 * 24 * 3600_000) })
      .where('user_id', '=', user.id)
      .execute();
    const lapsed = await order(b, session.seats.at(-2) ?? 0);
    expect(lapsed.statusCode).toBe(200);
    expect(lapsed.json().data['user-id']).toBeNull();
    expect((await b.get('/v2/user/')).statusCode).toBe(401);
  });

  it('refuses cross-site state changes', async () => {
    clock.set(FIXED_NOW);
    const b = await register(newPhone());
    const evil = { origin: 'https://evil.example' };
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    for (const headers of [evil, crossSite]) {
      for (const [path, form] of [
        ['/v1/user/login/', { phone: newPhone(), type: 'sms', purpose: 'reg' }],
        ['/v1/user/loginbypass/', { phone: newPhone(), password: 'Secret12' }],
        ['/v1/user/setpass/', { password: 'Secret34', password_confirm: 'Secret34' }],
        ['/v1/films/like/', { film: '1', like: '1' }],
      ] as const) {
        const res = await b.post(path, form, headers);
        expect(res.statusCode).toBe(403);
        expect(error(res).errors).toMatchObject({ message: CROSS_SITE_REFUSED });
      }
      expect((await b.get('/v1/user/social/vk/unlink/', headers)).statusCode).toBe(403);
    }
    const sameSite = await b.post(
      '/v1/films/like/',
      { film: '1', like: '1' },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    );
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('malformed forms (docs/decisions/161)', () => {
  it('each login call answers a bad form with a 400 envelope and the contract text, never a 500', async () => {
    clock.set(FIXED_NOW);
    const b = await register(newPhone());
    const cases = [
      ['/v1/user/login/', {}, AUTH_MESSAGES.phoneInvalid],
      ['/v1/user/login/', { phone: '8 912 00', type: 'sms' }, AUTH_MESSAGES.phoneInvalid],
      ['/v1/user/verify/', { type: 'sms' }, AUTH_MESSAGES.phoneInvalid],
      [
        '/v1/user/verify/',
        { phone: newPhone(), code: 'ab', type: 'sms' },
        AUTH_MESSAGES.codeInvalid,
      ],
      ['/v1/user/loginbypass/', { password: 'Secret12' }, AUTH_MESSAGES.phoneInvalid],
      [
        '/v1/user/loginbypass/',
        { phone: newPhone(), password: '123' },
        AUTH_MESSAGES.passwordShort,
      ],
      ['/v1/user/loginbypass/', { phone: newPhone() }, AUTH_MESSAGES.passwordShort],
      ['/v1/user/setpass/', {}, AUTH_MESSAGES.fillAll],
      ['/v1/user/setpass/', { password: 'Secret12' }, AUTH_MESSAGES.fillAll],
      [
        '/v1/user/setpass/',
        { password: 'Secret12', password_confirm: 'x' },
        AUTH_MESSAGES.mismatch,
      ],
    ] as const;
    for (const [path, form, message] of cases) {
      const res = await b.post(path, form);
      expect(res.statusCode, `${path} ${JSON.stringify(form)}`).toBe(400);
      expect(error(res).errors).toEqual({ code: 400, message });
    }
    // A guest's bad form to setpass/ is still the 401 of a guest.
    const guest = await browser().post('/v1/user/setpass/', { password: 'x' });
    expect(guest.statusCode).toBe(401);
  });
});
