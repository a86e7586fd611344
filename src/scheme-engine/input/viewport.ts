/**
 * Follows the size of the map's element and the device pixel ratio: a ResizeObserver, a
 * `resolution` media query re-armed after every change, and window resizes (some DPR
 * changes, such as browser zoom or emulation, arrive only as those).
 */
export class ViewportWatcher {
  private readonly observer: ResizeObserver;
  private dprQuery: MediaQueryList | null = null;
  private stopped = false;

  /** `onChange(force)`: force is true after a DPR change (sizes may be equal). */
  constructor(
    root: HTMLElement,
    private readonly onChange: (force: boolean) => void,
  ) {
    this.observer = new ResizeObserver(this.onResize);
    this.observer.observe(root);
    this.watchDpr();
    window.addEventListener('resize', this.onResize);
  }

  stop(): void {
    this.stopped = true;
    this.observer.disconnect();
    this.dprQuery?.removeEventListener('change', this.onDprChange);
    this.dprQuery = null;
    window.removeEventListener('resize', this.onResize);
  }

  private watchDpr(): void {
    this.dprQuery?.removeEventListener('change', this.onDprChange);
    this.dprQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    this.dprQuery.addEventListener('change', this.onDprChange);
  }

  private readonly onResize = (): void => {
    if (!this.stopped) this.onChange(false);
  };

  private readonly onDprChange = (): void => {
    if (this.stopped) return;
    this.watchDpr();
    this.onChange(true);
  };
}
