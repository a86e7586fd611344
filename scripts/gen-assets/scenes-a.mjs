/**
 * Art themes, part one. Each theme gives the tagline, accent colour, lettering style and a
 * draw(ctx) that returns the scene's SVG body. Scenes paint the full canvas from ctx.W/H
 * and put their hero drawing (made in local units) at ctx.fx/fy via hero().
 */
import {
  fmt,
  firs,
  glow,
  hero,
  hills,
  linear,
  rect,
  ridge,
  skyline,
  starPath,
  stars,
} from './util.mjs';

/** Horizon height: higher on the tall poster, where the lower part is under the title. */
function horizon(ctx, mobileK, wideK) {
  return ctx.H * (ctx.mobile ? mobileK : wideK);
}

function bg(ctx, name, stops) {
  const id = ctx.id(name);
  ctx.def(linear(id, stops));
  return rect(ctx.W, ctx.H, `url(#${id})`);
}

/** Recursive bare branches for the horror tree; returns one path per thickness level. */
function branches(rnd, x, y, angle, len, depth, levels) {
  if (depth === 0) return;
  const x2 = x + Math.cos(angle) * len;
  const y2 = y + Math.sin(angle) * len;
  levels[depth] = (levels[depth] ?? '') + `M${fmt(x)} ${fmt(y)}L${fmt(x2)} ${fmt(y2)}`;
  const spread = 0.35 + rnd() * 0.35;
  branches(rnd, x2, y2, angle - spread, len * (0.62 + rnd() * 0.15), depth - 1, levels);
  branches(rnd, x2, y2, angle + spread, len * (0.62 + rnd() * 0.15), depth - 1, levels);
}

function deadTree(ctx, x, y, len, fill) {
  const levels = {};
  branches(ctx.rnd, x, y, -Math.PI / 2 - 0.08, len, 7, levels);
  return Object.entries(levels)
    .map(
      ([depth, d]) =>
        `<path d="${d}" stroke="${fill}" stroke-width="${fmt(Number(depth) * 1.5 * ctx.s)}" stroke-linecap="round" fill="none"/>`,
    )
    .join('');
}

const FOX = [
  // tail with a white tip, curled to the right
  '<path d="M26 0C92-6 104-66 62-82C70-50 60-22 18-10Z" fill="#e8742c"/>',
  '<path d="M62-82C76-78 84-64 82-50C74-60 66-66 54-70Z" fill="#fff4e6"/>',
  // body and chest
  '<path d="M-34 0C-40-40-28-70 0-78C28-70 40-40 34 0Z" fill="#f08a3c"/>',
  '<path d="M-14-70C-20-40-10-20 0-10C10-20 20-40 14-70Z" fill="#fff4e6"/>',
  '<ellipse cx="-16" cy="0" rx="12" ry="5" fill="#3a1f16"/><ellipse cx="16" cy="0" rx="12" ry="5" fill="#3a1f16"/>',
  // head, tilted up towards the falling star
  '<g transform="rotate(-10 0 -100)">',
  '<path d="M-34-104L-42-152L-10-122ZM34-104L42-152L10-122Z" fill="#e8742c"/>',
  '<path d="M-30-112L-37-142L-18-124ZM30-112L37-142L18-124Z" fill="#5a2a1a"/>',
  '<path d="M-46-112L0-130L46-112L36-92L0-64L-36-92Z" fill="#f08a3c"/>',
  '<path d="M-46-112L-36-92L0-64L-14-96ZM46-112L36-92L0-64L14-96Z" fill="#fff4e6"/>',
  '<circle cx="0" cy="-68" r="5.5" fill="#2a1610"/>',
  '<ellipse cx="-16" cy="-104" rx="4" ry="5.5" fill="#2a1610"/><ellipse cx="16" cy="-104" rx="4" ry="5.5" fill="#2a1610"/>',
  '<circle cx="-14.5" cy="-106" r="1.5" fill="#fff"/><circle cx="17.5" cy="-106" r="1.5" fill="#fff"/>',
  '</g>',
].join('');

const AIRLINER = [
  '<path d="M-128-10L-150-62L-128-62L-90-10Z" fill="#0b0d18"/>',
  '<path d="M-128-10L112-12Q138-11 148-2Q140 8 112 10L-118 8Q-134 4-128-10Z" fill="#0b0d18"/>',
  '<path d="M-116-2L-148 12L-130 14L-100 2Z" fill="#0b0d18"/>',
  '<path d="M16 2L-46 50L-26 52L50 6Z" fill="#0b0d18"/>',
  '<ellipse cx="-2" cy="18" rx="18" ry="7" fill="#0b0d18"/>',
  '<path d="M132-7l8 1-3 4-7-1Z" fill="#3d4b73"/>',
];
for (let x = -104; x < 110; x += 9)
  AIRLINER.push(`<circle cx="${x}" cy="-3" r="1.6" fill="#ffd98a"/>`);
