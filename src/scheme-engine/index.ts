/**
 * Public surface of the scheme engine that is safe to import anywhere: rules and types only.
 * The renderer itself (pixi.js) is imported from './SchemeEngine' by the lazily loaded
 * hall map, so pixi.js never lands in a bundle that only needs the rules.
 */
export type {
  HoverEvent,
  SchemeEngine,
  SchemeEngineEvents,
  SchemeEngineOptions,
  SeatPressEvent,
  ViewChangeEvent,
} from './SchemeEngine';
export type { HallEnter, HallPayload, HallPlace, SeatId } from './model/hallPayload';
export { filterByAvailable, MAX_SEATS, REJECT_TEXT, toggleSeat } from './kernels/selection';
export type { RejectReason, ToggleOptions, ToggleResult } from './kernels/selection';
export { isVip, priceTiers, tierOf } from './kernels/priceTiers';
export { CHILD_SEAT_TEXT, formatPrice } from './model/announce';
