/**
 * The viewer's Archipelago island: a frame per ply (a plain snapshot of the engine's state,
 * read as src/archipelago/show.ts and position.ts read it) and its drawing as SVG on the
 * engine's 16 x 15 grid, north up, columns a..p, rows 1..15.
 *
 * A land cell shows its tile back while face down (mountain grey, forest green, beach
 * yellow: the backs of line 658) and, once open, the tile's name on a pale face edged in its
 * back's colour, with the arrows' and the cannon's directions drawn; "show hidden tiles"
 * writes the face-down tile's name over its back. Over the cells: coins (gold, with their
 * count), ships (a hull in its crew's colour with the coins aboard), pirates (discs in their
 * crew's colour, numbered; the missionary `M`), the bear, and the die's last roll in the
 * corner. For the tests, elements carry the position format's words (position.ts):
 * `.pc[data-piece][data-cell]` (a cell, or `ship:<crew>` aboard), `.coin[data-cell][data-count]`,
 * `.ship[data-crew][data-cell][data-coins]`, `.bear[data-cell]`, `.die[data-face]`.
 */

import { CELLS, cellName, DX, DY, H, W } from '../../../archipelago/geometry.js';
import { pieceName } from '../../../archipelago/notation.js';
import {
  ABOARD, BEAR, BOTTLES, COINS, CREW_NAMES, CREWS, DIE, DRUNK_MASK, FALLEN, LOST, OUT, P_CELL, P_CREW, P_STAT,
  PHASE, PHASE_NAMES, PIECES, RESULT, RESULT_NAMES, SCORE, SHIP, State, TERRAIN, TILE, TURN, controller,
} from '../../../archipelago/state.js';
import { arrowDirs, cannonDir, Kind, KIND_NAMES, kindOf } from '../../../archipelago/tiles.js';
import { CREW_FILL, CREW_STROKE } from '../jackal/draw.js';
import { TidesFrame, tidesFrameOf, tidesSvg } from './tides.js';
import { CampaignFrame, campaignFrameOf } from './campaign.js';
import { wheelDir } from '../../../archipelago/wheel.js';

export interface ArchCell {
  cell: number;
  name: string;
  /** The tile back, tiles.Back (1 mountain, 2 forest, 3 beach). */
  back: number;
  /** The open tile's kind name ('' while face down); the face-down one's ('' when open or unknown). */
  tile: string;
  under: string;
  /** Directions drawn on the open tile: arrows' bits (geometry.ts numbering), or the cannon's barrel. */
  arrows: number;
  coins: number;
}

/** A piece; `cell` null is out of play: `waiting` aboard its crew's ship before it berths (position.ts WAITING), else dead. */
export interface ArchPiece { name: string; crew: number; cell: string | null; fallen: boolean; drunk: boolean; waiting?: boolean }

export interface ArchFrame {
  /** Land cells only (the rest is sea). */
  land: ArchCell[];
  /** Coins lying in the sea or on land, by cell name. */
  coins: Record<string, number>;
  /** Per crew in play: its ship's cell (null not placed) and the coins aboard. */
  ships: { crew: number; cell: string | null; coins: number }[];
  pieces: ArchPiece[];
  bear: string | null;
  /** The die's last roll, 0 before the first. */
  die: number;
  /** The crew whose turn it is and the player who decides (they differ under the smoke). */
  turn: number;
  decides: number;
  phase: string;
  over: string | null;
  bottles: number[];
  lost: number;
  /** The wheel, the tortoise, the palm and the tide (tides.ts); absent in frames made before them. */
  tides?: TidesFrame;
  /** The expedition: the campaign's island and standing, the cards (campaign.ts); absent in frames made before it. */
  campaign?: CampaignFrame;
}

const arrowsOf = (t: number): number => {
  const k = kindOf(t);
  if (k === Kind.Cannon) return 1 << cannonDir(t);
  if (k === Kind.Wheel) return 1 << wheelDir(t);
  return k >= Kind.Arrow1 && k <= Kind.Arrow4s ? arrowDirs(t) : 0;
};

