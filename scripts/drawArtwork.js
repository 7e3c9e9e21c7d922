// Draws the VERSUS artwork SVGs under public/images (original abstract art, no third-party logos).
// Run: node scripts/drawArtwork.js
const fs = require('fs');
const path = require('path');
const ROOT = path.join(__dirname, '..', 'public');

const r1 = (n) => Math.round(n * 10) / 10;
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function svg(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : '') + body + '</svg>\n';
}
function stops(list) {
  return list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined && a !== 1 ? ` stop-opacity="${a}"` : ''}/>`).join('');
}
function lin(id, list, x1 = 0, y1 = 0, x2 = 1, y2 = 1, extra = '') {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stops(list)}</linearGradient>`;
}
function rad(id, list, cx = 0.5, cy = 0.5, r = 0.5) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}
function pts(cx, cy, r, n, rot = -90) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = ((rot + (360 / n) * i) * Math.PI) / 180;
    out.push(`${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`);
  }
  return out.join(' ');
}
function star(cx, cy, ro, ri, n = 5) {
  const out = [];
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? ri : ro;
    const a = ((-90 + (180 / n) * i) * Math.PI) / 180;
    out.push(`${r1(cx + r * Math.cos(a))},${r1(cy + r * Math.sin(a))}`);
  }
  return out.join(' ');
}
/** Smooth closed path through points (Catmull-Rom to cubic Bezier). */
function smoothClosed(p) {
  const n = p.length;
  let d = `M${r1(p[0][0])},${r1(p[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = p[(i - 1 + n) % n], p1 = p[i], p2 = p[(i + 1) % n], p3 = p[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return d + 'Z';
}

const BG0 = '#0b0d17';
/** Dark esports background with two accent glows and an optional rounded frame. */
function base(w, h, a1, a2, { rx = 0, gx = 0.7, gy = 0.4, vignette = true } = {}) {
  const defs = lin('bg', [[0, BG0], [0.55, '#12152b'], [1, BG0]]) +
    rad('g1', [[0, a1, 0.42], [1, a1, 0]], gx, gy, 0.6) +
    rad('g2', [[0, a2, 0.28], [1, a2, 0]], 0.12, 0.9, 0.55) +
    (vignette ? rad('vg', [[0.55, BG0, 0], [1, BG0, 0.75]], 0.5, 0.5, 0.75) : '');
  const R = rx ? ` rx="${rx}"` : '';
  const body = `<rect width="${w}" height="${h}"${R} fill="url(#bg)"/><rect width="${w}" height="${h}"${R} fill="url(#g1)"/>` +
    `<rect width="${w}" height="${h}"${R} fill="url(#g2)"/>`;
  const top = vignette ? `<rect width="${w}" height="${h}"${R} fill="url(#vg)"/>` : '';
  return { defs, body, top };
}

// ---------------------------------------------------------------- games
const GAMES = {
  'ea-fc': {
    a1: '#22c55e', a2: '#22d3ee',
    pattern(w, h) {
      const land = w >= h;
      const sw = Math.max(1.5, Math.min(w, h) / 300);
      let s, tf;
      if (land) {
        s = Math.min((w * 0.9) / 105, (h * 0.84) / 68);
        tf = `translate(${r1((w - 105 * s) / 2)} ${r1((h - 68 * s) / 2)}) scale(${r1(s * 100) / 100})`;
      } else {
        s = Math.min((w * 0.86) / 68, (h * 0.9) / 105);
        tf = `translate(${w / 2} ${h / 2}) rotate(90) scale(${r1(s * 100) / 100}) translate(-52.5 -34)`;
      }
      let stripes = '';
      for (let i = 0; i < 10; i += 2) stripes += `<rect x="${r1(i * 10.5)}" width="10.5" height="68"/>`;
      const lines = '<rect width="105" height="68"/><path d="M52.5,0V68"/><circle cx="52.5" cy="34" r="9.15"/>' +
        '<rect y="13.84" width="16.5" height="40.32"/><rect x="88.5" y="13.84" width="16.5" height="40.32"/>' +
        '<rect y="24.84" width="5.5" height="18.32"/><rect x="99.5" y="24.84" width="5.5" height="18.32"/>' +
        '<path d="M16.5,26.69A9.15,9.15 0 0 1 16.5,41.31M88.5,26.69A9.15,9.15 0 0 0 88.5,41.31"/>';
      return `<g transform="${tf}"><g fill="#22c55e" fill-opacity=".05">${stripes}</g>` +
        `<g fill="none" stroke="#22d3ee" stroke-opacity=".3" stroke-width="${r1((sw / s) * 100) / 100}">${lines}</g>` +
        `<g fill="#22d3ee" fill-opacity=".4"><circle cx="11" cy="34" r=".5"/><circle cx="94" cy="34" r=".5"/><circle cx="52.5" cy="34" r=".6"/></g></g>`;
    },
    motifDefs: rad('ball', [[0, '#ffffff'], [0.7, '#e2e8f0'], [1, '#94a3b8']], 0.38, 0.32, 0.75) +
      '<clipPath id="bc"><circle r="46"/></clipPath>',
    motif() {
      let seams = '', patches = '';
      for (let k = 0; k < 5; k++) {
        const a = ((-90 + 72 * k) * Math.PI) / 180;
        seams += `M${r1(15 * Math.cos(a))},${r1(15 * Math.sin(a))}L${r1(31 * Math.cos(a))},${r1(31 * Math.sin(a))}`;
        const b = ((-54 + 72 * k) * Math.PI) / 180;
        patches += `<polygon points="${pts(44 * Math.cos(b), 44 * Math.sin(b), 14, 5, -54 + 72 * k)}"/>`;
      }
      return '<g stroke-linecap="round" fill="none" stroke="#22c55e" stroke-width="5">' +
        '<path d="M-160,-20H-64" stroke-opacity=".8"/><path d="M-185,2H-58" stroke-opacity=".55"/><path d="M-150,24H-62" stroke-opacity=".35"/></g>' +
        '<ellipse cy="64" rx="38" ry="6" fill="#000" fill-opacity=".4"/>' +
        '<circle r="70" fill="none" stroke="#22d3ee" stroke-opacity=".25" stroke-width="2" stroke-dasharray="4 8"/>' +
        '<circle r="57" fill="none" stroke="#22c55e" stroke-opacity=".45" stroke-width="2.5"/>' +
        '<circle r="46" fill="url(#ball)"/>' +
        `<g clip-path="url(#bc)"><g fill="${BG0}"><polygon points="${pts(0, 0, 15, 5)}"/>${patches}</g>` +
        `<path d="${seams}" stroke="${BG0}" stroke-width="2.5"/></g>` +
        '<ellipse cx="-17" cy="-21" rx="13" ry="7" fill="#fff" fill-opacity=".45" transform="rotate(-35 -17 -21)"/>';
    },
  },

  'clash-royale': {
    a1: '#facc15', a2: '#7c3aed',
    pattern(w, h) {
      const land = w >= h;
      const T = Math.max(28, Math.round(Math.min(w, h) / 11));
      const m = Math.min(w, h);
      let out = `<defs><pattern id="tile" width="${T}" height="${T}" patternUnits="userSpaceOnUse">` +
        `<path d="M${T / 2},1L${T - 1},${T / 2}L${T / 2},${T - 1}L1,${T / 2}Z" fill="none" stroke="#a78bfa" stroke-opacity=".13"/></pattern>` +
        lin('river', [[0, '#22d3ee', 0], [0.5, '#22d3ee', 0.22], [1, '#22d3ee', 0]], 0, 0, 0, 1) + '</defs>' +
        `<rect width="${w}" height="${h}" fill="url(#tile)"/>`;
      const ry = land ? h * 0.5 : h * 0.82, rh = m * 0.1;
      out += `<rect y="${r1(ry - rh / 2)}" width="${w}" height="${r1(rh)}" fill="url(#river)"/>`;
      const bx = land ? [0.1 * w, 0.36 * w] : [0.22 * w, 0.78 * w];
      for (const x of bx) out += `<rect x="${r1(x - m * 0.04)}" y="${r1(ry - rh * 0.8)}" width="${r1(m * 0.08)}" height="${r1(rh * 1.6)}" rx="3" fill="#2a1f4d" stroke="#facc15" stroke-opacity=".3"/>`;
      // small towers on both banks
      const tw = m * 0.07;
      const towers = land ? [[0.23 * w, 0.2 * h], [0.23 * w, 0.8 * h]] : [[0.22 * w, 0.93 * h], [0.78 * w, 0.93 * h]];
      for (const [x, y] of towers) {
        out += `<g transform="translate(${r1(x)} ${r1(y)})" fill="#1b1640" stroke="#a78bfa" stroke-opacity=".55" stroke-width="1.5">` +
          `<rect x="${r1(-tw / 2)}" y="${r1(-tw / 2)}" width="${r1(tw)}" height="${r1(tw)}" rx="2"/>` +
          `<path d="M${r1(-tw * 0.6)},${r1(-tw / 2)}v${r1(-tw * 0.3)}h${r1(tw * 0.3)}v${r1(tw * 0.15)}h${r1(tw * 0.3)}v${r1(-tw * 0.15)}h${r1(tw * 0.3)}v${r1(tw * 0.15)}h${r1(tw * 0.3)}v${r1(-tw * 0.15)}v${r1(tw * 0.3)}Z"/></g>`;
      }
      const rnd = rng(7);
      let sp = '';
      for (let i = 0; i < 9; i++) {
        const x = rnd() * w, y = rnd() * h, s = m * (0.008 + rnd() * 0.014);
        sp += `<polygon points="${star(x, y, s, s * 0.3, 4)}" fill-opacity="${r1(0.25 + rnd() * 0.5)}"/>`;
      }
      return out + `<g fill="#facc15">${sp}</g>`;
    },
    motifDefs: lin('gold', [[0, '#fde68a'], [1, '#f59e0b']], 0, 0, 0, 1) +
      lin('stone', [[0, '#5b21b6'], [1, '#1e1b4b']], 0, 0, 0, 1) +
      lin('card', [[0, '#3730a3'], [1, '#1e1b4b']], 0, 0, 0, 1) +
      rad('cg', [[0, '#facc15', 0.4], [1, '#facc15', 0]]),
    motif() {
      const card = (rot, tx, glyph) => `<g transform="rotate(${rot}) translate(${tx} 14)">` +
        '<rect x="-27" y="-38" width="54" height="74" rx="7" fill="url(#card)" stroke="url(#gold)" stroke-width="3"/>' +
        '<rect x="-20" y="-31" width="40" height="60" rx="4" fill="none" stroke="#a78bfa" stroke-opacity=".35"/>' + glyph + '</g>';
      const sword = '<path d="M0,-22V12M-10,5H10M0,12V21" stroke="#e0e7ff" stroke-width="4" stroke-linecap="round" fill="none"/>';
      const drop = '<path d="M0,-20C9,-8 13,0 13,6A13,13 0 0 1 -13,6C-13,0 -9,-8 0,-20Z" fill="#c084fc"/>';
      let merlons = '';
      for (let i = 0; i < 4; i++) merlons += `<rect x="${r1(-38 + (i * 64) / 3)}" y="-30" width="12" height="11"/>`;
      return card(-20, -60, sword) + card(20, 60, drop) +
        '<circle cy="-48" r="62" fill="url(#cg)"/>' +
        '<g fill="url(#stone)" stroke="#a78bfa" stroke-width="2">' + merlons +
        '<rect x="-38" y="-20" width="76" height="14" rx="2"/><rect x="-32" y="-6" width="64" height="72" rx="3"/></g>' +
        '<path d="M-32,14H32M-32,36H32M-10,-6V14M12,14V36" stroke="#a78bfa" stroke-opacity=".3" stroke-width="1.5"/>' +
        `<path d="M-12,66V48A12,12 0 0 1 12,48V66Z" fill="${BG0}"/>` +
        '<path d="M-34,-36L-40,-74L-18,-54L0,-84L18,-54L40,-74L34,-36Z" fill="url(#gold)"/>' +
        '<rect x="-34" y="-44" width="68" height="8" rx="2" fill="#d97706"/>' +
        '<g fill="#fde68a"><circle cx="-40" cy="-74" r="4.5"/><circle cy="-84" r="4.5"/><circle cx="40" cy="-74" r="4.5"/></g>' +
        '<circle cy="-56" r="5" fill="#f43f5e"/><circle cx="-19" cy="-52" r="3.5" fill="#22d3ee"/><circle cx="19" cy="-52" r="3.5" fill="#22d3ee"/>';
    },
  },

  cod: {
    a1: '#fb923c', a2: '#a3e635',
    pattern(w, h) {
      const land = w >= h;
      const m = Math.min(w, h);
      const sw = Math.max(1.2, m / 320);
      const rnd = rng(31);
      let topo = '';
      for (let i = 0; i < 8; i++) {
        const y = h * (0.06 + i * 0.125);
        const a = () => r1((rnd() - 0.5) * h * 0.22);
        topo += `<path d="M0,${r1(y)}C${r1(w * 0.18)},${r1(y + +a())} ${r1(w * 0.32)},${r1(y + +a())} ${r1(w * 0.5)},${r1(y)}S${r1(w * 0.82)},${r1(y + +a())} ${w},${r1(y)}" stroke-opacity="${r1(0.06 + (i % 3) * 0.04)}"/>`;
      }
      const solX = land ? [[0.04, 0.56], [0.15, 0.46], [0.27, 0.52]] : [[0.02, 0.34], [0.34, 0.3], [0.66, 0.32]];
      let sol = '';
      for (const [fx, fh] of solX) {
        const hh = h * fh, ww = hh * 0.625;
        sol += `<use href="#sol" x="${r1(fx * w)}" y="${r1(h - hh)}" width="${r1(ww)}" height="${r1(hh)}"/>`;
      }
      const b = m * 0.05, L = m * 0.09;
      const br = `M${r1(b)},${r1(b + L)}V${r1(b)}H${r1(b + L)}M${r1(w - b - L)},${r1(b)}H${r1(w - b)}V${r1(b + L)}` +
        `M${r1(w - b)},${r1(h - b - L)}V${r1(h - b)}H${r1(w - b - L)}M${r1(b + L)},${r1(h - b)}H${r1(b)}V${r1(h - b - L)}`;
      let ticks = '';
      const tx0 = w * 0.35, tx1 = w * 0.65, step = Math.max(10, w / 90);
      for (let x = tx0, i = 0; x <= tx1; x += step, i++) ticks += `M${r1(x)},${r1(b)}v${r1(i % 5 ? m * 0.015 : m * 0.03)}`;
      return '<defs><pattern id="scan" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="1" fill="#fff" fill-opacity=".03"/></pattern>' +
        '<symbol id="sol" viewBox="0 0 100 160"><g fill="#05070d" stroke="#fb923c" stroke-opacity=".45" stroke-width="1.5">' +
        '<path d="M22,160L26,74Q30,55 50,53Q70,55 74,74L78,160Z"/><path d="M10,94L96,71L98,77L14,100Z"/>' +
        '<circle cx="50" cy="32" r="15"/><path d="M31,31A19,19 0 0 1 69,31L72,35H28Z"/></g></symbol></defs>' +
        `<g fill="none" stroke="#a3e635" stroke-width="${r1(sw)}">${topo}</g>` +
        `<rect width="${w}" height="${h}" fill="url(#scan)"/>${sol}` +
        `<path d="${br}" fill="none" stroke="#fb923c" stroke-opacity=".7" stroke-width="${r1(sw * 1.8)}"/>` +
        `<path d="${ticks}" stroke="#fb923c" stroke-opacity=".4" stroke-width="${r1(sw)}"/>`;
    },
    motifDefs: rad('cg', [[0, '#fb923c', 0.25], [1, '#fb923c', 0]]),
    motif() {
      let t45 = '';
      for (let k = 0; k < 4; k++) {
        const a = ((45 + 90 * k) * Math.PI) / 180;
        t45 += `M${r1(68 * Math.cos(a))},${r1(68 * Math.sin(a))}L${r1(88 * Math.cos(a))},${r1(88 * Math.sin(a))}`;
      }
      let minor = '';
      for (let k = 0; k < 36; k++) {
        if (k % 9 === 0) continue;
        const a = ((10 * k) * Math.PI) / 180;
        minor += `M${r1(96 * Math.cos(a))},${r1(96 * Math.sin(a))}L${r1(102 * Math.cos(a))},${r1(102 * Math.sin(a))}`;
      }
      return '<circle r="80" fill="url(#cg)"/>' +
        '<g fill="none" stroke="#fb923c">' +
        '<circle r="96" stroke-opacity=".3" stroke-width="1.5"/>' +
        `<path d="${minor}" stroke-opacity=".45" stroke-width="1.5"/>` +
        '<circle r="78" stroke-width="3"/>' +
        '<path d="M0,-106V-22M0,22V106M-106,0H-22M22,0H106" stroke-width="4"/></g>' +
        '<circle r="54" fill="none" stroke="#a3e635" stroke-opacity=".7" stroke-width="2" stroke-dasharray="6 6"/>' +
        `<path d="${t45}" stroke="#a3e635" stroke-width="3"/>` +
        '<circle r="12" fill="none" stroke="#f43f5e" stroke-opacity=".6" stroke-width="2"/><circle r="4.5" fill="#f43f5e"/>' +
        '<path d="M-16,118L0,130L16,118M-16,130L0,142L16,130" fill="none" stroke="#fb923c" stroke-opacity=".6" stroke-width="3"/>';
    },
  },

  'cs-go': {
    a1: '#f59e0b', a2: '#38bdf8',
    pattern(w, h) {
      const m = Math.min(w, h);
      const G = Math.max(20, Math.round(m / 16));
      const cols = Math.ceil(w / G), rows = Math.ceil(h / G);
      const rnd = rng(1337);
      let blocks = '';
      for (let i = 0; i < 16; i++) {
        const bw = 2 + Math.floor(rnd() * 4), bh = 1 + Math.floor(rnd() * 4);
        const x = Math.floor(rnd() * (cols - bw)), y = Math.floor(rnd() * (rows - bh));
        blocks += `<rect x="${x * G}" y="${y * G}" width="${bw * G}" height="${bh * G}" rx="2"/>`;
      }
      const sn = (fx, fy) => `${Math.round((fx * w) / G) * G},${Math.round((fy * h) / G) * G}`;
      const land = w >= h;
      const routeA = land ? [sn(0.06, 0.85), sn(0.3, 0.85), sn(0.3, 0.55), sn(0.55, 0.55)] : [sn(0.1, 0.92), sn(0.1, 0.72), sn(0.4, 0.72), sn(0.4, 0.58)];
      const routeB = land ? [sn(0.08, 0.12), sn(0.42, 0.12), sn(0.42, 0.35), sn(0.56, 0.35)] : [sn(0.9, 0.06), sn(0.9, 0.18), sn(0.6, 0.18), sn(0.6, 0.28)];
      const sw = Math.max(1.5, m / 240);
      const end = (r, c) => {
        const [x, y] = r[r.length - 1].split(',').map(Number);
        return `<circle cx="${x}" cy="${y}" r="${r1(sw * 3)}" fill="${c}"/>`;
      };
      const [sx, sy] = routeA[0].split(',').map(Number);
      const [tx, ty] = routeB[0].split(',').map(Number);
      return `<defs><pattern id="grid" width="${G}" height="${G}" patternUnits="userSpaceOnUse">` +
        `<path d="M${G},0H0V${G}" fill="none" stroke="#38bdf8" stroke-opacity=".12"/></pattern>` +
        `<pattern id="grid5" width="${G * 5}" height="${G * 5}" patternUnits="userSpaceOnUse">` +
        `<path d="M${G * 5},0H0V${G * 5}" fill="none" stroke="#38bdf8" stroke-opacity=".2"/></pattern></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#grid)"/><rect width="${w}" height="${h}" fill="url(#grid5)"/>` +
        `<g fill="#141a2e" fill-opacity=".9" stroke="#38bdf8" stroke-opacity=".35">${blocks}</g>` +
        `<g fill="none" stroke-width="${r1(sw)}" stroke-dasharray="${r1(sw * 4)} ${r1(sw * 3)}" stroke-linejoin="round">` +
        `<polyline points="${routeA.join(' ')}" stroke="#f59e0b" stroke-opacity=".8"/>` +
        `<polyline points="${routeB.join(' ')}" stroke="#38bdf8" stroke-opacity=".8"/></g>` +
        end(routeA, '#f59e0b') + end(routeB, '#38bdf8') +
        `<rect x="${r1(sx - G * 0.6)}" y="${r1(sy - G * 0.6)}" width="${r1(G * 1.2)}" height="${r1(G * 1.2)}" fill="none" stroke="#f59e0b" stroke-width="${r1(sw)}"/>` +
        `<rect x="${r1(tx - G * 0.6)}" y="${r1(ty - G * 0.6)}" width="${r1(G * 1.2)}" height="${r1(G * 1.2)}" fill="none" stroke="#38bdf8" stroke-width="${r1(sw)}"/>`;
    },
    motifDefs: rad('cg', [[0, '#f59e0b', 0.3], [1, '#f59e0b', 0]]),
    motif() {
      return '<circle r="110" fill="url(#cg)"/>' +
        '<circle r="118" fill="none" stroke="#f59e0b" stroke-opacity=".14" stroke-width="2"/>' +
        '<circle r="100" fill="none" stroke="#f59e0b" stroke-opacity=".28" stroke-width="2"/>' +
        `<rect x="-62" y="-62" width="124" height="124" rx="14" transform="rotate(45)" fill="#0f1424" fill-opacity=".88" stroke="#f59e0b" stroke-width="5"/>` +
        '<rect x="-46" y="-46" width="92" height="92" rx="8" transform="rotate(45)" fill="none" stroke="#f59e0b" stroke-opacity=".45" stroke-width="2" stroke-dasharray="10 6"/>' +
        '<path d="M30,-8C44,-8 44,14 58,10" fill="none" stroke="#38bdf8" stroke-width="3"/>' +
        '<path d="M-30,8C-44,8 -46,-14 -58,-10" fill="none" stroke="#f43f5e" stroke-width="3"/>' +
        '<rect x="-30" y="-22" width="60" height="44" rx="6" fill="#1f2937" stroke="#f59e0b" stroke-width="3"/>' +
        '<rect x="-19" y="-14" width="38" height="12" rx="2" fill="#f43f5e"/>' +
        '<g fill="#f59e0b"><circle cx="-12" cy="6" r="2.6"/><circle cy="6" r="2.6"/><circle cx="12" cy="6" r="2.6"/>' +
        '<circle cx="-12" cy="14" r="2.6"/><circle cy="14" r="2.6"/><circle cx="12" cy="14" r="2.6"/></g>' +
        '<path d="M-96,-84v-12h12M96,-84v-12h-12M-96,84v12h12M96,84v12h-12" fill="none" stroke="#38bdf8" stroke-opacity=".6" stroke-width="3"/>';
    },
  },

  'mario-kart': {
    a1: '#facc15', a2: '#ec4899',
    pattern(w, h) {
      const land = w >= h;
      const m = Math.min(w, h);
      const cx = w / 2, cy = h * (land ? 0.5 : 0.48);
      const rx = land ? w * 0.4 : w * 0.36, ry = land ? h * 0.34 : h * 0.4;
      const P = (t) => [
        cx + rx * Math.cos(t) + (land ? w * 0.035 : w * 0.05) * Math.sin(2 * t),
        cy + ry * Math.sin(t) + (land ? h * 0.07 : h * 0.05) * Math.sin(3 * t + 0.6),
      ];
      const N = 22, list = [];
      for (let i = 0; i < N; i++) list.push(P((i / N) * Math.PI * 2));
      const d = smoothClosed(list);
      const T = m * 0.11;
      const kart = (t, color) => {
        const [x, y] = P(t), [x2, y2] = P(t + 0.01);
        const ang = r1((Math.atan2(y2 - y, x2 - x) * 180) / Math.PI);
        const k = r1((T * 0.55) / 24 * 100) / 100;
        return `<use href="#kt" transform="translate(${r1(x)} ${r1(y)}) rotate(${ang}) scale(${k})" color="${color}"/>`;
      };
      const [fx, fy] = P(Math.PI), [gx, gy] = P(Math.PI + 0.01);
      const fang = r1((Math.atan2(gy - fy, gx - fx) * 180) / Math.PI);
      const q = r1(T / 8);
      return `<defs><pattern id="chk" width="${r1(q * 2)}" height="${r1(q * 2)}" patternUnits="userSpaceOnUse">` +
        `<rect width="${r1(q * 2)}" height="${r1(q * 2)}" fill="#f8fafc"/><rect width="${q}" height="${q}" fill="${BG0}"/><rect x="${q}" y="${q}" width="${q}" height="${q}" fill="${BG0}"/></pattern>` +
        '<symbol id="kt" overflow="visible"><g transform="translate(-20 -12)"><g fill="' + BG0 + '"><rect x="4" width="10" height="5" rx="1.5"/><rect x="26" width="10" height="5" rx="1.5"/>' +
        '<rect x="4" y="19" width="10" height="5" rx="1.5"/><rect x="26" y="19" width="10" height="5" rx="1.5"/></g>' +
        '<path d="M2,6H30L39,9V15L30,18H2Z" fill="currentColor"/><circle cx="16" cy="12" r="5" fill="#f8fafc"/></g></symbol>' +
        `<path id="trk" d="${d}"/></defs>` +
        `<g fill="none" stroke-linejoin="round"><use href="#trk" stroke="#ec4899" stroke-opacity=".14" stroke-width="${r1(T * 1.7)}"/>` +
        `<use href="#trk" stroke="#f8fafc" stroke-width="${r1(T * 1.16)}"/>` +
        `<use href="#trk" stroke="#f43f5e" stroke-width="${r1(T * 1.16)}" stroke-dasharray="${r1(T * 0.3)}"/>` +
        `<use href="#trk" stroke="#1c2033" stroke-width="${r1(T)}"/>` +
        `<use href="#trk" stroke="#f8fafc" stroke-opacity=".45" stroke-width="${r1(T * 0.05)}" stroke-dasharray="${r1(T * 0.4)}"/></g>` +
        `<rect x="${r1(-q)}" y="${r1(-T / 2)}" width="${r1(q * 2)}" height="${r1(T)}" fill="url(#chk)" transform="translate(${r1(fx)} ${r1(fy)}) rotate(${fang})"/>` +
        kart(Math.PI * 0.3, '#22d3ee') + kart(Math.PI * 0.38, '#a3e635') + kart(Math.PI * 1.35, '#facc15');
    },
    motifDefs: lin('kb', [[0, '#f472b6'], [1, '#be185d']], 0, 0, 0, 1) +
      lin('ib', [[0, '#facc15'], [0.5, '#ec4899'], [1, '#22d3ee']]),
    motif() {
      const wheel = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${BG0}" stroke="#334155" stroke-width="4"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.42)}" fill="#facc15"/>`;
      return '<g stroke="#22d3ee" stroke-linecap="round" stroke-width="4" fill="none">' +
        '<path d="M-175,-28H-112" stroke-opacity=".7"/><path d="M-190,-6H-120" stroke-opacity=".45"/><path d="M-160,16H-118" stroke-opacity=".3"/></g>' +
        '<g fill="#94a3b8"><circle cx="-90" cy="20" r="6" fill-opacity=".5"/><circle cx="-104" cy="10" r="9" fill-opacity=".35"/><circle cx="-124" cy="2" r="12" fill-opacity=".2"/></g>' +
        '<ellipse cx="0" cy="62" rx="96" ry="7" fill="#000" fill-opacity=".4"/>' +
        '<path d="M-48,-2L-40,-38H-26L-22,-2Z" fill="#1e1b4b"/>' +
        '<path d="M-78,22L-70,2L-20,-2L10,-14H46L78,10L80,30L-74,34Z" fill="url(#kb)"/>' +
        '<path d="M-62,14H40" stroke="#facc15" stroke-width="5" stroke-linecap="round"/>' +
        '<rect x="62" y="20" width="26" height="10" rx="5" fill="#facc15"/>' +
        '<path d="M-30,-4L-18,-42H4L10,-6Z" fill="#22d3ee"/>' +
        '<path d="M2,-30L28,-18" stroke="#22d3ee" stroke-width="8" stroke-linecap="round"/>' +
        `<ellipse cx="31" cy="-20" rx="3.5" ry="11" fill="none" stroke="${BG0}" stroke-width="3"/>` +
        '<circle cx="-6" cy="-56" r="20" fill="#f8fafc"/>' +
        `<rect x="-2" y="-64" width="24" height="13" rx="6.5" fill="${BG0}"/><path d="M4,-60H14" stroke="#22d3ee" stroke-width="2.5" stroke-linecap="round"/>` +
        wheel(-50, 38, 22) + wheel(52, 40, 18) +
        '<g transform="translate(74 -74) rotate(15)"><rect x="-22" y="-22" width="44" height="44" rx="8" fill="url(#ib)" fill-opacity=".9" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>' +
        `<polygon points="${star(0, 1, 14, 6)}" fill="#fff"/></g>`;
    },
  },

  valorant: {
    a1: '#f43f5e', a2: '#a78bfa',
    pattern(w, h) {
      const m = Math.min(w, h);
      const rnd = rng(99);
      let tri = '';
      for (let i = 0; i < 14; i++) {
        const x = rnd() * w, y = rnd() * h, s = m * (0.012 + rnd() * 0.025);
        tri += `<polygon points="${pts(x, y, s, 3, rnd() * 120)}" stroke="${i % 2 ? '#f43f5e' : '#a78bfa'}" stroke-opacity="${r1(0.3 + rnd() * 0.4)}"/>`;
      }
      const P = (list) => list.map(([x, y]) => `${r1(x * w)},${r1(y * h)}`).join(' ');
      const b = m * 0.05, L = m * 0.12, n = m * 0.03;
      return '<defs><pattern id="hatch" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">' +
        '<path d="M0,0V18" stroke="#a78bfa" stroke-opacity=".07" stroke-width="2"/></pattern></defs>' +
        `<rect width="${w}" height="${h}" fill="url(#hatch)"/>` +
        `<polygon points="${P([[0.02, 1], [0.34, 0], [0.42, 0], [0.1, 1]])}" fill="#f43f5e" fill-opacity=".08"/>` +
        `<polygon points="${P([[0.5, 1], [0.8, 0], [0.83, 0], [0.53, 1]])}" fill="#a78bfa" fill-opacity=".09"/>` +
        `<polygon points="${P([[0.86, 1], [1, 0.45], [1, 0.52], [0.89, 1]])}" fill="#f43f5e" fill-opacity=".1"/>` +
        `<g fill="none" stroke-width="1.5">${tri}</g>` +
        `<path d="M${r1(b)},${r1(b + L)}V${r1(b + n)}L${r1(b + n)},${r1(b)}H${r1(b + L)}M${r1(w - b)},${r1(h - b - L)}V${r1(h - b - n)}L${r1(w - b - n)},${r1(h - b)}H${r1(w - b - L)}" fill="none" stroke="#f43f5e" stroke-opacity=".7" stroke-width="${r1(Math.max(2, m / 200))}"/>`;
    },
    motifDefs: lin('ag', [[0, '#f43f5e'], [1, '#a78bfa']]) + lin('ag2', [[0, '#231a4a'], [1, BG0]], 0, 0, 0, 1),
    motif() {
      const tile = (x, g) => `<g transform="translate(${x} 92)"><path d="M-13,-15H17L13,15H-17Z" fill="#0f1224" stroke="#a78bfa" stroke-opacity=".6" stroke-width="1.5"/>${g}</g>`;
      const S = 'fill="none" stroke="#f43f5e" stroke-width="2"';
      return `<polygon points="-70,-96 62,-104 92,30 -44,82" fill="#a78bfa" fill-opacity=".1"/>` +
        `<polygon points="-96,-24 18,-112 40,-98 -80,0" fill="#f43f5e" fill-opacity=".16"/>` +
        '<polygon points="-80,70 -66,34 -26,14 26,14 66,34 80,70" fill="url(#ag2)" stroke="url(#ag)" stroke-width="3"/>' +
        '<polygon points="-11,14 11,14 8,2 -8,2" fill="#231a4a"/>' +
        '<polygon points="0,-74 26,-62 32,-30 22,-4 0,6 -22,-4 -32,-30 -26,-62" fill="url(#ag2)" stroke="url(#ag)" stroke-width="3"/>' +
        '<polygon points="-30,-38 31,-42 27,-28 -27,-24" fill="#22d3ee" fill-opacity=".9"/>' +
        '<polygon points="-26,-62 0,-74 26,-62 38,-88 8,-82 -8,-100 -20,-80 -42,-84" fill="url(#ag)"/>' +
        '<polygon points="0,30 11,44 0,58 -11,44" fill="url(#ag)"/>' +
        '<path d="M-52,50L-30,36M52,50L30,36" stroke="#a78bfa" stroke-opacity=".6" stroke-width="2"/>' +
        tile(-57, `<polygon points="${pts(0, 0, 8, 6, 0)}" ${S}/>`) +
        tile(-19, `<circle r="8" ${S}/><polygon points="${pts(0, 1, 5, 3)}" fill="#f43f5e"/>`) +
        tile(19, `<path d="M-7,-6L0,0L7,-6M-7,1L0,7L7,1" ${S}/>`) +
        tile(57, `<polygon points="${pts(0, 0, 9, 4)}" ${S}/><circle r="2.5" fill="#f43f5e"/>`);
    },
  },
};

