/**
 * The island as SVG text: one frame (frame.ts) drawn as a 13x13 board, north at the top.
 *
 * Each revealed tile has its own colour and picture (arrows point their ways, a spinner
 * shows its numbered steps with the pirates standing on them, the cannon its barrel, a
 * chest its printed coins...), face-down tiles show their backs (or, with `hidden`, the
 * tile underneath, faded), ships carry a sail in their crew's colour and their coins
 * aboard (the expansion's launched boat a pennant; its outer sea lane is drawn in a margin), pirates are discs in crew colours with their number, coins lying are gold discs
 * with their count, swimmers have a ring of waves. Pieces, coins and ships carry data
 * attributes (`data-piece`, `data-cell`, `data-count`, `data-coins`) so that a test can
 * read the positions off the page.
 */

import { FRAME_X, FRAME_Y, IS_LAND, SHIP_SIDE, SIZE, cellName, cellOf, parseCell, xOf, yOf } from '../../../jackal/geometry.js';
import { Kind } from '../../../jackal/tiles.js';
import type { Frame, PieceView } from './frame.js';

/** Cell size and the margin for the coordinates, in SVG units. */
export const CELL = 50;
export const MARGIN = 20;
export const BOARD = SIZE * CELL + 2 * MARGIN;

export const CREW_FILL = ['#f7f4ec', '#f2c230', '#2c2c2c', '#d1342f'];
export const CREW_INK = ['#222', '#222', '#fff', '#fff'];
export const CREW_STROKE = ['#555', '#8a6d00', '#000', '#7a1410'];

const SPINNER_NAMES = ['', '', 'jungle', 'desert', 'swamp', 'mountains'];
const SPINNER_FILL = ['', '', '#86b86a', '#efd27c', '#8f9d5e', '#b1aba2'];

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Direction index (N=0 clockwise) to a unit vector, y pointing south (down). */
const DX = [0, 1, 1, 1, 0, -1, -1, -1];
const DY = [-1, -1, 0, 1, 1, 1, 0, -1];

const label = (cx: number, y: number, t: string, fill = '#4a3b20'): string =>
  `<text x="${cx}" y="${y}" class="tl" fill="${fill}">${t}</text>`;
const glyph = (cx: number, cy: number, t: string, fill = '#3b2f1a', size = 22): string =>
  `<text x="${cx}" y="${cy}" class="tg" font-size="${size}" fill="${fill}">${t}</text>`;

