/**
 * The profile calls (spec section 7: GET v2 user/, POST v1 user/edit/, the social unlink GET).
 */
import { ApiError, toApiError } from './errors';
import { EARLY_GET_MS, apiUrl, getIgnoringReply, getJson, postMultipart } from './http';
import type { Child, User } from '@softkino/contract/user';

/**
 * The profile's schemas, loaded with the first profile call rather than with every page: the
 * header imports this module on every page, and a guest's page need not build them (decision
 * 420). A signed-in browser has them on their way at boot, with the header corner's code.
 */
const userContract = () => import('@softkino/contract/user');

/** Starts loading the profile's schemas: the boot of a browser that remembers a sign-in. */
export function preloadUserContract(): void {
  void userContract().catch(() => undefined);
}

export type UserLoad =
  | { kind: 'user'; user: User }
  /** Error code 14: an empty, locked profile; `phone` when the server sent it. */
  | { kind: 'unconfirmed'; phone: string };

let inFlight: Promise<UserLoad> | null = null;
/** The header's read as the page started (fetchUserForPage), left for the page's screen. */
let pageRead: { load: Promise<UserLoad>; at: number } | null = null;

/**
 * GET v2 user/ with credentials. Code 14 is not a failure: it is the unconfirmed profile.
 * Callers at the same moment (the header corner and the profile or bonus page mount together)
 * share one request; once it is answered, the next call asks again (decision 315), and no
 * screen mounting later is given the page start's answer (fetchUserOnMount).
 */
export function fetchUser(): Promise<UserLoad> {
  pageRead = null;
  return sharedRead();
}

/**
 * The header's read as the page starts: asked (or shared) as fetchUser's, and left for the page's
 * screen, whose code may come after the answer (fetchUserOnMount, decision 443).
 */
export function fetchUserForPage(): Promise<UserLoad> {
  const load = sharedRead();
  pageRead = { load, at: Date.now() };
  return load;
}

/**
 * A screen's first read as it mounts (the profile, the bonus page): the header's read of the
 * page start, once, answered or not, while it is at most EARLY_GET_MS old (as a boot GET,
 * decision 334) and nothing has asked since; else fetchUser. A screen whose code came after the
 * header's answer asked a second time (decision 443). Reloads after a change call fetchUser.
 */
export function fetchUserOnMount(): Promise<UserLoad> {
  const taken = pageRead;
  pageRead = null;
  return taken && Date.now() - taken.at <= EARLY_GET_MS ? taken.load : fetchUser();
}

function sharedRead(): Promise<UserLoad> {
  inFlight ??= readUser().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Tests: forgets a request left unanswered by a test, so the next test asks afresh. */
export function forgetUserRequest() {
  inFlight = null;
  pageRead = null;
}

async function readUser(): Promise<UserLoad> {
  const contract = await userContract();
  try {
    const reply = await getJson(apiUrl('v2/user/'), contract.UserResponseSchema);
    return { kind: 'user', user: reply.data };
  } catch (thrown) {
    const error = toApiError(thrown);
    if (isUnconfirmedPhone(error, contract.UNCONFIRMED_PHONE_CODE)) {
      const body = contract.UserErrorEnvelopeSchema.safeParse(error.body);
      return { kind: 'unconfirmed', phone: (body.success && body.data.phone) || '' };
    }
    throw error;
  }
}

function isUnconfirmedPhone(error: ApiError, code: number): boolean {
  return error.kind === 'server' && Number(error.code) === code;
}

/** True when the error means nobody is signed in (the session ended). */
export function isSignedOut(error: ApiError): boolean {
  return error.status === 401;
}

/** What the profile form saves. Text left empty is not sent (spec section 5, Profile). */
export interface ProfileEdit {
  email: string;
  last_name: string;
  first_name: string;
  patronymic: string;
  birthday: string;
  gender: 0 | 1 | null;
  movies_notify: boolean;
  sms_remind: boolean;
  show_photo: boolean;
  city: string;
  district: string;
  /** Sent as accept_rules=1 only when true. */
  accept_rules: boolean;
  childs: Child[];
  /** A new photo, or null. */
  photo: File | null;
  /** Remove the stored photo. */
  photo_del: boolean;
}

/** The multipart body of user/edit/: empty values are left out, flags are '0' or '1'. */
export function profileFormData(edit: ProfileEdit): FormData {
  const form = new FormData();
  const texts = ['email', 'last_name', 'first_name', 'patronymic', 'birthday', 'city', 'district'];
  for (const key of texts as Array<keyof ProfileEdit>) {
    const value = String(edit[key]).trim();
    if (value !== '') form.set(key, value);
  }
  if (edit.gender !== null) form.set('gender', String(edit.gender));
  form.set('movies_notify', edit.movies_notify ? '1' : '0');
  form.set('sms_remind', edit.sms_remind ? '1' : '0');
  form.set('show_photo', edit.show_photo ? '1' : '0');
  if (edit.accept_rules) form.set('accept_rules', '1');
  form.set('childs', JSON.stringify(edit.childs));
  if (edit.photo) form.set('photo', edit.photo);
  else if (edit.photo_del) form.set('photo_del', '1');
  return form;
}

/** POST v1 user/edit/. A refused field comes back as an ApiError whose code names it. */
export async function saveProfile(edit: ProfileEdit): Promise<void> {
  const { ProfileSavedResponseSchema } = await userContract();
  await postMultipart(apiUrl('v1/user/edit/'), profileFormData(edit), ProfileSavedResponseSchema);
}

/** The social control's unlink: a GET to its url, the reply ignored (spec section 7). */
export function unlinkSocial(url: string): Promise<void> {
  return getIgnoringReply(url);
}
