/**
 * Mission cards of solo play (the pirate puzzles, lines 1162-1184): the ten designed ones
 * (missions/mission-N.json) and any a user writes, read from plain JSON with field errors,
 * and laid as a solo game's starting state. docs/ARCHIPELAGO.md ("Solo play") documents the
 * format; in short:
 *
 *   mission  a whole number naming it (1-10 the designed cards)
 *   title    optional text; notes optional text (why the card is as it is)
 *   rows     the picture, north up: one string a row, cells separated by spaces, every
 *            tile face up (line 1174): `.` sea, or `kind[/turns][+coins]` with kind one of
 *            MISSION_KINDS (tiles.KIND_NAMES), turns 0-3 the quarter turns clockwise of a
 *            directional tile (arrows, cannon), coins 1-19 on a tile a coin may lie on;
 *            `chest1`..`chest4` is an opened chest: an empty tile with its coins on it;
 *            `den` is where the bear starts (line 1175); one `bank`, where the pirates
 *            start and the coins go (line 1170). At most 11 rows of 12 cells; the land one
 *            piece (8-connected)
 *   north    optional [row, col] (fractions and points outside allowed): the north mark the
 *            bear's ties count from (line 1172); default above the middle of the picture
 *   goal     { turns, survivors, alive? }: the card's conditions (line 1180): every coin in
 *            the bank within `turns` turns with at least `survivors` pirates living; `alive`
 *            an optional list of pirates (black, yellow, red) who must be among them (the
 *            card's "something more")
 *
 * Tiles not allowed on a card, and why: the dice crossroads (a chance move: the puzzles are
 * solved exactly, without chance), the sanctuary (it revives pirates the puzzle does not
 * have), and the tiles that act only when turned over (bottles, lighthouse, musket,
 * airplane, missionary, earthquake, smoke): face up from the start they would be empty.
 */

import mission1 from './missions/mission-1.json' with { type: 'json' };
import mission2 from './missions/mission-2.json' with { type: 'json' };
import mission3 from './missions/mission-3.json' with { type: 'json' };
import mission4 from './missions/mission-4.json' with { type: 'json' };
import mission5 from './missions/mission-5.json' with { type: 'json' };
import mission6 from './missions/mission-6.json' with { type: 'json' };
import mission7 from './missions/mission-7.json' with { type: 'json' };
import mission8 from './missions/mission-8.json' with { type: 'json' };
import mission9 from './missions/mission-9.json' with { type: 'json' };
import mission10 from './missions/mission-10.json' with { type: 'json' };
import { fileProblem } from '../core/file-problem.js';
import { readJsonFile } from '../core/text-file.js';
import type { FieldError } from '../core/game.js';
import * as geometryModule from './geometry.js';
import * as layoutModule from './layout.js';
import * as seaModule from './sea.js';
import * as soloStateModule from './solo-state.js';
import { Phase, State } from './state.js';
import * as stateModule from './state.js';
import { Back, Kind } from './tiles.js';
import * as tilesModule from './tiles.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CELLS, MARGIN, MAX_COLS, MAX_ROWS, STEP, W } = geometryModule;
const { clockRanks } = layoutModule;
const { attachSea } = seaModule;
const { SOLO_BANK, SOLO_MODE, SOLO_NAMES, SOLO_ON, SOLO_PIRATES } = soloStateModule;
const {
  BEAR, BEAR_CREW, BOXES, CLOCK, COIN_SUPPLY, COINS, CREWS, ISLAND, MAX_PLIES, MISSIONARY, MODE, MOVED, NORTH_X, NORTH_Y, OUT, P_CELL, P_CREW,
  PEND_CELL, PEND_PIECE, PHASE, PIECES, QUAKE_FIRST, SEEN, SHIP, START, TERRAIN, TILE, TURN,
} = stateModule;
const { chestCoins, isTurned, KIND_NAMES, NO_COIN, SET_COUNT, STAND, KINDS } = tilesModule;

/** Coins in the game (line 645; setup.COINS_TOTAL, not imported: setup.ts imports this file). */
const COINS_IN_GAME = 19;