/** The picture of a tile of `kind` with `arg` in the cell whose top-left corner is (x, y). */
export function tileSvg(kind: number, arg: number, x: number, y: number): string {
  const cx = x + CELL / 2, cy = y + CELL / 2;
  const bg = (fill: string): string => `<rect x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="5" fill="${fill}" class="tile"/>`;
  const sand = '#ecdcb0';
  switch (kind as Kind) {
    case Kind.Empty: return bg(sand);
    case Kind.Arrow: {
      let out = bg('#e8d49e');
      for (let d = 0; d < 8; d++) {
        if (((arg >> d) & 1) === 0) continue;
        const len = d % 2 ? 0.36 : 0.4;
        out += `<line x1="${cx}" y1="${cy}" x2="${cx + DX[d] * CELL * len}" y2="${cy + DY[d] * CELL * len}" class="arrow" marker-end="url(#ah)"/>`;
      }
      return out + `<circle cx="${cx}" cy="${cy}" r="3" fill="#7a2e12"/>`;
    }
    case Kind.Horse: return bg('#e0c78f') + glyph(cx, cy + 2, '♞', '#5a3a12', 28);
    case Kind.Spinner: {
      let out = bg(SPINNER_FILL[arg] ?? sand) + label(cx, y + CELL - 4, SPINNER_NAMES[arg] ?? 'spinner');
      for (let i = 0; i < arg; i++) {
        const [sx, sy] = spinnerSlot(x, y, arg, i);
        out += `<circle cx="${sx}" cy="${sy}" r="5.5" fill="rgba(255,255,255,.5)" stroke="#5d5435" stroke-width=".8"/>`
          + `<text x="${sx}" y="${sy + 2.6}" class="ts" font-size="7.5" fill="#5d5435">${i + 1}</text>`;
      }
      return out;
    }
    case Kind.Ice: return bg('#cdeaf8') + glyph(cx, cy + 2, '❄', '#3f86b5', 26) + label(cx, y + CELL - 4, 'ice', '#2d6a93');
    case Kind.Trap: return bg('#c9ad78') + `<circle cx="${cx}" cy="${cy - 3}" r="12" fill="none" stroke="#4a3b20" stroke-width="2.5" stroke-dasharray="3 2.2"/>`
      + `<circle cx="${cx}" cy="${cy - 3}" r="4" fill="#4a3b20"/>` + label(cx, y + CELL - 4, 'trap');
    case Kind.Crocodile: return bg('#79a874') + `<path d="M${x + 9} ${cy - 1} l26 -7 l8 5 l-8 4 z M${x + 9} ${cy + 1} l26 5 l7 -3" fill="#2f5d2b" stroke="#1e3d1b" stroke-width="1"/>`
      + `<circle cx="${x + 30}" cy="${cy - 5}" r="1.6" fill="#fff"/>` + label(cx, y + CELL - 4, 'crocodile', '#17331a');
    case Kind.Cannibal: return bg('#a3432f') + glyph(cx, cy + 2, '☠', '#fff1e0', 26) + label(cx, y + CELL - 4, 'cannibal', '#fff1e0');
    case Kind.Fortress: return bg('#a6a39b') + glyph(cx, cy + 2, '♜', '#3d3a34', 26) + label(cx, y + CELL - 4, 'fortress', '#2a2824');
    case Kind.Native: return bg('#c3a4dc') + glyph(cx, cy + 2, '♜', '#553777', 24) + glyph(cx + 13, cy - 8, '♀', '#553777', 14) + label(cx, y + CELL - 4, 'native', '#3b2255');
    case Kind.RumBarrel: return bg('#c98b55') + `<rect x="${cx - 9}" y="${cy - 14}" width="18" height="24" rx="6" fill="#7a4520" stroke="#3d210e"/>`
      + `<line x1="${cx - 9}" y1="${cy - 7}" x2="${cx + 9}" y2="${cy - 7}" stroke="#3d210e"/><line x1="${cx - 9}" y1="${cy + 3}" x2="${cx + 9}" y2="${cy + 3}" stroke="#3d210e"/>`
      + label(cx, y + CELL - 4, 'rum');
    case Kind.Balloon: return bg('#d4ecf9') + `<circle cx="${cx}" cy="${cy - 6}" r="10" fill="#e4572e" stroke="#8c2a12"/><path d="M${cx - 6} ${cy + 2} L${cx - 3} ${cy + 9} M${cx + 6} ${cy + 2} L${cx + 3} ${cy + 9}" stroke="#555"/>`
      + `<rect x="${cx - 4}" y="${cy + 9}" width="8" height="5" fill="#7a4520"/>` + label(cx, y + CELL - 2, 'balloon', '#2d6a93');
    case Kind.Airplane: return bg(arg ? '#d4ecf9' : '#e5e5e0') + glyph(cx, cy + 2, '✈', arg ? '#1f5f8b' : '#aaa', 28) + label(cx, y + CELL - 4, arg ? 'airplane' : 'flown', arg ? '#1f5f8b' : '#888');
    case Kind.Cannon: {
      const d = arg;
      return bg('#cdbb8c') + `<line x1="${cx}" y1="${cy}" x2="${cx + DX[d] * 18}" y2="${cy + DY[d] * 18}" stroke="#222" stroke-width="7" stroke-linecap="round"/>`
        + `<circle cx="${cx}" cy="${cy}" r="8" fill="#444"/>` + label(cx + (d === 4 ? 13 : 0), y + CELL - 4, 'cannon');
    }
    case Kind.Chest: return bg('#e9c46a') + `<rect x="${cx - 12}" y="${cy - 11}" width="24" height="17" rx="3" fill="#8a5a22" stroke="#4b2e0c"/>`
      + `<rect x="${cx - 12}" y="${cy - 11}" width="24" height="6" rx="3" fill="#a8722e" stroke="#4b2e0c"/>`
      + `<text x="${cx}" y="${cy + 4}" class="ts" fill="#ffe9a8" font-size="9">${arg}</text>` + label(cx, y + CELL - 4, 'chest');
    case Kind.Galleon: return bg('#d9b45a') + glyph(cx, cy + 2, '⚓', '#5b3c08', 24) + label(cx, y + CELL - 4, 'galleon');
    case Kind.Carramba: return bg(arg ? '#f0a35e' : sand) + glyph(cx, cy + 2, '!', arg ? '#7a2e12' : '#b9a77f', 26) + label(cx, y + CELL - 4, 'carramba');
    case Kind.Lighthouse: return bg(arg ? '#f3e3a0' : sand) + `<path d="M${cx - 6} ${cy + 10} L${cx - 3} ${cy - 12} L${cx + 3} ${cy - 12} L${cx + 6} ${cy + 10} Z" fill="${arg ? '#c0392b' : '#b9a77f'}" stroke="#333"/>`
      + label(cx, y + CELL - 4, 'lighthouse');
    case Kind.BenGunn: return bg(arg ? '#d8c7a0' : sand) + glyph(cx, cy + 1, 'B', arg ? '#3b2f1a' : '#b9a77f', 20) + label(cx, y + CELL - 4, 'Ben Gunn');
    case Kind.Missionary: return bg(arg ? '#e8e0f5' : sand) + glyph(cx, cy + 1, '✝', arg ? '#4b3a75' : '#b9a77f', 22) + label(cx, y + CELL - 4, 'missionary');
    case Kind.Friday: return bg(arg ? '#e9d2b2' : sand) + glyph(cx, cy + 1, 'F', arg ? '#5a3a12' : '#b9a77f', 20) + label(cx, y + CELL - 4, 'Friday');
    case Kind.Bottles: {
      let out = bg('#d6c38e');
      for (let i = 0; i < arg; i++) out += `<rect x="${cx - 12 + i * 9}" y="${cy - 12}" width="6" height="17" rx="2" fill="#2e7d4f" stroke="#143d25"/>`;
      return out + label(cx, y + CELL - 4, `bottles ${arg}`);
    }
    case Kind.Cave: return bg('#8c7b62') + `<ellipse cx="${cx}" cy="${cy}" rx="13" ry="9" fill="#1d150c"/>` + label(cx, y + CELL - 4, 'cave', '#f3e9d2');
    case Kind.Earthquake: return bg(arg ? '#c77d4a' : sand) + glyph(cx, cy + 2, '≋', arg ? '#4a1f06' : '#b9a77f', 26) + label(cx, y + CELL - 4, 'earthquake');
    case Kind.Thicket: return bg('#4f7d3a') + glyph(cx, cy + 1, '♣♣', '#1f3d16', 17) + label(cx, y + CELL - 4, 'jungle', '#e4f2d6');
    case Kind.Grass: return bg(arg ? '#9ccc65' : '#b9a77f') + glyph(cx, cy + 1, arg ? 'ʬʬ' : '∴', arg ? '#33691e' : '#6d5d3a', 18) + label(cx, y + CELL - 4, arg ? 'grass' : 'burnt');
    default: return bg(sand);
  }
}

