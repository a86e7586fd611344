/**
 * Art themes, part two (see scenes-a.mjs for the shape of a theme).
 */
import { fmt, glow, hero, hills, lathe, linear, radial, rect, starPath, stars } from './util.mjs';

function bg(ctx, name, stops) {
  const id = ctx.id(name);
  ctx.def(linear(id, stops));
  return rect(ctx.W, ctx.H, `url(#${id})`);
}

function lerp(a, b, t) {
  return a + (b - a) * t;
}

const STATION = [
  '<path d="M-128-2h256v4h-256Z" fill="#9fb0c4"/>',
  '<g fill="#1d4f8a" stroke="#7fb8ff" stroke-width="1.5"><rect x="-128" y="-24" width="66" height="48"/><rect x="62" y="-24" width="66" height="48"/></g>',
  '<path d="M-106-24v48M-84-24v48M84-24v48M106-24v48M-128 0h66M62 0h66" stroke="#7fb8ff" stroke-width="1"/>',
  '<rect x="-9" y="-56" width="18" height="34" rx="4" fill="#cfd8e3"/><rect x="-9" y="22" width="18" height="34" rx="4" fill="#cfd8e3"/>',
  '<ellipse cx="0" cy="0" rx="48" ry="14" fill="none" stroke="#cfd8e3" stroke-width="5"/>',
  '<circle cx="0" cy="0" r="22" fill="#e6edf5"/><circle cx="0" cy="0" r="9" fill="#1b2b40"/><circle cx="0" cy="0" r="4" fill="#4fe3ff"/>',
  '<path d="M0-56v-26" stroke="#cfd8e3" stroke-width="2"/><circle cx="0" cy="-84" r="3" fill="#ff4040"/>',
].join('');

/** Top view of a fighter, nose up, with red stars on the wings. */
const FIGHTER = [
  '<path d="M0-70C8-66 10-40 9 0L6 60L-6 60L-9 0C-10-40-8-66 0-70Z"/>',
  '<path d="M-9-22L-92-8L-90 8L-9 12ZM9-22L92-8L90 8L9 12Z"/>',
  '<path d="M-6 48L-34 58L-32 66L-5 62ZM6 48L34 58L32 66L5 62Z"/>',
  '<ellipse cx="0" cy="-72" rx="24" ry="3" opacity="0.5"/>',
  `<path d="${starPath(-62, -2, 9)}${starPath(62, -2, 9)}" fill="#c8231f"/>`,
].join('');

const KING = [
  '<rect x="-5" y="-262" width="10" height="40"/><rect x="-17" y="-250" width="34" height="10"/>',
  `<path d="${lathe([
    [0, -224],
    [14, -222],
    [24, -212],
    [26, -198],
    [18, -188],
    [34, -178],
    [34, -168],
    [18, -162],
    [22, -110],
    [28, -74],
    [44, -62],
    [44, -50],
    [32, -46],
    [46, -30],
    [56, -14],
    [56, 0],
  ])}"/>`,
].join('');

const DRAGON = [
  // far wing, then body, neck, head, tail, near wing
  '<path d="M20-14C30-60 54-92 86-104C80-84 86-76 76-64C86-64 90-56 84-46C92-44 92-34 84-28C70-22 50-14 34-4Z" fill="#136b45"/>',
  '<path d="M-38 0C-70 10-100-10-128 6L-120 16C-96 6-70 24-34 10Z" fill="#1f8a5b"/>',
  '<path d="M-128 6L-148-4L-138 16Z" fill="#ff8a3d"/>',
  '<path d="M-42 2C-20-24 30-24 52-6C30 16-20 18-42 2Z" fill="#1f8a5b"/>',
  '<path d="M-30 6C-10 14 20 14 40 2" stroke="#ffd27a" stroke-width="6" fill="none" stroke-linecap="round"/>',
  '<path d="M40-10C60-32 70-52 92-54C106-56 114-48 110-40L98-38C88-34 76-18 52 4Z" fill="#1f8a5b"/>',
  '<path d="M92-54L94-70L100-54ZM84-52L80-66L90-55Z" fill="#ffd27a"/>',
  '<circle cx="100" cy="-47" r="3" fill="#ffe066"/><circle cx="101" cy="-47" r="1.3" fill="#111"/>',
  '<path d="M110-40q8 2 14-4" stroke="#ff8a3d" stroke-width="3" fill="none" stroke-linecap="round"/>',
  '<path d="M-10-12C-22-66-56-108-96-122C-84-98-88-86-76-72C-88-72-92-62-84-50C-94-48-92-36-82-30C-62-24-38-18-24 2Z" fill="#2fb374"/>',
  '<path d="M-16-10C-30-56-60-94-92-112M-18-8C-40-40-62-58-82-66M-20-6C-40-26-62-34-80-32" stroke="#136b45" stroke-width="2" fill="none"/>',
  '<path d="M-8 10l-4 16 6 2M20 10l2 16 6 0" stroke="#136b45" stroke-width="5" fill="none" stroke-linecap="round"/>',
].join('');

