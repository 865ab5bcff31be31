/**
 * Deterministic SVG artwork for the demo data set: a 640x360 thumbnail per course and career path, a
 * 256x256 avatar per instructor. Pure functions of the data set; run this file to regenerate the files in
 * apps/web/public/demo/ (stale files there are removed):
 *
 *   node --import tsx packages/db/src/seed/artwork.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DEMO_CAREER_PATHS,
  DEMO_COURSES,
  DEMO_GENRES,
  DEMO_INSTRUCTORS,
  type DemoCareerPath,
  type DemoCourse,
  type DemoInstructor,
  type GenreSlug,
} from './demo-data';
import { curriculumFor, curriculumTotals } from './demo-curricula';
import { DEMO_TEACHING_COURSES } from './demo-teaching';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Where the web app serves `/demo/...` from. */
export const DEMO_PUBLIC_DIR = path.join(REPO_ROOT, 'apps/web/public/demo');

interface Palette {
  /** Gradient start (top left, behind the title: dark enough for white text). */
  from: string;
  /** Gradient end (bottom right). */
  to: string;
  /** A light tint of the same hue for motif details. */
  accent: string;
}

/** One colour pair per genre: the brand teal and amber, slate, and a few friendly hues. */
export const GENRE_PALETTES: Record<GenreSlug, Palette> = {
  'data-analytics': { from: '#134E4A', to: '#0F766E', accent: '#5EEAD4' },
  devops: { from: '#0F172A', to: '#475569', accent: '#7DD3FC' },
  'digital-marketing': { from: '#7C2D12', to: '#D97706', accent: '#FDE68A' },
  'web-development': { from: '#1E1B4B', to: '#4F46E5', accent: '#A5B4FC' },
  'mobile-development': { from: '#3B0764', to: '#7C3AED', accent: '#C4B5FD' },
  design: { from: '#881337', to: '#E11D48', accent: '#FDA4AF' },
  english: { from: '#0C4A6E', to: '#0284C7', accent: '#7DD3FC' },
  freelancing: { from: '#064E3B', to: '#059669', accent: '#6EE7B7' },
};

const AMBER = '#F59E0B';
const FONT = 'system-ui, sans-serif';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a: a small, stable hash so that every choice is a function of the name alone. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

// ------------------------------------------------------------------ text layout

/**
 * Approximate advance widths (in em) of a bold sans-serif. On the generous side, so that a title fits
 * with the widest common system fonts (DejaVu Sans Bold) as well as with Roboto, Segoe UI or SF.
 */
function charWidth(ch: string): number {
  if (ch === ' ') return 0.3;
  if ("iljI.,:;!|'’".includes(ch)) return 0.34;
  if ('ftr()/-'.includes(ch)) return 0.45;
  if ('mwMW'.includes(ch)) return 0.98;
  if ('&'.includes(ch)) return 0.82;
  if (/[A-Z]/.test(ch)) return 0.74;
  if (/[0-9+]/.test(ch)) return 0.68;
  return 0.64;
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return em * fontSize;
}

/** Greedy word wrap; null when a word alone is too wide or more than `maxLines` lines are needed. */
export function wrapText(
  text: string,
  fontSize: number,
  maxWidth: number,
  maxLines: number,
): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (!line || textWidth(word, fontSize) > maxWidth) return null;
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/**
 * The best layout of a title: large type, but one line fewer beats a few pixels more (no lone short word
 * on a third line). Falls back to the smallest size, cut with an ellipsis.
 */
export function layoutTitle(
  title: string,
  maxWidth: number,
  maxLines = 3,
  sizes: readonly number[] = [46, 42, 38, 34],
): { fontSize: number; lines: string[] } {
  let best: { fontSize: number; lines: string[]; score: number } | undefined;
  for (const fontSize of sizes) {
    const lines = wrapText(title, fontSize, maxWidth, maxLines);
    const score = lines ? fontSize - 5 * lines.length : -Infinity;
    if (lines && (!best || score > best.score)) best = { fontSize, lines, score };
  }
  if (best) return { fontSize: best.fontSize, lines: best.lines };
  const fontSize = sizes[sizes.length - 1] ?? 34;
  const words = title.split(/\s+/);
  while (words.length > 1) {
    words.pop();
    const lines = wrapText(`${words.join(' ')}…`, fontSize, maxWidth, maxLines);
    if (lines) return { fontSize, lines };
  }
  return { fontSize, lines: [title] };
}

