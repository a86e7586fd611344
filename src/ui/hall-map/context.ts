import { createContext, useContext } from 'react';
import type { HallPayload, SchemeEngine, SeatId } from '../../scheme-engine';

/** What the hall map shares with its children (zoom buttons, the seat list). */
export interface SchemeEngineContextValue {
  /** The engine, or null until its renderer is up (or where WebGL is missing). */
  engine: SchemeEngine | null;
  hall: HallPayload | null;
  selection: readonly SeatId[];
  /** Presses a seat the same way a tap on the canvas does. */
  press(id: SeatId): void;
}

export const SchemeEngineContext = createContext<SchemeEngineContextValue | undefined>(undefined);

/** The hall map's engine and data; throws outside a <HallMap>. */
export function useSchemeEngine(): SchemeEngineContextValue {
  const value = useContext(SchemeEngineContext);
  if (!value) throw new Error('useSchemeEngine must be used inside <HallMap>');
  return value;
}
