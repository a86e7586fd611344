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
