/**
 * Input shapes of the scheme engine. They mirror the session payload of the spec (section 3:
 * Session, Place, enters) without importing src/api, so the engine stays free of HTTP code;
 * a parsed API session is structurally assignable to {@link HallPayload}.
 */

/** One seat as the session payload describes it. */
export interface HallPlace {
  id: number | string;
  /** Centre of the seat in hall units. */
  x: number;
  y: number;
  row: number | string;
  place: number | string;
  price: number;
  /** CSS colour of the seat's price zone; empty means "colour by price tier". */
  color?: string | null;
  /** Truthy means free; falsy means sold (spec: a sold seat cannot be selected). */
  status?: boolean | number | string | null;
  isChild?: boolean | number | null;
}

/** An exit of the hall; the first one is the exit point. */
export interface HallEnter {
  x: number;
  y: number;
}

/** Everything the engine needs to draw a hall. */
export interface HallPayload {
  width: number;
  height: number;
  places: readonly HallPlace[];
  enters?: readonly HallEnter[];
}

/** Seat ids are normalised to strings so that 5 and "5" are the same seat. */
export type SeatId = string;