/** Where step i (0-based) of a spinner with n steps is drawn. */
function spinnerSlot(x: number, y: number, n: number, i: number): [number, number] {
  const cols = Math.min(n, 3);
  const row = Math.floor(i / 3);
  const inRow = Math.min(cols, n - row * 3);
  const col = i % 3;
  return [x + CELL / 2 + (col - (inRow - 1) / 2) * 14, y + 13 + row * 15];
}

/** The back of a face-down tile (a mark when some player peeked at it). */
function backSvg(x: number, y: number, peeked: boolean): string {
  return `<rect x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="5" fill="url(#back)" class="back"/>`
    + (peeked ? `<circle cx="${x + CELL - 9}" cy="${y + 9}" r="4" fill="#fff" stroke="#333"/><circle cx="${x + CELL - 9}" cy="${y + 9}" r="1.8" fill="#333"/>` : '');
}

/** Top-left corner of a cell's square: the grid's, or (the expansion) an outer-lane cell's beyond its berth, in the lane margin. */
const cornerX = (c: number): number => FRAME_X[c] * CELL + MARGIN;
const cornerY = (c: number): number => FRAME_Y[c] * CELL + MARGIN;

function shipSvg(crew: number, cell: number, coins: number): string {
  const x = cornerX(cell), y = cornerY(cell);
  const cx = x + CELL / 2, cy = y + CELL / 2;
  const side = SHIP_SIDE[cell];
  // the hull lies along the shore: horizontal for the south and north sides, upright for west and east
  const hull = side === 0 || side === 2
    ? `<path d="M${x + 3} ${cy + 4} L${x + CELL - 3} ${cy + 4} L${x + CELL - 10} ${cy + 16} L${x + 10} ${cy + 16} Z" fill="#6b3f1d" stroke="#3a200b"/>`
    : `<path d="M${cx - 4} ${y + 3} L${cx - 4} ${y + CELL - 3} L${cx - 16} ${y + CELL - 10} L${cx - 16} ${y + 10} Z" fill="#6b3f1d" stroke="#3a200b" transform="translate(${side === 1 ? 0 : 20} 0)"/>`;
  const sail = `<path d="M${cx} ${cy - 19} L${cx} ${cy + 4} L${cx + 15} ${cy + 2} Z" fill="${CREW_FILL[crew]}" stroke="${CREW_STROKE[crew]}"/>`;
  return `<g class="ship" data-crew="${crew}" data-cell="${cellName(cell)}" data-coins="${coins}">${hull}${sail}`
    + `<g transform="translate(${x + 2} ${y + 2})"><rect width="22" height="13" rx="6" fill="#ffd54a" stroke="#8a6d00"/><text x="11" y="10" class="ts" font-size="9">${coins}</text></g></g>`;
}