const SIZES = {
  icon: [128, 128], cover: [640, 360], 'hero-mobile': [768, 960], 'hero-tablet': [1280, 720], 'hero-desktop': [1920, 800],
};

function gameSvg(key, size) {
  const g = GAMES[key];
  const [w, h] = SIZES[size];
  if (size === 'icon') {
    const b = base(w, h, g.a1, g.a2, { rx: 24, gx: 0.5, gy: 0.5, vignette: false });
    const defs = b.defs + g.motifDefs + `<clipPath id="ic"><rect width="${w}" height="${h}" rx="24"/></clipPath>`;
    const k = key === 'mario-kart' ? 0.46 : 0.5;
    return svg(w, h, defs, b.body + `<g clip-path="url(#ic)"><g transform="translate(64 ${key === 'mario-kart' ? 70 : 64}) scale(${k})">${g.motif()}</g></g>` +
      `<rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="23" fill="none" stroke="${g.a1}" stroke-opacity=".5" stroke-width="2"/>`);
  }
  const land = w >= h;
  const b = base(w, h, g.a1, g.a2, land ? {} : { gx: 0.5, gy: 0.4 });
  let cx, cy, k;
  if (size === 'cover') { cx = w * 0.68; cy = h * 0.5; k = (h * 0.78) / 220; }
  else if (size === 'hero-tablet') { cx = w * 0.7; cy = h * 0.5; k = (h * 0.72) / 220; }
  else if (size === 'hero-desktop') { cx = w * 0.72; cy = h * 0.5; k = (h * 0.74) / 220; }
  else { cx = w * 0.5; cy = h * 0.4; k = (w * 0.66) / 220; }
  if (key === 'mario-kart' && !land) cx = w * 0.55;
  return svg(w, h, b.defs + g.motifDefs,
    b.body + g.pattern(w, h) + `<g transform="translate(${r1(cx)} ${r1(cy)}) scale(${r1(k * 100) / 100})">${g.motif()}</g>` + b.top);
}