const PALM = [
  '<path d="M0 0C6-40 2-90 22-130" stroke="#7a4f2a" stroke-width="10" fill="none" stroke-linecap="round"/>',
  ...[-150, -110, -70, -30, 10, 40].map(
    (a) =>
      `<path d="M0 0C20-16 50-14 74 4C50-2 24-2 0 0Z" fill="#2f9a4a" transform="translate(22 -130) rotate(${a})"/>`,
  ),
].join('');

const SHIP = [
  '<path d="M-40 0H44L34 12H-32Z" fill="#4a2e1c"/>',
  '<path d="M-14 0V-58M10 0V-66M30 0V-44" stroke="#4a2e1c" stroke-width="2.5"/>',
  '<path d="M-28-50h28v16h-28ZM-26-30h26v18h-26ZM-4-60h28v18h-28ZM-2-38h26v20h-26ZM22-40h18v14h-18Z" fill="#f6ecd8"/>',
  '<path d="M10-66l12 4-12 4Z" fill="#d9304f"/>',
].join('');

const PARROT = [
  '<path d="M-90 4Q0-8 110 8" stroke="#5a3b22" stroke-width="14" fill="none" stroke-linecap="round"/>',
  '<path d="M60 4q20-20 40-24" stroke="#5a3b22" stroke-width="7" fill="none" stroke-linecap="round"/>',
  '<path d="M-6-14L-26 96L-8 92L6-10Z" fill="#e63946"/><path d="M2-12L10 100L26 94L12-12Z" fill="#1d70b8"/>',
  '<path d="M0-150C34-150 46-110 38-70C32-40 18-20 0-8C-16-30-26-60-22-100C-20-130-12-150 0-150Z" fill="#e63946"/>',
  '<path d="M-20-102C-34-70-22-30 6-12C4-50 8-80-4-104Z" fill="#1d70b8"/>',
  '<path d="M-20-96C-26-74-20-52-6-36" stroke="#ffd23f" stroke-width="7" fill="none"/>',
  '<path d="M26-134C46-134 52-116 42-102C38-112 32-118 22-118Z" fill="#f3e5c8"/>',
  '<path d="M24-116C34-114 38-108 36-102C30-104 26-108 22-112Z" fill="#2a2320"/>',
  '<circle cx="12" cy="-128" r="9" fill="#fff"/><circle cx="14" cy="-128" r="4.5" fill="#111"/>',
  '<path d="M-8 0l-6 8M4 0l6 8" stroke="#777" stroke-width="4" stroke-linecap="round"/>',
].join('');

const SAILBOAT = [
  '<path d="M-76-4H80L62 14H-58Z"/>',
  '<path d="M0-4V-196" stroke="#0d1020" stroke-width="4"/>',
  '<path d="M6-190V-16H76Z"/><path d="M-6-176V-16H-66Z"/>',
  '<path d="M0-196l22 6-22 6Z" fill="#ff5a36"/>',
].join('');

/** One leaf with a centre vein; used to frame the jungle. */
function leaf(x, y, len, angle, fill) {
  const w = len * 0.42;
  return `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})"><path d="M0 0C${fmt(w)} ${fmt(-len * 0.2)} ${fmt(w * 0.9)} ${fmt(-len * 0.8)} 0 ${fmt(-len)}C${fmt(-w * 0.9)} ${fmt(-len * 0.8)} ${fmt(-w)} ${fmt(-len * 0.2)} 0 0Z" fill="${fill}"/><path d="M0 0V${fmt(-len * 0.95)}" stroke="#0f3d22" stroke-width="${fmt(len * 0.02)}" opacity="0.6"/></g>`;
}

