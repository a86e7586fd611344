import { describe, expect, it } from 'vitest';
import { CameraController } from './cameraController';

function controller(): CameraController {
  const c = new CameraController();
  c.setWorld(1000, 500);
  c.resize(500, 300);
  return c;
}

describe('CameraController', () => {
  it('keeps the fit across resizes until the user moves the view', () => {
    const c = controller();
    expect(c.atFit).toBe(true);
    const fit = c.view.minScale;
    expect(c.cam.scale).toBeCloseTo(fit);
    c.resize(1000, 600);
    expect(c.cam.scale).toBeCloseTo(c.view.minScale);
    expect(c.cam.scale).toBeGreaterThan(fit);
    c.step(1, 500, 300);
    expect(c.atFit).toBe(false);
    const s = c.cam.scale;
    c.resize(900, 600);
    expect(c.cam.scale).toBeCloseTo(s);
  });

  it('keeps a bottom inset clear only while it applies at the whole-view fit (decision 437)', () => {
    const c = new CameraController();
    // Applies while the whole-view fit is under 0.5: a hall whose seats are too small there.
    const seen: number[] = [];
    c.setBottomInset(30, (scale) => {
      seen.push(scale);
      return scale < 0.5;
    });
    c.setWorld(1000, 1000);
    c.resize(400, 300);
    // Whole-view fit (300 - 2 * 16) / 1000 = 0.268 < 0.5: the hall fits above the inset.
    expect(seen.at(-1)).toBeCloseTo(0.268);
    expect(c.bounds.insetBottom).toBe(30);
    expect(c.cam.scale).toBeCloseTo(0.238);
    expect(c.cam.y + 1000 * c.cam.scale).toBeCloseTo(300 - 30 - 16);
    // A seat looked at (the keyboard, the seat list) comes to the middle above the strip.
    c.lookAt(500, 500, 1);
    expect(c.centreY).toBe(135);
    expect(500 * c.cam.scale + c.cam.y).toBeCloseTo(135);
    c.fit();
    // A small hall in the same view fits at 1.34: no inset, the whole view is used.
    c.setWorld(200, 200);
    c.fit();
    expect(c.bounds.insetBottom).toBe(0);
    expect(c.cam.y + 200 * c.cam.scale).toBeCloseTo(300 - 16);
    // A view tall enough for the big hall drops it as well.
    c.setWorld(1000, 1000);
    c.resize(1200, 1200);
    expect(c.bounds.insetBottom).toBe(0);
    expect(c.cam.scale).toBeCloseTo(1.168);
  });

  it('looks at a world point, clamped to the scale bounds', () => {
    const c = controller();
    c.lookAt(500, 250, 1.5);
    expect(c.cam.scale).toBe(1.5);
    expect(500 * c.cam.scale + c.cam.x).toBeCloseTo(250);
    c.lookAt(500, 250, 50);
    expect(c.cam.scale).toBe(c.maxScale);
    c.zoomTo(0.0001, 10, 10);
    expect(c.atFit).toBe(true);
  });

  it('computes the pan that reveals a point near the edge', () => {
    const c = controller();
    const d = { x: 0, y: 0 };
    c.revealDelta(5, 150, 20, d);
    expect(d).toEqual({ x: 15, y: 0 });
    c.revealDelta(490, 295, 20, d);
    expect(d).toEqual({ x: -10, y: -15 });
    c.revealDelta(250, 150, 20, d);
    expect(d).toEqual({ x: 0, y: 0 });
  });
});
