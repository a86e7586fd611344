import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderLoop } from './renderLoop';

describe('RenderLoop', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => vi.unstubAllGlobals());
  const runFrames = (): void => {
    const due = frames.splice(0);
    for (const cb of due) cb(0);
  };

  it('asks for one frame however many changes come in one task, and draws once', async () => {
    const draw = vi.fn();
    const loop = new RenderLoop(draw);
    loop.schedule();
    loop.schedule();
    expect(frames.length).toBe(0);
    await Promise.resolve();
    expect(frames.length).toBe(1);
    loop.schedule();
    await Promise.resolve();
    expect(frames.length).toBe(1);
    runFrames();
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('asks for no frame when the change is drawn at once in the same task', async () => {
    const draw = vi.fn();
    const loop = new RenderLoop(draw);
    loop.schedule();
    loop.now();
    await Promise.resolve();
    expect(frames.length).toBe(0);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('asks again when drawing itself asks for another frame', async () => {
    let more = true;
    const loop: RenderLoop = new RenderLoop(() => {
      if (more) loop.schedule();
      more = false;
    });
    loop.now();
    await Promise.resolve();
    expect(frames.length).toBe(1);
    runFrames();
    await Promise.resolve();
    expect(frames.length).toBe(0);
  });

  it('draws nothing once stopped', async () => {
    const draw = vi.fn();
    const loop = new RenderLoop(draw);
    loop.schedule();
    await Promise.resolve();
    loop.stop();
    runFrames();
    loop.schedule();
    loop.now();
    await Promise.resolve();
    expect(frames.length).toBe(0);
    expect(draw).not.toHaveBeenCalled();
  });
});
