/**
 * Illustrated-looking demo artwork drawn as SVG: a sky gradient, a ground (hills, waves or a floor)
 * and a few motifs (books, stars, moon, balloon, …). No text: the pages put headings over images and
 * crop them to many shapes, and words drawn into a picture would collide with both. Deterministic:
 * sparkles come from a PRNG seeded by the artwork's name.
 */

export type MotifKind =
  | "book" | "star" | "moon" | "sun" | "cloud" | "balloon" | "boat" | "tree" | "pencil" | "kite"
  | "lighthouse" | "frame" | "curtain" | "spotlight" | "house" | "feather" | "whale" | "bookstack";

export interface Motif {
  kind: MotifKind;
  /** Centre as a fraction of width and height. */
  x: number;
  y: number;
  /** Size: 1 ≈ 125 px on the shorter side of a 700 px canvas. */
  s: number;
  rot?: number;
  color?: string;
  color2?: string;
  flip?: boolean;
}

export interface ArtworkSpec {
  sky: [string, string];
  ground?: { kind: "hills" | "waves" | "floor"; color: string; color2?: string; level?: number };
  motifs: Motif[];
  sparkle?: "stars" | "dots" | "confetti";
}

/** mulberry32: small, fast, good enough for decoration. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function starPoints(outer: number, inner: number, points = 5): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / points) * i - Math.PI / 2;
    out.push(`${r1(Math.cos(a) * r)},${r1(Math.sin(a) * r)}`);
  }
  return out.join(" ");
}

/** Each motif in unit coordinates, roughly inside −50…50. */
const MOTIFS: Record<MotifKind, (c: string, c2: string) => string> = {
  book: (c, c2) => `
    <path d="M-62 38 Q-30 30 0 44 Q30 30 62 38 L62 -28 L-62 -28 Z" fill="${c2}"/>
    <path d="M0 -30 Q-26 -44 -58 -36 L-58 32 Q-26 24 0 38 Z" fill="#fffaf0"/>
    <path d="M0 -30 Q26 -44 58 -36 L58 32 Q26 24 0 38 Z" fill="#fff4e0"/>
    <path d="M-48 -22 Q-26 -30 -8 -20 M-48 -10 Q-26 -18 -8 -8 M-48 2 Q-26 -6 -8 4 M8 -20 Q26 -30 48 -22 M8 -8 Q26 -18 48 -10"
      stroke="${c}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.7"/>
    <rect x="-1.5" y="-30" width="3" height="68" fill="${c2}" opacity="0.5"/>`,
  star: (c) => `<polygon points="${starPoints(50, 21)}" fill="${c}" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-linejoin="round"/>`,
  moon: (c) => `<path d="M20 -44 A48 48 0 1 0 20 44 A46 46 0 0 1 20 -44 Z" fill="${c}"/>`,
  sun: (c) => `<g stroke="${c}" stroke-width="6" stroke-linecap="round">${Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI / 6) * i;
    return `<line x1="${r1(Math.cos(a) * 40)}" y1="${r1(Math.sin(a) * 40)}" x2="${r1(Math.cos(a) * 54)}" y2="${r1(Math.sin(a) * 54)}"/>`;
  }).join("")}</g><circle r="32" fill="${c}"/>`,
  cloud: (c) => `<g fill="${c}"><circle cx="-22" cy="6" r="20"/><circle cx="2" cy="-8" r="26"/><circle cx="28" cy="6" r="18"/><rect x="-42" y="6" width="86" height="20" rx="10"/></g>`,
  balloon: (c, c2) => `
    <path d="M0 -50 C34 -50 44 -20 30 6 C22 20 10 26 6 34 L-6 34 C-10 26 -22 20 -30 6 C-44 -20 -34 -50 0 -50 Z" fill="${c}"/>
    <path d="M0 -50 C14 -50 18 -20 12 6 C9 20 4 26 3 34 L-3 34 C-4 26 -9 20 -12 6 C-18 -20 -14 -50 0 -50 Z" fill="${c2}"/>
    <path d="M-6 34 L-8 44 M6 34 L8 44" stroke="#5b4636" stroke-width="2"/>
    <rect x="-10" y="44" width="20" height="12" rx="2" fill="#8d6e4f"/>`,
  boat: (c, c2) => `
    <polygon points="-50,10 50,10 34,32 -34,32" fill="${c}"/>
    <polygon points="-50,10 -10,10 -30,-8" fill="${c2}"/>
    <polygon points="4,8 4,-46 36,8" fill="#fffaf0"/><line x1="4" y1="10" x2="4" y2="-48" stroke="#5b4636" stroke-width="3"/>`,
  tree: (c, c2) => `
    <rect x="-7" y="0" width="14" height="50" rx="4" fill="#8d6e4f"/>
    <g fill="${c}"><circle cx="0" cy="-24" r="30"/><circle cx="-24" cy="-4" r="22"/><circle cx="24" cy="-4" r="22"/></g>
    <g fill="${c2}"><circle cx="-10" cy="-30" r="4"/><circle cx="14" cy="-14" r="4"/><circle cx="-20" cy="-6" r="4"/></g>`,
  pencil: (c, c2) => `
    <rect x="-10" y="-48" width="20" height="76" fill="${c}"/><rect x="-10" y="-52" width="20" height="8" fill="#e8a0a0"/>
    <polygon points="-10,28 10,28 0,50" fill="#f4d8b0"/><polygon points="-3.5,43 3.5,43 0,50" fill="${c2}"/>`,
  kite: (c, c2) => `
    <polygon points="0,-50 30,-6 0,30 -30,-6" fill="${c}"/><polygon points="0,-50 0,30 -30,-6" fill="${c2}"/>
    <path d="M0 30 C10 44 -10 54 6 70 C18 82 -4 92 10 104" stroke="#5b4636" stroke-width="2" fill="none"/>
    <g fill="${c2}"><polygon points="2,48 10,44 10,52"/><polygon points="0,78 -8,74 -8,82"/></g>`,
  lighthouse: (c, c2) => `
    <polygon points="-10,-30 -50,-52 -50,-8" fill="#fff6b0" opacity="0.8"/>
    <polygon points="10,-30 50,-52 50,-8" fill="#fff6b0" opacity="0.8"/>
    <polygon points="-16,50 16,50 10,-20 -10,-20" fill="#fffaf0"/>
    <polygon points="-14.5,36 14.5,36 13,22 -13,22" fill="${c}"/><polygon points="-12,8 12,8 11,-6 -11,-6" fill="${c}"/>
    <rect x="-12" y="-38" width="24" height="18" fill="#fff6b0"/><polygon points="-16,-38 16,-38 0,-52" fill="${c2}"/>`,
  frame: (c, c2) => `
    <rect x="-50" y="-40" width="100" height="80" fill="${c}"/><rect x="-42" y="-32" width="84" height="64" fill="#fffaf0"/>
    <circle cx="18" cy="-12" r="9" fill="${c2}"/><path d="M-42 32 L-14 0 L4 18 L16 8 L42 32 Z" fill="${c2}" opacity="0.7"/>`,
  curtain: (c, c2) => `
    <path d="M-50 -50 L50 -50 L50 50 C20 40 10 0 -50 50 Z" fill="${c}"/>
    <path d="M-30 -50 C-20 0 10 30 30 46 M-10 -50 C0 -10 20 20 44 44" stroke="${c2}" stroke-width="3" fill="none" opacity="0.6"/>`,
  spotlight: (c) => `<polygon points="-8,-50 8,-50 50,50 -50,50" fill="${c}" opacity="0.35"/><ellipse cx="0" cy="50" rx="50" ry="8" fill="${c}" opacity="0.5"/>`,
  house: (c, c2) => `
    <rect x="-30" y="-10" width="60" height="44" fill="${c}"/><polygon points="-40,-8 0,-44 40,-8" fill="${c2}"/>
    <rect x="-8" y="8" width="16" height="26" fill="#5b4636"/><rect x="-24" y="-2" width="12" height="12" fill="#fff6b0"/>
    <rect x="12" y="-2" width="12" height="12" fill="#fff6b0"/>`,
  feather: (c, c2) => `
    <path d="M30 -50 C-10 -40 -34 0 -30 40 C0 30 34 -10 30 -50 Z" fill="${c}"/>
    <path d="M30 -50 C10 -20 -10 10 -38 52" stroke="${c2}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  whale: (c, c2) => `
    <path d="M-50 0 C-50 -30 10 -36 30 -10 C38 0 44 -6 52 -22 C56 -8 54 6 44 12 C30 34 -50 34 -50 0 Z" fill="${c}"/>
    <path d="M-46 10 C-30 26 10 26 30 12 C10 20 -30 20 -46 10 Z" fill="${c2}"/><circle cx="-28" cy="-6" r="3.5" fill="#1d2b53"/>
    <path d="M-20 -30 C-24 -44 -14 -50 -18 -58 M-20 -30 C-12 -42 -2 -40 -4 -50" stroke="${c2}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  bookstack: (c, c2) => `
    <rect x="-44" y="26" width="88" height="18" rx="3" fill="${c}"/><rect x="-38" y="8" width="78" height="18" rx="3" fill="${c2}" transform="rotate(-3)"/>
    <rect x="-40" y="-10" width="80" height="18" rx="3" fill="#f2b5d4"/><rect x="-34" y="-28" width="70" height="18" rx="3" fill="${c}" transform="rotate(4)"/>
    <rect x="-30" y="-46" width="62" height="18" rx="3" fill="#ffd166"/>
    <g stroke="#fffaf0" stroke-width="2" opacity="0.8"><line x1="-36" y1="35" x2="36" y2="35"/><line x1="-32" y1="-1" x2="32" y2="-1"/></g>`,
};

function ground(spec: NonNullable<ArtworkSpec["ground"]>, w: number, h: number): string {
  const y = h * (spec.level ?? 0.78);
  const c2 = spec.color2 ?? spec.color;
  if (spec.kind === "floor") return `<rect x="0" y="${r1(y)}" width="${w}" height="${r1(h - y)}" fill="${spec.color}"/>`;
  const amp = spec.kind === "waves" ? h * 0.025 : h * 0.07;
  const n = spec.kind === "waves" ? 10 : 3;
  const layer = (y0: number, color: string, shift: number) => {
    const step = w / n;
    let d = `M0 ${r1(y0)}`;
    for (let i = 0; i < n; i++) d += ` q${r1(step / 2)} ${r1((i + shift) % 2 ? amp : -amp)} ${r1(step)} 0`;
    return `<path d="${d} L${w} ${h} L0 ${h} Z" fill="${color}"/>`;
  };
  return layer(y - amp, c2, 1) + layer(y + amp * 0.8, spec.color, 0);
}

function sparkles(kind: NonNullable<ArtworkSpec["sparkle"]>, w: number, h: number, seed: number): string {
  const rand = prng(seed);
  const colors = ["#ffd166", "#ef476f", "#06d6a0", "#118ab2", "#fffaf0"];
  let out = "";
  for (let i = 0; i < 28; i++) {
    const x = r1(rand() * w);
    const y = r1(rand() * h * 0.7);
    const size = r1(2 + rand() * 5);
    if (kind === "stars") out += `<g transform="translate(${x} ${y}) scale(${r1(size / 10)})"><polygon points="${starPoints(10, 4)}" fill="#fff6d0" opacity="${r1(0.5 + rand() * 0.5)}"/></g>`;
    else if (kind === "dots") out += `<circle cx="${x}" cy="${y}" r="${size}" fill="#fffaf0" opacity="0.45"/>`;
    else out += `<rect x="${x}" y="${y}" width="${size * 2}" height="${size}" fill="${colors[i % colors.length]}" transform="rotate(${Math.round(rand() * 180)} ${x} ${y})" opacity="0.8"/>`;
  }
  return out;
}

/** The whole artwork as an SVG document of `w`×`h` pixels. */
export function artworkSvg(name: string, spec: ArtworkSpec, w: number, h: number): string {
  const unit = Math.min(w, h) / 560;
  const motifs = spec.motifs
    .map((m) => {
      const scale = r1(m.s * unit * 100) / 100;
      const flip = m.flip ? " scale(-1 1)" : "";
      const body = MOTIFS[m.kind](m.color ?? "#ef476f", m.color2 ?? "#118ab2");
      return `<g transform="translate(${r1(m.x * w)} ${r1(m.y * h)}) rotate(${m.rot ?? 0}) scale(${scale})${flip}">${body}</g>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.sky[0]}"/><stop offset="1" stop-color="${spec.sky[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
${spec.sparkle ? sparkles(spec.sparkle, w, h, hash(name)) : ""}
${spec.ground ? ground(spec.ground, w, h) : ""}
${motifs}
</svg>`;
}