// ---------------------------------------------------------------- brand
const VS_PATH = 'M14,24L32,76L50,24M88,30C84,22 76,20 68,20C58,20 54,26 54,34C54,52 88,46 88,64C88,74 80,80 70,80C62,80 56,77 52,72';
const vsMono = (id, sw = 9) => `<path d="${VS_PATH}" fill="none" stroke="url(#${id})" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;
const vsGrad = (id) => lin(id, [[0, '#7c3aed'], [1, '#22d3ee']]);

function logo() {
  const L = {
    V: 'M0,0L7,18L14,0',
    E: 'M13,0H0V18H13M0,9H10',
    R: 'M0,18V0H8C14,0 14,9 8,9H0M7,9L13,18',
    S: 'M13.5,2.5C11,-0.5 1,-1 1,4.5C1,9.5 13.5,8 13.5,13.5C13.5,19.5 2,19.5 0,15.5',
    U: 'M0,0V11.5C0,19.5 14,19.5 14,11.5V0',
  };
  let word = '';
  'VERSUS'.split('').forEach((c, i) => { word += `<path transform="translate(${44 + i * 19} 11)" d="${L[c]}"/>`; });
  return svg(160, 40, vsGrad('vs'),
    `<g transform="translate(2 2) scale(.36)">${vsMono('vs', 11)}</g>` +
    `<g fill="none" stroke="#f1f5f9" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">${word}</g>`);
}