/** The launched boat (the original expansion): a small hull with a pennant in its crew's colour. */
function boatSvg(crew: number, cell: number): string {
  const x = cornerX(cell), y = cornerY(cell);
  const cx = x + CELL / 2, cy = y + CELL / 2;
  return `<g class="boat" data-crew="${crew}" data-cell="${cellName(cell)}">`
    + `<path d="M${cx - 15} ${cy + 6} L${cx + 15} ${cy + 6} L${cx + 10} ${cy + 15} L${cx - 10} ${cy + 15} Z" fill="#8a5a2b" stroke="#3a200b"/>`
    + `<path d="M${cx} ${cy - 12} L${cx} ${cy + 6} L${cx + 11} ${cy - 6} Z" fill="${CREW_FILL[crew]}" stroke="${CREW_STROKE[crew]}"/></g>`;
}

/** Positions of k pieces sharing a cell. */
function spots(k: number): [number, number][] {
  const r = CELL / 2;
  if (k === 1) return [[r, r]];
  if (k === 2) return [[r - 10, r], [r + 10, r]];
  if (k === 3) return [[r - 11, r - 6], [r + 11, r - 6], [r, r + 10]];
  const out: [number, number][] = [];
  const cols = 3;
  for (let i = 0; i < k; i++) out.push([r + ((i % cols) - 1) * 15, r - 9 + Math.floor(i / cols) * 17 - (k > 6 ? 6 : 0)]);
  return out;
}

