import type { HallPayload, HallPlace } from '../../../../src/scheme-engine/model/hallPayload';
import { FREE, mountThenSetHall, SELECTED, SOLD, type Adapter } from './types';

/** A seat's element: free seats toggle their colour on a click and report it to `adapter`. */
export function domSeat(
  p: HallPlace,
  size: number,
  adapter: Pick<Adapter, 'onPressApplied'>,
): HTMLDivElement {
  const d = document.createElement('div');
  d.style.cssText = `position:absolute;left:${p.x - size / 2}px;top:${p.y - size / 2}px;width:${size}px;height:${size}px;border-radius:5px;background:${p.status ? FREE : SOLD};`;
  if (p.status)
    d.addEventListener('click', () => {
      const t0 = performance.now();
      d.style.background = d.style.background === SELECTED ? FREE : SELECTED;
      adapter.onPressApplied?.(performance.now() - t0);
    });
  return d;
}

/** A DOM seat map: one absolutely positioned element per seat, CSS transform zoom. */
export function domAdapter(): Adapter {
  const inner = document.createElement('div');
  return {
    onPressApplied: null,
    mount(el, hall) {
      return mountThenSetHall(this, el, hall);
    },
    async mountEmpty(el: HTMLElement) {
      el.appendChild(inner);
    },
    async setHall(hall: HallPayload) {
      inner.style.cssText = `position:absolute;left:0;top:0;width:${hall.width}px;height:${hall.height}px;transform-origin:0 0;`;
      const size = 24;
      const frag = document.createDocumentFragment();
      for (const p of hall.places) frag.appendChild(domSeat(p, size, this));
      inner.appendChild(frag);
    },
    setView(wx, wy, scale) {
      const el = inner.parentElement!;
      inner.style.transform = `translate(${el.clientWidth / 2 - wx * scale}px,${el.clientHeight / 2 - wy * scale}px) scale(${scale})`;
    },
    render() {},
    gl() {
      return null;
    },
  };
}