function favicon() {
  return svg(64, 64, vsGrad('vs'),
    `<rect width="64" height="64" rx="14" fill="${BG0}"/><rect x="1.5" y="1.5" width="61" height="61" rx="12.5" fill="none" stroke="#7c3aed" stroke-opacity=".6" stroke-width="3"/>` +
    `<g transform="translate(4 4) scale(.56)">${vsMono('vs', 12)}</g>`);
}

function versusAvatar() {
  return svg(256, 256, vsGrad('vs') + rad('gl', [[0, '#7c3aed', 0.55], [1, '#7c3aed', 0]], 0.5, 0.45, 0.6) +
    lin('bg', [[0, '#1a1240'], [1, BG0]]),
  '<rect width="256" height="256" fill="url(#bg)"/><rect width="256" height="256" fill="url(#gl)"/>' +
    `<polygon points="${pts(128, 128, 112, 6, 0)}" fill="none" stroke="#22d3ee" stroke-opacity=".35" stroke-width="3"/>` +
    `<polygon points="${pts(128, 128, 98, 6, 0)}" fill="${BG0}" fill-opacity=".45" stroke="#7c3aed" stroke-opacity=".5" stroke-width="2"/>` +
    `<g transform="translate(43 43) scale(1.7)">${vsMono('vs', 9)}</g>`);
}