/** The frame of a state (allocates; one per ply). */
export function archFrameOf(s: State): ArchFrame {
  const u = s.u8, crews = s.v[CREWS];
  const land: ArchCell[] = [];
  const coins: Record<string, number> = {};
  for (let c = 0; c < CELLS; c++) {
    if (u[COINS + c]) coins[cellName(c)] = u[COINS + c];
    const back = u[TERRAIN + c];
    if (back === 0) continue;
    const t = u[TILE + c];
    land.push({
      cell: c, name: cellName(c), back, tile: t ? KIND_NAMES[kindOf(t)] : '', under: !t && s.under[c] ? KIND_NAMES[kindOf(s.under[c])] : '',
      arrows: t ? arrowsOf(t) : 0, coins: u[COINS + c],
    });
  }
  const pieces: ArchPiece[] = [];
  for (let p = 0; p < PIECES; p++) {
    const crew = u[P_CREW + p];
    if (crew >= crews) continue; // a crew not in play, or the missionary not found yet
    const at = u[P_CELL + p];
    const cell = at === OUT ? null : at >= ABOARD ? `ship:${CREW_NAMES[at - ABOARD]}` : cellName(at);
    pieces.push({ name: pieceName(p), crew, cell, fallen: (u[P_STAT + p] & FALLEN) !== 0, drunk: (u[P_STAT + p] & DRUNK_MASK) !== 0, waiting: at === OUT && u[SHIP + crew] === OUT });
  }
  const ships = Array.from({ length: crews }, (_, k) => ({ crew: k, cell: u[SHIP + k] === OUT ? null : cellName(u[SHIP + k]), coins: s.v[SCORE + k] }));
  return {
    land, coins, ships, pieces, bear: s.v[BEAR] < 0 ? null : cellName(s.v[BEAR]), die: s.v[DIE],
    turn: s.v[TURN], decides: controller(s), phase: PHASE_NAMES[s.v[PHASE]], over: s.v[RESULT] ? RESULT_NAMES[s.v[RESULT]] : null,
    bottles: Array.from({ length: crews }, (_, k) => s.v[BOTTLES + k]), lost: s.v[LOST], tides: tidesFrameOf(s), campaign: campaignFrameOf(s),
  };
}

const S = 40, M = 18; // cell size, label margin
/** The drawing's cell size and margin (the table's marks are laid over the same grid). */
export const ARCH_CELL = S, ARCH_MARGIN = M;
const BACK_FILL = ['', '#8d9096', '#4d8a3b', '#e3c978'];
const BACK_EDGE = ['', '#5d6066', '#2f5e22', '#a8893a'];
const xOf = (c: number): number => M + (c % W) * S;
const yOf = (c: number): number => M + ((c / W) | 0) * S;
/** A cell's index from its name (`e5`); the names come from the engine's cellName. */
export const parseName = (n: string): number => (n.charCodeAt(0) - 97) + (Number(n.slice(1)) - 1) * W;

function cellSvg(c: ArchCell, hidden: boolean): string {
  const x = xOf(c.cell), y = yOf(c.cell);
  const at = `data-cell="${c.name}"`;
  if (!c.tile) {
    const under = hidden && c.under ? `<text class="under" x="${x + S / 2}" y="${y + S / 2 + 3}" text-anchor="middle" font-size="7.5" fill="#fff">${c.under}</text>` : '';
    return `<rect class="closed" ${at} x="${x + 1}" y="${y + 1}" width="${S - 2}" height="${S - 2}" rx="3" fill="${BACK_FILL[c.back]}" stroke="${BACK_EDGE[c.back]}"/>${under}`;
  }
  let arrows = '';
  for (let d = 0; d < 8; d++) {
    if (!((c.arrows >> d) & 1)) continue;
    const cx = x + S / 2, cy = y + S / 2, ex = cx + DX[d] * 15, ey = cy + DY[d] * 15;
    arrows += `<line x1="${cx}" y1="${cy}" x2="${ex}" y2="${ey}" stroke="#b3261e" stroke-width="2.2"/><circle cx="${ex}" cy="${ey}" r="2.4" fill="#b3261e"/>`;
  }
  const label = c.tile === 'empty' ? '' : `<text x="${x + S / 2}" y="${y + 11}" text-anchor="middle" font-size="7.5" fill="#333">${c.tile}</text>`;
  return `<rect class="open" ${at} data-tile="${c.tile}" x="${x + 1}" y="${y + 1}" width="${S - 2}" height="${S - 2}" rx="3" fill="#f6efdc" stroke="${BACK_FILL[c.back]}" stroke-width="3"/>${arrows}${label}`;
}