// ------------------------------------------------------------------ genre motifs (drawn in a 200x200 box)

type Motif = (p: Palette) => string;

const MOTIFS: Record<GenreSlug, Motif> = {
  // A bar chart with a rising trend line.
  'data-analytics': (p) =>
    `<rect x="14" y="168" width="180" height="6" rx="3" fill="#fff" opacity=".5"/>` +
    `<g fill="#fff"><rect x="26" y="112" width="30" height="52" rx="6" opacity=".55"/>` +
    `<rect x="68" y="84" width="30" height="80" rx="6" opacity=".7"/>` +
    `<rect x="110" y="98" width="30" height="66" rx="6" opacity=".85"/>` +
    `<rect x="152" y="48" width="30" height="116" rx="6"/></g>` +
    `<polyline points="41,86 83,58 125,72 167,22" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g fill="${p.from}" stroke="${p.accent}" stroke-width="5"><circle cx="41" cy="86" r="7"/><circle cx="83" cy="58" r="7"/><circle cx="125" cy="72" r="7"/><circle cx="167" cy="22" r="7"/></g>`,
  // A cloud with a gear.
  devops: (p) =>
    `<g fill="#fff" opacity=".92"><circle cx="62" cy="92" r="30"/><circle cx="106" cy="70" r="42"/><circle cx="152" cy="96" r="28"/><rect x="32" y="92" width="148" height="30" rx="15"/></g>` +
    `<circle cx="142" cy="148" r="33" fill="none" stroke="${p.accent}" stroke-width="14" stroke-dasharray="10.4 10.4"/>` +
    `<circle cx="142" cy="148" r="30" fill="${p.accent}"/><circle cx="142" cy="148" r="12" fill="${p.from}"/>`,
  // A megaphone with sound waves and a target.
  'digital-marketing': (p) =>
    `<path d="M40 84 L124 44 V164 L40 124 Z" fill="#fff" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>` +
    `<rect x="20" y="80" width="30" height="48" rx="8" fill="${p.accent}"/>` +
    `<path d="M58 128 L70 172 H90 L82 136 Z" fill="${p.accent}"/>` +
    `<g fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"><path d="M148 80 Q162 104 148 128"/><path d="M166 64 Q190 104 166 144"/></g>`,
  // A browser window with code brackets.
  'web-development': (p) =>
    `<rect x="6" y="28" width="192" height="144" rx="14" fill="#fff"/>` +
    `<path d="M6 42 A14 14 0 0 1 20 28 H184 A14 14 0 0 1 198 42 V56 H6 Z" fill="${p.accent}"/>` +
    `<g fill="#fff"><circle cx="24" cy="42" r="5"/><circle cx="40" cy="42" r="5"/><circle cx="56" cy="42" r="5"/></g>` +
    `<g fill="none" stroke="${p.to}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><polyline points="72,88 48,114 72,140"/><polyline points="132,88 156,114 132,140"/><line x1="112" y1="80" x2="92" y2="148"/></g>`,
  // A phone with app tiles and a play badge.
  'mobile-development': (p) =>
    `<rect x="52" y="4" width="104" height="192" rx="20" fill="#fff"/>` +
    `<rect x="62" y="22" width="84" height="150" rx="8" fill="${p.accent}"/>` +
    `<rect x="88" y="10" width="32" height="6" rx="3" fill="${p.accent}"/>` +
    `<g fill="#fff" opacity=".9"><rect x="72" y="34" width="28" height="28" rx="7"/><rect x="108" y="34" width="28" height="28" rx="7"/><rect x="72" y="72" width="28" height="28" rx="7"/><rect x="108" y="72" width="28" height="28" rx="7"/><rect x="72" y="110" width="64" height="10" rx="5"/><rect x="72" y="128" width="44" height="10" rx="5"/></g>` +
    `<rect x="88" y="180" width="32" height="5" rx="2.5" fill="${p.accent}"/>` +
    `<circle cx="160" cy="150" r="30" fill="${AMBER}"/><path d="M151 136 L174 150 L151 164 Z" fill="#fff"/>`,
  // Shapes and a vector pen curve with handles.
  design: (p) =>
    `<circle cx="62" cy="62" r="44" fill="${p.accent}" opacity=".9"/>` +
    `<rect x="90" y="70" width="86" height="86" rx="14" fill="#fff" opacity=".85"/>` +
    `<path d="M34 178 L74 110 L114 178 Z" fill="#fff" opacity=".45" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M20 150 C60 60 150 200 190 110" fill="none" stroke="${AMBER}" stroke-width="6" stroke-linecap="round"/>` +
    `<g fill="#fff" stroke="${AMBER}" stroke-width="4"><rect x="13" y="143" width="14" height="14" rx="2"/><rect x="183" y="103" width="14" height="14" rx="2"/></g>`,
  // Two speech bubbles.
  english: (p) =>
    `<rect x="4" y="18" width="136" height="84" rx="22" fill="#fff"/><path d="M34 98 L28 128 L62 100 Z" fill="#fff"/>` +
    `<g fill="${p.to}" opacity=".75"><rect x="26" y="42" width="92" height="10" rx="5"/><rect x="26" y="66" width="60" height="10" rx="5"/></g>` +
    `<rect x="66" y="104" width="132" height="76" rx="22" fill="${p.accent}"/><path d="M166 176 L176 200 L144 178 Z" fill="${p.accent}"/>` +
    `<text x="132" y="155" text-anchor="middle" font-family="${FONT}" font-size="36" font-weight="800" fill="${p.from}">Aa</text>`,
  // A laptop with a globe and a coin.
  freelancing: (p) =>
    `<rect x="28" y="36" width="152" height="108" rx="10" fill="#fff"/>` +
    `<rect x="38" y="46" width="132" height="88" rx="4" fill="${p.accent}"/>` +
    `<g fill="none" stroke="${p.from}" stroke-width="4"><circle cx="104" cy="90" r="30"/><ellipse cx="104" cy="90" rx="12" ry="30"/><line x1="74" y1="90" x2="134" y2="90"/></g>` +
    `<path d="M12 150 H196 L184 166 H24 Z" fill="#fff" opacity=".9"/>` +
    `<circle cx="178" cy="34" r="22" fill="${AMBER}"/>` +
    `<text x="178" y="44" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="800" fill="#fff">$</text>`,
};

