/**
 * Node half of the scheme benchmark: build time of the hit grid and time per nearest-seat
 * query at each hall size, checked against a full scan on a sample. Prints JSON rows.
 * Run: node --import tsx bench/scheme/hittest.ts 300,3000
 */
import {
  generateHall,
  GENERATED_PITCH,
  seededRandom,
} from '../../src/scheme-engine/model/generateHall';
import {
  buildHitGrid,
  nearestSeatScan,
  queryNearest,
} from '../../src/scheme-engine/kernels/hitGrid';

interface HitRow {
  seats: number;
  buildMs: number;
  nsPerQuery: number;
  agreed: number;
  checked: number;
}

function median(values: number[]): number {
  const s = values.slice().sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

function measure(seats: number): HitRow {
  const hall = generateHall({ seats, curved: seats % 2 === 0 || seats < 1000, seed: seats });
  const n = hall.places.length;
  const xs = new Float32Array(n);
  const ys = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    xs[i] = hall.places[i]!.x;
    ys[i] = hall.places[i]!.y;
  }
  const builds: number[] = [];
  let grid = buildHitGrid(xs, ys, n); // warm-up
  for (let t = 0; t < 7; t++) {
    const t0 = performance.now();
    grid = buildHitGrid(xs, ys, n);
    builds.push(performance.now() - t0);
  }
  const rnd = seededRandom(7);
  const q = 200000;
  const qx = new Float32Array(q);
  const qy = new Float32Array(q);
  for (let i = 0; i < q; i++) {
    qx[i] = rnd() * hall.width;
    qy[i] = rnd() * hall.height;
  }
  const radius = GENERATED_PITCH * 0.75;
  let sink = 0;
  for (let i = 0; i < q; i++) sink += queryNearest(grid, qx[i]!, qy[i]!, radius); // warm-up
  const runs: number[] = [];
  for (let t = 0; t < 5; t++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < q; i++) sink += queryNearest(grid, qx[i]!, qy[i]!, radius);
    runs.push(Number(process.hrtime.bigint() - t0) / q);
  }
  let agreed = 0;
  const checked = 2000;
  for (let i = 0; i < checked; i++) {
    if (
      queryNearest(grid, qx[i]!, qy[i]!, radius) ===
      nearestSeatScan(xs, ys, n, qx[i]!, qy[i]!, radius)
    )
      agreed++;
  }
  if (sink === 0.5) console.error('unreachable');
  return {
    seats: n,
    buildMs: round(median(builds)),
    nsPerQuery: round(median(runs)),
    agreed,
    checked,
  };
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}

const sizes = (process.argv[2] ?? '300,3000,30000,100000').split(',').map(Number);
console.log(JSON.stringify(sizes.map(measure)));
