/**
 * Where the hall's fixed furniture goes: the screen (an arc with its label above the front row)
 * and the exits (door marks with labels; the first is the exit point). Both scenes draw it
 * from these figures: webgl/decorGraphics.ts with pixi, canvas/canvasScene.ts with the 2D API.
 */
import type { HallModel } from '../model/hallModel';

/** Where the screen arc sits: above the front row, 80 % as wide as the seats. */
export interface ScreenGeometry {
  cx: number;
  sy: number;
  span: number;
  lineWidth: number;
}

/** The screen arc of a hall (shared by the WebGL and the canvas scenes). */
export function screenGeometry(model: HallModel): ScreenGeometry {
  let minY = Infinity;
  let minX = Infinity;
  let maxX = -Infinity;
  for (let i = 0; i < model.count; i++) {
    if (model.ys[i]! < minY) minY = model.ys[i]!;
    if (model.xs[i]! < minX) minX = model.xs[i]!;
    if (model.xs[i]! > maxX) maxX = model.xs[i]!;
  }
  if (model.count === 0) {
    minY = model.height / 2;
    minX = 0;
    maxX = model.width;
  }
  return {
    cx: (minX + maxX) / 2,
    sy: Math.max(model.pitch, minY - model.pitch * 3),
    span: (maxX - minX) * 0.8,
    lineWidth: Math.max(2, model.pitch * 0.2),
  };
}

/** Side of exit k's door mark: the first one (the exit point) is larger. */
export function exitSize(model: HallModel, k: number): number {
  return model.pitch * (k === 0 ? 0.9 : 0.7);
}
