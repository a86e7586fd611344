import { beforeAll, describe, expect, it } from 'vitest';
import { TicketsViewResponseSchema } from '@softkino/contract/tickets';
import { sandboxSms, SmsDeliveryError, type SmsProvider } from '../src/providers/sms';
import type { AccountContext } from '../src/services/context';
import { reminderDue, sendSessionReminders, TOO_LATE_MS } from '../src/services/sessionReminders';
import { sandboxContext, useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { pickSessions, testClock, TestBrowser, type TestSession } from './helpers/sales';

/**
 * The session reminder checkout's phone field promises (docs/decisions/453): one SMS per paid
 * order with a phone, three hours before the session and never at night, naming the film, the
 * time, the hall and the seats, with a link that opens the tickets.
 */
const clock = testClock();
const SITE = 'https://kino.example';
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0, publicUrl: SITE });
const db = () => ctx.db().database.db;
const MINUTE = 60_000;
const SUBJECT = 'SMS: напоминание о сеансе';

let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(db(), 8);
});

function session(i: number): TestSession {
  const s = sessions[i];
  if (!s) throw new Error(`no session ${i}`);
  return s;
}

/** A reminder run's context: the app's database and clock, the sandbox SMS (or `sms`). */
function reminderContext(sms?: SmsProvider): AccountContext {
  return {
    ...sandboxContext(db(), clock.now),
    publicUrl: SITE,
    sms: sms ?? sandboxSms({ db: db(), log: () => {} }),
    uploadsDir: '/nonexistent',
  };
}

/** A guest orders seats of session `i` with `phone` (or none) and pays by card at `at`. */
async function buy(i: number, seats: number[], phone: string | null, at = FIXED_NOW) {
  clock.set(at);
  const s = session(i);
  const created = await new TestBrowser(ctx.app).buyByCard(
    s.id,
    seats.map((n) => s.seats[n] ?? 0),
    { phone: phone ?? '' },
  );
  return created['order-id'];
}

/** The session's timezone and the reminder's due time. */
async function dueOf(i: number): Promise<Date> {
  const s = session(i);
  const { timezone } = await db()
    .selectFrom('halls')
    .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
    .innerJoin('cities', 'cities.id', 'cinemas.city_id')
    .select('cities.timezone')
    .where('halls.id', '=', s.hallId)
    .executeTakeFirstOrThrow();
  return reminderDue(s.startsAt, timezone);
}

function reminders(orderId: number) {
  return db()
    .selectFrom('outbox')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('subject', '=', SUBJECT)
    .execute();
}

describe('when a reminder is due', () => {
  const MSK = 'Europe/Moscow';
  const at = (iso: string) => new Date(iso);
  it('three hours before a session in the day', () => {
    // 19:30 in Moscow (UTC+3) is 16:30 UTC; the reminder goes at 16:30 Moscow time.
    expect(reminderDue(at('2026-12-05T16:30:00Z'), MSK)).toEqual(at('2026-12-05T13:30:00Z'));
    // 12:00 exactly: due at 9:00, the first minute that is not night.
    expect(reminderDue(at('2026-12-05T09:00:00Z'), MSK)).toEqual(at('2026-12-05T06:00:00Z'));
    // 00:59: due at 21:59 the evening before.
    expect(reminderDue(at('2026-12-05T21:59:00Z'), MSK)).toEqual(at('2026-12-05T18:59:00Z'));
  });

  it('at 21:00 the evening before when three hours before falls at night', () => {
    // 10:00 Moscow: 7:00 is night, so 21:00 the day before.
    expect(reminderDue(at('2026-12-05T07:00:00Z'), MSK)).toEqual(at('2026-12-04T18:00:00Z'));
    // 1:30 Moscow: 22:30 is night, so 21:00 that same evening.
    expect(reminderDue(at('2026-12-05T22:30:00Z'), MSK)).toEqual(at('2026-12-05T18:00:00Z'));
  });

  it("on the cinema's own clock", () => {
    // 10:00 in Novosibirsk (UTC+7) is 3:00 UTC; 21:00 there the day before is 14:00 UTC.
    expect(reminderDue(at('2026-12-05T03:00:00Z'), 'Asia/Novosibirsk')).toEqual(
      at('2026-12-04T14:00:00Z'),
    );
  });
});

