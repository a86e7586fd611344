/**
 * The hall's fixed furniture on the WebGL scene: the screen and the exits as pixi Graphics and
 * Text, drawn once per hall at the places ../decor.ts gives.
 */
import { type Container, Graphics, Text } from 'pixi.js';
import type { HallModel } from '../../model/hallModel';
import { exitSize, screenGeometry } from '../decor';

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
