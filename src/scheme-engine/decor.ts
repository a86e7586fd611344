/**
 * The hall's fixed furniture: the screen (an arc with its label above the front row) and the
 * exits (door marks with labels; the first is the exit point). Drawn once per hall.
 */
import { type Container, Graphics, Text } from 'pixi.js';
import type { HallModel } from './hallModel';

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

/** Draws the screen and the exits of `model` into `layer`. */
export function drawDecor(
  layer: Container,
  model: HallModel,
  labels: { screen: string; exit: string },
): void {
  const g = new Graphics();
  // The screen: a shallow arc above the front row.
  const { cx, sy, span, lineWidth: lw } = screenGeometry(model);
  g.moveTo(cx - span / 2, sy + model.pitch * 0.8)
    .quadraticCurveTo(cx, sy - model.pitch * 0.8, cx + span / 2, sy + model.pitch * 0.8)
    .stroke({ width: lw, color: 0xc9ccd6 });
  const label = new Text({
    text: labels.screen.toUpperCase(),
    style: {
      fill: 0xc9ccd6,
      fontSize: model.pitch * 1.4,
      fontFamily: 'system-ui, sans-serif',
      letterSpacing: model.pitch * 0.2,
    },
    anchor: { x: 0.5, y: 0 },
    resolution: 2,
  });
  label.position.set(cx, sy + model.pitch * 0.6);
  layer.addChild(g, label);
  // Exits: a green door mark with a label; the first one is the exit point.
  model.enters.forEach((e, k) => {
    const s = exitSize(model, k);
    const door = new Graphics()
      .roundRect(e.x - s / 2, e.y - s / 2, s, s, s * 0.15)
      .fill({ color: 0x2e9e5b })
      .moveTo(e.x - s * 0.25, e.y)
      .lineTo(e.x + s * 0.25, e.y)
      .stroke({ width: s * 0.12, color: 0xffffff });
    const text = new Text({
      text: labels.exit,
      style: {
        fill: 0x7fd6a2,
        fontSize: model.pitch * 0.55,
        fontFamily: 'system-ui, sans-serif',
      },
      anchor: { x: 0.5, y: 0 },
      resolution: 2,
    });
    text.position.set(e.x, e.y + s * 0.6);
    layer.addChild(door, text);
  });
}