describe('session reminders', () => {
  it('send one SMS to the order phone when due: film, time, hall, seats and the tickets link', async () => {
    const orderId = await buy(0, [2, 3], '8 (912) 345-67-89');
    const due = await dueOf(0);

    // A minute before it is due: nothing.
    clock.set(new Date(due.getTime() - MINUTE));
    await sendSessionReminders(reminderContext());
    expect(await reminders(orderId)).toHaveLength(0);

    clock.set(due);
    expect((await sendSessionReminders(reminderContext())).sent).toBeGreaterThanOrEqual(1);
    const [sms, ...more] = await reminders(orderId);
    expect(more).toHaveLength(0);
    expect(sms?.channel).toBe('sms');
    expect(sms?.recipient).toBe('+7 (912) 345-67-89');

    const facts = await db()
      .selectFrom('sessions')
      .innerJoin('films', 'films.id', 'sessions.film_id')
      .innerJoin('halls', 'halls.id', 'sessions.hall_id')
      .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
      .innerJoin('seats', 'seats.hall_id', 'halls.id')
      .select(['films.name as film', 'halls.name as hall', 'cinemas.name as cinema'])
      .select(['seats.row_number as row', 'seats.place_number as place'])
      .where('sessions.id', '=', session(0).id)
      .where('seats.id', 'in', [session(0).seats[2] ?? 0, session(0).seats[3] ?? 0])
      .orderBy('seats.id')
      .execute();
    const text = sms?.body_text ?? '';
    const first = facts[0];
    const second = facts[1];
    expect(text).toContain(`«${first?.film}»`);
    expect(text).toContain(`${first?.cinema}, ${first?.hall}`);
    expect(text).toContain(
      `ряд ${first?.row}, место ${first?.place}; ряд ${second?.row}, место ${second?.place}.`,
    );
    expect(text).toMatch(/^СофтКино: (сегодня|завтра) в \d\d:\d\d «/);

    // The link is absolute and opens the order's two tickets.
    const token = new RegExp(`${SITE}/tickets/([A-Za-z0-9_-]{43})$`).exec(text)?.[1];
    expect(token).toBeDefined();
    const res = await new TestBrowser(ctx.app).get(`/v1/tickets/?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(TicketsViewResponseSchema.parse(res.json()).data.tickets).toHaveLength(2);

    // A second run, and one later on, send nothing more.
    await sendSessionReminders(reminderContext());
    clock.set(new Date(due.getTime() + 30 * MINUTE));
    await sendSessionReminders(reminderContext());
    expect(await reminders(orderId)).toHaveLength(1);
  });

  it('skip an order without a phone, one paid after the reminder was due, and a cancelled one', async () => {
    const due = await dueOf(1);
    const noPhone = await buy(1, [2], null);
    const late = await buy(1, [3], '+7 912 000-00-01', new Date(due.getTime() + MINUTE));
    const cancelled = await buy(1, [4], '+7 912 000-00-02');
    await db()
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled)
      .execute();
    const kept = await buy(1, [5], '+7 912 000-00-03');

    clock.set(new Date(due.getTime() + 2 * MINUTE));
    await sendSessionReminders(reminderContext());
    expect(await reminders(noPhone)).toHaveLength(0);
    expect(await reminders(late)).toHaveLength(0);
    expect(await reminders(cancelled)).toHaveLength(0);
    expect(await reminders(kept)).toHaveLength(1);
  });

  it('skip a disabled session, and one that starts in under 30 minutes (a server that was down)', async () => {
    const disabledOrder = await buy(2, [2], '+7 912 000-00-04');
    await db()
      .updateTable('sessions')
      .set({ disabled: true })
      .where('id', '=', session(2).id)
      .execute();
    clock.set(await dueOf(2));
    await sendSessionReminders(reminderContext());
    expect(await reminders(disabledOrder)).toHaveLength(0);
    await db()
      .updateTable('sessions')
      .set({ disabled: false })
      .where('id', '=', session(2).id)
      .execute();

    const lateOrder = await buy(3, [2], '+7 912 000-00-05');
    clock.set(new Date(session(3).startsAt.getTime() - TOO_LATE_MS + MINUTE));
    await sendSessionReminders(reminderContext());
    expect(await reminders(lateOrder)).toHaveLength(0);
  });

  it("skip an account's order when the account turned the reminders off in its profile", async () => {
    const due = await dueOf(6);
    const off = await buy(6, [2], '+7 912 000-00-08');
    const on = await buy(6, [3], '+7 912 000-00-09');
    const user = async (phone: string, remind: boolean) =>
      (
        await db()
          .insertInto('users')
          .values({ phone, phone_confirmed: true, birthday: null, sms_remind: remind })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await db()
      .updateTable('orders')
      .set({ user_id: await user('79120000008', false) })
      .where('id', '=', off)
      .execute();
    await db()
      .updateTable('orders')
      .set({ user_id: await user('79120000009', true) })
      .where('id', '=', on)
      .execute();
    clock.set(due);
    await sendSessionReminders(reminderContext());
    expect(await reminders(off)).toHaveLength(0);
    expect(await reminders(on)).toHaveLength(1);
  });

  it('send each reminder once when two runs (two nodes) go at the same time', async () => {
    const orderId = await buy(4, [2], '+7 912 000-00-06');
    clock.set(await dueOf(4));
    const [a, b] = await Promise.all([
      sendSessionReminders(reminderContext()),
      sendSessionReminders(reminderContext()),
    ]);
    expect(await reminders(orderId)).toHaveLength(1);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBeGreaterThanOrEqual(1);
  });

  it('count a provider failure and do not send that reminder twice', async () => {
    const orderId = await buy(5, [2], '+7 912 000-00-07');
    clock.set(await dueOf(5));
    const errors: unknown[] = [];
    const failing = sandboxSms({ db: db(), log: () => {}, fail: true });
    const run = await sendSessionReminders(reminderContext(failing), (err) => errors.push(err));
    expect(run.failed).toBeGreaterThanOrEqual(1);
    expect(errors[0]).toBeInstanceOf(SmsDeliveryError);
    // The next run (a working provider) does not try it again: at most once, never twice.
    await sendSessionReminders(reminderContext());
    expect(await reminders(orderId)).toHaveLength(0);
  });
});
