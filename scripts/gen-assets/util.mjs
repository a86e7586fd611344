/**
 * Shared helpers for the artwork generator: number formatting, escaping, a seeded PRNG,
 * a text measurer for wrapping titles, and drawing primitives used by several scenes.
 */

/** System font stacks only: the SVGs must not depend on any downloaded font. */
export const FONTS = {
  sans: "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
  serif: "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif",
  round: "'Trebuchet MS', 'Segoe UI', Arial, 'Liberation Sans', sans-serif",
};

/** Numbers with at most one decimal keep the files small and stable. */
export function fmt(n) {
  return String(Math.round(n * 10) / 10);
}

export function esc(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** mulberry32: tiny, fast and good enough to scatter stars deterministically. */
export function mulberry(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/*
 * Advance widths in em, close to Arial Bold (the metric twin of Liberation Sans) and
 * rounded up, so a title measured here never overflows in the common fallbacks.
 * Georgia / Times are handled with a factor, because Georgia Bold is wider than Arial.
 */
const WIDE_UPPER = 'ЖШЩЮЫМФЪ';
const NARROW_UPPER = 'ГТЗЧЬЕЁРУХ';
const WIDE_LOWER = 'жшщюымф';
const NARROW_LOWER = 'гзртсчьеёкэя';
const PUNCT = { ' ': 0.28, '.': 0.3, ',': 0.3, '«': 0.56, '»': 0.56, '-': 0.34, ':': 0.34 };

function charWidth(ch) {
  if (ch in PUNCT) return PUNCT[ch];
  if (WIDE_UPPER.includes(ch)) return 1.0;
  if (NARROW_UPPER.includes(ch)) return 0.7;
  if (WIDE_LOWER.includes(ch)) return 0.86;
  if (NARROW_LOWER.includes(ch)) return 0.58;
  if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) return 0.78;
  if (/[0-9]/.test(ch)) return 0.58;
  return 0.64;
}

export function measure(text, size, font = 'sans', spacing = 0) {
  const factor = font === 'serif' ? 1.1 : 1;
  let em = 0;
  for (const ch of text) em += charWidth(ch) * factor + spacing;
  return em * size;
}

/**
 * Greedy word wrap at the largest size (in steps of 2) where every line fits maxWidth
 * within maxLines. A single word that is too long shrinks the size instead of breaking.
 */
export function fitLines(text, { maxWidth, maxSize, minSize, maxLines, font, spacing }) {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = [];
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (measure(candidate, size, font, spacing) <= maxWidth || !current) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    const fits = lines.every((line) => measure(line, size, font, spacing) <= maxWidth);
    if (fits && lines.length <= maxLines) return { lines, size };
  }
  throw new Error(`Title does not fit even at ${minSize}px: ${text}`);
}

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`;
}

/** stops: [[offset, colour, opacity?], ...] */
function stopsOf(stops) {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

export function rect(W, H, fill) {
  return `<rect width="${W}" height="${H}" fill="${fill}"/>`;
}

/** A field of small stars in the band [top, bottom), denser twinkles slightly bigger. */
export function stars(ctx, count, top, bottom, fill = '#fff', maxR = 1.6) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = ctx.rnd() * ctx.W;
    const y = top + ctx.rnd() * (bottom - top);
    const r = 0.4 + ctx.rnd() * ctx.rnd() * maxR;
    out += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}"/>`;
  }
  return `<g fill="${fill}" opacity="0.9">${out}</g>`;
}

/** A jagged ridge across the whole width, closed to the bottom edge. */
export function ridge(ctx, baseY, amp, steps, fill, extra = '') {
  const { W, H, rnd } = ctx;
  let d = `M0 ${fmt(H)} L0 ${fmt(baseY - rnd() * amp)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (W * i) / steps;
    const y = baseY - rnd() * amp;
    const mx = x - W / steps / 2 + (rnd() - 0.5) * (W / steps) * 0.4;
    d += ` L${fmt(mx)} ${fmt(y - amp * 0.35 * rnd())} L${fmt(x)} ${fmt(baseY - rnd() * amp * 0.5)}`;
  }
  return `<path d="${d} L${W} ${fmt(H)}Z" fill="${fill}"${extra}/>`;
}

/** Soft rolling hills: a smooth curve through random heights. */
export function hills(ctx, baseY, amp, steps, fill) {
  const { W, H, rnd } = ctx;
  const pts = [];
  for (let i = 0; i <= steps; i++) pts.push([(W * i) / steps, baseY - rnd() * amp]);
  let d = `M0 ${fmt(H)} L0 ${fmt(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i - 1];
    const [x, y] = pts[i];
    d += ` C${fmt(px + (x - px) / 2)} ${fmt(py)} ${fmt(px + (x - px) / 2)} ${fmt(y)} ${fmt(x)} ${fmt(y)}`;
  }
  return `<path d="${d} L${W} ${fmt(H)}Z" fill="${fill}"/>`;
}

