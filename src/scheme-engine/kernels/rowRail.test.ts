import { describe, expect, it } from 'vitest';
import { buildHallModel, rowLabel } from '../model/hallModel';
import { generateHall } from '../model/generateHall';
import { buildRailRows, RAIL_MIN_ROW_PX, railLabels } from './rowRail';

const W = 390;
const H = 500;

function hall(curved: boolean) {
  const model = buildHallModel(generateHall({ seats: 300, curved, seed: 3 }));
  return { model, rows: buildRailRows(model) };
}

/** A camera at `scale` with hall point (wx, wy) at the view's centre. */
function cameraAt(wx: number, wy: number, scale: number) {
  return { x: W / 2 - wx * scale, y: H / 2 - wy * scale, scale };
}

describe('row rail', () => {
  it('groups every seat once, each row sorted left to right', () => {
    const { model, rows } = hall(true);
    expect(rows.order.length).toBe(model.count);
    expect(new Set(rows.order).size).toBe(model.count);
    for (let r = 0; r + 1 < rows.start.length; r++)
      for (let k = rows.start[r]! + 1; k < rows.start[r + 1]!; k++) {
        const a = rows.order[k - 1]!;
        const b = rows.order[k]!;
        expect(model.rowIds[a]).toBe(r);
        expect(model.xs[a]!).toBeLessThanOrEqual(model.xs[b]!);
      }
  });

  it('pins nothing while the whole hall, or a row end, is on the view', () => {
    const { model, rows } = hall(false);
    const fit = Math.min(W / model.width, H / model.height) * 0.9;
    expect(railLabels(model, rows, cameraAt(model.width / 2, model.height / 2, fit), W, H)).toEqual(
      [],
    );
    // Zoomed in with the hall's left edge 60 px into the view: each row's left number shows.
    const scale = (RAIL_MIN_ROW_PX * 3) / model.pitch;
    const left = Math.min(...model.xs);
    expect(
      railLabels(model, rows, cameraAt(left + (W / 2 - 60) / scale, model.height / 2, scale), W, H),
    ).toEqual([]);
  });

  it.each([false, true])(
    'zoomed in on the middle (curved %s): every row on the view, pinned at its first seat on the view',
    (curved) => {
      const { model, rows } = hall(curved);
      const scale = (RAIL_MIN_ROW_PX * 3) / model.pitch;
      const cam = cameraAt(model.width / 2, model.height / 2, scale);
      const labels = railLabels(model, rows, cam, W, H);
      expect(labels.length).toBeGreaterThan(2);
      const seen = new Set<string>();
      for (const { seat, y } of labels) {
        const sx = model.xs[seat]! * scale + cam.x;
        expect(sx).toBeGreaterThanOrEqual(0);
        expect(sx).toBeLessThanOrEqual(W);
        expect(y).toBeCloseTo(model.ys[seat]! * scale + cam.y, 3);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(H);
        // It is the row's first seat on the view: the one before it is off to the left.
        const r = model.rowIds[seat]!;
        const k = rows.order.indexOf(seat);
        if (k > rows.start[r]!)
          expect(model.xs[rows.order[k - 1]!]! * scale + cam.x).toBeLessThan(0);
        seen.add(rowLabel(model, seat));
      }
      // One label a row.
      expect(seen.size).toBe(labels.length);
    },
  );

  it('gives no rail while rows are too close together to label', () => {
    const { model, rows } = hall(false);
    const scale = (RAIL_MIN_ROW_PX * 0.9) / model.pitch;
    expect(
      railLabels(model, rows, cameraAt(model.width / 2, model.height / 2, scale), 60, H),
    ).toEqual([]);
  });
});
