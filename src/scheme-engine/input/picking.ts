/**
 * Which seat a view point means. One rule for taps, hover and `seatAt`: the nearest seat
 * centre within max(1.2 × half a seat, the touch tolerance), never more than 0.75 of the
 * pitch, so a tap never reaches a neighbour's centre.
 */
import { SEAT_FILL } from '../render/geometry';
import { type HallModel, hitGridOf } from '../model/hallModel';
import { type Camera, screenToWorld } from '../kernels/camera';
import { queryNearest } from '../kernels/hitGrid';

/** Seats drawn smaller than this (CSS px) are too small to pick: a tap zooms in instead. */
export const MIN_PICK_PX = 10;
/** Touch tolerance around a seat, CSS px. */
export const TOUCH_TOLERANCE_PX = 14;

const tmpPoint = { x: 0, y: 0 };

/** The seat at view point (x, y), or -1. */
export function pickSeat(model: HallModel, cam: Readonly<Camera>, x: number, y: number): number {
  screenToWorld(cam, x, y, tmpPoint);
  const half = (model.pitch * SEAT_FILL) / 2;
  const radius = Math.min(Math.max(half * 1.2, TOUCH_TOLERANCE_PX / cam.scale), model.pitch * 0.75);
  return queryNearest(hitGridOf(model), tmpPoint.x, tmpPoint.y, radius);
}

/** The drawn size of a seat at `scale`, CSS px. */
export function seatPx(model: HallModel, scale: number): number {
  return model.pitch * SEAT_FILL * scale;
}

/** The scale a tap on tiny seats zooms to: large enough that the next tap is unambiguous. */
export function pickableScale(model: HallModel, factor: number): number {
  return (MIN_PICK_PX * factor) / (model.pitch * SEAT_FILL);
}