/** A sine-like wave band from y down to the bottom edge. */
export function wave(ctx, y, amp, length, fill, phase = 0, extra = '') {
  const { W, H } = ctx;
  let d = `M${fmt(-length + phase)} ${fmt(y)}`;
  for (let x = -length + phase; x < W + length; x += length) {
    d += ` q${fmt(length / 4)} ${fmt(-amp)} ${fmt(length / 2)} 0 t${fmt(length / 2)} 0`;
  }
  return `<path d="${d} V${H} H${fmt(-length)}Z" fill="${fill}"${extra}/>`;
}

/** A row of fir trees standing on baseY. */
export function firs(ctx, baseY, minH, maxH, gap, fill) {
  const { W, rnd } = ctx;
  let d = '';
  for (let x = -gap * rnd(); x < W + gap; x += gap * (0.55 + rnd() * 0.7)) {
    const h = minH + rnd() * (maxH - minH);
    const w = h * 0.36;
    const y = baseY + rnd() * 6;
    // Three stacked tiers read as a spruce even at thumbnail size.
    d += `M${fmt(x)} ${fmt(y - h)} L${fmt(x + w * 0.3)} ${fmt(y - h * 0.62)} L${fmt(x + w * 0.18)} ${fmt(y - h * 0.62)} L${fmt(x + w * 0.42)} ${fmt(y - h * 0.3)} L${fmt(x + w * 0.28)} ${fmt(y - h * 0.3)} L${fmt(x + w / 2)} ${fmt(y)} L${fmt(x - w / 2)} ${fmt(y)} L${fmt(x - w * 0.28)} ${fmt(y - h * 0.3)} L${fmt(x - w * 0.42)} ${fmt(y - h * 0.3)} L${fmt(x - w * 0.18)} ${fmt(y - h * 0.62)} L${fmt(x - w * 0.3)} ${fmt(y - h * 0.62)}Z`;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/** City blocks on baseY with a scatter of lit windows. */
export function skyline(ctx, baseY, minH, maxH, fill, windowFill, windowChance = 0.3) {
  const { W, rnd } = ctx;
  let blocks = '';
  let windows = '';
  for (let x = -10; x < W + 10;) {
    const w = 24 + rnd() * 46;
    const h = minH + rnd() * (maxH - minH);
    blocks += `M${fmt(x)} ${fmt(baseY)}V${fmt(baseY - h)}h${fmt(w)}V${fmt(baseY)}Z`;
    if (rnd() < 0.25)
      blocks += `M${fmt(x + w / 2 - 1)} ${fmt(baseY - h)}v-${fmt(8 + rnd() * 18)}h2V${fmt(baseY - h)}Z`;
    for (let wy = baseY - h + 8; wy < baseY - 8; wy += 9) {
      for (let wx = x + 5; wx < x + w - 7; wx += 8) {
        if (rnd() < windowChance) windows += `M${fmt(wx)} ${fmt(wy)}h4v5h-4Z`;
      }
    }
    x += w + rnd() * 4;
  }
  return `<path d="${blocks}" fill="${fill}"/><path d="${windows}" fill="${windowFill}"/>`;
}

/** A soft round glow (sun, moon halo, lamp). */
export function glow(ctx, name, cx, cy, r, color, strength = 0.8) {
  const id = ctx.id(name);
  ctx.def(
    radial(id, [
      [0, color, strength],
      [0.35, color, strength * 0.45],
      [1, color, 0],
    ]),
  );
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="url(#${id})"/>`;
}

/** Symmetric silhouette from a right-hand profile [[x, y], ...] (x >= 0), top to bottom. */
export function lathe(profile) {
  const right = profile.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L');
  const left = [...profile]
    .reverse()
    .map(([x, y]) => `${fmt(-x)} ${fmt(y)}`)
    .join(' L');
  return `M${right} L${left}Z`;
}

/** Place a drawing made in local units at the scene's hero point. */
export function hero(ctx, body, dx = 0, dy = 0, k = 1) {
  return `<g transform="translate(${fmt(ctx.fx + dx * ctx.s)} ${fmt(ctx.fy + dy * ctx.s)}) scale(${fmt(ctx.s * k)})">${body}</g>`;
}

/** Five-pointed star path centred on (cx, cy). */
export function starPath(cx, cy, r) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.42;
    d += `${i === 0 ? 'M' : 'L'}${fmt(cx + Math.cos(a) * rr)} ${fmt(cy + Math.sin(a) * rr)}`;
  }
  return `${d}Z`;
}
