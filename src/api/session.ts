/**
 * The session calls of the purchase popup (spec section 7): the session with its hall, the
 * seat statuses, the session info and this browser's unpaid order.
 */
import { ApiError, toApiError } from './errors';
import { apiUrl, getJson } from './http';
import {
  SESSION_STARTED_MARKER,
  SessionAvatarResponseSchema,
  SessionInfoResponseSchema,
  SessionPlacesResponseSchema,
  SessionResponseSchema,
  UserSessionResponseSchema,
  type SessionInfo,
  type SessionPlacesResponse,
  type SessionResponse,
  type UnpaidOrder,
} from '@softkino/contract';

/** Spec section 8, Session errors. */
export const SESSION_ERRORS = {
  started: 'Сеанс уже начался. Покупка билетов недоступна.',
  other: 'Ошибка получения сеанса. Попробуйте еще раз.',
  loadUser: 'Ошибка загрузки пользователя',
  loadSession: 'Ошибка загрузки сеанса',
  loadPlaces: 'Ошибка загрузки мест сеанса',
} as const;

/** GET v1 session/?id=: the session, this browser's unpaid order for it and its last paid one. */
export function fetchSession(id: number): Promise<SessionResponse> {
  return getJson(apiUrl('v1/session/', { id }), SessionResponseSchema);
}

/** GET v1 session/places/?id=: which seats are still free. */
export async function fetchSessionPlaces(id: number): Promise<SessionPlacesResponse['data']> {
  const reply = await getJson(apiUrl('v1/session/places/', { id }), SessionPlacesResponseSchema);
  return reply.data;
}

/** GET v1 session/avatar/?id=: seat id to the avatar URL of another buyer who shows it. */
export async function fetchSessionAvatars(id: number): Promise<Record<string, string>> {
  const reply = await getJson(apiUrl('v1/session/avatar/', { id }), SessionAvatarResponseSchema);
  return reply.data;
}

/** GET v1 session/info/?sessionId=: the info step's content, or null to skip the step. */
export async function fetchSessionInfo(id: number): Promise<SessionInfo | null> {
  const reply = await getJson(
    apiUrl('v1/session/info/', { sessionId: id }),
    SessionInfoResponseSchema,
  );
  return reply.data;
}

/** GET v1 user/session: this browser's newest live unpaid order, or null. */
export async function fetchUnpaidOrder(): Promise<UnpaidOrder | null> {
  const reply = await getJson(apiUrl('v1/user/session'), UserSessionResponseSchema);
  return reply.data;
}

/**
 * The text a failed session load shows (spec section 8): a server error whose first detail holds
 * 'Ошибка 131' means the session has started; any other server error is the generic session
 * error; a failure without a server answer is a load failure.
 */
export function sessionErrorText(thrown: unknown): string {
  const error: ApiError = toApiError(thrown);
  if (error.kind !== 'server') return SESSION_ERRORS.loadSession;
  const first = error.detail ?? error.message;
  return first.includes(SESSION_STARTED_MARKER) ? SESSION_ERRORS.started : SESSION_ERRORS.other;
}