function pieceSvg(p: PieceView, px: number, py: number, small: boolean): string {
  const r = small ? 7 : 9;
  const num = p.name.length === 2 ? p.name[1] : p.name[0].toUpperCase();
  let extra = '';
  if (p.swimming) extra += `<circle cx="${px}" cy="${py}" r="${r + 4}" fill="none" stroke="#bfe7ff" stroke-width="2" stroke-dasharray="3 2"/>`;
  if (p.trapped) extra += `<circle cx="${px}" cy="${py}" r="${r + 3}" fill="none" stroke="#b00" stroke-width="2"/>`;
  if (p.carrying || p.treasure) extra += `<circle cx="${px + r - 1}" cy="${py + r - 2}" r="4.5" fill="${p.treasure ? '#ff9f1c' : '#ffd54a'}" stroke="#8a6d00"/>`;
  if (p.drunk) extra += `<text x="${px - r - 1}" y="${py - r + 2}" class="ts" fill="#7a2e12" font-size="10">z</text>`;
  return `<g class="pc" data-piece="${p.name}" data-cell="${p.cell}"><circle cx="${px}" cy="${py}" r="${r}" fill="${CREW_FILL[p.crew]}" stroke="${CREW_STROKE[p.crew]}" stroke-width="1.5"/>`
    + `<text x="${px}" y="${py + (small ? 3 : 3.6)}" class="ts" fill="${CREW_INK[p.crew]}" font-size="${small ? 9 : 11}">${esc(num)}</text>${extra}</g>`;
}

/** Options of a drawing: show the face-down layout; cells to mark as the last move's. */
export interface DrawOptions { hidden: boolean; marks: string[]; from: string[] }