export const SCENES_B = {
  'kod-orion': {
    tagline: 'Станция слышит нас',
    accent: '#4fe3ff',
    type: { spacing: 0.12, weight: 700 },
    draw(ctx) {
      const { W, H, id, s } = ctx;
      const pr = (ctx.mobile ? 620 : 1400) * 1;
      const pcy = ctx.fy + 150 * s + pr;
      ctx.def(
        radial(id('planet'), [
          [0.9, '#0d3b66'],
          [0.985, '#3fb8ff'],
          [1, '#bff0ff', 0],
        ]),
      );
      // Orion's belt and shoulders, laid out in a unit box and scaled into the sky.
      const orion = [
        [0.1, 0.05],
        [0.62, 0.1],
        [0.3, 0.45],
        [0.38, 0.5],
        [0.46, 0.55],
        [0.14, 0.95],
        [0.72, 0.9],
      ];
      const ox = ctx.mobile ? W * 0.08 : W * 0.06;
      const oy = ctx.mobile ? H * 0.16 : H * 0.08;
      const ow = ctx.mobile ? W * 0.34 : W * 0.22;
      const oh = ctx.mobile ? H * 0.26 : H * 0.4;
      const p = orion.map(([x, y]) => [ox + x * ow, oy + y * oh]);
      const links = [
        [0, 2],
        [1, 4],
        [2, 3],
        [3, 4],
        [2, 5],
        [4, 6],
        [0, 1],
      ];
      const lines = links
        .map(([a, b]) => `M${fmt(p[a][0])} ${fmt(p[a][1])}L${fmt(p[b][0])} ${fmt(p[b][1])}`)
        .join('');
      const dots = p.map(([x, y]) => `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="3.2"/>`).join('');
      let hud = '';
      for (let i = 0; i < 36; i++) {
        const a = (i * Math.PI) / 18;
        const r1 = 120;
        const r2 = i % 3 === 0 ? 132 : 126;
        hud += `M${fmt(Math.cos(a) * r1)} ${fmt(Math.sin(a) * r1)}L${fmt(Math.cos(a) * r2)} ${fmt(Math.sin(a) * r2)}`;
      }
      const ring = `<circle r="112" fill="none" stroke="#4fe3ff" stroke-width="1" stroke-dasharray="4 8" opacity="0.6"/><path d="${hud}" stroke="#4fe3ff" stroke-width="1.4" opacity="0.6"/><circle r="150" fill="none" stroke="#4fe3ff" stroke-width="0.8" opacity="0.3"/>`;
      return [
        bg(ctx, 'space', [
          [0, '#01030a'],
          [0.6, '#061428'],
          [1, '#0a2238'],
        ]),
        stars(ctx, 160, 0, H, '#cfe8ff', 1.5),
        `<path d="${lines}" stroke="#4fe3ff" stroke-width="1.2" opacity="0.45"/><g fill="#e8f8ff">${dots}</g>`,
        `<circle cx="${fmt(ctx.fx)}" cy="${fmt(pcy)}" r="${fmt(pr * 1.02)}" fill="url(#${id('planet')})"/>`,
        hero(ctx, ring + `<g transform="rotate(-18)">${STATION}</g>`, 0, -10, 1.1),
      ].join('');
    },
  },

  'leto-v-provanse': {
    tagline: 'Она приехала всего на три дня',
    accent: '#ffd27a',
    tagDark: true,
    type: { font: 'serif', upper: false, size: 58, color: '#fff6ea' },
    draw(ctx) {
      const { W, H, s } = ctx;
      const hz = ctx.H * (ctx.mobile ? 0.47 : 0.55);
      const vx = ctx.fx - 40 * s;
      let rows = '';
      const n = 22;
      for (let i = 0; i < n; i += 1) {
        const x1 = lerp(-W * 1.5, W * 2.5, i / n);
        const x2 = lerp(-W * 1.5, W * 2.5, (i + 0.55) / n);
        rows += `M${fmt(vx)} ${fmt(hz)}L${fmt(x1)} ${H}L${fmt(x2)} ${H}Z`;
      }
      const cypress = (x, y, h) =>
        `<path d="M${fmt(x)} ${fmt(y - h)}C${fmt(x + h * 0.14)} ${fmt(y - h * 0.7)} ${fmt(x + h * 0.12)} ${fmt(y - h * 0.2)} ${fmt(x)} ${fmt(y)}C${fmt(x - h * 0.12)} ${fmt(y - h * 0.2)} ${fmt(x - h * 0.14)} ${fmt(y - h * 0.7)} ${fmt(x)} ${fmt(y - h)}Z"/>`;
      const hx = ctx.fx + 60 * s;
      const farm = `<g transform="translate(${fmt(hx)} ${fmt(hz - 4 * s)}) scale(${fmt(s)})"><path d="M-30 0V-22H30V0Z" fill="#f1dcc0"/><path d="M-36-20L0-38L36-20Z" fill="#c8553d"/><path d="M-18-14h8v8h-8ZM10-14h8v8h-8Z" fill="#6b4a3a"/></g>`;
      return [
        bg(ctx, 'sky', [
          [0, '#f7d9a6'],
          [0.3, '#f5b27d'],
          [0.48, '#e3889a'],
          [1, '#6d4a9e'],
        ]),
        glow(ctx, 'sun', ctx.fx, hz - 70 * s, 170 * s, '#fff2cf', 0.9),
        `<circle cx="${fmt(ctx.fx)}" cy="${fmt(hz - 70 * s)}" r="${fmt(44 * s)}" fill="#fff4d8"/>`,
        hills(ctx, hz - 14 * s, 30 * s, 3, '#a889c2'),
        hills(ctx, hz - 4 * s, 16 * s, 4, '#8d6fb0'),
        farm,
        `<rect y="${fmt(hz)}" width="${W}" height="${fmt(H - hz)}" fill="#4e6a3f"/>`,
        `<path d="${rows}" fill="#8a64c4"/>`,
        `<g fill="#23402a">${cypress(hx - 70 * s, hz, 90 * s)}${cypress(hx - 52 * s, hz, 70 * s)}${cypress(hx + 62 * s, hz, 80 * s)}</g>`,
      ].join('');
    },
  },

  'stalnye-krylya': {
    tagline: 'Небо не прощает ошибок',
    accent: '#ffb347',
    type: { font: 'serif', spacing: 0.06, color: '#fff1dc' },
    draw(ctx) {
      const { W, s } = ctx;
      const hz = ctx.H * (ctx.mobile ? 0.55 : 0.74);
      let clouds = '';
      for (let i = 0; i < 12; i++) {
        const y = ctx.rnd() * hz * 0.9;
        clouds += `<ellipse cx="${fmt(ctx.rnd() * W)}" cy="${fmt(y)}" rx="${fmt((60 + ctx.rnd() * 140) * s)}" ry="${fmt((4 + ctx.rnd() * 6) * s)}"/>`;
      }
      const beams = [0.2, 0.8]
        .map(
          (k, i) =>
            `<path d="M${fmt(W * k)} ${fmt(hz)}L${fmt(W * k + (i ? -1 : 1) * 120 * s - 16 * s)} 0H${fmt(W * k + (i ? -1 : 1) * 120 * s + 16 * s)}Z" fill="#fff3d6" opacity="0.12"/>`,
        )
        .join('');
      const planes = [
        [0, 0, 1],
        [-120, 90, 0.7],
        [110, 100, 0.7],
      ]
        .map(([dx, dy, k]) =>
          hero(
            ctx,
            `<g transform="rotate(-28)" fill="#1a0f0c">${FIGHTER}</g>`,
            dx,
            dy - 30,
            k * 0.9,
          ),
        )
        .join('');
      return [
        bg(ctx, 'sky', [
          [0, '#2a0f0a'],
          [0.35, '#7a2412'],
          [0.7, '#e0702c'],
          [1, '#f7c873'],
        ]),
        glow(ctx, 'sun', W * 0.5, hz, 260 * s, '#ffe2a0', 0.9),
        `<circle cx="${fmt(W * 0.5)}" cy="${fmt(hz)}" r="${fmt(90 * s)}" fill="#ffd98f"/>`,
        beams,
        `<g fill="#3a120a" opacity="0.55">${clouds}</g>`,
        planes,
        hills(ctx, hz, 14 * s, 6, '#1a0c08'),
      ].join('');
    },
  },

  'ostrov-sokrovishch-i-drakon': {
    tagline: 'Сокровище, которое дышит огнём',
    accent: '#ffb23f',
    type: { font: 'round', size: 46, color: '#fff3c4', spacing: 0.01 },
    draw(ctx) {
      const { W, H, id, s } = ctx;
      const hz = ctx.H * (ctx.mobile ? 0.56 : 0.62);
      ctx.def(
        linear(id('sea'), [
          [0, '#1a8fb0'],
          [1, '#063c5c'],
        ]),
      );
      let puffs = '';
      for (let i = 0; i < 5; i++) {
        const x = ctx.rnd() * W;
        const y = hz * 0.36 + ctx.rnd() * hz * 0.3;
        const r = (14 + ctx.rnd() * 12) * s;
        puffs += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}"/><circle cx="${fmt(x + r)}" cy="${fmt(y - r * 0.5)}" r="${fmt(r * 1.2)}"/><circle cx="${fmt(x + r * 2.2)}" cy="${fmt(y)}" r="${fmt(r)}"/><rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(r * 2.2)}" height="${fmt(r)}"/>`;
      }
      let glints = '';
      for (let i = 0; i < 40; i++) {
        glints += `<rect x="${fmt(ctx.rnd() * W)}" y="${fmt(hz + 6 + ctx.rnd() * (H - hz))}" width="${fmt((8 + ctx.rnd() * 20) * s)}" height="2" rx="1"/>`;
      }
      // The island stands clear of the dragon: bottom left on the poster, far right on key art.
      const ix = ctx.mobile ? W * 0.2 : ctx.fx + 220 * s;
      const palmK = ctx.mobile ? 0.6 : 0.8;
      const island = `<ellipse cx="${fmt(ix)}" cy="${fmt(hz + 10 * s)}" rx="${fmt(120 * s)}" ry="${fmt(26 * s)}" fill="#f1d08a"/><ellipse cx="${fmt(ix - 20 * s)}" cy="${fmt(hz + 2 * s)}" rx="${fmt(70 * s)}" ry="${fmt(18 * s)}" fill="#3fa35a"/>`;
      return [
        bg(ctx, 'sky', [
          [0, '#2f8fd0'],
          [0.5, '#7cc8e6'],
          [1, '#cfeff5'],
        ]),
        glow(ctx, 'sun', W * 0.85, H * 0.12, 140 * s, '#fff6c9', 0.9),
        `<g fill="#ffffff" opacity="0.9">${puffs}</g>`,
        `<rect y="${fmt(hz)}" width="${W}" height="${fmt(H - hz)}" fill="url(#${id('sea')})"/>`,
        `<g fill="#bff0ff" opacity="0.5">${glints}</g>`,
        `<g transform="translate(${fmt(ctx.mobile ? W * 0.82 : W * 0.66)} ${fmt(hz + 4)}) scale(${fmt(s * 0.8)})">${SHIP}</g>`,
        island,
        `<g transform="translate(${fmt(ix + 10 * s)} ${fmt(hz + 4 * s)}) scale(${fmt(s * palmK)})">${PALM}</g>`,
        hero(ctx, DRAGON, 10, -30, ctx.mobile ? 1 : 1.15),
      ].join('');
    },
  },

  'tikhij-chas': {
    tagline: 'После обеда все должны спать',
    accent: '#e0474c',
    type: { font: 'serif', spacing: 0.1, weight: 700, color: '#eef2f0' },
    draw(ctx) {
      const { W, H, id, s } = ctx;
      const vx = ctx.fx;
      const vy = ctx.H * (ctx.mobile ? 0.36 : 0.44);
      const bw = 70 * s;
      const bh = 100 * s;
      const b = { l: vx - bw / 2, r: vx + bw / 2, t: vy - bh * 0.55, btm: vy + bh * 0.45 };
      ctx.def(
        radial(id('vig'), [
          [0.45, '#000', 0],
          [1, '#000', 0.85],
        ]),
      );
      // A point on the left or right wall at depth t (0 near, 1 at the back wall), height v (0 top, 1 floor).
      const wall = (side, t, v) => {
        const x = side === 'l' ? lerp(0, b.l, t) : lerp(W, b.r, t);
        const top = lerp(0, b.t, t);
        const bot = lerp(H, b.btm, t);
        return [x, lerp(top, bot, v)];
      };
      const quad = (pts) => `M${pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}Z`;
      let doors = '';
      for (const side of ['l', 'r']) {
        for (const t0 of [0.18, 0.5, 0.72]) {
          const t1 = t0 + (1 - t0) * 0.18;
          doors += quad([
            wall(side, t0, 0.32),
            wall(side, t1, 0.32),
            wall(side, t1, 1),
            wall(side, t0, 1),
          ]);
        }
      }
      let tiles = '';
      for (let i = 1; i < 9; i++) {
        const t = 1 - 1 / (1 + i * 0.45);
        const [x1, y1] = wall('l', t, 1);
        const [x2] = wall('r', t, 1);
        tiles += `M${fmt(x1)} ${fmt(y1)}H${fmt(x2)}`;
      }
      for (let i = 0; i <= 8; i++) {
        tiles += `M${fmt(lerp(-W * 0.2, W * 1.2, i / 8))} ${H}L${fmt(lerp(b.l, b.r, i / 8))} ${fmt(b.btm)}`;
      }
      let lamps = '';
      for (const t of [0.25, 0.55, 0.75]) {
        const [x1, y] = wall('l', t, 0);
        const [x2] = wall('r', t, 0);
        const w = (x2 - x1) * 0.2;
        lamps += `<rect x="${fmt((x1 + x2) / 2 - w / 2)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(Math.max(2, w * 0.08))}" fill="#f2fff9"${t === 0.55 ? ' opacity="0.35"' : ''}/>`;
      }
      const ballR = 14 * s;
      const [bx, by] = [vx + 24 * s, lerp(H, b.btm, 0.55) - ballR];
      const child = `<g transform="translate(${fmt(vx)} ${fmt(b.btm)}) scale(${fmt(s * 0.5)})" fill="#0c1211"><circle cy="-66" r="9"/><path d="M-10-56h20l4 34h-6l-2 22h-6v-22h-2v22h-6l-2-22h-6Z"/></g>`;
      return [
        rect(W, H, '#5d7875'),
        `<path d="${quad([
          [0, 0],
          [W, 0],
          [b.r, b.t],
          [b.l, b.t],
        ])}" fill="#8ea5a1"/>`,
        `<path d="${quad([
          [0, 0],
          [b.l, b.t],
          [b.l, b.btm],
          [0, H],
        ])}" fill="#4b6462"/>`,
        `<path d="${quad([
          [W, 0],
          [b.r, b.t],
          [b.r, b.btm],
          [W, H],
        ])}" fill="#435a58"/>`,
        `<path d="${quad([
          [0, H],
          [b.l, b.btm],
          [b.r, b.btm],
          [W, H],
        ])}" fill="#2e3b39"/>`,
        `<path d="${tiles}" stroke="#1d2726" stroke-width="1.4"/>`,
        `<path d="${doors}" fill="#253130"/>`,
        glow(ctx, 'end', vx, vy, 110 * s, '#dff7f1', 0.8),
        `<rect x="${fmt(b.l)}" y="${fmt(b.t)}" width="${fmt(bw)}" height="${fmt(bh)}" fill="#cfe6df"/>`,
        child,
        lamps,
        `<ellipse cx="${fmt(bx + 4 * s)}" cy="${fmt(by + ballR)}" rx="${fmt(ballR * 1.2)}" ry="${fmt(ballR * 0.3)}" fill="#000" opacity="0.4"/>`,
        `<circle cx="${fmt(bx)}" cy="${fmt(by)}" r="${fmt(ballR)}" fill="#d8262e"/><path d="M${fmt(bx - ballR)} ${fmt(by)}Q${fmt(bx)} ${fmt(by + ballR * 0.6)} ${fmt(bx + ballR)} ${fmt(by)}" stroke="#f4f0e6" stroke-width="${fmt(3 * s)}" fill="none"/>`,
        rect(W, H, `url(#${id('vig')})`),
      ].join('');
    },
  },

  grossmejster: {
    tagline: 'Каждый ход — целая жизнь',
    accent: '#e8c46a',
    type: { font: 'serif', spacing: 0.03, color: '#f7e7bd' },
    draw(ctx) {
      const { H, id, s } = ctx;
      const hz = ctx.H * (ctx.mobile ? 0.42 : 0.5);
      const vx = ctx.fx;
      ctx.def(
        linear(
          id('gold'),
          [
            [0, '#fff0b8'],
            [0.45, '#e8c46a'],
            [1, '#7a5a1c'],
          ],
          { x2: 1, y2: 0.3 },
        ),
      );
      ctx.def(
        linear(id('cone'), [
          [0, '#fff3c4', 0.5],
          [1, '#fff3c4', 0],
        ]),
      );
      // A perspective board: row k sits at depth z, so screen y = hz + f / z.
      const f = (H - hz) * 1.2;
      const cell = 70 * s;
      const yAt = (z) => hz + f / z;
      const xAt = (c, z) => vx + ((c - 4) * cell * 2.2) / z;
      let dark = '';
      for (let r = 0; r < 8; r++) {
        const z1 = 1.2 + r * 0.9;
        const z2 = z1 + 0.9;
        for (let c = 0; c < 8; c++) {
          if ((r + c) % 2) continue;
          dark += `M${fmt(xAt(c, z1))} ${fmt(yAt(z1))}L${fmt(xAt(c + 1, z1))} ${fmt(yAt(z1))}L${fmt(xAt(c + 1, z2))} ${fmt(yAt(z2))}L${fmt(xAt(c, z2))} ${fmt(yAt(z2))}Z`;
        }
      }
      const farZ = 1.2 + 8 * 0.9;
      const board = `M${fmt(xAt(0, 1.2))} ${fmt(yAt(1.2))}L${fmt(xAt(8, 1.2))} ${fmt(yAt(1.2))}L${fmt(xAt(8, farZ))} ${fmt(yAt(farZ))}L${fmt(xAt(0, farZ))} ${fmt(yAt(farZ))}Z`;
      const baseY = yAt(1.2 + 3.5 * 0.9);
      return [
        bg(ctx, 'room', [
          [0, '#020202'],
          [0.6, '#120e06'],
          [1, '#050403'],
        ]),
        `<path d="M${fmt(vx - 20 * s)} 0H${fmt(vx + 20 * s)}L${fmt(vx + 190 * s)} ${fmt(baseY + 30 * s)}H${fmt(vx - 190 * s)}Z" fill="url(#${id('cone')})"/>`,
        `<path d="${board}" fill="#c9b48a"/><path d="${dark}" fill="#2a2014"/>`,
        `<path d="${board}" fill="#000" opacity="0.25"/>`,
        `<ellipse cx="${fmt(vx)}" cy="${fmt(baseY)}" rx="${fmt(90 * s)}" ry="${fmt(16 * s)}" fill="#000" opacity="0.55"/>`,
        `<g transform="translate(${fmt(vx)} ${fmt(baseY)}) scale(${fmt(s * 0.95)})" fill="url(#${id('gold')})">${KING}</g>`,
      ].join('');
    },
  },

  'nochnoj-ekspress': {
    tagline: 'Девять суток. Двенадцать подозреваемых',
    accent: '#ffcf6b',
    type: { size: 44, spacing: 0.01 },
    draw(ctx) {
      const { W, H, id, s } = ctx;
      const deck = ctx.H * (ctx.mobile ? 0.48 : 0.44);
      ctx.def(
        linear(id('water'), [
          [0, '#122a55'],
          [1, '#050a1a'],
        ]),
      );
      const carH = 34 * s;
      const carW = 150 * s;
      const end = ctx.fx + 180 * s;
      let cars = '';
      let windows = '';
      let reflections = '';
      for (let x = end - carW; x > -carW; x -= carW + 6 * s) {
        cars += `<rect x="${fmt(x)}" y="${fmt(deck - carH)}" width="${fmt(carW)}" height="${fmt(carH)}" rx="${fmt(5 * s)}"/>`;
        for (let wx = x + 10 * s; wx < x + carW - 16 * s; wx += 18 * s) {
          const lit = ctx.rnd() < 0.8;
          windows += lit
            ? `<rect x="${fmt(wx)}" y="${fmt(deck - carH + 8 * s)}" width="${fmt(12 * s)}" height="${fmt(10 * s)}"/>`
            : '';
          if (lit)
            reflections += `<rect x="${fmt(wx)}" y="${fmt(deck + 60 * s + ctx.rnd() * 30 * s)}" width="${fmt(12 * s)}" height="${fmt(3 * s)}"/>`;
        }
      }
      const loco = `<path d="M${fmt(end + 6 * s)} ${fmt(deck)}V${fmt(deck - carH)}H${fmt(end + 60 * s)}Q${fmt(end + 90 * s)} ${fmt(deck - carH)} ${fmt(end + 96 * s)} ${fmt(deck)}Z"/>`;
      let arches = '';
      for (let x = -40 * s; x < W + 80 * s; x += 110 * s) {
        arches += `M${fmt(x)} ${fmt(deck + 8 * s)}Q${fmt(x + 55 * s)} ${fmt(deck + 70 * s)} ${fmt(x + 110 * s)} ${fmt(deck + 8 * s)}M${fmt(x)} ${fmt(deck + 8 * s)}V${fmt(deck + 90 * s)}`;
      }
      const moonX = ctx.mobile ? W * 0.78 : W * 0.86;
      return [
        bg(ctx, 'sky', [
          [0, '#03071a'],
          [0.5, '#0d1f45'],
          [1, '#23457a'],
        ]),
        stars(ctx, 110, 0, deck - 60 * s),
        glow(ctx, 'moon', moonX, H * 0.16, 90 * s, '#e9f0ff', 0.5),
        `<circle cx="${fmt(moonX)}" cy="${fmt(H * 0.16)}" r="${fmt(24 * s)}" fill="#f2f5ff"/>`,
        hills(ctx, deck - 20 * s, 40 * s, 5, '#0a1530'),
        `<rect y="${fmt(deck + 10 * s)}" width="${W}" height="${fmt(H - deck)}" fill="url(#${id('water')})"/>`,
        `<g fill="#ffcf6b" opacity="0.35">${reflections}</g>`,
        `<path d="${arches}" stroke="#050b1c" stroke-width="${fmt(7 * s)}" fill="none"/>`,
        `<rect y="${fmt(deck)}" width="${W}" height="${fmt(10 * s)}" fill="#050b1c"/>`,
        `<g fill="#0a1226">${cars}${loco}</g>`,
        `<g fill="#ffcf6b">${windows}</g>`,
        `<circle cx="${fmt(end + 92 * s)}" cy="${fmt(deck - 8 * s)}" r="${fmt(4 * s)}" fill="#fff6c9"/>`,
        glow(ctx, 'headlight', end + 120 * s, deck - 8 * s, 70 * s, '#fff6c9', 0.6),
      ].join('');
    },
  },

  'dzhungli-zovut': {
    tagline: 'Дикая жизнь начинается за окном',
    accent: '#ffd23f',
    type: { font: 'round', size: 58, color: '#fff7d6' },
    draw(ctx) {
      const { W, H, s } = ctx;
      const greens = ['#1f7a3e', '#2f9e4f', '#145c2e', '#3fb35a', '#0f4a25'];
      let leaves = '';
      for (let i = 0; i < 16; i++) {
        const edge = i % 4;
        const x = edge === 0 ? 0 : edge === 1 ? W : ctx.rnd() * W;
        const y = edge === 2 ? 0 : edge === 3 ? H * 0.7 : ctx.rnd() * H * 0.7;
        const angle =
          Math.atan2(ctx.fy - y, ctx.fx - x) * (180 / Math.PI) + 90 + (ctx.rnd() - 0.5) * 50;
        leaves += leaf(x, y, (120 + ctx.rnd() * 110) * s, angle, greens[i % greens.length]);
      }
      let dapples = '';
      for (let i = 0; i < 24; i++) {
        dapples += `<circle cx="${fmt(ctx.rnd() * W)}" cy="${fmt(ctx.rnd() * H)}" r="${fmt((4 + ctx.rnd() * 14) * s)}"/>`;
      }
      return [
        bg(ctx, 'canopy', [
          [0, '#b7e86a'],
          [0.4, '#4fb04f'],
          [1, '#0f4a25'],
        ]),
        `<g fill="#fffbd0" opacity="0.25">${dapples}</g>`,
        leaves,
        hero(ctx, PARROT, 0, 60, 1),
      ].join('');
    },
  },

  'za-gorizontom': {
    tagline: 'Обещание длиной в кругосветку',
    accent: '#ffb36b',
    type: { spacing: 0.05, weight: 700 },
    draw(ctx) {
      const { W, H, id, s } = ctx;
      const hz = ctx.fy + 40 * s;
      ctx.def(
        linear(id('sea'), [
          [0, '#2a2f5c'],
          [1, '#070a1c'],
        ]),
      );
      let shine = '';
      for (let i = 0; i < 18; i++) {
        const y = hz + 8 + i * i * 1.4 * s;
        const w = (30 + i * 12) * s * (0.6 + ctx.rnd() * 0.8);
        shine += `<rect x="${fmt(W * 0.5 - w / 2 + (ctx.rnd() - 0.5) * 30 * s)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(2 + i * 0.2)}" rx="1"/>`;
      }
      let gulls = '';
      for (let i = 0; i < 4; i++) {
        const x = ctx.fx + (ctx.rnd() - 0.5) * 300 * s;
        const y = ctx.fy - (100 + ctx.rnd() * 80) * s;
        const k = (6 + ctx.rnd() * 5) * s;
        gulls += `M${fmt(x - k)} ${fmt(y)}q${fmt(k / 2)} ${fmt(-k / 2)} ${fmt(k)} 0q${fmt(k / 2)} ${fmt(-k / 2)} ${fmt(k)} 0`;
      }
      let streaks = '';
      for (let i = 0; i < 7; i++) {
        streaks += `<rect x="${fmt(ctx.rnd() * W - 100)}" y="${fmt(ctx.rnd() * hz * 0.8)}" width="${fmt((120 + ctx.rnd() * 200) * s)}" height="${fmt((3 + ctx.rnd() * 5) * s)}" rx="3"/>`;
      }
      return [
        bg(ctx, 'sky', [
          [0, '#141d42'],
          [0.35, '#5e2354'],
          [0.62, '#e8634a'],
          [0.8, '#ffc47a'],
        ]),
        `<g fill="#ffd9a8" opacity="0.35">${streaks}</g>`,
        glow(ctx, 'sun', W * 0.5, hz, 240 * s, '#ffe3a0', 0.9),
        `<circle cx="${fmt(W * 0.5)}" cy="${fmt(hz)}" r="${fmt(70 * s)}" fill="#ffe7b0"/>`,
        `<rect y="${fmt(hz)}" width="${W}" height="${fmt(H - hz)}" fill="url(#${id('sea')})"/>`,
        `<g fill="#ffd27a" opacity="0.7">${shine}</g>`,
        `<path d="${gulls}" stroke="#1a1230" stroke-width="${fmt(2 * s)}" fill="none" stroke-linecap="round"/>`,
        hero(ctx, `<g fill="#0d1020">${SAILBOAT}</g>`, ctx.mobile ? -70 : 30, 40, 0.9),
      ].join('');
    },
  },
};