// ---------------------------------------------------------------- avatars
function avatar(n) {
  const W = 256;
  const wrap = (c1, c2, defs, body) => svg(W, W,
    lin('bg', [[0, c1], [1, c2]]) + rad('gl', [[0, '#ffffff', 0.18], [1, '#ffffff', 0]], 0.5, 0.35, 0.55) + defs,
    `<rect width="${W}" height="${W}" fill="url(#bg)"/><rect width="${W}" height="${W}" fill="url(#gl)"/>` +
    `<circle cx="128" cy="128" r="112" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="4"/>` + body);
  const D = BG0;
  switch (n) {
    case 1: // visor helmet
      return wrap('#7c3aed', '#312e81', lin('vz', [[0, '#67e8f9'], [1, '#0891b2']], 0, 0, 0, 1),
        `<path d="M58,196C58,120 84,62 128,62C172,62 198,120 198,196Z" fill="${D}"/>` +
        '<path d="M66,190C66,124 90,72 128,72C166,72 190,124 190,190Z" fill="#e2e8f0"/>' +
        '<rect x="72" y="112" width="112" height="44" rx="22" fill="url(#vz)"/>' +
        '<path d="M86,124H130" stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linecap="round"/>' +
        '<path d="M128,72V100" stroke="#7c3aed" stroke-width="8"/><rect x="96" y="176" width="64" height="20" rx="6" fill="#7c3aed"/>');
    case 2: // robot
      return wrap('#0d9488', '#134e4a', '',
        '<path d="M128,58V40" stroke="#e2e8f0" stroke-width="6"/><circle cx="128" cy="36" r="9" fill="#facc15"/>' +
        '<rect x="66" y="58" width="124" height="112" rx="26" fill="#e2e8f0"/><rect x="78" y="72" width="100" height="62" rx="16" fill="' + D + '"/>' +
        '<circle cx="106" cy="103" r="13" fill="#5eead4"/><circle cx="150" cy="103" r="13" fill="#5eead4"/>' +
        '<circle cx="110" cy="99" r="4" fill="#fff"/><circle cx="154" cy="99" r="4" fill="#fff"/>' +
        '<path d="M102,150H154M102,150v10M115,150v10M128,150v10M141,150v10M154,150v10" stroke="#475569" stroke-width="4"/>' +
        '<rect x="54" y="96" width="12" height="30" rx="4" fill="#94a3b8"/><rect x="190" y="96" width="12" height="30" rx="4" fill="#94a3b8"/>' +
        '<path d="M88,170H168L180,214H76Z" fill="#94a3b8"/>');
    case 3: // geometric fox mask
      return wrap('#f97316', '#9a3412', '',
        '<polygon points="66,58 104,100 86,120" fill="#fff7ed"/><polygon points="190,58 152,100 170,120" fill="#fff7ed"/>' +
        '<polygon points="60,52 128,104 196,52 182,142 128,206 74,142" fill="#fb923c"/>' +
        '<polygon points="74,142 128,120 182,142 128,206" fill="#fff7ed"/>' +
        '<polygon points="92,116 118,124 98,132" fill="' + D + '"/><polygon points="164,116 138,124 158,132" fill="' + D + '"/>' +
        '<polygon points="118,182 138,182 128,196" fill="' + D + '"/><polygon points="60,52 98,92 86,104" fill="#c2410c"/><polygon points="196,52 158,92 170,104" fill="#c2410c"/>');
    case 4: // ghost
      return wrap('#4f46e5', '#be185d', '',
        '<path d="M70,204V118C70,80 96,54 128,54C160,54 186,80 186,118V204L166,188L147,204L128,188L109,204L90,188Z" fill="#f8fafc"/>' +
        '<ellipse cx="106" cy="118" rx="11" ry="16" fill="' + D + '"/><ellipse cx="150" cy="118" rx="11" ry="16" fill="' + D + '"/>' +
        '<circle cx="109" cy="112" r="4" fill="#fff"/><circle cx="153" cy="112" r="4" fill="#fff"/>' +
        '<ellipse cx="128" cy="152" rx="12" ry="8" fill="#ec4899"/><circle cx="88" cy="140" r="7" fill="#f9a8d4" fill-opacity=".7"/><circle cx="168" cy="140" r="7" fill="#f9a8d4" fill-opacity=".7"/>');
    case 5: // cyclops orb
      return wrap('#16a34a', '#14532d', rad('orb', [[0, '#bbf7d0'], [1, '#22c55e']], 0.4, 0.35, 0.7),
        '<polygon points="84,78 74,40 104,66" fill="#facc15"/><polygon points="172,78 182,40 152,66" fill="#facc15"/>' +
        '<circle cx="128" cy="134" r="74" fill="url(#orb)"/>' +
        '<circle cx="128" cy="122" r="34" fill="#fff"/><circle cx="128" cy="124" r="18" fill="#7c3aed"/><circle cx="128" cy="124" r="9" fill="' + D + '"/><circle cx="134" cy="117" r="5" fill="#fff"/>' +
        '<path d="M100,170Q128,190 156,170" fill="none" stroke="' + D + '" stroke-width="6" stroke-linecap="round"/>');
    case 6: // ninja
      return wrap('#dc2626', '#450a0a', '',
        '<circle cx="128" cy="128" r="76" fill="#1f2937"/>' +
        '<path d="M54,112H202V146H54Z" fill="#f43f5e"/><path d="M196,120L232,100L222,132L238,150L198,140Z" fill="#f43f5e"/>' +
        '<rect x="70" y="104" width="116" height="36" rx="18" fill="#fde68a"/>' +
        '<path d="M88,124L116,116L112,128Z" fill="' + D + '"/><path d="M168,124L140,116L144,128Z" fill="' + D + '"/>' +
        '<path d="M86,168Q128,186 170,168" fill="none" stroke="#374151" stroke-width="6" stroke-linecap="round"/>');
    case 7: { // pixel critter
      const px = ['XX........XX', 'XXX......XXX', 'XXXXXXXXXXXX', 'XXXXXXXXXXXX', 'XXXXXXXXXXXX', 'XXXXXXXXXXXX', '.XXXXXXXXXX.', '..XXXXXXXX..'];
      let r = '';
      px.forEach((row, y) => { for (const m of row.matchAll(/X+/g)) r += `<rect x="${56 + m.index * 12}" y="${76 + y * 12}" width="${m[0].length * 12}" height="12"/>`; });
      return wrap('#0ea5e9', '#1e3a8a', '', `<g fill="#facc15">${r}</g>` +
        '<g fill="' + D + '"><rect x="92" y="112" width="24" height="24"/><rect x="140" y="112" width="24" height="24"/></g>' +
        '<g fill="#fff"><rect x="92" y="112" width="12" height="12"/><rect x="140" y="112" width="12" height="12"/></g>' +
        '<rect x="116" y="136" width="24" height="12" fill="#f43f5e"/>' +
        '<path d="M40,134H84M40,152H84M172,134H216M172,152H216" stroke="#fde68a" stroke-width="4"/>' +
        '<path d="M56,196H200" stroke="#facc15" stroke-opacity=".4" stroke-width="4" stroke-dasharray="12 8"/>');
    }
    default: // knight helm
      return wrap('#a16207', '#3b0764', lin('st', [[0, '#e5e7eb'], [1, '#64748b']], 0, 0, 1, 1),
        '<path d="M128,40C150,40 176,48 186,66C168,58 150,58 140,64Z" fill="#c084fc"/>' +
        '<path d="M72,200V118C72,82 96,58 128,58C160,58 184,82 184,118V200Z" fill="url(#st)"/>' +
        '<rect x="84" y="112" width="88" height="14" rx="7" fill="' + D + '"/>' +
        '<path d="M128,132V190M112,146V182M144,146V182" stroke="#475569" stroke-width="5" stroke-linecap="round"/>' +
        '<polygon points="100,74 128,64 156,74 150,86 128,80 106,86" fill="#facc15"/>');
  }
}

