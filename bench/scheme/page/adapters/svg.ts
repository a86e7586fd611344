import type { HallPayload, HallPlace } from '../../../../src/scheme-engine/model/hallPayload';
import { FREE, mountThenSetHall, SELECTED, SOLD, VIEW_H, VIEW_W, type Adapter } from './types';

export const NS = 'http://www.w3.org/2000/svg';

/** A seat's square: free seats toggle their colour on a click and report it to `adapter`. */
export function svgSeat(
  p: HallPlace,
  size: number,
  adapter: Pick<Adapter, 'onPressApplied'>,
): SVGRectElement {
  const r = document.createElementNS(NS, 'rect');
  r.setAttribute('x', String(p.x - size / 2));
  r.setAttribute('y', String(p.y - size / 2));
  r.setAttribute('width', String(size));
  r.setAttribute('height', String(size));
  r.setAttribute('rx', '5');
  r.setAttribute('fill', p.status ? FREE : SOLD);
  if (p.status)
    r.addEventListener('click', () => {
      const t0 = performance.now();
      r.setAttribute('fill', r.getAttribute('fill') === SELECTED ? FREE : SELECTED);
      adapter.onPressApplied?.(performance.now() - t0);
    });
  return r;
}

/** Puts world point (wx, wy) at the view centre at `scale`. */
export function viewTransform(g: SVGGElement, wx: number, wy: number, scale: number): void {
  g.setAttribute(
    'transform',
    `translate(${VIEW_W / 2 - wx * scale},${VIEW_H / 2 - wy * scale}) scale(${scale})`,
  );
}

/** An SVG seat map: one <rect> per seat inside a transformed group. */
export function svgAdapter(): Adapter {
  const svg = document.createElementNS(NS, 'svg');
  const g = document.createElementNS(NS, 'g');
  return {
    onPressApplied: null,
    mount(el, hall) {
      return mountThenSetHall(this, el, hall);
    },
    async mountEmpty(el: HTMLElement) {
      svg.setAttribute('width', String(VIEW_W));
      svg.setAttribute('height', String(VIEW_H));
      svg.appendChild(g);
      el.appendChild(svg);
    },
    async setHall(hall: HallPayload) {
      const size = 24;
      for (const p of hall.places) g.appendChild(svgSeat(p, size, this));
    },
    setView(wx, wy, scale) {
      viewTransform(g, wx, wy, scale);
    },
    render() {},
    gl() {
      return null;
    },
  };
}