/** The whole board of a frame as an `<svg>` element's text. */
export function boardSvg(f: Frame, o: DrawOptions): string {
  const parts: string[] = [];
  // With the original expansion the outer sea lane (docs/RULES.md X-R15) lies one cell beyond the grid all round.
  const pad = f.lane ? CELL : 0;
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${BOARD + 2 * pad} ${BOARD + 2 * pad}" class="board" role="img" aria-label="the island at ply ${f.ply}">`);
  parts.push('<defs><marker id="ah" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4.5" markerHeight="4.5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#7a2e12"/></marker>'
    + '<pattern id="back" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#3f6b4a"/><rect width="5" height="10" fill="#467654"/></pattern>'
    + '<pattern id="waves" width="24" height="12" patternUnits="userSpaceOnUse"><rect width="24" height="12" fill="#1d5f86"/><path d="M0 8 q6 -5 12 0 t12 0" fill="none" stroke="#2f79a3" stroke-width="1.4"/></pattern></defs>');
  parts.push(`<rect x="${-pad}" y="${-pad}" width="${BOARD + 2 * pad}" height="${BOARD + 2 * pad}" fill="url(#waves)"/>`);
  for (let yy = 0; yy < SIZE; yy++) {
    for (let xx = 0; xx < SIZE; xx++) {
      const c = cellOf(xx, yy);
      if (!IS_LAND[c]) continue;
      const x = xx * CELL + MARGIN, y = yy * CELL + MARGIN;
      if (f.kind[c] === Kind.Closed) {
        parts.push(backSvg(x, y, f.known[c] !== 0));
        if (o.hidden && f.hiddenKind[c] !== 0) parts.push(`<g class="under" opacity=".55">${tileSvg(f.hiddenKind[c], f.hiddenArg[c], x, y)}</g>`);
      } else {
        parts.push(tileSvg(f.kind[c], f.arg[c], x, y));
      }
    }
  }
  for (const sh of f.ships) parts.push(shipSvg(sh.crew, parseCell(sh.cell), sh.coins));
  if (f.boat) parts.push(boatSvg(f.boat.crew, parseCell(f.boat.cell)));
  for (const cell of o.from) parts.push(markSvg(cell, 'from'));
  for (const cell of o.marks) parts.push(markSvg(cell, 'to'));
  // coins lying (and the galleon treasure)
  for (let c = 0; c < f.coins.length; c++) {
    const n = f.coins[c];
    if (n === 0) continue;
    const x = xOf(c) * CELL + MARGIN, y = yOf(c) * CELL + MARGIN;
    parts.push(`<g class="coin" data-cell="${cellName(c)}" data-count="${n}"><circle cx="${x + CELL - 10}" cy="${y + CELL - 10}" r="8.5" fill="#ffd54a" stroke="#8a6d00" stroke-width="1.5"/>`
      + `<text x="${x + CELL - 10}" y="${y + CELL - 6.5}" class="ts" font-size="10">${n}</text></g>`);
  }
  if (f.treasureAt) {
    const c = parseCell(f.treasureAt);
    const x = xOf(c) * CELL + MARGIN, y = yOf(c) * CELL + MARGIN;
    parts.push(`<g class="treasure" data-cell="${f.treasureAt}"><text x="${x + 10}" y="${y + CELL - 5}" class="tg" font-size="16" fill="#ff9f1c" stroke="#5b3c08" stroke-width=".6">★</text></g>`);
  }
  // pieces, grouped by cell
  const byCell = new Map<string, PieceView[]>();
  for (const p of f.pieces) if (p.cell) byCell.set(p.cell, [...(byCell.get(p.cell) ?? []), p]);
  for (const [cellText, ps] of byCell) {
    const c = parseCell(cellText);
    const x = cornerX(c), y = cornerY(c);
    if (f.kind[c] === Kind.Spinner) {
      const n = f.arg[c];
      const perStep = new Map<number, number>();
      for (const p of ps) {
        const k = perStep.get(p.step) ?? 0;
        perStep.set(p.step, k + 1);
        const [sx, sy] = spinnerSlot(x, y, n, p.step);
        parts.push(pieceSvg(p, sx + k * 5, sy + k * 3, true));
      }
      continue;
    }
    const aboard = !IS_LAND[c] && ps.every((p) => p.aboard);
    const pos = aboard ? ps.map((_, i): [number, number] => [CELL / 2 - 8 + i * 8, CELL / 2 + 12]) : spots(ps.length);
    ps.forEach((p, i) => parts.push(pieceSvg(p, x + pos[i][0], y + pos[i][1], aboard || ps.length > 3)));
  }
  // coordinates
  for (let i = 0; i < SIZE; i++) {
    const file = String.fromCharCode(97 + i);
    const mid = MARGIN + i * CELL + CELL / 2;
    parts.push(`<text x="${mid}" y="${MARGIN - 6}" class="co">${file}</text><text x="${mid}" y="${BOARD - 6}" class="co">${file}</text>`);
    parts.push(`<text x="${MARGIN / 2}" y="${mid + 4}" class="co">${SIZE - i}</text><text x="${BOARD - MARGIN / 2}" y="${mid + 4}" class="co">${SIZE - i}</text>`);
  }
  parts.push('</svg>');
  return parts.join('');
}

function markSvg(cellText: string, kind: 'from' | 'to'): string {
  const c = parseCell(cellText);
  if (c === 255) return '';
  const x = cornerX(c), y = cornerY(c);
  return `<rect x="${x + 2}" y="${y + 2}" width="${CELL - 4}" height="${CELL - 4}" rx="6" class="mark-${kind}"/>`;
}

/** The SVG styles the board needs (classes used above). */
export const BOARD_CSS = `
.board text{font-family:"DejaVu Sans",Verdana,sans-serif;text-anchor:middle;pointer-events:none}
.board .tl{font-size:7.5px;letter-spacing:.2px}
.board .tg{dominant-baseline:middle}
.board .ts{font-weight:bold;fill:#222}
.board .co{font-size:11px;fill:#d7ecf7;font-weight:bold}
.board .arrow{stroke:#7a2e12;stroke-width:3.2;stroke-linecap:round}
.board .tile{stroke:#b8a06a;stroke-width:1}
.board .back{stroke:#23402b;stroke-width:1.2}
.board .mark-to{fill:none;stroke:#ff3df0;stroke-width:3}
.board .mark-from{fill:none;stroke:#ff3df0;stroke-width:2;stroke-dasharray:4 3}
`;
