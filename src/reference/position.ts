/**
 * The project's position JSON (format version 2, documented in src/jackal/position.ts)
 * read into and written from the reference model's plain objects. Written on its own from
 * that format's description, so that the two implementations can be compared as JSON.
 *
 * Reading trusts its input to be a well-formed position (the engine's reader is the one
 * that validates); a field it cannot make sense of throws an Error naming the field.
 */

import { isCellName, isLand, type Cell } from './board.js';
import {
  CREW_LETTERS, CREW_NAMES, DEFAULTS, crewsInPlay, isTreasureIsland, type Game, type Items, type Options, type Pending, type Piece,
} from './game.js';
import { ONE_SHOT, isSpinner, smallestTurn, turns, type OpenTile, type Tile, type TileName } from './tiles.js';

type Json = Record<string, unknown>;

const fail = (field: string, what: string): never => { throw new Error(`reference position: ${field}: ${what}`); };

function tileCode(t: Tile): string {
  return turns(t.name) ? `${t.name}:${t.q}` : t.name;
}

function openCode(t: OpenTile): string {
  if (ONE_SHOT.includes(t.name)) return t.used ? `${t.name}:used` : t.name;
  return turns(t.name) ? `${t.name}:${smallestTurn(t.name, t.q)}` : t.name;
}

function parseTile(v: unknown, field: string): OpenTile {
  const m = typeof v === 'string' ? /^([a-z0-9-]+)(?::([0-3]|used))?$/.exec(v) : null;
  if (!m) return fail(field, `not a tile code: ${JSON.stringify(v)}`);
  return { name: m[1] as TileName, q: m[2] === undefined || m[2] === 'used' ? 0 : Number(m[2]), used: m[2] === 'used' };
}

const cellOrNull = (v: unknown, field: string): Cell | null => {
  if (v === null) return null;
  // With the expansion also an outer-lane cell, `g1+` (X-R15).
  if (typeof v !== 'string' || !isCellName(v.endsWith('+') ? v.slice(0, -1) : v)) return fail(field, `not a cell: ${JSON.stringify(v)}`);
  return v;
};

/** The slot order of the pieces: crews' pirates, then the inhabitants. */
export const PIECE_ORDER: readonly string[] = [
  ...CREW_LETTERS.flatMap((l) => [`${l}1`, `${l}2`, `${l}3`]), 'ben', 'mis', 'fri',
];

export function readPosition(input: unknown): Game {
  const j = (typeof input === 'string' ? JSON.parse(input) : input) as Json;
  const options: Options = { ...DEFAULTS, ...(j.options as Partial<Options>) };
  const open = new Map<Cell, OpenTile>();
  for (const [c, v] of Object.entries((j.revealed ?? {}) as Json)) open.set(c, parseTile(v, `revealed.${c}`));
  let hidden: Map<Cell, Tile> | null = null;
  if (j.layout !== null && j.layout !== undefined) {
    hidden = new Map();
    for (const [c, v] of Object.entries(j.layout as Json)) {
      const t = parseTile(v, `layout.${c}`);
      hidden.set(c, { name: t.name, q: t.q });
    }
  }
  const coins = new Map<Cell, number>();
  for (const [c, v] of Object.entries((j.coins ?? {}) as Json)) if ((v as number) > 0) coins.set(c, v as number);
  const pj = j.pirates as Record<string, Json>;
  const pieces: Piece[] = [];
  for (const name of PIECE_ORDER) {
    const one = pj[name];
    if (one === undefined) continue;
    const crew = name.length === 2 ? CREW_LETTERS.indexOf(name[0] as 'w') : CREW_NAMES.indexOf(one.crew as 'white');
    const cell = cellOrNull(one.cell, `pirates.${name}.cell`);
    const onSpinner = cell !== null && isLand(cell) && open.has(cell) && isSpinner(open.get(cell)!.name);
    pieces.push({
      name,
      crew,
      cell,
      trapped: one.trapped === true,
      drunk: (one.drunk as number | undefined) ?? 0,
      step: onSpinner ? ((one.step as number | undefined) ?? 1) : 0,
      carrying: one.carrying === true,
      coin2: one.secondCoin === true,
      lost: one.lost === true,
      treasure: one.treasure === true,
      converted: one.converted === true,
    });
  }
  const ships: Game['ships'] = [null, null, null, null];
  for (const k of crewsInPlay(options.mode)) {
    const s = (j.ships as Record<string, Json>)[CREW_NAMES[k]];
    ships[k] = { cell: s.cell as Cell, coins: (s.coins as number | undefined) ?? 0 };
  }
  const bottles = [0, 0, 0, 0];
  for (const [name, n] of Object.entries((j.bottles ?? {}) as Json)) bottles[CREW_NAMES.indexOf(name as 'white')] = n as number;
  const known = new Map<Cell, number[]>();
  for (const [c, who] of Object.entries((j.known ?? {}) as Json)) known.set(c, [...(who as number[])]);
  return {
    options,
    turn: CREW_NAMES.indexOf(j.turn as 'white'),
    ply: (j.ply as number | undefined) ?? 0,
    stall: (j.stall as number | undefined) ?? 0,
    over: (j.over as string | undefined) ?? 'playing',
    open,
    hidden,
    coins,
    pieces,
    ships,
    lost: (j.lost as number | undefined) ?? 0,
    bottles,
    treasure: (j.treasure as string | undefined) ?? 'face-down',
    grass: (j.grass as number | undefined) ?? 0,
    known,
    items: readItems(j.items),
    pending: readPending(j.pending),
    progress: false,
  };
}

