/**
 * On-demand drawing: a change asks for one animation frame; an idle map draws nothing, so it
 * costs nothing on a phone. `now()` draws at once (benchmarks and resizes).
 */
export class RenderLoop {
  private request = 0;
  private stopped = false;

  constructor(private readonly drawFrame: () => void) {}

  /** Asks for a frame (several asks before it arrives make one frame). */
  schedule(): void {
    if (this.request || this.stopped) return;
    this.request = requestAnimationFrame(this.onFrame);
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
    if (this.request) cancelAnimationFrame(this.request);
    this.request = 0;
  }

  private readonly onFrame = (): void => {
    this.request = 0;
    this.drawFrame();
  };
}
