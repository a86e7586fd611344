import { SeatMapCanvas } from '@alisaitteke/seatmap-canvas';
import type { HallPayload } from '../../../../src/scheme-engine/model/hallPayload';
import { VIEW_H, VIEW_W, type Adapter } from './types';

interface D3Selection {
  attr(name: string, value: string): D3Selection;
  interrupt(): D3Selection;
}
interface SeatMapInternals {
  data: { replaceData(blocks: unknown[]): unknown };
  svg: { stage: { node: D3Selection } };
  zoomManager: { calculateZoomLevel?(k: number): void };
}

/** @alisaitteke/seatmap-canvas (d3 + SVG), fed the same hall as one block. */
export function seatmapCanvasAdapter(): Adapter {
  let map: SeatMapInternals | null = null;
  const adapter: Adapter = {
    onPressApplied: null,
    async mount(el: HTMLElement, hall: HallPayload) {
      el.id = 'seatmap-bench';
      el.style.width = `${VIEW_W}px`;
      el.style.height = `${VIEW_H}px`;
      map = new SeatMapCanvas('#seatmap-bench', {
        resizable: false,
        legend: false,
        max_zoom: 2,
        style: {
          seat: {
            radius: 12,
            color: '#3fb37f',
            hover: '#5671ff',
            not_salable: '#4a4d57',
            selected: '#ff5a36',
            focus: '#435fa4',
            focus_out: '#56aa45',
          },
          block: { fill: '#1b1d24', stroke: '#1b1d24' },
          label: { color: '#000', radius: 12, 'font-size': '12px', bg: '#ffffff' },
        },
      } as never) as unknown as SeatMapInternals;
      map.data.replaceData([
        {
          id: 1,
          title: 'Зал',
          color: '#1b1d24',
          labels: [],
          seats: hall.places.map((p) => ({
            id: p.id,
            x: p.x,
            y: p.y,
            salable: Boolean(p.status),
            title: String(p.place),
          })),
        },
      ]);
      // Its README's map.addEventListener is unbound in 2.5.x (throws), so listen on the DOM the
      // way a host would, and colour the pressed seat's circle.
      el.addEventListener('click', (e) => {
        const seat = (e.target as Element).closest('.seat');
        const circle = seat?.querySelector('circle');
        if (!circle) return;
        const t0 = performance.now();
        circle.setAttribute(
          'fill',
          circle.getAttribute('fill') === '#ff5a36' ? '#3fb37f' : '#ff5a36',
        );
        adapter.onPressApplied?.(performance.now() - t0);
      });
    },
    setView(wx, wy, scale) {
      if (!map) return;
      // What its own d3-zoom handler does on every zoom event.
      map.svg.stage.node
        .interrupt()
        .attr(
          'transform',
          `translate(${VIEW_W / 2 - wx * scale},${VIEW_H / 2 - wy * scale})scale(${scale})`,
        );
      map.zoomManager.calculateZoomLevel?.(scale);
    },
    render() {},
    gl() {
      return null;
    },
  };
  return adapter;
}