export interface MissionGoal { turns: number; survivors: number; alive: number[] }
export interface Mission {
  mission: number;
  title: string;
  /** Per grid cell: the tile byte laid face up (0 sea). */
  tiles: Uint8Array;
  /** Per grid cell: the kind the card shows (a chest, the den), where the tile byte reads empty. */
  shown: Uint8Array;
  coins: Uint8Array;
  bank: number;
  den: number;
  northX: number;
  northY: number;
  goal: MissionGoal;
}

/** Kinds a card may show. */
export const MISSION_KINDS: readonly Kind[] = [
  Kind.Empty, Kind.Arrow1, Kind.Arrow2, Kind.Arrow3a, Kind.Arrow3b, Kind.Arrow4d, Kind.Arrow4s, Kind.Barrel,
  Kind.Chest1, Kind.Chest2, Kind.Chest3, Kind.Chest4, Kind.Horse, Kind.Ice, Kind.Pit, Kind.Crocodile, Kind.Bank, Kind.Jungle,
  Kind.Carramba, Kind.Balloon, Kind.Trampoline, Kind.Cannon, Kind.Lab2, Kind.Lab3, Kind.Lab4, Kind.Den, Kind.Cannibal, Kind.Fortress,
];

const bad = (field: string, message: string): FieldError => ({ code: 'bad-mission', field, message });
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isWhole = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/** One cell's token: `.` or `kind[/turns][+coins]`. */
function readToken(token: string, field: string, m: Mission, c: number): FieldError | null {
  if (token === '.') return null;
  const t = /^([a-z0-9]+)(?:\/(\d))?(?:\+(\d+))?$/.exec(token);
  const k = t ? KIND_NAMES.indexOf(t[1]) : -1;
  if (!t || k < 0) return bad(field, `unknown tile ${JSON.stringify(token)}: kind[/turns][+coins] with kind one of ${MISSION_KINDS.map((x) => KIND_NAMES[x]).join(', ')}, or . for sea`);
  if (!MISSION_KINDS.includes(k)) return bad(field, `${t[1]} is not played in solo (the dice is chance, the sanctuary revives absent pirates, one-shot tiles act only when turned over)`);
  const turns = t[2] === undefined ? 0 : Number(t[2]);
  if (turns > 3 || (turns > 0 && !isTurned(k))) return bad(field, `${t[1]}/${t[2]}: quarter turns 0-3, and only on arrows and the cannon`);
  const coins = t[3] === undefined ? 0 : Number(t[3]);
  if (t[3] !== undefined && (coins < 1 || coins > COINS_IN_GAME || !STAND[k] || NO_COIN[k] || k === Kind.Bank)) {
    return bad(field, `+${t[3]}: coins (1-${COINS_IN_GAME}) lie only on a tile a pirate stands on and may bring a coin to, not in the bank`);
  }
  const chest = chestCoins(k);
  m.shown[c] = k;
  m.tiles[c] = chest > 0 || k === Kind.Den ? Kind.Empty : k | (turns << 6); // opened chests and the den read empty (one-shot, tiles.ts)
  m.coins[c] = chest + coins;
  if (k === Kind.Bank) { if (m.bank >= 0) return bad(field, 'a second bank: a card has one'); m.bank = c; }
  if (k === Kind.Den) { if (m.den >= 0) return bad(field, 'a second den: a card has one bear'); m.den = c; }
  return null;
}

function readRows(rows: unknown, m: Mission): FieldError | number {
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > MAX_ROWS) return bad('rows', `must be 1..${MAX_ROWS} strings`);
  let width = -1;
  for (let r = 0; r < rows.length; r++) {
    const row: unknown = rows[r];
    if (typeof row !== 'string') return bad(`rows[${r}]`, 'must be a string of tiles separated by spaces');
    const tokens = row.trim().split(/\s+/);
    if (width < 0) width = tokens.length;
    if (tokens.length !== width || width > MAX_COLS) return bad(`rows[${r}]`, `must have ${width <= MAX_COLS ? width : `1..${MAX_COLS}`} cells like rows[0], got ${tokens.length}`);
    for (let x = 0; x < width; x++) {
      const e = readToken(tokens[x], `rows[${r}][${x}]`, m, (r + MARGIN) * W + x + MARGIN);
      if (e) return e;
    }
  }
  return width;
}

