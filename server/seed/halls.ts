import type { HallLayout, SeatKind, SeatZone } from '../src/db/types';
import type { SeedHall } from './chain';

/** A seat as the generator lays it out, in scheme units. */
export interface GeneratedSeat {
  x: number;
  y: number;
  row: number;
  place: number;
  zone: SeatZone;
  kind: SeatKind;
  isChild: boolean;
}

export interface GeneratedHall {
  width: number;
  height: number;
  layout: HallLayout;
  seats: GeneratedSeat[];
  /** The first is the exit point. */
  enters: { x: number; y: number }[];
}

/** Seat pitch, aisle width, row pitch and margins in scheme units. */
const PITCH = 30;
const AISLE = 42;
const ROW_PITCH = 40;
const SOFA_GAP = 18;
const MARGIN = 60;
const FIRST_ROW_Y = 130;

/** Splits a row of `length` seats into blocks separated by aisles. */
function blocks(length: number, aisles: number): number[] {
  if (aisles === 0) return [length];
  if (aisles === 1) return [Math.floor(length / 2), Math.ceil(length / 2)];
  const side = Math.round(length * 0.28);
  return [side, length - 2 * side, side];
}

interface RowPlan {
  length: number;
  sofa: boolean;
}

/**
 * Plans rows that widen towards the back (front rows are shorter, as in a real hall), with the
 * last row of pair sofas in halls that are not plain. Seat totals land near `target`.
 */
function planRows(target: number, plain: boolean): RowPlan[] {
  const rows = Math.max(5, Math.round(Math.sqrt(target / 1.6)));
  const avg = target / rows;
  const plan: RowPlan[] = [];
  for (let r = 0; r < rows; r++) {
    const t = rows === 1 ? 0 : r / (rows - 1);
    plan.push({ length: Math.max(6, Math.round(avg * (0.8 + 0.4 * t))), sofa: false });
  }
  const last = plan[rows - 1];
  // Sofas are wider: two seats of a pair plus a gap take the room of about 2.6 chairs.
  if (last && !plain) plan[rows - 1] = { length: 2 * Math.floor(last.length / 2.6), sofa: true };
  return plan;
}

/**
 * Lays out a hall: curved rows in big halls (the sides come towards the screen), aisles, a VIP
 * block in the middle rows at the second price, child seats at the ends of the first row, pair
 * sofas in the last row, and exits at the back (the first one is the exit point) plus the front
 * in big halls.
 */
export function generateHall(spec: SeedHall): GeneratedHall {
  const plain = spec.plain === true;
  const plan = planRows(spec.seats, plain);
  const aisles = spec.seats >= 600 ? 2 : spec.seats >= 150 ? 1 : 0;
  const curved = spec.seats >= 200;
  const rowWidth = (r: RowPlan): number =>
    r.sofa
      ? (r.length / 2) * (2 * PITCH + SOFA_GAP) - SOFA_GAP
      : r.length * PITCH + (blocks(r.length, aisles).length - 1) * AISLE;
  const maxWidth = Math.max(...plan.map(rowWidth));
  const width = Math.round(maxWidth + 2 * MARGIN);
  const centre = width / 2;
  // The sides come forward by at most 30 % of a row's pitch: a row's number, at its ends, stays
  // nearer its own middle than the row before it (decision 429; deeper bends had a row's middle
  // level with the next row's number).
  const curveDepth = curved ? Math.min(ROW_PITCH * 0.3, plan.length * 2) : 0;
  const vipFrom = Math.floor(plan.length * 0.55);
  const vipTo = vipFrom + Math.max(1, Math.round(plan.length * 0.15)) - 1;

  const seats: GeneratedSeat[] = [];
  let y = FIRST_ROW_Y;
  plan.forEach((row, index) => {
    const rowNumber = index + 1;
    if (row.sofa) y += SOFA_GAP;
    const xs: number[] = [];
    let x = centre - rowWidth(row) / 2 + PITCH / 2;
    if (row.sofa) {
      for (let p = 0; p < row.length; p += 2) {
        xs.push(x, x + PITCH);
        x += 2 * PITCH + SOFA_GAP;
      }
    } else {
      for (const size of blocks(row.length, aisles)) {
        for (let s = 0; s < size; s++) xs.push(x + s * PITCH);
        x += size * PITCH + AISLE;
      }
    }
    xs.forEach((sx, i) => {
      const place = i + 1;
      const half = maxWidth / 2 || 1;
      const sy = y - curveDepth * ((sx - centre) / half) ** 2;
      let kind: SeatKind = 'normal';
      let zone: SeatZone = 'standard';
      if (row.sofa) {
        kind = i % 2 === 0 ? 'sofa-left' : 'sofa-right';
        zone = 'vip';
      } else if (index === 0 && (place <= 2 || place > row.length - 2)) {
        kind = 'child';
      } else if (
        !plain &&
        index >= vipFrom &&
        index <= vipTo &&
        i >= row.length * 0.2 &&
        i < row.length * 0.8
      ) {
        kind = 'vip';
        zone = 'vip';
      }
      seats.push({
        x: Math.round(sx),
        y: Math.round(sy),
        row: rowNumber,
        place,
        zone,
        kind,
        isChild: kind === 'child',
      });
    });
    y += ROW_PITCH;
  });

  const height = Math.round(y + 60);
  const enters = [
    { x: 20, y: height - 40 },
    { x: width - 20, y: height - 40 },
  ];
  if (spec.seats >= 600)
    enters.push({ x: 20, y: FIRST_ROW_Y - 20 }, { x: width - 20, y: FIRST_ROW_Y - 20 });
  return {
    width,
    height,
    layout: {
      shape: curved ? 'curved' : 'straight',
      rows: plan.length,
      aisles,
      screen: { x: MARGIN, y: 40, width: width - 2 * MARGIN },
    },
    seats,
    enters,
  };
}
