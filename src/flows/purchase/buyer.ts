/**
 * Who is buying (spec section 6, Roles): a guest, or a signed-in user whose known contacts are
 * prefilled and locked in checkout and who is told about an unpaid order. A browser that does
 * not remember USER_ID is a guest without asking the server; a remembered one is checked with
 * v2 user/ (a 401 means the sign-in has ended).
 */
import { fetchUnpaidOrder } from '../../api/session';
import type { UnpaidOrder } from '@softkino/contract';
import type { UserLoad } from '../../api/user';
import { storedUserId } from '../auth/session';
import { signedInUser } from '../auth/signedInUser';
import { sanitizePhone } from '@softkino/contract';
import { formatPhone } from '../../ui/form/masks';
import type { CheckoutFormValues } from './checkoutForm';

export type Buyer =
  | { kind: 'guest' }
  /** Signed in: `phone` and `email` as the account knows them ('' when not known). */
  | {
      kind: 'user';
      phone: string;
      email: string;
      unpaid: UnpaidOrder | null;
      /** The account has a bonus card (spec section 6: without one it is told how to get one). */
      hasCard: boolean;
      /** Points checkout may spend: the card's balance less what unpaid orders set aside. */
      bonusBalance: number;
    };

export const GUEST: Buyer = { kind: 'guest' };

/** The buyer from the profile load: an unconfirmed phone is signed in but knows no contacts. */
export function buyerOf(load: UserLoad, unpaid: UnpaidOrder | null): Buyer {
  if (load.kind === 'unconfirmed')
    return { kind: 'user', phone: '', email: '', unpaid, hasCard: false, bonusBalance: 0 };
  const phone = sanitizePhone(load.user.phone);
  // The live card only: user_rest.cards also lists blocked and replaced ones (decision 254).
  const hasCard = load.user.card !== null;
  return {
    kind: 'user',
    phone: /^\d{11}$/.test(phone) ? phone : '',
    email: load.user.email.trim(),
    unpaid,
    hasCard,
    bonusBalance: hasCard ? Math.max(0, Math.floor(load.user.balance)) : 0,
  };
}

/**
 * Points checkout may spend on an order of `sessionId`: the spendable balance, plus what this
 * browser's unpaid order of the same session set aside, since the new order replaces it (the
 * server cancels it in the new order's transaction before it sets the new points aside).
 */
export function spendablePoints(buyer: Buyer, sessionId: number): number {
  if (buyer.kind === 'guest') return 0;
  const freed =
    buyer.hasCard && buyer.unpaid?.session_id === sessionId ? (buyer.unpaid.bonus_pay ?? 0) : 0;
  return buyer.bonusBalance + freed;
}

export interface CheckoutContacts {
  phone: string;
  email: string;
  /** Known to the account: shown read-only with a note (spec section 2, Checkout side panel). */
  phoneLocked: boolean;
  emailLocked: boolean;
}

/** The contacts checkout starts with, and which of them are locked. */
export function checkoutContacts(buyer: Buyer): CheckoutContacts {
  if (buyer.kind === 'guest')
    return { phone: '', email: '', phoneLocked: false, emailLocked: false };
  return {
    phone: buyer.phone,
    email: buyer.email,
    phoneLocked: buyer.phone !== '',
    emailLocked: buyer.email !== '',
  };
}

/**
 * What the note under locked contacts says: it names what came from the profile, and the mail
 * the tickets go to only when that is the profile's (a profile without an e-mail has the field
 * open, and the tickets go to what is typed there).
 */
export function lockedNote(contacts: CheckoutContacts): string {
  if (contacts.phoneLocked && contacts.emailLocked)
    return 'Контакты из вашего профиля: билеты придут на эту почту. Изменить их можно в';
  if (contacts.emailLocked)
    return 'Почта из вашего профиля: билеты придут на нее. Изменить ее можно в';
  return 'Телефон из вашего профиля. Изменить его можно в';
}

/**
 * What the checkout form starts with: the account's known contacts (locked), else what the
 * buyer left in the form when checkout was last left in this session's popup (`draft`), else
 * empty; the consent as it was left (decision 364).
 */
export function checkoutDefaults(
  contacts: CheckoutContacts,
  draft: CheckoutFormValues | null,
): CheckoutFormValues {
  const known = contacts.phone ? formatPhone(contacts.phone) : '';
  return {
    phone: contacts.phoneLocked ? known : (draft?.phone ?? known),
    email: contacts.emailLocked ? contacts.email : (draft?.email ?? contacts.email),
    consent: draft?.consent ?? false,
  };
}

/**
 * Loads the buyer: a guest when the browser remembers no sign-in or the server has ended it
 * (401). Any other failure of v2 user/ (a server error, no network) rejects: a signed-in buyer
 * is not sold to as a guest, without their bonuses and locked contacts; the popup says 'Ошибка
 * загрузки пользователя' (spec section 8) and offers to try again (decision 365). The unpaid
 * order is a note, so its failure is only no note.
 */
export async function loadBuyer(): Promise<Buyer> {
  if (storedUserId() === null) return GUEST;
  const [load, unpaid] = await Promise.all([signedInUser(), fetchUnpaidOrder().catch(() => null)]);
  return load ? buyerOf(load, unpaid) : GUEST;
}

/**
 * The bonus note of checkout (spec section 6, Roles): a session or cinema flagged no_bonus points
 * a signed-in buyer to the mobile app; a signed-in buyer without a card is told there is none and
 * how to get one. Guests have their own note; a buyer with a card spends points on the slider.
 */
export type BonusNote = 'no-bonus' | 'no-card' | 'slider' | null;

export function bonusNote(buyer: Buyer, noBonus: boolean): BonusNote {
  if (buyer.kind === 'guest') return null;
  if (noBonus) return 'no-bonus';
  return buyer.hasCard ? 'slider' : 'no-card';
}

/**
 * The unpaid orders the popup found when it loaded the session and the buyer (the session's own,
 * and a signed-in buyer's newest), as they stand after the popup's own orders (`orderedSessions`):
 * create_order replaces this browser's unpaid order for its session, so one for any of those
 * sessions is gone; one for another session stays (decision 366). The unpaid-order markers are
 * read live, apart from this.
 */
export function liveUnpaid(
  buyer: Buyer,
  sessionOrder: UnpaidOrder | null,
  sessionId: number,
  orderedSessions: readonly number[],
): { buyer: Buyer; sessionOrder: UnpaidOrder | null } {
  const replaced =
    buyer.kind === 'user' &&
    buyer.unpaid !== null &&
    orderedSessions.includes(buyer.unpaid.session_id);
  return {
    buyer: replaced ? { ...buyer, unpaid: null } : buyer,
    sessionOrder: orderedSessions.includes(sessionId) ? null : sessionOrder,
  };
}

/**
 * An unpaid order exists for this buyer (spec section 2: then the session timetable switcher is
 * hidden): this session's own (`sessionOrder`), a signed-in buyer's for any session, or a
 * guest's stored unpaid-order marker (`marked`; the page-load check clears stale ones).
 */

export function hasUnpaidOrder(
  buyer: Buyer,
  sessionOrder: UnpaidOrder | null,
  marked: boolean,
): boolean {
  if (sessionOrder !== null) return true;
  if (buyer.kind === 'user') return buyer.unpaid !== null || marked;
  return marked;
}