/** One piece of land (8-connected): every land cell reached from the bank. */
function connected(m: Mission): boolean {
  const seen = new Uint8Array(CELLS), queue = new Int16Array(CELLS);
  let head = 0, tail = 0, land = 0;
  for (let c = 0; c < CELLS; c++) if (m.tiles[c]) land++;
  queue[tail++] = m.bank; seen[m.bank] = 1;
  while (head < tail) {
    const c = queue[head++];
    for (let d = 0; d < 8; d++) { const n = STEP[c * 8 + d]; if (n >= 0 && !seen[n] && m.tiles[n]) { seen[n] = 1; queue[tail++] = n; } }
  }
  return tail === land;
}

function readGoal(x: unknown): MissionGoal | FieldError {
  if (!isObject(x)) return bad('goal', 'must be { turns, survivors, alive? }');
  for (const k of Object.keys(x)) if (!['turns', 'survivors', 'alive'].includes(k)) return bad(`goal.${k}`, 'not a goal field (turns, survivors, alive)');
  if (!isWhole(x.turns, 1, 99)) return bad('goal.turns', `must be a whole number 1..99, got ${JSON.stringify(x.turns)}`);
  if (!isWhole(x.survivors, 1, SOLO_PIRATES)) return bad('goal.survivors', `must be 1..${SOLO_PIRATES}, got ${JSON.stringify(x.survivors)}`);
  const alive: number[] = [];
  if (x.alive !== undefined) {
    if (!Array.isArray(x.alive)) return bad('goal.alive', `must be a list of pirates (${SOLO_NAMES.join(', ')})`);
    for (let i = 0; i < x.alive.length; i++) {
      const p = SOLO_NAMES.indexOf(x.alive[i] as string);
      if (p < 0 || alive.includes(p)) return bad(`goal.alive[${i}]`, `must be one of ${SOLO_NAMES.join(', ')}, each once`);
      alive.push(p);
    }
    if (alive.length > x.survivors) return bad('goal.alive', `names ${alive.length} pirates, more than the ${x.survivors} survivors`);
  }
  return { turns: x.turns, survivors: x.survivors, alive };
}

/** A mission card from plain data, or the first field that is wrong. */
export function readMission(input: unknown): Mission | FieldError {
  if (!isObject(input)) return bad('mission', 'must be a JSON object with mission, rows and goal');
  for (const k of Object.keys(input)) if (!['mission', 'title', 'notes', 'rows', 'north', 'goal'].includes(k)) return bad(k, 'not a mission field (mission, title, notes, rows, north, goal)');
  if (!isWhole(input.mission, 1, 999)) return bad('mission', `must be a whole number 1..999, got ${JSON.stringify(input.mission)}`);
  for (const k of ['title', 'notes']) if (input[k] !== undefined && typeof input[k] !== 'string') return bad(k, 'must be text');
  const m: Mission = {
    mission: input.mission, title: typeof input.title === 'string' ? input.title : '', tiles: new Uint8Array(CELLS), shown: new Uint8Array(CELLS),
    coins: new Uint8Array(CELLS), bank: -1, den: -1, northX: 0, northY: 0, goal: { turns: 1, survivors: 1, alive: [] },
  };
  const width = readRows(input.rows, m);
  if (typeof width !== 'number') return width;
  if (m.bank < 0) return bad('rows', 'no bank: the pirates start there and bring the coins there (line 1170)');
  if (m.den < 0) return bad('rows', 'no den: the bear starts there (line 1175)');
  if (!connected(m)) return bad('rows', 'the land is not one piece (8-connected)');
  let coins = 0;
  for (let c = 0; c < CELLS; c++) coins += m.coins[c];
  if (coins < 1 || coins > COINS_IN_GAME) return bad('rows', `${coins} coins on the card; 1..${COINS_IN_GAME} (line 645)`);
  m.northX = MARGIN + (width - 1) / 2; m.northY = MARGIN - 1;
  if (input.north !== undefined) {
    const n = input.north;
    if (!Array.isArray(n) || n.length !== 2 || !n.every((z) => typeof z === 'number' && Number.isFinite(z))) return bad('north', 'must be a [row, col] pair of numbers');
    m.northY = n[0] + MARGIN; m.northX = n[1] + MARGIN;
  }
  const goal = readGoal(input.goal);
  if ('code' in goal) return goal;
  m.goal = goal;
  return m;
}

