/**
 * DOM and SVG maps that draw what the engine draws at the fit scale (decision 341): the hall
 * fitted into the view, seat numbers and row numbers by the engine's size thresholds, the
 * screen with its label and the exits. The plain `dom` and `svg` adapters stay as they are
 * (squares only, untransformed until the first camera move): the comparison.
 */
import type { HallPayload } from '../../../../src/scheme-engine/model/hallPayload';
import { GENERATED_PITCH } from '../../../../src/scheme-engine/model/generateHall';
import { fitScale } from '../../../../src/scheme-engine/kernels/camera';
import { SEAT_FILL } from '../../../../src/scheme-engine/render/geometry';
import { ROW_NUMBER_PX, SEAT_NUMBER_PX } from '../../../../src/scheme-engine/render/scene';
import { domSeat } from './dom';
import { NS, svgSeat, viewTransform } from './svg';
import { mountThenSetHall, VIEW_H, VIEW_W, type Adapter } from './types';

const FONT = '600 1px system-ui, sans-serif';

interface Label {
  text: string;
  x: number;
  y: number;
  size: number;
  color: string;
}

/** The picture's geometry in hall units, and the fit transform (the engine's padding, 16). */
function layout(hall: HallPayload): { scale: number; tx: number; ty: number; labels: Label[] } {
  const scale = fitScale({
    viewWidth: VIEW_W,
    viewHeight: VIEW_H,
    worldWidth: hall.width,
    worldHeight: hall.height,
    padding: 16,
  });
  const seatPx = GENERATED_PITCH * SEAT_FILL * scale;
  const labels: Label[] = [];
  const rows = new Map<string, { y: number; x0: number; x1: number }>();
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  for (const p of hall.places) {
    if (seatPx >= SEAT_NUMBER_PX)
      labels.push({
        text: String(p.place),
        x: p.x,
        y: p.y,
        size: GENERATED_PITCH * 0.38,
        color: '#15161b',
      });
    const r = rows.get(String(p.row));
    if (!r) rows.set(String(p.row), { y: p.y, x0: p.x, x1: p.x });
    else {
      r.x0 = Math.min(r.x0, p.x);
      r.x1 = Math.max(r.x1, p.x);
    }
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
  }
  if (seatPx >= ROW_NUMBER_PX)
    for (const [row, r] of rows)
      for (const x of [r.x0 - GENERATED_PITCH, r.x1 + GENERATED_PITCH])
        labels.push({ text: row, x, y: r.y, size: GENERATED_PITCH * 0.45, color: '#8b8f9c' });
  const sy = Math.max(GENERATED_PITCH, minY - GENERATED_PITCH * 3);
  labels.push({
    text: 'ЭКРАН',
    x: (minX + maxX) / 2,
    y: sy + GENERATED_PITCH * 0.6,
    size: GENERATED_PITCH * 0.5,
    color: '#c9ccd6',
  });
  for (const e of hall.enters ?? [])
    labels.push({ text: 'Выход', x: e.x, y: e.y, size: GENERATED_PITCH * 0.4, color: '#c9ccd6' });
  const tx = VIEW_W / 2 - (hall.width / 2) * scale;
  const ty = VIEW_H / 2 - (hall.height / 2) * scale;
  return { scale, tx, ty, labels };
}

/** One element per seat with its number, one per label, the screen's line: DOM. */
export function domLabelledAdapter(): Adapter {
  const inner = document.createElement('div');
  const adapter: Adapter = {
    onPressApplied: null,
    mount: (el, hall) => mountThenSetHall(adapter, el, hall),
    async mountEmpty(el) {
      el.appendChild(inner);
    },
    async setHall(hall) {
      const { scale, tx, ty, labels } = layout(hall);
      inner.style.cssText = `position:absolute;left:0;top:0;width:${hall.width}px;height:${hall.height}px;transform-origin:0 0;transform:translate(${tx}px,${ty}px) scale(${scale});font:${FONT};`;
      const size = GENERATED_PITCH * SEAT_FILL;
      const frag = document.createDocumentFragment();
      for (const p of hall.places) frag.appendChild(domSeat(p, size, adapter));
      for (const l of labels) {
        const t = document.createElement('div');
        t.textContent = l.text;
        t.style.cssText = `position:absolute;left:${l.x}px;top:${l.y}px;transform:translate(-50%,-50%);font-size:${l.size}px;line-height:1;color:${l.color};pointer-events:none;white-space:nowrap;`;
        frag.appendChild(t);
      }
      inner.appendChild(frag);
    },
    setView(wx, wy, scale) {
      inner.style.transform = `translate(${VIEW_W / 2 - wx * scale}px,${VIEW_H / 2 - wy * scale}px) scale(${scale})`;
    },
    render() {},
    gl() {
      return null;
    },
  };
  return adapter;
}

/** One <rect> per seat, one <text> per label: SVG. */
export function svgLabelledAdapter(): Adapter {
  const svg = document.createElementNS(NS, 'svg');
  const g = document.createElementNS(NS, 'g');
  const adapter: Adapter = {
    onPressApplied: null,
    mount: (el, hall) => mountThenSetHall(adapter, el, hall),
    async mountEmpty(el) {
      svg.setAttribute('width', String(VIEW_W));
      svg.setAttribute('height', String(VIEW_H));
      svg.style.font = FONT;
      svg.appendChild(g);
      el.appendChild(svg);
    },
    async setHall(hall) {
      const { scale, tx, ty, labels } = layout(hall);
      g.setAttribute('transform', `translate(${tx},${ty}) scale(${scale})`);
      const size = GENERATED_PITCH * SEAT_FILL;
      for (const p of hall.places) g.appendChild(svgSeat(p, size, adapter));
      for (const l of labels) {
        const t = document.createElementNS(NS, 'text');
        t.textContent = l.text;
        t.setAttribute('x', String(l.x));
        t.setAttribute('y', String(l.y));
        t.setAttribute('font-size', String(l.size));
        t.setAttribute('fill', l.color);
        t.setAttribute('text-anchor', 'middle');
        t.setAttribute('dominant-baseline', 'central');
        t.setAttribute('pointer-events', 'none');
        g.appendChild(t);
      }
    },
    setView(wx, wy, scale) {
      viewTransform(g, wx, wy, scale);
    },
    render() {},
    gl() {
      return null;
    },
  };
  return adapter;
}