function shipSvg(sh: ArchFrame['ships'][number]): string {
  if (sh.cell === null) return '';
  const c = parseName(sh.cell), x = xOf(c), y = yOf(c);
  return `<g class="ship" data-crew="${CREW_NAMES[sh.crew]}" data-cell="${sh.cell}" data-coins="${sh.coins}">`
    + `<path d="M${x + 3} ${y + 22} L${x + S - 3} ${y + 22} L${x + S - 9} ${y + S - 4} L${x + 9} ${y + S - 4} Z" fill="#7a4b24" stroke="#3d230e"/>`
    + `<path d="M${x + S / 2} ${y + 3} L${x + S / 2} ${y + 21} L${x + S / 2 + 13} ${y + 19} Z" fill="${CREW_FILL[sh.crew]}" stroke="${CREW_STROKE[sh.crew]}"/>`
    + (sh.coins ? `<text x="${x + 10}" y="${y + 18}" text-anchor="middle" font-size="10" font-weight="bold" fill="#d9a400">${sh.coins}</text>` : '') + '</g>';
}

/**
 * Pirates drawn on a cell: up to four corners, then stacked on the last; aboard a ship, in a
 * row along the hull, each one's centre uncovered (so a click there picks that pirate).
 */
function piecesSvg(f: ArchFrame): string {
  const byCell = new Map<string, ArchPiece[]>();
  for (const p of f.pieces) if (p.cell !== null) byCell.set(p.cell, [...(byCell.get(p.cell) ?? []), p]);
  let out = '';
  for (const [cell, list] of byCell) {
    const shipAt = cell.startsWith('ship:') ? f.ships[CREW_NAMES.indexOf(cell.slice(5))]?.cell : cell;
    if (!shipAt) continue;
    const c = parseName(shipAt), aboard = cell !== shipAt;
    const step = Math.min(12, (S - 16) / Math.max(1, list.length - 1)); // aboard: 8, 20, 32 for three, closer for more
    list.forEach((p, i) => {
      const k = Math.min(i, 3);
      const px = xOf(c) + (aboard ? 8 + i * step : k % 2 ? S - 10 : 10), py = yOf(c) + (aboard ? 30 : k < 2 ? 12 : S - 10);
      const r = aboard ? 6 : 8.5, label = p.name.length === 1 ? p.name : p.name.slice(1); // an islander (M, G Ben Gunn, F Friday) by its letter
      out += `<g class="pc" data-piece="${p.name}" data-cell="${cell}"><circle cx="${px}" cy="${py}" r="${r}" fill="${CREW_FILL[p.crew]}" stroke="${p.fallen ? '#d00' : CREW_STROKE[p.crew]}" stroke-width="${p.fallen || p.drunk ? 2.2 : 1.3}"${p.drunk ? ' stroke-dasharray="2 1.5"' : ''}/>`
        + `<text x="${px}" y="${py + 3.3}" text-anchor="middle" font-size="${aboard ? 8 : 10}" font-weight="bold" fill="${p.crew === 2 ? '#fff' : '#111'}">${label}</text></g>`;
    });
  }
  return out;
}

/** The columns and rows drawn: the land's with two cells of sea round it, and every ship, piece, coin and the bear with one. */
function cropOf(f: ArchFrame): { x0: number; y0: number; x1: number; y1: number } {
  let x0 = W, y0 = H, x1 = 0, y1 = 0;
  const take = (c: number, ring: number): void => {
    const x = c % W, y = (c / W) | 0;
    x0 = Math.min(x0, Math.max(0, x - ring)); x1 = Math.max(x1, Math.min(W - 1, x + ring));
    y0 = Math.min(y0, Math.max(0, y - ring)); y1 = Math.max(y1, Math.min(H - 1, y + ring));
  };
  for (const c of f.land) take(c.cell, 2);
  for (const sh of f.ships) if (sh.cell !== null) take(parseName(sh.cell), 1);
  for (const p of f.pieces) if (p.cell !== null && !p.cell.startsWith('ship:')) take(parseName(p.cell), 1);
  for (const name of Object.keys(f.coins)) take(parseName(name), 1);
  if (f.bear) take(parseName(f.bear), 1);
  return x0 <= x1 ? { x0, y0, x1, y1 } : { x0: 0, y0: 0, x1: W - 1, y1: H - 1 };
}

