/** Public event and option types of the scheme engine (SchemeEngine.ts). */
import type { SeatId } from './model/hallPayload';

/** Payload of `seatpress`: a seat was tapped, clicked or chosen with Enter/Space. */
export interface SeatPressEvent {
  id: SeatId;
  sold: boolean;
  row: string;
  place: string;
  price: number;
  via: 'pointer' | 'keyboard';
}

/** Payload of `hover`: the seat under the pointer (or keyboard focus), or null. */
export interface HoverEvent {
  id: SeatId | null;
}

/** Payload of `viewchange`: the camera after a change, at most once per drawn frame. */
export interface ViewChangeEvent {
  scale: number;
  minScale: number;
  maxScale: number;
  /**
   * Seats are drawn too small to pick (under MIN_PICK_PX): a tap or click zooms in towards it
   * instead of choosing a seat. False without a hall.
   */
  tapZooms: boolean;
}

export interface SchemeEngineEvents {
  seatpress: SeatPressEvent;
  hover: HoverEvent;
  viewchange: ViewChangeEvent;
}

export interface SchemeEngineOptions {
  /** Canvas background, CSS colour. */
  background?: string;
  /** Screen label; defaults to 'Экран'. */
  screenLabel?: string;
  /** Exit label; defaults to 'Выход'. */
  exitLabel?: string;
  /**
   * Which scene draws after the first frame (always drawn by the 2D-canvas scene):
   * `'auto'` (default) hands over to WebGL for halls of `WEBGL_MIN_SEATS` seats and more and
   * keeps smaller halls on the 2D scene (decision 225); `true` hands over for every hall;
   * `false` never (visual tests compare that first frame with the WebGL look).
   */
  webgl?: boolean | 'auto';
  /**
   * CSS px kept clear at the view's bottom when the hall's seats are too small to choose at
   * the fit scale (a tap zooms there: `ViewChangeEvent.tapZooms`), for a hint saying so that
   * must cover none of the hall (decision 437). 0 (default): the hall uses the whole view.
   */
  tapZoomInset?: number;
}