// ---------------------------------------------------------------- wide backgrounds
function bgSynth(w, h) { // bg-1
  const hy = h * 0.55;
  let g = '';
  for (let i = -16; i <= 16; i++) g += `M${r1(w / 2 + i * 30)},${r1(hy)}L${r1(w / 2 + i * 260)},${h}`;
  for (let k = 0; k < 9; k++) { const y = hy + (h - hy) / (1 + k * 0.9); g += `M0,${r1(y)}H${w}`; }
  let cut = '';
  for (let k = 0; k < 6; k++) cut += `<rect x="${w / 2 - 200}" y="${r1(hy - 90 + k * 16)}" width="400" height="${r1(3 + k * 1.6)}" fill="#1a0b2e"/>`;
  return svg(w, h, lin('sky', [[0, BG0], [1, '#2a0f3d']], 0, 0, 0, 1) + lin('sun', [[0, '#facc15'], [1, '#f43f5e']], 0, 0, 0, 1) +
    lin('fl', [[0, '#ec4899', 0.9], [1, '#7c3aed', 0.3]], 0, 0, 0, 1) + `<clipPath id="sc"><rect width="${w}" height="${r1(hy)}"/></clipPath>`,
  `<rect width="${w}" height="${h}" fill="url(#sky)"/><g clip-path="url(#sc)"><circle cx="${w / 2}" cy="${r1(hy + 40)}" r="190" fill="url(#sun)"/>${cut}</g>` +
    `<rect y="${r1(hy)}" width="${w}" height="${r1(h - hy)}" fill="#12061f"/>` +
    `<path d="${g}" stroke="url(#fl)" stroke-width="2" fill="none"/><path d="M0,${r1(hy)}H${w}" stroke="#f472b6" stroke-width="3"/>`);
}
function bgHex(w, h) { // bg-2
  const s = 40, hw = s * Math.sqrt(3);
  const hex = (cx, cy) => `M${pts(cx, cy, s * 0.92, 6, 30).split(' ').join('L')}Z`;
  const pw = r1(hw), ph = s * 3;
  return svg(w, h, `<pattern id="hx" width="${pw}" height="${ph}" patternUnits="userSpaceOnUse"><path d="${hex(hw / 2, s)}${hex(0, s * 2.5)}${hex(hw, s * 2.5)}${hex(0, -s * 0.5)}${hex(hw, -s * 0.5)}" fill="none" stroke="#22d3ee" stroke-opacity=".18" stroke-width="2"/></pattern>` +
    rad('g1', [[0, '#22d3ee', 0.35], [1, '#22d3ee', 0]], 0.25, 0.5, 0.5) + rad('g2', [[0, '#7c3aed', 0.4], [1, '#7c3aed', 0]], 0.8, 0.4, 0.5),
  `<rect width="${w}" height="${h}" fill="${BG0}"/><rect width="${w}" height="${h}" fill="url(#g1)"/><rect width="${w}" height="${h}" fill="url(#g2)"/><rect width="${w}" height="${h}" fill="url(#hx)"/>`);
}
function bgStreaks(w, h) { // bg-3
  const rnd = rng(2024);
  let s = '';
  for (let i = 0; i < 26; i++) {
    const x = rnd() * w * 1.2 - w * 0.1, len = 200 + rnd() * 600, th = 2 + rnd() * 10, y = rnd() * h;
    const c = ['#f43f5e', '#f59e0b', '#facc15', '#fb7185'][i % 4];
    s += `<polygon points="${r1(x)},${r1(y)} ${r1(x + len)},${r1(y - len * 0.35)} ${r1(x + len + th * 2)},${r1(y - len * 0.35)} ${r1(x + th * 2)},${r1(y)}" fill="${c}" fill-opacity="${r1(0.3 + rnd() * 0.6)}"/>`;
  }
  return svg(w, h, lin('bg', [[0, '#1c0a12'], [0.5, BG0], [1, '#1f1206']]), `<rect width="${w}" height="${h}" fill="url(#bg)"/>${s}`);
}
function bgCircuit(w, h) { // bg-4
  const rnd = rng(404);
  let p = '', nodes = '';
  for (let i = 0; i < 22; i++) {
    let x = Math.round(rnd() * w / 40) * 40, y = Math.round(rnd() * h / 40) * 40;
    let d = `M${x},${y}`;
    for (let k = 0; k < 3; k++) {
      const len = 40 + Math.round(rnd() * 5) * 40, dir = Math.floor(rnd() * 3);
      if (dir === 0) x += len; else if (dir === 1) { x += len * 0.5; y += (rnd() < 0.5 ? -1 : 1) * len * 0.5; } else x -= len;
      d += `L${r1(x)},${r1(y)}`;
    }
    p += d;
    nodes += `<circle cx="${r1(x)}" cy="${r1(y)}" r="6"/>`;
  }
  return svg(w, h, rad('gl', [[0, '#22c55e', 0.3], [1, '#22c55e', 0]], 0.6, 0.5, 0.6),
    `<rect width="${w}" height="${h}" fill="#07110f"/><rect width="${w}" height="${h}" fill="url(#gl)"/>` +
    `<path d="${p}" fill="none" stroke="#22d3ee" stroke-opacity=".35" stroke-width="3" stroke-linejoin="round"/>` +
    `<g fill="#07110f" stroke="#4ade80" stroke-width="3">${nodes}</g>`);
}
function heroBackground(w, h) { // default profile background
  const wave = (y, a, ph) => {
    let d = '';
    for (let x = 0; x <= w; x += 48) d += `${d ? 'L' : 'M'}${x},${r1(y + a * Math.sin((x / w) * 7 + ph) + a * 0.35 * Math.sin((x / w) * 17 + ph * 2))}`;
    return d + `V${h}H0Z`;
  };
  return svg(w, h, lin('bg', [[0, '#1a1240'], [0.6, BG0], [1, '#062a33']]) +
    `<pattern id="gr" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48,0H0V48" fill="none" stroke="#a78bfa" stroke-opacity=".08"/></pattern>`,
  `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#gr)"/>` +
    `<path d="${wave(360, 60, 0)}" fill="#7c3aed" fill-opacity=".22"/><path d="${wave(420, 50, 2)}" fill="#22d3ee" fill-opacity=".14"/>` +
    `<path d="${wave(480, 40, 4)}" fill="${BG0}" fill-opacity=".6"/>` +
    `<circle cx="1500" cy="170" r="110" fill="none" stroke="#22d3ee" stroke-opacity=".25" stroke-width="3"/><circle cx="1500" cy="170" r="70" fill="#7c3aed" fill-opacity=".15"/>` +
    `<polygon points="${pts(360, 160, 70, 6, 0)}" fill="none" stroke="#a78bfa" stroke-opacity=".3" stroke-width="3"/>`);
}

