import type { SessionInfo, SessionResponse } from '@softkino/contract';
import { fetchSession, fetchSessionInfo } from '../../api/session';

/** The two answers a purchase popup opens with. */
export interface SessionRequests {
  session: Promise<SessionResponse>;
  /** Null when there is no info step, or when the info could not be read (the step is skipped). */
  info: Promise<SessionInfo | null>;
}

/** Starts both requests of a session side by side (never one after the other). */
export function requestSession(sessionId: number): SessionRequests {
  return {
    session: fetchSession(sessionId),
    info: fetchSessionInfo(sessionId).catch(() => null),
  };
}