/** The island at one ply; `marks` are cells the ply's move names (outlined). */
export function archBoardSvg(f: ArchFrame, opts: { hidden: boolean; marks: string[] }): string {
  // the drawing keeps the whole grid's coordinates (the table lays its marks on them); the
  // viewBox shows the island with two cells of sea round it, and whatever floats further out
  const { x0, y0, x1, y1 } = cropOf(f);
  const vx = x0 * S, vy = y0 * S, w = 2 * M + (x1 - x0 + 1) * S, h = 2 * M + (y1 - y0 + 1) * S;
  let out = `<svg class="board arch" xmlns="http://www.w3.org/2000/svg" viewBox="${vx} ${vy} ${w} ${h}" font-family="DejaVu Sans,Verdana,sans-serif">`
    + `<rect x="${vx}" y="${vy}" width="${w}" height="${h}" fill="#2f7fb0"/><rect x="${vx + M}" y="${vy + M}" width="${w - 2 * M}" height="${h - 2 * M}" fill="#3b93c6"/>`;
  for (let x = x0; x <= x1; x++) out += `<text x="${M + x * S + S / 2}" y="${vy + M - 5}" text-anchor="middle" font-size="10" fill="#dfeef7">${String.fromCharCode(97 + x)}</text>`;
  for (let y = y0; y <= y1; y++) out += `<text x="${vx + M / 2}" y="${M + y * S + S / 2 + 3}" text-anchor="middle" font-size="10" fill="#dfeef7">${y + 1}</text>`;
  for (const c of f.land) out += cellSvg(c, opts.hidden);
  for (const [name, n] of Object.entries(f.coins)) {
    const c = parseName(name), x = xOf(c) + S / 2, y = yOf(c) + S / 2 + 5;
    out += `<g class="coin" data-cell="${name}" data-count="${n}"><circle cx="${x}" cy="${y}" r="8" fill="#ffd54a" stroke="#a67c00"/><text x="${x}" y="${y + 3.5}" text-anchor="middle" font-size="10" font-weight="bold" fill="#5a4200">${n}</text></g>`;
  }
  for (const sh of f.ships) out += shipSvg(sh);
  if (f.bear) {
    const c = parseName(f.bear), x = xOf(c) + S / 2, y = yOf(c) + S / 2;
    out += `<g class="bear" data-cell="${f.bear}"><circle cx="${x}" cy="${y}" r="11" fill="#5b3a1e" stroke="#2b1a0b"/><circle cx="${x - 7}" cy="${y - 9}" r="4" fill="#5b3a1e"/><circle cx="${x + 7}" cy="${y - 9}" r="4" fill="#5b3a1e"/>`
      + `<text x="${x}" y="${y + 3.5}" text-anchor="middle" font-size="9" fill="#fff">bear</text></g>`;
  }
  out += piecesSvg(f);
  out += tidesSvg(f.tides, S, M);
  for (const m of opts.marks) { const c = parseName(m); out += `<rect class="mark" x="${xOf(c) + 1}" y="${yOf(c) + 1}" width="${S - 2}" height="${S - 2}" rx="3" fill="none" stroke="#ff3df0" stroke-width="3"/>`; }
  const dx = vx + w - M - 34, dy = vy + h - M - 34;
  out += `<g class="die" data-face="${f.die}"><rect x="${dx}" y="${dy}" width="30" height="30" rx="6" fill="#fff" stroke="#333" stroke-width="1.5"/>`
    + `<text x="${dx + 15}" y="${dy + 21}" text-anchor="middle" font-size="17" font-weight="bold" fill="#222">${f.die || '–'}</text></g>`;
  return `${out}</svg>`;
}

/** Cells an Archipelago move names (`W1 e5$`, `sail d2`, `> e5`, `ship d3`, `peek e5`). */
export const ARCH_CELL_RE = /(?<![A-Za-z])[a-p](?:1[0-5]|[1-9])(?![0-9])/g;

const chip = (crew: number): string => `<span class="chip" style="background:${CREW_FILL[crew]};border-color:${CREW_STROKE[crew]}"></span>`;

/** The crews' holdings (coins aboard, bottles, the dead; before the ship berths, the pirates waiting aboard) and the coins lost, as html lines for a side panel. */
export function archCrewsHtml(f: ArchFrame): string {
  return f.ships.map(({ crew, coins }) => {
    const out = f.pieces.filter((p) => p.crew === crew && p.cell === null);
    const dead = out.filter((p) => !p.waiting), waiting = out.filter((p) => p.waiting);
    return `<div class="crew${f.turn === crew && !f.over ? ' on' : ''}">${chip(crew)}<b>${CREW_NAMES[crew]}</b> <span class="aboard" data-crew="${crew}">${coins}</span> aboard`
      + ` · bottles ${f.bottles[crew]}` + (dead.length ? ` · dead ${dead.map((p) => `<span class="dead" data-piece="${p.name}">✝${p.name}</span>`).join(' ')}` : '')
      + (waiting.length ? ` · waiting aboard ${waiting.map((p) => `<span class="waiting" data-piece="${p.name}">${p.name}</span>`).join(' ')}` : '') + '</div>';
  }).join('') + `<div class="crew">coins lost <b>${f.lost}</b>${f.die ? ` · last roll <b>${f.die}</b>` : ''}</div>`;
}