// ------------------------------------------------------------------ thumbnails

/** Soft background circles; one of these per thumbnail (by slug) so that a genre's cards are not clones. */
const DECORATIONS = [
  '<circle cx="560" cy="40" r="170"/><circle cx="40" cy="380" r="120"/>',
  '<circle cx="610" cy="330" r="180"/><circle cx="120" cy="-40" r="110"/>',
  '<circle cx="470" cy="-70" r="190"/><circle cx="640" cy="360" r="110"/>',
  '<circle cx="520" cy="190" r="150"/><circle cx="-20" cy="20" r="100"/>',
];

const THUMB_W = 640;
const THUMB_H = 360;
const PAD = 40;
const TITLE_MAX_WIDTH = 350;

function isCareerPath(course: DemoCourse | DemoCareerPath): course is DemoCareerPath {
  return 'members' in course;
}

/** The 640x360 thumbnail of a course or career path. */
export function courseThumbnailSvg(course: DemoCourse | DemoCareerPath): string {
  const genre = DEMO_GENRES.find((g) => g.slug === course.genre);
  if (!genre) throw new Error(`Unknown genre ${course.genre}`);
  const p = GENRE_PALETTES[course.genre];
  const careerPath = isCareerPath(course);
  const id = `g${hash(course.slug).toString(36)}`;

  const { fontSize, lines } = layoutTitle(course.shortTitle, TITLE_MAX_WIDTH);
  const lineHeight = Math.round(fontSize * 1.12);
  // Centre the title block between the label (top) and the footer (bottom).
  const blockTop = 92;
  const blockBottom = 300;
  const blockHeight = lineHeight * (lines.length - 1) + fontSize;
  const firstBaseline = Math.round(blockTop + (blockBottom - blockTop - blockHeight) / 2 + fontSize * 0.8);
  const title = lines
    .map((line, i) => `<tspan x="${PAD}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');

  const label = careerPath
    ? `<path d="M0 26 H214 L198 46 L214 66 H0 Z" fill="${AMBER}"/>` +
      `<text x="${PAD}" y="52" font-family="${FONT}" font-size="16" font-weight="800" letter-spacing="2" fill="#451A03">CAREER PATH</text>`
    : `<text x="${PAD}" y="56" font-family="${FONT}" font-size="15" font-weight="700" letter-spacing="1.5" fill="#fff" opacity=".85">${escapeXml(genre.name.replace(/\s*\(.*\)$/, '').toUpperCase())}</text>`;

  const footer = careerPath
    ? `${course.members.length} courses · ${careerPathLength(course.members)}`
    : 'Dokkho';

  // Career paths: a stack of cards behind the motif, for "several courses in one".
  const stack = careerPath
    ? `<g fill="#fff"><rect x="402" y="70" width="210" height="226" rx="20" opacity=".1" transform="rotate(-6 507 183)"/><rect x="402" y="70" width="210" height="226" rx="20" opacity=".14" transform="rotate(4 507 183)"/></g>`
    : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB_W}" height="${THUMB_H}" viewBox="0 0 ${THUMB_W} ${THUMB_H}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${THUMB_W}" height="${THUMB_H}" fill="url(#${id})"/>` +
    `<g fill="#fff" opacity=".07">${pick(DECORATIONS, hash(course.slug) >>> 4)}</g>` +
    stack +
    `<g transform="translate(407 83)">${MOTIFS[course.genre](p)}</g>` +
    label +
    `<text font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="#fff">${title}</text>` +
    `<text x="${PAD}" y="${THUMB_H - 32}" font-family="${FONT}" font-size="16" font-weight="700" fill="#fff" opacity=".8">${escapeXml(footer)}</text>` +
    `</svg>\n`
  );
}