AIRLINER.push(
  '<circle cx="-138" cy="-60" r="3" fill="#ff2a3c"/><circle cx="-36" cy="50" r="3" fill="#ff2a3c"/><circle cx="148" cy="-2" r="2" fill="#fff"/>',
);

const HOUSE = [
  '<path d="M-130 0C-60-14 60-14 150 0V40H-130Z" fill="#050806"/>',
  '<path d="M-80 0V-90H60V0ZM-92-88L-10-150L72-88ZM-52-116V-150H-36V-128Z" fill="#050806"/>',
  '<path d="M36 0V-150H86V0ZM30-150L61-212L92-150Z" fill="#050806"/>',
  '<path d="M-62 0V-28L-42-44L-22-28V0Z" fill="#050806"/>',
  '<path d="M-62-72h18v26h-18ZM-14-72h18v26h-18ZM-46-28h10v28h-10Z" fill="#18211b"/>',
  '<rect x="52" y="-132" width="18" height="26" fill="#f2d36b"/>',
  '<path d="M61-124a3.5 3.5 0 1 1 0.1 0ZM57-106q0-10 4-12q4 2 4 12Z" fill="#0b100c"/>',
];
for (let x = -126; x < 150; x += 12)
  HOUSE.push(`<path d="M${x} 6v-18l3-4 3 4v18Z" fill="#050806"/>`);

const NOIR_FIGURE = [
  '<path d="M-28-8L-330 60L-240 80L28-4Z" fill="#000" opacity="0.45"/>',
  '<circle cx="0" cy="-200" r="15" fill="#000"/>',
  '<path d="M-6-186h12v8h-12ZM-24-180L24-180L36-100L30-8L8-8L4-92L-4-92L-8-8L-30-8L-36-100Z" fill="#000"/>',
  '<path d="M28-84h32v24h-32ZM38-84v-6h12v6" fill="#000" stroke="#000" stroke-width="3"/>',
  '<path d="M-24-180L24-180L30-150L0-140L-30-150Z" fill="#1a0508"/>',
];

const SINGER = [
  '<circle cx="0" cy="-184" r="14" fill="#07030b"/>',
  '<path d="M-16-168L16-168L20-100L14 0L4 0L0-80L-4 0L-14 0L-20-100Z" fill="#07030b"/>',
  '<path d="M14-160L42-222M-14-160L-30-176" stroke="#07030b" stroke-width="9" stroke-linecap="round"/>',
  '<path d="M-44 0L-34-178" stroke="#07030b" stroke-width="3"/><circle cx="-33" cy="-181" r="5" fill="#07030b"/>',
];

const GRANNY = [
  '<path d="M-98 120C-92 52-52 34 0 34C52 34 92 52 98 120Z" fill="#d9465c"/>',
  '<path d="M-24 36L0 70L24 36Z" fill="#fff7ec"/>',
  '<path d="M-34 40Q0 62 34 40" stroke="#fff" stroke-width="5" stroke-dasharray="0 9" stroke-linecap="round" fill="none"/>',
  '<path d="M-60 60v60M60 60v60" stroke="#b8334a" stroke-width="4"/>',
  '<circle cx="0" cy="-20" r="58" fill="#f6c6a0"/>',
  '<circle cx="0" cy="-92" r="27" fill="#dcdce4" stroke="#b9b9c6" stroke-width="3"/>',
  '<path d="M-61-16C-66-86 66-86 61-16C54-48 20-60 0-56C-20-60-54-48-61-16Z" fill="#dcdce4"/>',
  '<path d="M-44-58Q-20-70 0-56M44-58Q20-70 0-56" stroke="#b9b9c6" stroke-width="3" fill="none"/>',
  '<circle cx="-36" cy="6" r="10" fill="#f49a9a"/><circle cx="36" cy="6" r="10" fill="#f49a9a"/>',
  '<circle cx="-22" cy="-16" r="4" fill="#2a2320"/><circle cx="22" cy="-16" r="4" fill="#2a2320"/>',
  '<circle cx="-22" cy="-16" r="18" fill="rgba(255,255,255,0.25)" stroke="#2a2320" stroke-width="5"/>',
  '<circle cx="22" cy="-16" r="18" fill="rgba(255,255,255,0.25)" stroke="#2a2320" stroke-width="5"/>',
  '<path d="M-4-18h8M-40-18l-18-6M40-18l18-6" stroke="#2a2320" stroke-width="4"/>',
  '<path d="M-20 16Q0 38 20 16" stroke="#7a2a2a" stroke-width="5" stroke-linecap="round" fill="none"/>',
  // the rental price tag hanging from her shoulder
  '<path d="M60 46Q90 40 104 20" stroke="#5a3b22" stroke-width="2" fill="none"/>',
  '<g transform="rotate(18 120 40)"><path d="M100 14h56v52h-56l-12-26Z" fill="#fff7ec" stroke="#5a3b22" stroke-width="3"/><circle cx="102" cy="40" r="4" fill="#5a3b22"/>',
  '<text x="130" y="46" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#d9465c" text-anchor="middle">24/7</text></g>',
];

