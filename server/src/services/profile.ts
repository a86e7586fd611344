import { staffRolesOf } from '../repositories/lobby';
import {
  ChildSchema,
  PROFILE_MESSAGES,
  UNCONFIRMED_PHONE_CODE,
  sameChild,
  type ProfileEditFields,
  type User,
} from '@softkino/contract/user';
import { emailDomainToUnicode, sameEmail } from '@softkino/contract/email';
import { ApiError } from '../errors';
import type { DB, Queryable } from '../db/types';
import type { Transaction } from 'kysely';
import { BRAND } from '@softkino/contract/brand';
import { escapeHtml } from '../sandbox/html';
import { cinemaNames } from '../repositories/cities';
import { formatPhone } from '../providers/sms';
import {
  emailTakenByOther,
  findChildren,
  findSocialLink,
  findUser,
  replaceChildren,
  updateUser,
  type ChildRecord,
  type UserChanges,
  type UserRecord,
} from '../repositories/users';
import { API_PREFIX } from '../static';
import { cardsOfUser } from '../repositories/cards';
import { cardSummary, cardView } from './bonuses';
import { cardImageUrl } from './cardImage';
import { inAccountTransaction } from './auth';
import type { AccountContext, ServiceContext } from './context';
import { photoUrl, removePhoto, storePhoto } from './uploads';
import { recordEvent, waitSeconds } from './rateLimit';
import type { Viewer } from './viewer';

export const PROFILE_TEXTS = {
  signIn: 'Войдите в личный кабинет.',
  invalid: 'Некорректное значение поля.',
} as const;

/** The social control's urls: link through the sandbox provider page, unlink by a GET. */
export const VK_LINK_URL = '/sandbox/vk/authorize';
export const VK_UNLINK_URL = `${API_PREFIX}/v1/user/social/vk/unlink/`;
/** The personal-data policy page. */
export const PD_URL = '/about/pd';

