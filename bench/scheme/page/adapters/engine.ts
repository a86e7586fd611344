import { SchemeEngine } from '../../../../src/scheme-engine/SchemeEngine';
import { toggleSeat } from '../../../../src/scheme-engine/kernels/selection';
import type { HallPayload } from '../../../../src/scheme-engine/model/hallPayload';
import { mountThenSetHall, type Adapter } from './types';

/** This engine, exactly as the site uses it. */
export function engineAdapter(): Adapter {
  const engine = new SchemeEngine();
  let selection: string[] = [];
  const adapter: Adapter = {
    onPressApplied: null,
    mount: (el, hall) => mountThenSetHall(adapter, el, hall),
    async mountEmpty(el: HTMLElement) {
      await engine.mount(el);
      // Exposed for profiling scripts (the benchmark itself never reads it).
      (window as unknown as { benchEngine: SchemeEngine }).benchEngine = engine;
      engine.on('seatpress', (e) => {
        const t0 = performance.now();
        selection = toggleSeat(selection, e).selection;
        engine.setSelection(selection);
        adapter.onPressApplied?.(performance.now() - t0);
      });
    },
    async setHall(hall: HallPayload) {
      engine.setHall(hall);
      engine.renderNow();
    },
    setView(wx, wy, scale) {
      engine.lookAt(wx, wy, scale);
    },
    render() {
      engine.renderNow();
    },
    gl() {
      const canvas = document.querySelector('canvas');
      return canvas ? (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) : null;
    },
  };
  return adapter;
}