const CRAB = [
  '<path d="M-40 6C-60 14-70 30-74 44M-34 14C-48 26-52 40-52 54M-22 20C-30 32-30 46-26 58M40 6C60 14 70 30 74 44M34 14C48 26 52 40 52 54M22 20C30 32 30 46 26 58" stroke="#c9412a" stroke-width="7" stroke-linecap="round" fill="none"/>',
  '<path d="M-30-10L-56-36M30-10L56-36" stroke="#c9412a" stroke-width="9" stroke-linecap="round"/>',
  '<g fill="#ef5a3c"><ellipse cx="-66" cy="-50" rx="20" ry="13" transform="rotate(-40 -66 -50)"/><ellipse cx="-54" cy="-64" rx="16" ry="8" transform="rotate(-80 -54 -64)"/>',
  '<ellipse cx="66" cy="-50" rx="20" ry="13" transform="rotate(40 66 -50)"/><ellipse cx="54" cy="-64" rx="16" ry="8" transform="rotate(80 54 -64)"/></g>',
  '<ellipse cx="0" cy="0" rx="48" ry="30" fill="#ef5a3c"/><ellipse cx="0" cy="-8" rx="34" ry="12" fill="#ff8a5c"/>',
  '<path d="M-12-22V-44M12-22V-44" stroke="#c9412a" stroke-width="5"/>',
  '<circle cx="-13" cy="-48" r="10" fill="#fff"/><circle cx="13" cy="-48" r="10" fill="#fff"/>',
  '<circle cx="-10" cy="-51" r="5" fill="#111"/><circle cx="16" cy="-51" r="5" fill="#111"/>',
  '<path d="M-12 10Q0 20 12 10" stroke="#7a1f12" stroke-width="3" fill="none" stroke-linecap="round"/>',
];

const LANTERN_FISH = [
  '<path d="M-36 0L-60-20L-58 20Z" fill="#1f4a66"/>',
  '<ellipse cx="0" cy="0" rx="38" ry="26" fill="#1f4a66"/>',
  '<path d="M14 4Q26 20 36 4" fill="#0a1a26"/><path d="M18 6l3 5 3-5 3 5 3-5" stroke="#fff" stroke-width="1.5" fill="none"/>',
  '<circle cx="14" cy="-8" r="7" fill="#fff"/><circle cx="16" cy="-8" r="3.5" fill="#0a1a26"/>',
  '<path d="M6-24Q20-64 52-56" stroke="#1f4a66" stroke-width="3" fill="none"/>',
  '<circle cx="54" cy="-56" r="6" fill="#fff6b0"/>',
];