/** The expansion's items (X-R1..X-R12), each place as the format writes it. */
function readItems(v: unknown): Items | null {
  if (v === null || v === undefined) return null;
  const it = v as Json;
  const balls = it.cannonballs as string[];
  return { boat: it.boat as string, balls: [balls[0], balls[1]], barrow: it.wheelbarrow as string };
}

function readPending(v: unknown): Pending | null {
  if (v === null || v === undefined) return null;
  const pe = v as Json;
  const p: Pending = {
    kind: pe.kind as Pending['kind'],
    pirate: pe.pirate as string,
    carrying: pe.carrying === true,
    coin2: pe.secondCoin === true,
    treasure: pe.treasure === true,
    start: pe.start as Cell,
    from: pe.from as Cell,
    dx: pe.dx as number,
    dy: pe.dy as number,
    how: pe.how as Pending['how'],
    visits: ((pe.visits ?? []) as Json[]).map((x) => (x.any ? { cell: x.cell as Cell, any: true } : { cell: x.cell as Cell, dx: x.dx as number, dy: x.dy as number })),
    choices: [...((pe.choices ?? []) as Cell[])],
  };
  if (pe.first !== undefined) p.first = pe.first as Cell;
  if (pe.picks !== undefined) p.picks = [...(pe.picks as Cell[])];
  return p;
}

/** Sorted by cell name so that two writers compare key for key after a sort. */
function cellRecord<T>(m: Map<Cell, T>, f: (v: T) => unknown): Json {
  const out: Json = {};
  for (const c of [...m.keys()].sort()) out[c] = f(m.get(c)!);
  return out;
}

export function writePosition(g: Game): Json {
  const pirates: Json = {};
  for (const p of g.pieces) {
    const pj: Json = p.name.length === 2 ? { cell: p.cell } : { crew: CREW_NAMES[p.crew], cell: p.cell };
    if (p.trapped) pj.trapped = true;
    if (p.drunk) pj.drunk = p.drunk;
    const onSpinner = p.cell !== null && g.open.has(p.cell) && isSpinner(g.open.get(p.cell)!.name);
    if (onSpinner) {
      pj.step = p.step;
      pj.carrying = p.carrying;
    } else if (p.lost) {
      pj.lost = true;
      pj.carrying = p.carrying;
    }
    if (p.coin2) pj.secondCoin = true;
    if (p.treasure) pj.treasure = true;
    if (p.converted) pj.converted = true;
    pirates[p.name] = pj;
  }
  const ships: Json = {};
  for (const k of crewsInPlay(g.options.mode)) ships[CREW_NAMES[k]] = { cell: g.ships[k]!.cell, coins: g.ships[k]!.coins };
  const layout = g.hidden === null || g.hidden.size === 0 ? null : cellRecord(g.hidden, tileCode);
  const j: Json = {
    format: 'jackal-position',
    version: 2,
    options: { ...g.options },
    turn: CREW_NAMES[g.turn],
    ply: g.ply,
    stall: g.stall,
    over: g.over,
    revealed: cellRecord(g.open, openCode),
    layout,
    coins: cellRecord(g.coins, (n) => n),
    pirates,
    ships,
    lost: g.lost,
  };
  if (isTreasureIsland(g)) {
    const bottles: Json = {};
    for (const k of crewsInPlay(g.options.mode)) bottles[CREW_NAMES[k]] = g.bottles[k];
    j.bottles = bottles;
    j.treasure = g.treasure;
    j.grass = g.grass;
    j.known = cellRecord(g.known, (who) => [...who].sort((a, b) => a - b));
  }
  if (g.items !== null) j.items = { boat: g.items.boat, cannonballs: [...g.items.balls], wheelbarrow: g.items.barrow };
  j.pending = g.pending === null ? null : writePending(g.pending);
  return j;
}

function writePending(p: Pending): Json {
  const out: Json = {
    kind: p.kind,
    pirate: p.pirate,
    carrying: p.carrying,
    ...(p.treasure ? { treasure: true } : {}),
    ...(p.coin2 ? { secondCoin: true } : {}),
    start: p.start,
    from: p.from,
    dx: p.dx,
    dy: p.dy,
    how: p.how,
    visits: p.visits.map((v) => (v.any ? { cell: v.cell, any: true } : { cell: v.cell, dx: v.dx, dy: v.dy })),
    choices: [...p.choices],
  };
  if (p.kind === 'earthquake-second') out.first = p.first;
  if (p.kind === 'lighthouse-pick' || p.kind === 'lighthouse-order') out.picks = [...(p.picks ?? [])];
  return out;
}

/** A copy of a game (the model mutates in place; search and tests copy). */
export const copyGame = (g: Game): Game => readPosition(JSON.parse(JSON.stringify(writePosition(g))));
