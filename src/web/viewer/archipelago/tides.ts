/**
 * The viewer's drawing of Jolly Roger and the Isle of Tides over an Archipelago frame
 * (board.ts lays it over the island): the cells the tide washed away (pale-striped sea), the
 * elephant tortoise (a green shell), a crown of palm leaves over a pirate sitting up a palm,
 * and each open wheel's heading. For the tests, elements carry the position format's words:
 * `.washed[data-cell]`, `.tortoise[data-cell]`, `.palm-up[data-piece][data-cell]`,
 * `.wheel[data-cell][data-dir]` (N, E, S or W).
 */

import { CELLS, cellName, W } from '../../../archipelago/geometry.js';
import { DIR_NAMES, pieceName } from '../../../archipelago/notation.js';
import { KNOWN, P_CELL, PIECES, State, TERRAIN, TILE, TORTOISE, UP, WASHED } from '../../../archipelago/state.js';
import { Kind, kindOf } from '../../../archipelago/tiles.js';
import { wheelDir } from '../../../archipelago/wheel.js';

export interface TidesFrame {
  /** Cells the tide took (sea now). */
  washed: string[];
  tortoise: string | null;
  /** Pirates up a palm, with the palm's cell. */
  up: { piece: string; cell: string }[];
  /** Open wheels and where they point. */
  wheels: { cell: string; dir: number }[];
}

/** The frame's part for these tiles (allocates; one per ply). */
export function tidesFrameOf(s: State): TidesFrame {
  const washed: string[] = [], up: TidesFrame['up'] = [], wheels: TidesFrame['wheels'] = [];
  for (let c = 0; c < CELLS; c++) {
    if ((s.u8[KNOWN + c] & WASHED) !== 0 && s.u8[TERRAIN + c] === 0) washed.push(cellName(c));
    const t = s.u8[TILE + c];
    if (t !== 0 && kindOf(t) === Kind.Wheel) wheels.push({ cell: cellName(c), dir: wheelDir(t) });
  }
  for (let p = 0; p < PIECES; p++) if (((s.v[UP] >> p) & 1) !== 0) up.push({ piece: pieceName(p), cell: cellName(s.u8[P_CELL + p]) });
  return { washed, tortoise: s.v[TORTOISE] !== 0 ? cellName(s.v[TORTOISE]) : null, up, wheels };
}

/** SVG over the island drawn with cell size `size` and margin `margin` (board.ts's grid). */
export function tidesSvg(f: TidesFrame | undefined, size: number, margin: number): string {
  if (!f) return '';
  const at = (name: string): [number, number] => {
    const c = (name.charCodeAt(0) - 97) + (Number(name.slice(1)) - 1) * W;
    return [margin + (c % W) * size, margin + ((c / W) | 0) * size];
  };
  let out = '';
  for (const name of f.washed) {
    const [x, y] = at(name);
    out += `<g class="washed" data-cell="${name}"><rect x="${x + 2}" y="${y + 2}" width="${size - 4}" height="${size - 4}" rx="3" fill="#7fc3e6" fill-opacity="0.55" stroke="#e8f6ff" stroke-dasharray="3 3"/>`
      + `<path d="M${x + 6} ${y + size / 2} q${size / 8} -5 ${size / 4} 0 t${size / 4} 0 t${size / 4} 0" fill="none" stroke="#e8f6ff" stroke-width="1.6"/></g>`;
  }
  for (const w of f.wheels) {
    const [x, y] = at(w.cell);
    out += `<g class="wheel" data-cell="${w.cell}" data-dir="${DIR_NAMES[w.dir]}"><circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 4}" fill="none" stroke="#6b3d12" stroke-width="2"/></g>`;
  }
  if (f.tortoise) {
    const [x, y] = at(f.tortoise), cx = x + size / 2, cy = y + size - 11;
    out += `<g class="tortoise" data-cell="${f.tortoise}"><ellipse cx="${cx}" cy="${cy}" rx="13" ry="8" fill="#3f7d3a" stroke="#1f3f1c" stroke-width="1.5"/>`
      + `<circle cx="${cx + 14}" cy="${cy - 2}" r="3.5" fill="#6da35f" stroke="#1f3f1c"/><path d="M${cx - 7} ${cy} h14 M${cx} ${cy - 7} v14" stroke="#a6d49b" stroke-width="1.2"/></g>`;
  }
  for (const u of f.up) {
    const [x, y] = at(u.cell), cx = x + size / 2, cy = y + 9;
    let leaves = '';
    for (let k = 0; k < 5; k++) { const a = (Math.PI * 2 * k) / 5 - Math.PI / 2; leaves += `<path d="M${cx} ${cy} L${(cx + 11 * Math.cos(a)).toFixed(1)} ${(cy + 7 * Math.sin(a)).toFixed(1)}" stroke="#2e8b2e" stroke-width="3" stroke-linecap="round"/>`; }
    out += `<g class="palm-up" data-piece="${u.piece}" data-cell="${u.cell}">${leaves}<text x="${cx}" y="${cy + 3}" text-anchor="middle" font-size="8" font-weight="bold" fill="#fff">${u.piece}</text></g>`;
  }
  return out;
}
