/**
 * On-demand drawing: a change asks for one animation frame; an idle map draws nothing, so it
 * costs nothing on a phone. `now()` draws at once (benchmarks and resizes).
 */
export class RenderLoop {
  private request = 0;
  /** A frame was asked for in this task; the request is made at its end (see schedule). */
  private wanted = false;
  private stopped = false;

  constructor(private readonly drawFrame: () => void) {}

  /**
   * Asks for a frame (several asks before it arrives make one frame). The animation-frame
   * request itself is made in a microtask at the end of the current task, so a host that
   * moves the camera and then draws at once with {@link now} (benchmarks, resizes) does not
   * pay for a request it cancels: each costs ~0.04-0.07 ms of main thread here.
   */
  schedule(): void {
    if (this.request || this.wanted || this.stopped) return;
    this.wanted = true;
    queueMicrotask(this.requestFrame);
  }

  /** True while a frame has been asked for and not drawn yet. */
  get pending(): boolean {
    return this.wanted || this.request !== 0;
  }

  /** Draws now instead of on the next frame. */
  now(): void {
    this.cancel();
    if (!this.stopped) this.drawFrame();
  }

  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  private cancel(): void {
    this.wanted = false;
    if (this.request) cancelAnimationFrame(this.request);
    this.request = 0;
  }

  private readonly requestFrame = (): void => {
    // Drawn (or stopped) since the ask: nothing to wait for.
    if (!this.wanted || this.stopped) return;
    this.wanted = false;
    this.request = requestAnimationFrame(this.onFrame);
  };

  private readonly onFrame = (): void => {
    this.request = 0;
    this.drawFrame();
  };
}
