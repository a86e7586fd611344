import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import { seatLabels } from '@softkino/contract/seats';
import { runEvery } from '../lib/periodic';
import { addDays, formatTime, fromLocal, toLocal } from '../lib/time';
import type { TextMessage } from '../providers/sms';
import { findOrderPlaces } from '../repositories/orders';
import {
  claimReminders,
  findReminderCandidates,
  type ReminderCandidate,
} from '../repositories/sessionReminders';
import type { AccountContext } from './context';
import { createTicketLink } from './ticketLinks';

/**
 * The session reminder that checkout's phone field promises ('Необязательно: пришлём
 * напоминание о сеансе', docs/decisions/453): one SMS per paid order with a phone, three hours
 * before the session, never at night, with the seats and a link to the tickets.
 */

/** How long before the session the reminder goes. */
export const REMIND_BEFORE_MS = 3 * 60 * 60_000;
/** No reminder from 22:00 to 9:00 on the cinema's clock: it goes at 21:00 the evening before. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 9;
export const EVENING_HOUR = 21;
/** Closer to the start than this a reminder is late (the server was down): it is not sent. */
export const TOO_LATE_MS = 30 * 60_000;
/** The furthest ahead a due reminder's session can be: a noon session reminded at 21:00. */
export const LOOK_AHEAD_MS = 16 * 60 * 60_000;

/** When the reminder of a session starting at `startsAt` is due, on the cinema's clock rules. */
export function reminderDue(startsAt: Date, timezone: string): Date {
  const due = new Date(startsAt.getTime() - REMIND_BEFORE_MS);
  const l = toLocal(due, timezone);
  if (l.hour >= QUIET_UNTIL_HOUR && l.hour < QUIET_FROM_HOUR) return due;
  // At night: the evening before it, at 21:00 (the same evening for a due time after 22:00).
  const evening = l.hour >= QUIET_FROM_HOUR ? l : { ...addDays(l, -1), hour: 0, minute: 0 };
  return fromLocal({ ...evening, hour: EVENING_HOUR, minute: 0 }, timezone);
}

/**
 * Whether an order gets a reminder at `now`: it is due, and the order was paid before it was
 * due (a buyer who paid after that has just read the tickets e-mail).
 */
export function reminderWanted(
  order: Pick<ReminderCandidate, 'starts_at' | 'timezone' | 'paid_at'>,
  now: Date,
): boolean {
  const due = reminderDue(order.starts_at, order.timezone);
  if (now < due || now.getTime() > order.starts_at.getTime() - TOO_LATE_MS) return false;
  return order.paid_at !== null && order.paid_at < due;
}

/** 'сегодня', 'завтра' or '3 декабря', the session's day seen from `now` on the cinema's clock. */
function dayWord(startsAt: Date, now: Date, timezone: string): string {
  const start = toLocal(startsAt, timezone);
  const today = toLocal(now, timezone);
  const same = (a: { year: number; month: number; day: number }) =>
    a.year === start.year && a.month === start.month && a.day === start.day;
  if (same(today)) return 'сегодня';
  if (same(addDays(today, 1))) return 'завтра';
  return format(new Date(start.year, start.month - 1, start.day), 'd MMMM', { locale: ru });
}

/**
 * 'СофтКино: сегодня в 19:30 «Дюна» (12+), Галерея, Зал 2, ряд 5, место 7; ряд 5, место 8.
 * Билеты: https://…/tickets/…'
 */
export function reminderText(
  order: ReminderCandidate,
  seats: readonly { row: number; place: number }[],
  now: Date,
  ticketsUrl: string,
): string {
  const when = `${dayWord(order.starts_at, now, order.timezone)} в ${formatTime(toLocal(order.starts_at, order.timezone))}`;
  const where = `${order.cinema_name}, ${order.hall_name}`;
  return `СофтКино: ${when} «${order.film_name}» (${order.age}), ${where}, ${seatLabels(seats)}. Билеты: ${ticketsUrl}`;
}

export interface ReminderRun {
  /** Reminders handed to the SMS provider. */
  sent: number;
  /** Reminders the provider refused; they are not tried again. */
  failed: number;
}

/**
 * Sends the reminders due now. They are claimed and their texts written in one transaction,
 * then sent outside it: a reminder is sent at most once, and a provider's failure loses it
 * rather than sending it twice.
 */
export async function sendSessionReminders(
  ctx: AccountContext,
  onSendError: (err: unknown) => void = () => {},
): Promise<ReminderRun> {
  const now = ctx.now();
  const candidates = await findReminderCandidates(
    ctx.db,
    new Date(now.getTime() + TOO_LATE_MS),
    new Date(now.getTime() + LOOK_AHEAD_MS),
  );
  const wanted = candidates.filter((c) => reminderWanted(c, now));
  if (wanted.length === 0) return { sent: 0, failed: 0 };
  const messages = await ctx.db.transaction().execute(async (trx) => {
    const claimed = new Set(
      await claimReminders(
        trx,
        wanted.map((c) => c.order_id),
        now,
      ),
    );
    const mine = wanted.filter((c) => claimed.has(c.order_id));
    const places = await findOrderPlaces(
      trx,
      mine.map((c) => c.order_id),
    );
    const out: TextMessage[] = [];
    for (const order of mine) {
      const link = await createTicketLink(trx, order.order_id, ctx.dbNow());
      const seats = places.get(order.order_id) ?? [];
      out.push({
        phone: order.phone,
        orderId: order.order_id,
        text: reminderText(order, seats, now, `${ctx.publicUrl ?? ''}${link.page}`),
      });
    }
    return out;
  });
  const run: ReminderRun = { sent: 0, failed: 0 };
  for (const message of messages) {
    try {
      await ctx.sms.notify(message);
      run.sent += 1;
    } catch (err) {
      run.failed += 1;
      onSendError(err);
    }
  }
  return run;
}

/** Runs the reminders every `intervalMs` on every node; runs never overlap within a node. */
export function startSessionReminders(
  ctx: AccountContext,
  intervalMs: number,
  onError: (err: unknown) => void,
): () => void {
  return runEvery(intervalMs, () => sendSessionReminders(ctx, onError), onError);
}