export const SCENES_A = {
  'severnyj-veter': {
    tagline: 'Полярная ночь длится сто дней',
    accent: '#7fe3d4',
    type: { spacing: 0.04 },
    draw(ctx) {
      const { W, H, id } = ctx;
      const hz = horizon(ctx, 0.56, 0.7);
      ctx.def(
        linear(id('peak'), [
          [0, '#e6f1fb'],
          [0.45, '#6b8fb0'],
          [1, '#1a3350'],
        ]),
      );
      ctx.def(
        linear(id('snow'), [
          [0, '#eef6fc'],
          [1, '#8fb0c8'],
        ]),
      );
      ctx.def(
        linear(
          id('aur'),
          [
            [0, '#2cf3b0', 0],
            [0.3, '#2cf3b0'],
            [0.7, '#4fd2ff'],
            [1, '#9b6bff', 0],
          ],
          { y2: 0, x2: 1 },
        ),
      );
      ctx.def(
        `<filter id="${id('blur')}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>`,
      );
      const aurora = [0, 1, 2]
        .map((i) => {
          const y = H * (0.14 + i * 0.07);
          return `<path d="M${-40} ${fmt(y + 30)}C${fmt(W * 0.3)} ${fmt(y - 70)} ${fmt(W * 0.55)} ${fmt(y + 80)} ${fmt(W + 40)} ${fmt(y - 20)}" stroke="url(#${id('aur')})" stroke-width="${fmt(34 - i * 8)}" fill="none" opacity="${0.55 - i * 0.12}" filter="url(#${id('blur')})"/>`;
        })
        .join('');
      let wind = '';
      for (let i = 0; i < 70; i++) {
        const x = ctx.rnd() * W;
        const y = ctx.rnd() * H;
        const l = 6 + ctx.rnd() * 16;
        wind += `M${fmt(x)} ${fmt(y)}l${fmt(l)} ${fmt(l * 0.25)}`;
      }
      const station = [
        '<path d="M-40 0V-30H30V0Z" fill="#243a52"/><path d="M-46-30L-5-48L36-30Z" fill="#e8f0f8"/>',
        '<rect x="-28" y="-22" width="12" height="10" fill="#ffd36b"/><rect x="6" y="-22" width="12" height="10" fill="#ffd36b"/>',
        '<path d="M44 0V-92" stroke="#243a52" stroke-width="3"/><path d="M36-80h16M38-66h12" stroke="#243a52" stroke-width="2"/>',
        '<circle cx="44" cy="-94" r="3.5" fill="#ff4040"/><circle cx="-58" cy="-12" r="12" fill="#e8f0f8"/><path d="M-58 0v-4" stroke="#243a52" stroke-width="4"/>',
      ].join('');
      return [
        bg(ctx, 'sky', [
          [0, '#040b1f'],
          [0.45, '#0b2c4d'],
          [0.75, '#2f6f8f'],
          [1, '#7fb8cc'],
        ]),
        stars(ctx, 90, 0, hz * 0.9),
        aurora,
        ridge(ctx, hz - H * 0.02, H * 0.2, 5, `url(#${id('peak')})`),
        ridge(ctx, hz + H * 0.06, H * 0.06, 7, `url(#${id('snow')})`),
        glow(ctx, 'win', ctx.fx, hz + H * 0.03, 60 * ctx.s, '#ffd36b', 0.5),
        hero(ctx, station, 0, (hz + H * 0.055 - ctx.fy) / ctx.s),
        `<path d="${wind}" stroke="#e6f4ff" stroke-width="1.2" stroke-linecap="round" opacity="0.45"/>`,
      ].join('');
    },
  },

  'poslednij-rejs': {
    tagline: 'Посадка запрещена',
    accent: '#ff5a5f',
    type: { spacing: 0.02 },
    draw(ctx) {
      const { W, H, id } = ctx;
      const hz = horizon(ctx, 0.6, 0.72);
      ctx.def(
        linear(
          id('trail'),
          [
            [0, '#fff', 0],
            [1, '#fff', 0.7],
          ],
          { y2: 0, x2: 1 },
        ),
      );
      let clouds = '';
      for (let i = 0; i < 26; i++) {
        const x = ctx.rnd() * W;
        const y = hz + (ctx.rnd() - 0.3) * H * 0.1;
        clouds += `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(50 + ctx.rnd() * 90)}" ry="${fmt(12 + ctx.rnd() * 14)}"/>`;
      }
      let lights = '';
      for (let i = 0; i < 160; i++) {
        lights += `<circle cx="${fmt(ctx.rnd() * W)}" cy="${fmt(hz + H * 0.06 + ctx.rnd() * H * 0.35)}" r="${fmt(0.6 + ctx.rnd() * 1.2)}"/>`;
      }
      const moonX = ctx.fx + 50 * ctx.s;
      const moonY = ctx.fy - 70 * ctx.s;
      return [
        bg(ctx, 'sky', [
          [0, '#040818'],
          [0.45, '#1a1240'],
          [0.62, '#5a1a35'],
          [0.75, '#2a0e22'],
          [1, '#0a0610'],
        ]),
        stars(ctx, 70, 0, hz * 0.7),
        glow(ctx, 'halo', moonX, moonY, 150 * ctx.s, '#f6d9b0', 0.35),
        `<circle cx="${fmt(moonX)}" cy="${fmt(moonY)}" r="${fmt(62 * ctx.s)}" fill="#f4e3c6"/>`,
        `<path d="M-20 ${fmt(ctx.fy + 80 * ctx.s)}L${fmt(ctx.fx - 140 * ctx.s)} ${fmt(ctx.fy + 22 * ctx.s)}" stroke="url(#${id('trail')})" stroke-width="${fmt(4 * ctx.s)}" stroke-linecap="round"/>`,
        `<g fill="#ffb45a" opacity="0.85">${lights}</g>`,
        `<g fill="#1c1230" opacity="0.9">${clouds}</g>`,
        hero(ctx, `<g transform="rotate(-14)">${AIRLINER.join('')}</g>`, 0, 0, 1.05),
      ].join('');
    },
  },

  'lisyonok-i-zvyozdy': {
    tagline: 'Каждая звезда ищет дорогу домой',
    accent: '#ffc857',
    type: { font: 'round', upper: false, size: 56, color: '#ffe9b8' },
    draw(ctx) {
      const { W, H, id, s } = ctx;
      const hz = horizon(ctx, 0.5, 0.64);
      ctx.def(
        linear(
          id('tail'),
          [
            [0, '#ffe9a8', 0],
            [1, '#ffe9a8', 0.9],
          ],
          { y2: 1, x2: 1 },
        ),
      );
      let goldStars = '';
      for (let i = 0; i < 9; i++)
        goldStars += starPath(ctx.rnd() * W, ctx.rnd() * hz * 0.8, 3 + ctx.rnd() * 5);
      const sx = ctx.fx + 70 * s;
      const sy = ctx.fy - 150 * s;
      const cx = W * (ctx.mobile ? 0.18 : 0.3);
      const cy = H * 0.2;
      const r = ctx.mobile ? 34 : 50;
      return [
        bg(ctx, 'sky', [
          [0, '#160f3d'],
          [0.45, '#3d2470'],
          [0.8, '#a4507a'],
          [1, '#f09a6b'],
        ]),
        stars(ctx, 110, 0, hz),
        `<path d="${goldStars}" fill="#ffd97a"/>`,
        `<path d="M${fmt(cx)} ${fmt(cy - r)}A${r} ${r} 0 1 0 ${fmt(cx)} ${fmt(cy + r)}A${fmt(r * 0.72)} ${r} 0 1 1 ${fmt(cx)} ${fmt(cy - r)}Z" fill="#fff1c9"/>`,
        `<path d="M${fmt(sx - 160 * s)} ${fmt(sy - 90 * s)}L${fmt(sx)} ${fmt(sy)}" stroke="url(#${id('tail')})" stroke-width="${fmt(5 * s)}" stroke-linecap="round"/>`,
        glow(ctx, 'star', sx, sy, 40 * s, '#fff3b0', 0.9),
        `<path d="${starPath(sx, sy, 12 * s)}" fill="#fff3b0"/>`,
        hills(ctx, hz + H * 0.02, H * 0.05, 3, '#4a2a6e'),
        `<ellipse cx="${fmt(ctx.fx)}" cy="${fmt(ctx.fy + 112 * s)}" rx="${fmt(190 * s)}" ry="${fmt(52 * s)}" fill="#2b1a4d"/>`,
        hills(ctx, hz + H * 0.16, H * 0.04, 4, '#1f1238'),
        hero(ctx, FOX, -10, 72, ctx.mobile ? 0.95 : 1.25),
      ].join('');
    },
  },

  'dom-na-okraine': {
    tagline: 'Не считай шаги на чердаке',
    accent: '#c7e86b',
    type: { font: 'serif', spacing: 0.06, color: '#e9f0d8' },
    draw(ctx) {
      const { W, H, s } = ctx;
      const hz = horizon(ctx, 0.5, 0.66);
      const mx = ctx.fx + 30 * s;
      const my = ctx.fy - 60 * s;
      let fog = '';
      for (let i = 0; i < 10; i++) {
        fog += `<ellipse cx="${fmt(ctx.rnd() * W)}" cy="${fmt(hz + 20 * s + ctx.rnd() * H * 0.15)}" rx="${fmt(120 + ctx.rnd() * 160)}" ry="${fmt(14 + ctx.rnd() * 12)}"/>`;
      }
      let bats = '';
      for (let i = 0; i < 5; i++) {
        const x = mx + (ctx.rnd() - 0.5) * 260 * s;
        const y = my + (ctx.rnd() - 0.6) * 160 * s;
        const k = (6 + ctx.rnd() * 6) * s;
        bats += `M${fmt(x - k)} ${fmt(y - k * 0.3)}q${fmt(k * 0.5)} ${fmt(k * 0.2)} ${fmt(k)} ${fmt(k * 0.4)}q${fmt(k * 0.5)} ${fmt(-k * 0.2)} ${fmt(k)} ${fmt(-k * 0.4)}q${fmt(-k * 0.4)} ${fmt(k * 0.6)} ${fmt(-k)} ${fmt(k * 0.7)}q${fmt(-k * 0.6)} ${fmt(-k * 0.1)} ${fmt(-k)} ${fmt(-k * 0.7)}Z`;
      }
      return [
        bg(ctx, 'sky', [
          [0, '#050807'],
          [0.5, '#17261d'],
          [0.75, '#2a3d2c'],
          [1, '#0a0f0c'],
        ]),
        stars(ctx, 40, 0, hz * 0.8, '#d9e4c2', 1.2),
        glow(ctx, 'moonglow', mx, my, 190 * s, '#c7e86b', 0.35),
        `<circle cx="${fmt(mx)}" cy="${fmt(my)}" r="${fmt(86 * s)}" fill="#dfe8c6"/>`,
        `<g fill="#0a0f0c" opacity="0.75"><ellipse cx="${fmt(mx - 40 * s)}" cy="${fmt(my + 20 * s)}" rx="${fmt(110 * s)}" ry="${fmt(7 * s)}"/><ellipse cx="${fmt(mx + 50 * s)}" cy="${fmt(my - 30 * s)}" rx="${fmt(80 * s)}" ry="${fmt(5 * s)}"/></g>`,
        `<path d="${bats}" fill="#050806"/>`,
        hills(ctx, hz + 40 * s, H * 0.03, 3, '#070b08'),
        deadTree(ctx, ctx.mobile ? W * 0.13 : W * 0.53, hz + 50 * s, 62 * s, '#050806'),
        hero(ctx, HOUSE.join(''), 0, (hz + 30 * s - ctx.fy) / s),
        `<g fill="#c9d6c0" opacity="0.12">${fog}</g>`,
      ].join('');
    },
  },

  'tenevaya-sdelka': {
    tagline: 'У каждой цифры есть хозяин',
    accent: '#ff2e4d',
    type: { spacing: 0.03 },
    draw(ctx) {
      const { W, H, s } = ctx;
      const hz = horizon(ctx, 0.58, 0.74);
      let rain = '';
      for (let i = 0; i < 140; i++) {
        const x = ctx.rnd() * (W + 100);
        const y = ctx.rnd() * H;
        const l = 14 + ctx.rnd() * 26;
        rain += `M${fmt(x)} ${fmt(y)}l${fmt(-l * 0.25)} ${fmt(l)}`;
      }
      let papers = '';
      for (let i = 0; i < 9; i++) {
        const x = ctx.fx + (ctx.rnd() - 0.5) * 320 * s;
        const y = ctx.fy + (ctx.rnd() - 0.7) * 260 * s;
        papers += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(16 * s)}" height="${fmt(22 * s)}" transform="rotate(${fmt(ctx.rnd() * 90 - 45)} ${fmt(x)} ${fmt(y)})"/>`;
      }
      const slash = `M${fmt(ctx.fx - 10 * s)} 0h${fmt(90 * s)}L${fmt(ctx.fx - 40 * s)} ${H}h${fmt(-90 * s)}Z`;
      return [
        bg(ctx, 'sky', [
          [0, '#09070c'],
          [0.6, '#1d0b16'],
          [1, '#320a18'],
        ]),
        `<path d="${slash}" fill="#d3122f" opacity="0.85"/>`,
        skyline(ctx, hz, H * 0.12, H * 0.34, '#0c0a10', '#ff3b4e', 0.16),
        `<rect y="${fmt(hz)}" width="${W}" height="${fmt(H - hz)}" fill="#07060a"/>`,
        `<g fill="#efe6e0" opacity="0.5">${papers}</g>`,
        hero(ctx, NOIR_FIGURE.join(''), 20, (hz + 10 - ctx.fy) / s, 1.05),
        `<path d="${rain}" stroke="#ffffff" stroke-width="1" opacity="0.2"/>`,
      ].join('');
    },
  },

  'dykhanie-tajgi': {
    tagline: 'Три сезона. Одна тайга',
    accent: '#f4c36b',
    tagDark: true,
    type: { font: 'serif', upper: false, size: 56, color: '#fff8e8' },
    draw(ctx) {
      const { W, H, id, s } = ctx;
      const hz = horizon(ctx, 0.44, 0.52);
      ctx.def(
        linear(id('mist'), [
          [0, '#f6dcb0', 0],
          [1, '#f6dcb0', 0.65],
        ]),
      );
      const layers = [
        ['#8fb0a6', 60, 90],
        ['#5f8a7c', 80, 120],
        ['#355f52', 110, 160],
        ['#173a30', 150, 220],
        ['#0b2119', 200, 300],
      ];
      let birds = '';
      for (let i = 0; i < 7; i++) {
        const x = ctx.fx + (ctx.rnd() - 0.3) * 260 * s;
        const y = hz - H * 0.12 - ctx.rnd() * H * 0.18;
        const k = (5 + ctx.rnd() * 6) * s;
        birds += `M${fmt(x - k)} ${fmt(y - k * 0.4)}q${fmt(k * 0.5)} 0 ${fmt(k)} ${fmt(k * 0.4)}q${fmt(k * 0.5)} ${fmt(-k * 0.4)} ${fmt(k)} ${fmt(-k * 0.4)}`;
      }
      const out = [
        bg(ctx, 'sky', [
          [0, '#7fa9b8'],
          [0.45, '#e9cf9f'],
          [1, '#f2b679'],
        ]),
        glow(ctx, 'sun', ctx.fx, hz - H * 0.04, 200 * s, '#fff4d6', 0.95),
        `<circle cx="${fmt(ctx.fx)}" cy="${fmt(hz - H * 0.04)}" r="${fmt(30 * s)}" fill="#fff6e0"/>`,
        `<path d="${birds}" stroke="#27352f" stroke-width="${fmt(1.6 * s)}" fill="none" stroke-linecap="round"/>`,
      ];
      layers.forEach(([fill, minH, maxH], i) => {
        const y = hz + i * H * (ctx.mobile ? 0.075 : 0.1);
        out.push(
          firs(ctx, y, minH * s * 0.5, maxH * s * 0.5, (18 + i * 8) * (ctx.mobile ? 1 : 2.3), fill),
        );
        out.push(
          `<rect y="${fmt(y - 20 * s)}" width="${W}" height="${fmt(40 * s)}" fill="url(#${id('mist')})"/>`,
        );
        out.push(`<rect y="${fmt(y)}" width="${W}" height="${fmt(H - y)}" fill="${fill}"/>`);
      });
      return out.join('');
    },
  },

  'golosa-goroda-live': {
    tagline: 'Один вечер. Сто тысяч голосов',
    accent: '#ff4fd8',
    type: { spacing: 0.02, size: 50 },
    draw(ctx) {
      const { W, H, id, s } = ctx;
      const stageY = ctx.fy + 92 * s;
      const colors = ['#ff4fd8', '#4fd2ff', '#ffb84f', '#8a5cff', '#ff4fd8'];
      const beams = colors
        .map((c, i) => {
          ctx.def(
            linear(id(`beam${i}`), [
              [0, c, 0.75],
              [1, c, 0],
            ]),
          );
          const x = (W * (i + 0.5)) / colors.length;
          const tx = ctx.fx + (i - 2) * 60 * s;
          return `<path d="M${fmt(x - 6)} 0L${fmt(x + 6)} 0L${fmt(tx + 70 * s)} ${fmt(stageY)}L${fmt(tx - 70 * s)} ${fmt(stageY)}Z" fill="url(#${id(`beam${i}`)})" opacity="0.5"/>`;
        })
        .join('');
      let crowd = '';
      for (let x = -10; x < W + 20; x += 14 + ctx.rnd() * 10) {
        const y = stageY + 40 * s + ctx.rnd() * 16 * s;
        crowd += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(11 * s)}"/><rect x="${fmt(x - 14 * s)}" y="${fmt(y + 8 * s)}" width="${fmt(28 * s)}" height="${fmt(H)}" rx="${fmt(8 * s)}"/>`;
        if (ctx.rnd() < 0.35) {
          crowd += `<path d="M${fmt(x + 6 * s)} ${fmt(y + 10 * s)}l${fmt(10 * s)} ${fmt(-50 * s)}" stroke="#050208" stroke-width="${fmt(6 * s)}" stroke-linecap="round"/>`;
        }
      }
      let confetti = '';
      for (let i = 0; i < 50; i++) {
        const x = ctx.rnd() * W;
        const y = ctx.rnd() * stageY;
        confetti += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(5 * s)}" height="${fmt(9 * s)}" fill="${colors[i % 4]}" transform="rotate(${fmt(ctx.rnd() * 180)} ${fmt(x)} ${fmt(y)})"/>`;
      }
      return [
        bg(ctx, 'sky', [
          [0, '#0a0412'],
          [0.6, '#230a32'],
          [1, '#12051a'],
        ]),
        beams,
        glow(ctx, 'stage', ctx.fx, stageY, 220 * s, '#ffd3f4', 0.7),
        `<g opacity="0.8">${confetti}</g>`,
        `<rect x="${fmt(ctx.fx - 200 * s)}" y="${fmt(stageY)}" width="${fmt(400 * s)}" height="${fmt(10 * s)}" fill="#07030b"/>`,
        hero(ctx, SINGER.join(''), 0, 92),
        `<g fill="#050208">${crowd}</g>`,
      ].join('');
    },
  },

  'babushka-na-prokat': {
    tagline: 'Семью не выбирают. Её нанимают',
    accent: '#d9304f',
    light: true,
    type: { font: 'round', size: 52, color: '#d9304f' },
    draw(ctx) {
      const { W, H, s } = ctx;
      let rays = '';
      const R = Math.hypot(W, H);
      for (let i = 0; i < 24; i += 2) {
        const a1 = (i * Math.PI) / 12;
        const a2 = ((i + 1) * Math.PI) / 12;
        rays += `M${fmt(ctx.fx)} ${fmt(ctx.fy)}L${fmt(ctx.fx + Math.cos(a1) * R)} ${fmt(ctx.fy + Math.sin(a1) * R)}L${fmt(ctx.fx + Math.cos(a2) * R)} ${fmt(ctx.fy + Math.sin(a2) * R)}Z`;
      }
      let dots = '';
      for (let i = 0; i < 26; i++) {
        dots += `<circle cx="${fmt(ctx.rnd() * W)}" cy="${fmt(ctx.rnd() * H)}" r="${fmt((3 + ctx.rnd() * 6) * s)}"/>`;
      }
      const yarn = `<g transform="translate(${fmt(ctx.fx - 150 * s)} ${fmt(ctx.fy + 70 * s)}) scale(${fmt(s)})"><circle r="30" fill="#4f8fd9"/><path d="M-26-14Q0 0 26-14M-28 4Q0 18 28 4M-18 22Q0 30 18 22M-10-28Q-24 0-8 28" stroke="#2f66a8" stroke-width="3" fill="none"/><path d="M-40-40L20 10M-20-48L30 0" stroke="#8a5a2b" stroke-width="4" stroke-linecap="round"/></g>`;
      return [
        rect(W, H, '#ffd23f'),
        `<path d="${rays}" fill="#ffc21a"/>`,
        `<g fill="#ffffff" opacity="0.35">${dots}</g>`,
        yarn,
        hero(ctx, GRANNY.join(''), 0, -10, 1),
      ].join('');
    },
  },

  'khraniteli-glubiny': {
    tagline: 'Чем глубже, тем светлее',
    accent: '#5ff0e0',
    type: { font: 'round', upper: false, size: 54, color: '#dffcff' },
    draw(ctx) {
      const { W, H, s } = ctx;
      let rays = '';
      for (let i = 0; i < 6; i++) {
        const x = ctx.rnd() * W;
        const w = (20 + ctx.rnd() * 40) * s;
        rays += `M${fmt(x)} 0h${fmt(w)}L${fmt(x + w * 2 - 60 * s)} ${fmt(H)}h${fmt(-w * 3)}Z`;
      }
      let bubbles = '';
      for (let i = 0; i < 30; i++) {
        bubbles += `<circle cx="${fmt(ctx.rnd() * W)}" cy="${fmt(ctx.rnd() * H * 0.8)}" r="${fmt((2 + ctx.rnd() * 7) * s)}"/>`;
      }
      let weed = '';
      for (let i = 0; i < 14; i++) {
        const x = ctx.rnd() * W;
        const h = (90 + ctx.rnd() * 130) * s;
        const y = ctx.fy + 110 * s + ctx.rnd() * 30 * s;
        weed += `M${fmt(x)} ${fmt(y + 40 * s)}q${fmt(-20 * s)} ${fmt(-h / 4)} 0 ${fmt(-h / 2)}t0 ${fmt(-h / 2)}`;
      }
      const floor = ctx.fy + 96 * s;
      return [
        bg(ctx, 'sea', [
          [0, '#12a0b8'],
          [0.35, '#0a5b86'],
          [0.75, '#06294d'],
          [1, '#021326'],
        ]),
        `<path d="${rays}" fill="#ffffff" opacity="0.07"/>`,
        `<path d="${weed}" stroke="#1f8a6a" stroke-width="${fmt(8 * s)}" stroke-linecap="round" fill="none" opacity="0.8"/>`,
        `<path d="M0 ${fmt(floor + 30 * s)}Q${fmt(W * 0.25)} ${fmt(floor - 10 * s)} ${fmt(W * 0.5)} ${fmt(floor + 14 * s)}T${W} ${fmt(floor)}V${H}H0Z" fill="#03182c"/>`,
        `<g fill="none" stroke="#bff6ff" stroke-width="${fmt(1.5 * s)}" opacity="0.55">${bubbles}</g>`,
        glow(ctx, 'lure', ctx.fx + 150 * s, ctx.fy - 150 * s, 90 * s, '#fff6b0', 0.8),
        hero(ctx, LANTERN_FISH.join(''), 96, -94, 1),
        hero(ctx, CRAB.join(''), 0, 50, 1.2),
      ].join('');
    },
  },
};