// ------------------------------------------------------------------ avatars

const AVATAR_BACKGROUNDS = [
  '#0F766E',
  '#4F46E5',
  '#E11D48',
  '#0284C7',
  '#7C3AED',
  '#059669',
  '#D97706',
  '#475569',
];
const SKIN_TONES = ['#C68B5E', '#B97A50', '#D9A27A', '#A86B45', '#E0B08A'];
const HAIR_COLOURS = ['#1F1A17', '#2B211C', '#3B2A22'];
const CLOTHES = ['#F8FAFC', '#FDE68A', '#CCFBF1', '#E0E7FF', '#FFE4E6', '#1E293B', '#FEF3C7'];
const HIJABS = ['#F1F5F9', '#FDE68A', '#99F6E4', '#C7D2FE', '#FECDD3', '#334155'];

/** The 256x256 avatar of an instructor: a head-and-shoulders illustration on a coloured square (crops round). */
export function instructorAvatarSvg(person: DemoInstructor): string {
  const h = hash(person.username);
  const bg = pick(AVATAR_BACKGROUNDS, h);
  const skin = pick(SKIN_TONES, h >>> 3);
  const hair = pick(HAIR_COLOURS, h >>> 6);
  const clothes = pick(
    CLOTHES.filter((c) => c !== bg),
    h >>> 9,
  );
  const { look } = person;
  const parts: string[] = [];

  parts.push(`<rect width="256" height="256" fill="${bg}"/>`);
  parts.push(`<circle cx="128" cy="128" r="104" fill="#fff" opacity=".12"/>`);

  if (look.hair === 'long') {
    parts.push(`<rect x="78" y="56" width="100" height="140" rx="46" fill="${hair}"/>`);
  }
  // Shoulders and neck.
  parts.push(`<path d="M40 256 C40 200 80 178 128 178 C176 178 216 200 216 256 Z" fill="${clothes}"/>`);
  if (look.hair === 'hijab') {
    const scarf = pick(
      HIJABS.filter((c) => c !== clothes),
      h >>> 12,
    );
    parts.push(`<path d="M86 152 C62 200 64 230 128 242 C192 230 194 200 170 152 Z" fill="${scarf}"/>`);
    parts.push(
      `<path d="M92 176 Q128 214 164 176" fill="none" stroke="#000" stroke-width="3" opacity=".1"/>`,
    );
    parts.push(`<ellipse cx="128" cy="116" rx="56" ry="64" fill="${scarf}"/>`);
    parts.push(`<ellipse cx="128" cy="122" rx="38" ry="44" fill="${skin}"/>`);
  } else {
    parts.push(`<rect x="112" y="148" width="32" height="38" rx="12" fill="${skin}"/>`);
    parts.push(`<ellipse cx="128" cy="156" rx="17" ry="8" fill="#000" opacity=".14"/>`);
    parts.push(`<ellipse cx="128" cy="114" rx="42" ry="48" fill="${skin}"/>`);
    parts.push(
      `<g fill="${skin}"><ellipse cx="86" cy="118" rx="8" ry="12"/><ellipse cx="170" cy="118" rx="8" ry="12"/></g>`,
    );
    switch (look.hair) {
      case 'short':
        parts.push(
          `<path d="M84 112 C78 70 100 58 128 58 C158 58 180 72 172 112 C168 96 160 86 150 84 C136 92 110 92 96 86 C90 92 86 100 84 112 Z" fill="${hair}"/>`,
        );
        break;
      case 'side-part':
        parts.push(
          `<path d="M84 114 C76 68 100 54 130 56 C162 56 182 74 172 114 C166 94 156 84 140 80 C124 90 100 94 92 92 C88 98 86 106 84 114 Z" fill="${hair}"/>`,
        );
        break;
      case 'long':
        parts.push(
          `<path d="M84 118 C80 72 102 56 128 56 C156 56 178 72 172 118 C164 94 148 82 122 80 C108 86 94 96 84 118 Z" fill="${hair}"/>`,
        );
        break;
      case 'bun':
        parts.push(`<circle cx="128" cy="52" r="20" fill="${hair}"/>`);
        parts.push(
          `<path d="M84 116 C80 74 102 60 128 60 C154 60 176 74 172 116 C164 96 150 84 128 84 C106 84 92 96 84 116 Z" fill="${hair}"/>`,
        );
        break;
      default:
        break;
    }
  }
  if (look.beard) {
    parts.push(
      `<path d="M86 116 C86 150 104 168 128 168 C152 168 170 150 170 116 C166 136 156 146 146 146 C138 138 118 138 110 146 C100 146 90 136 86 116 Z" fill="${hair}"/>`,
    );
  }
  // Face.
  parts.push(`<g fill="#1F2937"><circle cx="112" cy="118" r="4.5"/><circle cx="144" cy="118" r="4.5"/></g>`);
  parts.push(
    look.beard
      ? `<path d="M118 144 Q128 151 138 144" fill="none" stroke="#E8A08A" stroke-width="4" stroke-linecap="round"/>`
      : `<path d="M116 138 Q128 148 140 138" fill="none" stroke="#7C2D12" stroke-width="4" stroke-linecap="round"/>`,
  );
  if (look.glasses) {
    parts.push(
      `<g fill="none" stroke="#1F2937" stroke-width="4"><circle cx="112" cy="117" r="13"/><circle cx="144" cy="117" r="13"/><path d="M125 116 Q128 113 131 116"/></g>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">${parts.join('')}</svg>\n`;
}

// ------------------------------------------------------------------ the whole set

export interface ArtworkFile {
  /** Relative to DEMO_PUBLIC_DIR, e.g. `courses/mern-stack-web-development.svg`. */
  file: string;
  svg: string;
}

/** Every artwork file of the data set. */
export function demoArtwork(): ArtworkFile[] {
  const files: ArtworkFile[] = [];
  for (const c of [...DEMO_COURSES, ...DEMO_CAREER_PATHS, ...DEMO_TEACHING_COURSES]) {
    files.push({ file: c.thumbnail.replace(/^\/demo\//, ''), svg: courseThumbnailSvg(c) });
  }
  for (const i of DEMO_INSTRUCTORS) {
    files.push({ file: i.avatar.replace(/^\/demo\//, ''), svg: instructorAvatarSvg(i) });
  }
  return files;
}

/**
 * How long a career path's courses really are (the seed sets its counter from their curricula): hours, or
 * minutes while the demo lessons play the short sample clip (demo-curricula.ts).
 */
function careerPathLength(members: readonly string[]): string {
  const seconds = members.reduce(
    (sum, slug) => sum + curriculumTotals(curriculumFor(slug)).durationSeconds,
    0,
  );
  const hours = Math.round(seconds / 3600);
  return hours >= 2 ? `${hours} hours` : `${Math.round(seconds / 60)} minutes`;
}

/** Writes every file and removes SVGs that no longer belong to the data set. */
export function writeDemoArtwork(outDir = DEMO_PUBLIC_DIR): ArtworkFile[] {
  const files = demoArtwork();
  const wanted = new Set(files.map((f) => f.file));
  for (const folder of ['courses', 'instructors']) {
    mkdirSync(path.join(outDir, folder), { recursive: true });
    for (const name of readdirSync(path.join(outDir, folder))) {
      const rel = `${folder}/${name}`;
      if (name.endsWith('.svg') && !wanted.has(rel)) rmSync(path.join(outDir, rel));
    }
  }
  for (const f of files) writeFileSync(path.join(outDir, f.file), f.svg);
  return files;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const files = writeDemoArtwork();
  const largest = Math.max(...files.map((f) => Buffer.byteLength(f.svg)));
  process.stdout.write(`Wrote ${files.length} SVG files to ${DEMO_PUBLIC_DIR} (largest ${largest} bytes).\n`);
}
