import { describe, expect, it } from 'vitest';
import {
  type Camera,
  type CameraBounds,
  clampPan,
  fitCamera,
  fitScale,
  panBy,
  screenToWorld,
  stepScale,
  zoomAbout,
} from './camera';

const bounds: CameraBounds = {
  viewWidth: 400,
  viewHeight: 300,
  worldWidth: 2000,
  worldHeight: 1000,
  padding: 0,
};

describe('fitScale', () => {
  it('is the smaller of the two axis ratios', () => {
    expect(fitScale(bounds)).toBeCloseTo(0.2);
    expect(fitScale({ ...bounds, worldWidth: 100 })).toBeCloseTo(0.3);
  });
  it('leaves the padding free', () => {
    expect(fitScale({ ...bounds, padding: 20 })).toBeCloseTo(360 / 2000);
  });
  it('fits the hall above a bottom inset, and keeps it there at every zoom (decision 437)', () => {
    // A tall hall: the height decides the fit. 300 px of view, 40 of them kept clear.
    const tall: CameraBounds = { ...bounds, worldWidth: 500, worldHeight: 1000, padding: 10 };
    const inset = { ...tall, insetBottom: 40 };
    expect(fitScale(inset)).toBeCloseTo((300 - 40 - 20) / 1000);
    const cam = fitCamera(inset, { x: 0, y: 0, scale: 1 });
    const bottom = cam.y + 1000 * cam.scale;
    expect(bottom).toBeCloseTo(300 - 40 - 10);
    expect(cam.y).toBeCloseTo(10);
    // Zoomed in and panned as far up as it goes: the last row stops above the inset.
    const zoomed = panBy({ x: 0, y: 0, scale: 1 }, 0, -5000, inset, { x: 0, y: 0, scale: 0 });
    expect(zoomed.y + 1000).toBeCloseTo(300 - 40 - 10);
    // Without the inset the same pan reaches the padding.
    const plain = panBy({ x: 0, y: 0, scale: 1 }, 0, -5000, tall, { x: 0, y: 0, scale: 0 });
    expect(plain.y + 1000).toBeCloseTo(300 - 10);
  });
});

describe('zoomAbout', () => {
  it('keeps the focal point under the fingers over a 4x pinch', () => {
    const cam = fitCamera(bounds, { x: 0, y: 0, scale: 1 });
    const fx = 123;
    const fy = 150;
    const before = screenToWorld(cam, fx, fy, { x: 0, y: 0 });
    // A pinch arrives as many small steps; the error must not accumulate.
    let s = cam.scale;
    for (let i = 0; i < 40; i++) {
      s *= Math.pow(4, 1 / 40);
      zoomAbout(cam, s, fx, fy, bounds, cam);
    }
    expect(cam.scale).toBeCloseTo(0.8);
    const sx = before.x * cam.scale + cam.x;
    const sy = before.y * cam.scale + cam.y;
    expect(Math.hypot(sx - fx, sy - fy)).toBeLessThan(1);
  });
  it('clamps the scale between fit and 2', () => {
    const cam: Camera = { x: 0, y: 0, scale: 1 };
    expect(zoomAbout(cam, 10, 0, 0, bounds, { x: 0, y: 0, scale: 0 }).scale).toBe(2);
    expect(zoomAbout(cam, 0.01, 0, 0, bounds, { x: 0, y: 0, scale: 0 }).scale).toBeCloseTo(0.2);
  });
});

describe('stepScale', () => {
  it('moves along the 0.25 grid between fit and 2', () => {
    expect(stepScale(0.2, 1, bounds)).toBe(0.25);
    expect(stepScale(0.25, 1, bounds)).toBe(0.5);
    expect(stepScale(1.9, 1, bounds)).toBe(2);
    expect(stepScale(2, 1, bounds)).toBe(2);
    expect(stepScale(1, -1, bounds)).toBe(0.75);
    expect(stepScale(0.3, -1, bounds)).toBeCloseTo(0.25);
    expect(stepScale(0.25, -1, bounds)).toBeCloseTo(0.2);
  });
  it('treats a tiny hall that fits above 2 as a fixed scale', () => {
    const tiny = { ...bounds, worldWidth: 100, worldHeight: 50 };
    expect(stepScale(4, 1, tiny)).toBe(4);
    expect(stepScale(4, -1, tiny)).toBe(4);
  });
});

describe('clampPan', () => {
  it('centres the hall along an axis where it is smaller than the view', () => {
    const out = clampPan({ x: -999, y: 999, scale: 0.2 }, bounds, { x: 0, y: 0, scale: 0 });
    expect(out.x).toBeCloseTo(0);
    expect(out.y).toBeCloseTo(50);
  });
  it('never lets the hall leave the view when zoomed in', () => {
    const cam: Camera = { x: 0, y: 0, scale: 1 };
    panBy(cam, 1e6, 1e6, bounds, cam);
    expect(cam.x).toBe(0);
    expect(cam.y).toBe(0);
    panBy(cam, -1e6, -1e6, bounds, cam);
    expect(cam.x).toBe(400 - 2000);
    expect(cam.y).toBe(300 - 1000);
  });
});