// ---------------------------------------------------------------- home hero
function homeHero() {
  const w = 1920, h = 1080, vx = 960, vy = 560, hy = 620;
  let floor = '';
  for (let bx = -1600; bx <= 3520; bx += 160) {
    const sx = vx + ((bx - vx) * (hy - vy)) / (h - vy);
    floor += `M${r1(sx)},${hy}L${bx},${h}`;
  }
  for (let n = 0; n < 12; n++) floor += `M0,${r1(vy + (h - vy) / (1 + n * 0.55))}H${w}`;
  const rnd = rng(5);
  let dots = '';
  for (let i = 0; i < 70; i++) dots += `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h * 0.7)}" r="${r1(1 + rnd() * 2.5)}" fill-opacity="${r1(0.2 + rnd() * 0.6)}"/>`;
  let crowd = `M0,${h}V1040`;
  let x = 0;
  while (x < w) { const r = 14 + Math.round(rnd() * 10); crowd += `a${r},${r} 0 0 1 ${r * 2},0`; x += r * 2; }
  crowd += `V${h}Z`;
  const beam = (x0, x1, x2) => `<polygon points="${x0},0 ${x1},800 ${x2},800" fill="url(#beam)"/>`;
  return svg(w, h,
    lin('bg', [[0, '#070812'], [0.6, '#120c2e'], [1, BG0]], 0, 0, 0, 1) +
    rad('core', [[0, '#a78bfa', 0.55], [0.5, '#7c3aed', 0.18], [1, '#7c3aed', 0]], 0.5, 0.55, 0.5) +
    lin('fl', [[0, '#22d3ee', 0.05], [1, '#7c3aed', 0.55]], 0, hy, 0, h, ' gradientUnits="userSpaceOnUse"') +
    lin('beam', [[0, '#e0e7ff', 0.16], [1, '#e0e7ff', 0]], 0, 0, 0, 1) +
    rad('stage', [[0, '#22d3ee', 0.5], [0.7, '#7c3aed', 0.25], [1, '#7c3aed', 0]]) +
    lin('lt', [[0, '#7c3aed'], [1, '#c084fc']]) + lin('rt', [[0, '#67e8f9'], [1, '#0891b2']]),
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#core)"/>` +
    beam(300, 620, 860) + beam(1620, 1060, 1300) + beam(960, 780, 1140) +
    `<path d="${floor}" stroke="url(#fl)" stroke-width="2" fill="none"/>` +
    `<ellipse cx="960" cy="790" rx="560" ry="130" fill="url(#stage)"/>` +
    '<ellipse cx="960" cy="790" rx="480" ry="100" fill="none" stroke="#22d3ee" stroke-opacity=".5" stroke-width="3"/>' +
    '<ellipse cx="960" cy="790" rx="620" ry="150" fill="none" stroke="#a78bfa" stroke-opacity=".3" stroke-width="2" stroke-dasharray="18 14"/>' +
    '<polygon points="260,300 700,300 900,540 700,780 260,780 460,540" fill="url(#lt)" fill-opacity=".38" stroke="#c084fc" stroke-opacity=".8" stroke-width="4"/>' +
    '<polygon points="330,360 660,360 810,540 660,720 330,720 480,540" fill="none" stroke="#f5f3ff" stroke-opacity=".4" stroke-width="3"/>' +
    '<polygon points="1660,300 1220,300 1020,540 1220,780 1660,780 1460,540" fill="url(#rt)" fill-opacity=".38" stroke="#67e8f9" stroke-opacity=".8" stroke-width="4"/>' +
    '<polygon points="1590,360 1260,360 1110,540 1260,720 1590,720 1440,540" fill="none" stroke="#ecfeff" stroke-opacity=".4" stroke-width="3"/>' +
    '<polygon points="990,330 900,560 960,560 920,760 1030,500 970,500 1020,330" fill="#facc15" fill-opacity=".8"/>' +
    '<circle cx="960" cy="540" r="170" fill="none" stroke="#facc15" stroke-opacity=".25" stroke-width="4"/>' +
    `<g fill="#e0e7ff">${dots}</g><path d="${crowd}" fill="#05060d"/>`);
}

