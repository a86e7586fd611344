/**
 * What the engine asks of a drawing back end. The WebGL scene (pixiScene.ts) is the normal
 * one; the 2D-canvas scene (canvasScene.ts) draws the same hall where WebGL is missing. Both
 * get the same model, camera and overlays; picking, keyboard, live region and gestures live in
 * the engine and never depend on which scene draws.
 */
import type { HallModel } from '../model/hallModel';
import type { Camera } from '../kernels/camera';
import type { SeatId } from '../model/hallPayload';

export interface SceneLabels {
  screen: string;
  exit: string;
}

/** What every scene (WebGL or 2D canvas) is created with. */
export interface SceneOptions {
  width: number;
  height: number;
  resolution: number;
  background: string;
  labels: SceneLabels;
  /** Asks the engine for a frame (an avatar arrived, the far picture is ready, a restore). */
  requestRender: () => void;
}

export interface Scene {
  readonly canvas: HTMLCanvasElement;
  /** 'webgl' or 'canvas' (tests and the bench read it). */
  readonly kind: 'webgl' | 'canvas';
  /** Draws a new hall (the previous one is freed). */
  setHall(model: HallModel): void;
  /** Frees the hall's drawing objects. */
  clear(): void;
  /** Applies the camera (CSS px; view size for culling and level of detail). */
  setCamera(cam: Readonly<Camera>, viewWidth: number, viewHeight: number): void;
  setSelection(selection: readonly SeatId[]): void;
  /** Avatars of other buyers; `onLoaded` asks for a redraw when an image arrives. */
  setAvatars(avatars: ReadonlyMap<SeatId, string>, onLoaded: () => void): void;
  /** Hover ring over seat i, or none (-1). */
  setHover(i: number): void;
  /** Keyboard focus ring over seat i, or none (-1). */
  setFocus(i: number): void;
  /** Seats whose sale status changed: redraw their base look. */
  updateLooks(seats: readonly number[]): void;
  /** New CSS size and device pixel ratio. */
  resize(width: number, height: number, resolution: number): void;
  readonly resolution: number;
  /**
   * Readies what is normally built lazily (the far picture for the next frame, and the near
   * picture of decision 035d), so a hand-over from another scene shows the same picture at
   * once and a first zoom does not wait for a picture mid-gesture.
   */
  prepareFirstFrame(): void;
  /** Draws a frame now. */
  render(): void;
  /**
   * Redraws only the squares of seats `seats` (selection, hover or focus changed, nothing
   * else), now; where the scene keeps no frame to patch it is absent and the engine asks for
   * a whole frame (decision 225).
   */
  renderSeats?(seats: readonly number[]): void;
  destroy(): void;
}

/**
 * Halls with fewer seats than this stay on the 2D-canvas scene that draws the first frame
 * (engine option `webgl: 'auto'`, the default); larger ones hand over to WebGL. Measured in
 * decision 225: up to a few thousand seats the 2D scene draws its frames, a press and its
 * first frame sooner than WebGL here, and WebGL's start-up (a context, shaders, 0.2-0.5 s of
 * main thread) buys nothing a small hall needs.
 */
export const WEBGL_MIN_SEATS = 2000;
/** Seat numbers appear when a seat is drawn at least this large (CSS px). */
export const SEAT_NUMBER_PX = 22;
/** Row numbers appear when a seat is drawn at least this large (CSS px). */
export const ROW_NUMBER_PX = 7;
/** More selected seats than this are not drawn (the rules allow 8). */
export const MAX_SELECTED_SPRITES = 64;
/** Colour of the keyboard focus ring. */
export const FOCUS_COLOR = 0xffd54a;
/** Side of the hover/focus ring sprite relative to the drawn seat (the ring cell has no pad). */
export const RING_SCALE = (64 / 52) * 1.08;
/**
 * Seats drawn smaller than this (device px) are shown as the far picture of the whole hall
 * (webgl/hallPicture.ts, canvas/farPicture.ts) instead of one by one.
 */
export const FAR_PICTURE_SEAT_PX = 6;
/** The far picture's longest side, px: about 8 MB of GPU memory with its mip levels. */
export const FAR_PICTURE_MAX_SIDE = 2048;