/** A neutral silhouette, inline so it needs no asset file. */
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#2a2f3a"/><circle cx="48" cy="38" r="17" fill="#8a93a6"/><path d="M16 92c4-20 17-30 32-30s28 10 32 30z" fill="#8a93a6"/></svg>',
)}`;

/**
 * user/edit/'s access check, run before its form is validated (a preValidation hook), so a
 * guest is a 401 and an unconfirmed phone a 403 whatever the form holds.
 */
export async function requireProfileAccess(ctx: ServiceContext, viewer: Viewer): Promise<void> {
  await confirmedUser(ctx, viewer);
}

/**
 * The signed-in user whose phone is confirmed. A guest is a 401; a user whose phone is not
 * confirmed a 403 with errors.code 14 and the phone, so the client shows the locked profile.
 */
async function confirmedUser(ctx: ServiceContext, viewer: Viewer): Promise<UserRecord> {
  if (viewer.kind !== 'user') throw new ApiError(401, PROFILE_TEXTS.signIn);
  const user = await findUser(ctx.db, { id: viewer.userId });
  if (!user) throw new ApiError(401, PROFILE_TEXTS.signIn);
  if (!user.phone_confirmed)
    throw new ApiError(403, PROFILE_MESSAGES.confirmPhone, UNCONFIRMED_PHONE_CODE, {
      phone: user.phone,
    });
  return user;
}

function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/**
 * GET v2 user/: the profile of spec section 3. `balance` is what checkout may spend: the live
 * card's balance less the points set aside by live unpaid orders; `card_img` the live card
 * drawn; user_rest the region of the profile's city and every card of the account (issue 14).
 */
export async function profileOf(ctx: ServiceContext, viewer: Viewer): Promise<User> {
  const user = await confirmedUser(ctx, viewer);
  const q = ctx.db;
  const [childs, vk, cinemas, bonus, cards, staffRoles] = await Promise.all([
    findChildren(q, user.id),
    findSocialLink(q, user.id),
    cinemaNames(q),
    cardSummary(ctx.db, user.id, ctx.dbNow()),
    cardsOfUser(q, user.id),
    staffRolesOf(q, user.id),
  ]);
  const card = bonus ? cardView(bonus.card) : null;
  const name = [user.first_name, user.last_name].filter((part) => part !== '').join(' ');
  return {
    user_id: user.id,
    phone: user.phone,
    // A domain stored in punycode before decision 451 reads in letters (decision 470).
    email: emailDomainToUnicode(user.email),
    last_name: user.last_name,
    first_name: user.first_name,
    patronymic: user.patronymic,
    name: name || formatPhone(user.phone),
    birthday: user.birthday,
    gender: user.gender,
    accept_rules: flag(user.accept_rules),
    avatar: photoUrl(user.avatar),
    default_avatar: DEFAULT_AVATAR,
    movies_notify: flag(user.movies_notify),
    sms_remind: flag(user.sms_remind),
    show_photo: flag(user.show_photo),
    city: user.city,
    district: user.district,
    balance: bonus?.available ?? 0,
    card,
    card_img: bonus ? cardImageUrl(bonus.card) : null,
    pd: PD_URL,
    social: {
      vk: { status: vk !== undefined, url: vk !== undefined ? VK_UNLINK_URL : VK_LINK_URL },
    },
    cinema: null,
    childs,
    department_list: cinemas,
    user_rest: { region_id: user.region_id, cards: cards.map(cardView) },
    staff_roles: staffRoles,
  };
}

/** Messages for fields whose schema has no Russian text of its own (user/edit/'s route). */
export const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  gender: PROFILE_MESSAGES.genderInvalid,
  childs: PROFILE_MESSAGES.childrenInvalid,
  photo: PROFILE_MESSAGES.photoInvalid,
};

function refused(field: string, message?: string): ApiError {
  return new ApiError(400, message ?? FIELD_MESSAGES[field] ?? PROFILE_TEXTS.invalid, field);
}

/**
 * Refuses `email` when another account has it, letter case aside (decision 448), its domain in
 * letters or in punycode alike (decision 451). An address the account has already, in any case
 * or form, is not looked up: accounts that shared one before the check
 * still save their other fields (the profile form sends the e-mail with every save). Call inside
 * the transaction that writes it, after the user's row is locked.
 */
export async function refuseTakenEmail(
  trx: Queryable,
  user: Pick<UserRecord, 'id' | 'email'>,
  email: string | undefined,
): Promise<void> {
  if (email === undefined || email === '') return;
  if (sameEmail(email, user.email)) return;
  if (await emailTakenByOther(trx, email, user.id))
    throw new ApiError(400, PROFILE_MESSAGES.emailTaken, 'email');
}

/**
 * user/edit/'s form as its route's schema has parsed it (docs/decisions/161): the contract's
 * fields, the children list parsed (null: leave them), the photo checked (null: none sent).
 */
export type ProfileEditForm = Omit<ProfileEditFields, 'childs'> & {
  childs?: ChildRecord[] | null;
  photo?: Buffer | null;
};

interface EditPlan {
  changes: UserChanges;
  children: ChildRecord[] | null;
  photo: Buffer | null;
  removePhoto: boolean;
}

/** What a parsed user/edit/ form changes; empty means "leave it". */
function planEdit(f: ProfileEditForm): EditPlan {
  const changes: UserChanges = {};
  for (const key of [
    'email',
    'last_name',
    'first_name',
    'patronymic',
    'city',
    'district',
  ] as const) {
    const value = f[key];
    if (value !== undefined && value !== '') changes[key] = value;
  }
  if (f.birthday) changes.birthday = f.birthday;
  if (f.gender !== undefined) changes.gender = f.gender === '1' ? 1 : 0;
  if (f.movies_notify !== undefined) changes.movies_notify = f.movies_notify === '1';
  if (f.sms_remind !== undefined) changes.sms_remind = f.sms_remind === '1';
  if (f.show_photo !== undefined) changes.show_photo = f.show_photo === '1';
  if (f.accept_rules === '1') changes.accept_rules = true;
  const photo = f.photo ?? null;
  return {
    changes,
    children: f.childs ?? null,
    photo,
    removePhoto: photo === null && f.photo_del === '1',
  };
}

/** A new address as the notice names it: its first letters and its domain (decision 476). */
export function maskedEmail(address: string): string {
  const shown = emailDomainToUnicode(address);
  const at = shown.lastIndexOf('@');
  if (at < 1) return '***';
  const local = shown.slice(0, at);
  return `${local.slice(0, local.length > 3 ? 2 : 1)}***${shown.slice(at)}`;
}

/**
 * The letter to an account's former address when its e-mail changes (decision 476): the tickets
 * and letters now go elsewhere, which a typo or someone else at the profile would do unseen. It
 * names the new address half hidden (the former one may itself be a typo, a stranger's) and what
 * to do if the owner did not change it.
 */
export function emailChangedNotice(from: string, to: string) {
  const text = [
    `Адрес электронной почты в личном кабинете ${BRAND.name} изменен на ${maskedEmail(to)}.`,
    'Билеты, чеки и письма теперь приходят на новый адрес.',
    `Если вы не меняли адрес, войдите в личный кабинет, верните свой адрес в профиле и смените пароль или позвоните нам: ${BRAND.phone}.`,
  ];
  return {
    to: from,
    subject: 'Адрес почты в личном кабинете изменен',
    text: text.join('\n'),
    html: text.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/**
 * How many change notices one address gets, and one account sends, a day: saving a stranger's
 * address and then another must not make the site mail them again and again.
 */
export const EMAIL_NOTICE_LIMITS = {
  perRecipient: { max: 1, windowSeconds: 24 * 3600 },
  perAccount: { max: 3, windowSeconds: 24 * 3600 },
} as const;

/**
 * Writes the notice to the outbox in the save's transaction, so a save that fails sends
 * nothing; past a limit the save goes on without it.
 */
async function sendEmailChangedNotice(
  ctx: AccountContext,
  trx: Transaction<DB>,
  userId: number,
  from: string,
  to: string,
): Promise<void> {
  const now = ctx.dbNow();
  const recipient = emailDomainToUnicode(from).toLowerCase();
  const account = String(userId);
  const [byRecipient, byAccount] = await Promise.all([
    waitSeconds(trx, 'email-notice:recipient', recipient, EMAIL_NOTICE_LIMITS.perRecipient, now),
    waitSeconds(trx, 'email-notice:account', account, EMAIL_NOTICE_LIMITS.perAccount, now),
  ]);
  if (byRecipient > 0 || byAccount > 0) return;
  await recordEvent(trx, 'email-notice:recipient', recipient, now);
  await recordEvent(trx, 'email-notice:account', account, now);
  await ctx.mail.send(trx, emailChangedNotice(from, to));
}

/**
 * POST v1 user/edit/. The photo is written before the transaction and removed again if the
 * transaction fails; the replaced photo is removed after it commits.
 */
export async function editProfile(
  ctx: AccountContext,
  viewer: Viewer,
  form: ProfileEditForm,
): Promise<{ user_id: number }> {
  const user = await confirmedUser(ctx, viewer);
  const plan = planEdit(form);
  const stored = plan.photo ? await storePhoto(ctx.uploadsDir, plan.photo) : null;
  let previous: string | null;
  try {
    previous = await inAccountTransaction(ctx, async (trx) => {
      const locked = await findUser(trx, { id: user.id }, true);
      if (!locked) throw new ApiError(401, PROFILE_TEXTS.signIn);
      const changes = { ...plan.changes };
      if (changes.birthday !== undefined && locked.birthday !== '') {
        // Spec section 3: the birthday is locked once set; sending the same one again is fine.
        if (changes.birthday !== locked.birthday)
          throw refused('birthday', PROFILE_MESSAGES.birthdayLocked);
        delete changes.birthday;
      }
      await refuseTakenEmail(trx, locked, changes.email);
      if (
        changes.email !== undefined &&
        locked.email !== '' &&
        !sameEmail(locked.email, changes.email)
      )
        await sendEmailChangedNotice(ctx, trx, user.id, locked.email, changes.email);
      if (stored !== null) changes.avatar = stored;
      else if (plan.removePhoto) changes.avatar = null;
      await updateUser(trx, user.id, changes);
      if (plan.children !== null) {
        // A child added or changed keeps the new rules (decision 428); one kept as stored, a
        // Latin name saved before them or a child who has turned 18, never blocks the save.
        const before = await findChildren(trx, user.id);
        for (const child of plan.children) {
          if (before.some((old) => sameChild(old, child))) continue;
          const issue = ChildSchema.safeParse(child).error?.issues[0];
          if (issue) throw refused('childs', issue.message);
        }
        await replaceChildren(trx, user.id, plan.children);
      }
      return 'avatar' in changes ? locked.avatar : null;
    });
  } catch (err) {
    await removePhoto(ctx.uploadsDir, stored);
    throw err;
  }
  await removePhoto(ctx.uploadsDir, previous);
  return { user_id: user.id };
}