const DESIGNED: readonly unknown[] = [mission1, mission2, mission3, mission4, mission5, mission6, mission7, mission8, mission9, mission10];
export const DESIGNED_MISSIONS = DESIGNED.length;
const CACHE = new Map<number, Mission>();

/** Designed mission n (1..10), read and checked once. */
export function designedMission(n: number): Mission {
  let m = CACHE.get(n);
  if (!m) {
    const r = readMission(DESIGNED[n - 1]);
    if ('code' in r) throw new Error(`missions/mission-${n}.json: ${r.field}: ${r.message}`);
    CACHE.set(n, (m = r));
  }
  return m;
}

/** The option key of a mission file of one's own (options.ts `missionFile`), which heads readMissionFile's field paths. */
export const MISSION_FILE_KEY = 'missionFile';

/**
 * A mission file's card, or an error naming the option and the file's field as the layout
 * file's do (layout.ts readLayoutFile): `missionFile.rows[1][0]`, or `missionFile` for a file
 * that cannot be read or is not JSON (the message then starts with the path). The CLI shows
 * them as `--mission-file: rows[1][0]: ...` (cli/common.ts, cli/solve.ts).
 */
export function readMissionFile(path: string): Mission | FieldError {
  let data: unknown;
  try { data = readJsonFile(path); } catch (e) { return bad(MISSION_FILE_KEY, fileProblem(path, e)); }
  const r = readMission(data);
  return 'code' in r ? { ...r, field: `${MISSION_FILE_KEY}.${r.field}` } : r;
}

/** The back a kind is laid with in the tile set (the first back holding it), for the picture; mountain when none does. */
function backOf(k: number): number {
  for (let back = Back.Mountain; back <= Back.Beach; back++) for (let b = 0; b < 4; b++) if (SET_COUNT[b * 4 * KINDS + back * KINDS + k]) return back;
  return Back.Mountain;
}

/**
 * The starting state of a mission (line 1170-1175): every tile face up, the three pirates
 * in the bank, the bear in its den (awake: it walks after every turn's pirates, line 1178),
 * black to move. `island` is V[ISLAND]: the card's number, 0 for a file of one's own.
 */
export function layMission(m: Mission, island: number, maxPlies: number): State {
  const s = new State(), u = s.u8, v = s.v;
  let coins = 0;
  for (let c = 0; c < CELLS; c++) {
    if (!m.tiles[c]) continue;
    u[TERRAIN + c] = backOf(m.shown[c]); u[TILE + c] = m.tiles[c]; u[SEEN + c] = m.shown[c]; u[COINS + c] = m.coins[c];
    coins += m.coins[c];
  }
  v[NORTH_X] = Math.round(m.northX * 16); v[NORTH_Y] = Math.round(m.northY * 16);
  u.set(clockRanks(u.subarray(TERRAIN, TERRAIN + CELLS), v[NORTH_X] / 16, v[NORTH_Y] / 16), CLOCK); // as a position file reads it back
  v[MODE] = SOLO_MODE; v[CREWS] = 1; v[BOXES] = 1; v[ISLAND] = island; v[MAX_PLIES] = maxPlies;
  v[COIN_SUPPLY] = COINS_IN_GAME - coins;
  v[BEAR] = m.den; v[BEAR_CREW] = 0; v[QUAKE_FIRST] = -1; v[MOVED] = -1; v[START] = -1; v[PEND_PIECE] = -1; v[PEND_CELL] = -1;
  v[PHASE] = Phase.Play; v[TURN] = 0; v[SOLO_ON] = 0; v[SOLO_BANK] = m.bank;
  for (let p = 0; p < PIECES; p++) { u[P_CELL + p] = p < SOLO_PIRATES ? m.bank : OUT; u[P_CREW + p] = p < MISSIONARY ? (p / 3) | 0 : OUT; }
  for (let k = 0; k < 4; k++) u[SHIP + k] = OUT;
  attachSea(s);
  return s;
}