// ---------------------------------------------------------------- placeholders
function placeholderTournament() {
  const w = 640, h = 360;
  const b = base(w, h, '#7c3aed', '#22d3ee', { gx: 0.8, gy: 0.5 });
  let slots = '', lines = '';
  const col = (x, n, y0, gap) => { const ys = []; for (let i = 0; i < n; i++) { const y = y0 + i * gap; ys.push(y); slots += `<rect x="${x}" y="${y - 9}" width="92" height="18" rx="5"/>`; } return ys; };
  const c1 = col(30, 8, 50, 37), c2 = [], c3 = [];
  for (let i = 0; i < 4; i++) c2.push((c1[2 * i] + c1[2 * i + 1]) / 2);
  for (let i = 0; i < 2; i++) c3.push((c2[2 * i] + c2[2 * i + 1]) / 2);
  c2.forEach((y) => { slots += `<rect x="160" y="${r1(y - 9)}" width="92" height="18" rx="5"/>`; });
  c3.forEach((y) => { slots += `<rect x="290" y="${r1(y - 9)}" width="92" height="18" rx="5"/>`; });
  const fy = (c3[0] + c3[1]) / 2;
  const join = (a, b2, x0, x1, y) => `M${x0},${r1(a)}H${(x0 + x1) / 2}V${r1(b2)}H${(x0 + x1) / 2}M${(x0 + x1) / 2},${r1(y)}H${x1}`;
  for (let i = 0; i < 4; i++) lines += join(c1[2 * i], c1[2 * i + 1], 122, 160, c2[i]);
  for (let i = 0; i < 2; i++) lines += join(c2[2 * i], c2[2 * i + 1], 252, 290, c3[i]);
  lines += join(c3[0], c3[1], 382, 440, fy);
  return svg(w, h, b.defs + lin('gold', [[0, '#fde68a'], [1, '#f59e0b']], 0, 0, 0, 1) +
    '<pattern id="gr" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32,0H0V32" fill="none" stroke="#a78bfa" stroke-opacity=".07"/></pattern>',
  b.body + `<rect width="${w}" height="${h}" fill="url(#gr)"/>` +
    `<g fill="#161a30" stroke="#a78bfa" stroke-opacity=".55" stroke-width="1.5">${slots}</g>` +
    `<path d="${lines}" fill="none" stroke="#22d3ee" stroke-opacity=".6" stroke-width="2"/>` +
    `<g transform="translate(530 ${r1(fy)})"><circle r="70" fill="#facc15" fill-opacity=".08"/>` +
    '<path d="M-34,-32H-50V-16A18,18 0 0 0 -30,2M34,-32H50V-16A18,18 0 0 1 30,2" fill="none" stroke="#f59e0b" stroke-width="6"/>' +
    '<path d="M-34,-44H34V-8A34,34 0 0 1 -34,-8Z" fill="url(#gold)"/><rect x="-7" y="24" width="14" height="16" fill="#f59e0b"/>' +
    '<rect x="-28" y="40" width="56" height="12" rx="3" fill="url(#gold)"/>' +
    `<polygon points="${star(0, -16, 14, 6)}" fill="#fff" fill-opacity=".85"/></g>` + b.top);
}
function placeholderTournament2() {
  const w = 640, h = 360;
  const b = base(w, h, '#f43f5e', '#22d3ee', { gx: 0.5, gy: 0.5 });
  const shield = 'M0,-64L52,-46V0C52,36 26,56 0,68C-26,56 -52,36 -52,0V-46Z';
  const s = 26, hw = s * Math.sqrt(3);
  const hex = (cx, cy) => `M${pts(cx, cy, s * 0.9, 6, 30).split(' ').join('L')}Z`;
  return svg(w, h, b.defs + lin('sl', [[0, '#fb7185'], [1, '#be123c']], 0, 0, 0, 1) + lin('sr', [[0, '#67e8f9'], [1, '#0e7490']], 0, 0, 0, 1) +
    `<pattern id="hx" width="${r1(hw)}" height="${s * 3}" patternUnits="userSpaceOnUse"><path d="${hex(hw / 2, s)}${hex(0, s * 2.5)}${hex(hw, s * 2.5)}${hex(0, -s * 0.5)}${hex(hw, -s * 0.5)}" fill="none" stroke="#e2e8f0" stroke-opacity=".06" stroke-width="1.5"/></pattern>`,
  b.body + `<rect width="${w}" height="${h}" fill="url(#hx)"/>` +
    '<polygon points="250,0 330,0 390,360 310,360" fill="#facc15" fill-opacity=".06"/>' +
    `<g transform="translate(190 180) rotate(-8) scale(1.25)"><path d="${shield}" fill="url(#sl)"/><path d="${shield}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3" transform="scale(.8)"/>` +
    `<polygon points="${pts(0, 0, 20, 3, -90)}" fill="#fff" fill-opacity=".85"/></g>` +
    `<g transform="translate(450 180) rotate(8) scale(1.25)"><path d="${shield}" fill="url(#sr)"/><path d="${shield}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3" transform="scale(.8)"/>` +
    `<polygon points="${pts(0, 0, 20, 4, -90)}" fill="#fff" fill-opacity=".85"/></g>` +
    '<polygon points="332,96 296,186 322,186 304,266 348,166 322,166 346,96" fill="#facc15"/>' + b.top);
}
function placeholderGame() {
  const w = 640, h = 360;
  const b = base(w, h, '#7c3aed', '#22d3ee', { gx: 0.5, gy: 0.5 });
  return svg(w, h, b.defs + '<pattern id="gr" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40,0H0V40" fill="none" stroke="#a78bfa" stroke-opacity=".08"/></pattern>',
    b.body + `<rect width="${w}" height="${h}" fill="url(#gr)"/>` +
    '<g transform="translate(320 190) scale(1.25)">' +
    '<path d="M-120,-30C-120,-60 -90,-70 -60,-70H60C90,-70 120,-60 120,-30L140,50C148,84 110,96 92,70L66,36H-66L-92,70C-110,96 -148,84 -140,50Z" fill="#1a1e36" stroke="#7c3aed" stroke-width="3"/>' +
    '<path d="M-80,-22H-60M-70,-32V-12" stroke="#22d3ee" stroke-width="8" stroke-linecap="round"/>' +
    '<circle cx="70" cy="-36" r="7" fill="#facc15"/><circle cx="86" cy="-20" r="7" fill="#f43f5e"/><circle cx="54" cy="-20" r="7" fill="#22d3ee"/><circle cx="70" cy="-4" r="7" fill="#22c55e"/>' +
    '<circle cx="-34" cy="14" r="15" fill="#0b0d17" stroke="#a78bfa" stroke-width="3"/><circle cx="34" cy="14" r="15" fill="#0b0d17" stroke="#a78bfa" stroke-width="3"/>' +
    '<rect x="-14" y="-46" width="28" height="8" rx="4" fill="#a78bfa" fill-opacity=".5"/></g>' + b.top);
}

// ---------------------------------------------------------------- write
const out = {};
for (const key of Object.keys(GAMES)) for (const size of Object.keys(SIZES)) out[`images/games/${key}/${size}.svg`] = gameSvg(key, size);
out['images/placeholder-tournament.svg'] = placeholderTournament();
out['images/placeholder-tournament-2.svg'] = placeholderTournament2();
out['images/placeholder-game.svg'] = placeholderGame();
out['images/versus-avatar.svg'] = versusAvatar();
out['images/hero-background.svg'] = heroBackground(1920, 600);
out['images/logo.svg'] = logo();
out['favicon.svg'] = favicon();
for (let i = 1; i <= 8; i++) out[`images/avatars/avatar-${i}.svg`] = avatar(i);
out['images/backgrounds/bg-1.svg'] = bgSynth(1920, 600);
out['images/backgrounds/bg-2.svg'] = bgHex(1920, 600);
out['images/backgrounds/bg-3.svg'] = bgStreaks(1920, 600);
out['images/backgrounds/bg-4.svg'] = bgCircuit(1920, 600);
out['images/home-hero.svg'] = homeHero();
let total = 0;
for (const [rel, text] of Object.entries(out)) {
  const file = path.join(ROOT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  total += Buffer.byteLength(text);
  console.log(String(Buffer.byteLength(text)).padStart(6), rel);
}
console.log('files', Object.keys(out).length, 'total bytes', total);
