/**
 * A slow, obviously-correct move generator for the differential test: every decision of a
 * state written again from the rulings (docs/RULES.md A-R3..A-R21, A-R29, A-R30, the
 * expansions' A-B3..A-B25 and A-J1..A-J11) by trying every target cell and asking the plain
 * questions, with arrays and sets and no engine helper but the state's layout. Returns the
 * decisions as text (notation.ts), sorted. Covers all nine boxes: the base game (1-4); Ben
 * Gunn's Isle (5: Ben Gunn one more pirate, A-B3; the spyglass, A-B4); Thousand Caves (6: the
 * lost, A-B9, A-B24; the exits picked, A-B10, A-B11; the cart, A-B12, A-B13); Friday's Isle
 * (7: Friday; its tangled crossroads is a forced move, no decision); Jolly Roger (8: the wheel
 * a forced move; the tortoise, A-J3..A-J5); the Isle of Tides (9: the palm, A-J6..A-J9; the
 * tide, A-J10, A-J11). Not the abilities' cards nor the campaign's draws.
 */
import { CELLS, cellName, W } from '../../src/archipelago/geometry.js';
import { CREW_LETTERS, DIR_NAMES, pieceName } from '../../src/archipelago/notation.js';
import {
  ABOARD, BEAR, BERTH, BOTTLES, CART, CAVED, CHOICE, Choice, COINS, CONVERTED, CREWS, DRUNK_MASK, FALLEN, FRIDAY, KNOWN, LAB_MASK, LAB_SHIFT, MISSIONARY, MODE, MOVED, OUT,
  P_CELL, P_CREW, P_STAT, PEND_CELL, PEND_PIECE, PHASE, Phase, QUAKE_FIRST, QUAKE_TURN, SHIP, SMOKE, State, TERRAIN, TILE, TORTOISE, TURN, UP,
} from '../../src/archipelago/state.js';
import { arrowDirs, Back, Kind, kindOf } from '../../src/archipelago/tiles.js';

const xy = (c: number): [number, number] => [c % W, (c / W) | 0];
const dist = (a: number, b: number): number => { const [ax, ay] = xy(a), [bx, by] = xy(b); return Math.max(Math.abs(ax - bx), Math.abs(ay - by)); };
const at = (x: number, y: number): number => (x < 0 || y < 0 || x >= W || y >= 15 ? -1 : y * W + x);
const land = (s: State, c: number): boolean => s.u8[TERRAIN + c] !== 0;
const friends = (s: State, a: number, b: number): boolean => a === b || (s.v[MODE] === 1 && a % 2 === b % 2);
/** The twelve pirates, the missionary, Ben Gunn and Friday (state.ts); the islanders unfound stand nowhere and play for no crew. */
const pieces = Array.from({ length: 15 }, (_, p) => p);
const preaching = (s: State, p: number): boolean => p === MISSIONARY && !(s.u8[P_STAT + p] & CONVERTED);
/** A pirate: one of the twelve, the missionary given a bottle (918), Ben Gunn (958). Friday is none: he attacks no one and rows no ship (994, FAQ 1235). */
const fighter = (s: State, p: number): boolean => p < 12 || (p !== FRIDAY && (s.u8[P_STAT + p] & CONVERTED) !== 0);
const labOf = (s: State, p: number): number => (s.u8[P_STAT + p] & LAB_MASK) >> LAB_SHIFT;
const labLen = (k: number): number => (k === Kind.Lab2 ? 2 : k === Kind.Lab3 ? 3 : k === Kind.Lab4 ? 4 : 0);
const shipOn = (s: State, c: number): number => { for (let k = 0; k < s.v[CREWS]; k++) if (s.u8[SHIP + k] === c) return k; return -1; };
/** Up a palm (bit p of UP): "с ним нельзя драться" (1040; A-J6). */
const up = (s: State, p: number): boolean => ((s.v[UP] >> p) & 1) !== 0;
/** Lost in the caves (CAVED): laid over, out of reach, not struck, not met (984; A-B9). */
const lost = (s: State, p: number): boolean => (s.u8[P_STAT + p] & CAVED) !== 0;
/** Enemy fighters at c: those up a palm (A-J6) or lost in the caves (A-B9) are out of every fight. */
const enemies = (s: State, c: number, crew: number, step: number): number[] =>
  pieces.filter((q) => s.u8[P_CELL + q] === c && fighter(s, q) && !up(s, q) && !lost(s, q) && !friends(s, crew, s.u8[P_CREW + q]) && (step === 0 || labOf(s, q) === step));
/** The preaching missionary of a crew not on crew's side stands (or swims) at c, not lost in the caves: line 914's bar. */
const enemyPreacherAt = (s: State, c: number, crew: number): boolean =>
  s.u8[P_CELL + MISSIONARY] === c && preaching(s, MISSIONARY) && !lost(s, MISSIONARY) && !friends(s, crew, s.u8[P_CREW + MISSIONARY]);
/** Anyone at c but piece `but`: a piece (up a palm too), the bear, the tortoise unless it is the one climbed onto ("персонажей", 1026, 1042, 1052). */
const someone = (s: State, c: number, but: number, tortoise = true): boolean =>
  s.v[BEAR] === c || (tortoise && s.v[TORTOISE] === c) || pieces.some((q) => q !== but && s.u8[P_CELL + q] === c);
const isPalmAt = (s: State, c: number): boolean => s.u8[TILE + c] !== 0 && kindOf(s.u8[TILE + c]) === Kind.Palm;
/** Friday stands (or swims) at c playing for the other side: coming there attacks him ("Если его атакуют, начинает играть за врага", 994); not up a palm, where nobody fights (1040; A-J15). */
const enemyFriday = (s: State, c: number, crew: number): boolean => s.u8[P_CELL + FRIDAY] === c && !lost(s, FRIDAY) && !up(s, FRIDAY) && !friends(s, crew, s.u8[P_CREW + FRIDAY]);

/** May piece p (crew) step by itself onto land cell n, with a coin or not, from a cell where it may strike or not? */
function mayEnter(s: State, p: number, crew: number, n: number, coin: boolean, strikes: boolean): boolean {
  const t = s.u8[TILE + n];
  if (t === 0) return !coin;
  const k = kindOf(t);
  if (coin && (k === Kind.Jungle || k === Kind.Fortress || k === Kind.Sanctuary)) return false;
  if (s.v[BEAR] === n) return !coin;
  // Enemies may not enter the preacher's cell (line 914); Friday is none of those "враги" and meets him (994; A-B16).
  if (p !== FRIDAY && enemyPreacherAt(s, n, crew)) return false;
  // the enemy Friday is none of his "враги" (A-B16): they meet; but one piece in the bank, he too (788; A-R20, A-R31)
  if (preaching(s, p)) return enemies(s, n, crew, 0).length === 0 && !(k === Kind.Bank && pieces.some((q) => q !== p && s.u8[P_CELL + q] === n));
  const foes = enemies(s, n, crew, labLen(k) > 0 ? 1 : 0).length;
  if (k === Kind.Bank) {
    const others = pieces.filter((q) => q !== p && s.u8[P_CELL + q] === n).length;
    if (others > foes) return false;
    if (foes > 0 && s.u8[COINS + n] > 0) return false;
  }
  if (k === Kind.Jungle) return true; // nobody fights there: enemies share it, Friday is not won over (796; A-B17)
  if (p === FRIDAY) return foes === 0; // he cannot attack (994; A-B5)
  // Coming onto enemy pirates strikes them, onto the enemy Friday attacks him (994): a fight either way, so only
  // with empty hands (1064 "Бить врага с золотишком в руках нельзя"), not beside one's own preacher (914), not
  // into a fortress or the sanctuary (946, 836; A-B18).
  if (foes === 0 && !enemyFriday(s, n, crew)) return true;
  return !coin && strikes && k !== Kind.Fortress && k !== Kind.Sanctuary;
}

function pieceMoves(s: State, p: number, crew: number, out: string[]): void {
  const c = s.u8[P_CELL + p], st = s.u8[P_STAT + p];
  if (c === OUT || st & FALLEN || (st & DRUNK_MASK) === 2 || st & CAVED) return; // the lost do not move (A-B9)
  const name = pieceName(p);
  // The cart goes along with a piece that may carry coins (not the preacher, 920), by the coins' rules (976; A-B12, A-B13).
  const carrier = !preaching(s, p) && !up(s, p);
  // Up a palm: only down, and only when nobody is below, "Даже если это товарищ, местный житель или медведь" (1042; A-J9).
  if (up(s, p)) { if (!someone(s, c, p)) out.push(`${name} down`); return; }
  if (c >= ABOARD) {
    const sc = s.u8[SHIP + c - ABOARD], cart = carrier && s.v[CART] === c; // "спускаться с ней с корабля": any piece aboard takes it down
    for (let n = 0; n < CELLS; n++) {
      if (!land(s, n) || dist(sc, n) !== 1) continue;
      if (mayEnter(s, p, crew, n, false, true)) out.push(`${name} ${cellName(n)}`);
      if (cart && mayEnter(s, p, crew, n, true, true)) out.push(`${name} ${cellName(n)} cart`);
    }
    return;
  }
  if (!land(s, c)) {
    for (let n = 0; n < CELLS; n++) {
      if (dist(c, n) !== 1) continue;
      // Any swimmer (Friday and the preacher too) climbs out of the water onto the tortoise's cell when no other character is there (1026; A-J5).
      if (land(s, n)) { if (s.v[TORTOISE] === n && !someone(s, n, p, false)) out.push(`${name} ${cellName(n)}`); continue; }
      const k = shipOn(s, n);
      if (k >= 0) { if (!preaching(s, p) || k === crew) out.push(`${name} ${cellName(n)}`); continue; }
      const shore = [...Array(CELLS).keys()].some((m) => land(s, m) && dist(m, n) === 1);
      const enemyPreacher = p !== FRIDAY && enemyPreacherAt(s, n, crew); // A-R15, at sea too; not for Friday (A-B16)
      const withPreacher = p !== MISSIONARY && s.u8[P_CELL + MISSIONARY] === c && preaching(s, MISSIONARY); // his own: no enemy shares a cell with him
      const attacks = enemies(s, n, crew, 0).length > 0 || (fighter(s, p) && enemyFriday(s, n, crew)); // the preacher and Friday meet the other instead (994)
      // Neither the preacher nor Friday attacks (914, 994), nor a pirate swimming with his own preacher (914; A-B16).
      if (shore && !enemyPreacher && !((preaching(s, p) || p === FRIDAY || withPreacher) && attacks)) out.push(`${name} ${cellName(n)}`);
    }
    return;
  }
  const len = labLen(kindOf(s.u8[TILE + c]));
  if (labOf(s, p) > 0 && labOf(s, p) < len) { out.push(`${name} in`); return; }
  // Any piece (Friday and the preacher too, A-J15) may spend a move climbing the palm of his cell, empty-handed, when nobody sits up it (1038, 1042; A-J8).
  if (isPalmAt(s, c) && !pieces.some((q) => up(s, q) && s.u8[P_CELL + q] === c)) out.push(`${name} up`);
  const coin = !preaching(s, p) && s.u8[COINS + c] > 0;
  const cart = carrier && s.v[CART] === c, loads = ['', ...(s.u8[COINS + c] > 0 ? ['$'] : []), ...(s.u8[COINS + c] > 1 ? ['$$'] : [])]; // with it, two coins at once
  const strikes = !(s.u8[P_CELL + MISSIONARY] === c && preaching(s, MISSIONARY) && !lost(s, MISSIONARY) && friends(s, crew, s.u8[P_CREW + MISSIONARY])); // the lost shields no one (A-B24)
  for (let n = 0; n < CELLS; n++) {
    if (dist(c, n) !== 1) continue;
    if (!land(s, n)) {
      const k = shipOn(s, n);
      if (k < 0) continue;
      if (preaching(s, p) ? k === crew : friends(s, crew, k)) {
        out.push(`${name} ${cellName(n)}`);
        if (coin) out.push(`${name} ${cellName(n)}$`);
        if (cart) for (const l of loads) out.push(`${name} ${cellName(n)}${l} cart`); // loaded on an own or allied ship
      } else if (!preaching(s, p)) out.push(`${name} ${cellName(n)}`);
      continue;
    }
    if (mayEnter(s, p, crew, n, false, strikes)) out.push(`${name} ${cellName(n)}`);
    if (coin && mayEnter(s, p, crew, n, true, strikes)) out.push(`${name} ${cellName(n)}$`);
    if (cart && mayEnter(s, p, crew, n, true, strikes)) for (const l of loads) out.push(`${name} ${cellName(n)}${l} cart`);
  }
}

/** Ship destinations by rounds of single steps (a row of other ships stepped over in a line). */
function sails(s: State, crew: number, out: string[]): void {
  const from = s.u8[SHIP + crew];
  const rowers = pieces.filter((p) => s.u8[P_CELL + p] === ABOARD + crew && s.u8[P_CREW + p] === crew && fighter(s, p)).length;
  if (from === OUT || rowers === 0) return;
  // One cell further while a pirate of the crew (not an ally's) stands on the spyglass (966; A-B4).
  const spyglass = pieces.some((p) => s.u8[P_CREW + p] === crew && fighter(s, p) && s.u8[P_CELL + p] < ABOARD && s.u8[TILE + s.u8[P_CELL + p]] !== 0 && kindOf(s.u8[TILE + s.u8[P_CELL + p]]) === Kind.Spyglass);
  const speed = rowers + (spyglass ? 1 : 0);
  let frontier = new Set([from]);
  const seen = new Set([from]);
  for (let r = 0; r < speed; r++) {
    const next = new Set<number>();
    for (const c of frontier) {
      for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
        if (!dx && !dy) continue;
        let [x, y] = xy(c);
        let m = at(x += dx, y += dy);
        while (m >= 0 && m !== from && shipOn(s, m) >= 0) m = at(x += dx, y += dy);
        if (m >= 0 && !land(s, m) && !seen.has(m)) { seen.add(m); next.add(m); }
      }
    }
    frontier = next;
  }
  seen.delete(from);
  for (const m of seen) out.push(`sail ${cellName(m)}`);
}

export function slowMoves(s: State): string[] {
  // The smoke burns once its finder's turn is over (SMOKE = crews + 1 in that turn; tn 45, TN6).
  const burning = s.v[SMOKE] >= 1 && s.v[SMOKE] <= s.v[CREWS];
  const out: string[] = [], crew = s.v[TURN], me = burning ? (crew + 1) % s.v[CREWS] : crew;
  const landCells = [...Array(CELLS).keys()].filter((c) => land(s, c));
  switch (s.v[PHASE]) {
    case Phase.Berth: {
      const free = [...Array(CELLS).keys()].filter((c) => s.u8[BERTH + c] && shipOn(s, c) < 0);
      const apart = free.filter((c) => ![...Array(4).keys()].some((k) => s.u8[SHIP + k] !== OUT && dist(s.u8[SHIP + k], c) === 1));
      for (const c of apart.length ? apart : free) out.push(`ship ${cellName(c)}`);
      break;
    }
    case Phase.Play: {
      for (const p of pieces) if (s.u8[P_CREW + p] === crew) pieceMoves(s, p, crew, out);
      sails(s, crew, out);
      const mine = pieces.filter((p) => s.u8[P_CREW + p] === crew && fighter(s, p) && s.u8[P_CELL + p] !== OUT);
      const holy = mine.find((p) => s.u8[P_CELL + p] < ABOARD && s.u8[TILE + s.u8[P_CELL + p]] !== 0 && kindOf(s.u8[TILE + s.u8[P_CELL + p]]) === Kind.Sanctuary);
      if (holy !== undefined && mine.length < 3) for (let p = 3 * crew; p < 3 * crew + 3; p++) if (s.u8[P_CELL + p] === OUT) out.push(`revive ${pieceName(p)}`);
      if (out.length === 0) out.push('pass');
      break;
    }
    case Phase.Choose: {
      const c = s.v[PEND_CELL], [x, y] = xy(c);
      const ch = s.v[CHOICE];
      if (ch === Choice.Musket) out.push(...DIR_NAMES.map((d) => `shoot ${d}`));
      else if (ch === Choice.Cave) { // the other open caves, but where an enemy pirate stands, or the enemy preacher but for Friday (984; A-B10)
        const p = s.v[PEND_PIECE], side = s.u8[P_CREW + p];
        for (const m of landCells) {
          if (m === c || s.u8[TILE + m] === 0 || kindOf(s.u8[TILE + m]) !== Kind.Cave) continue;
          if (enemies(s, m, side, 0).length === 0 && (p === FRIDAY || !enemyPreacherAt(s, m, side))) out.push(`> ${cellName(m)}`);
        }
      }
      else if (ch === Choice.Flight) for (const m of landCells) { if (m !== c) out.push(`> ${cellName(m)}`); }
      else {
        const targets: number[] = [];
        if (ch === Choice.Arrow) { const dirs = arrowDirs(s.u8[TILE + c]); [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]].forEach(([dx, dy], d) => { if ((dirs >> d) & 1) targets.push(at(x + dx, y + dy)); }); }
        if (ch === Choice.Horse) for (const [dx, dy] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]) targets.push(at(x + dx, y + dy));
        if (ch === Choice.Trampoline) for (let dx = -2; dx <= 2; dx += 2) for (let dy = -2; dy <= 2; dy += 2) if (dx || dy) targets.push(at(x + dx, y + dy));
        for (const m of targets) if (m >= 0) out.push(`> ${cellName(m)}`);
      }
      break;
    }
    case Phase.Peek: for (const c of landCells) if (s.u8[TILE + c] === 0 && !((s.u8[KNOWN + c] >> me) & 1)) out.push(`peek ${cellName(c)}`); break;
    case Phase.Quake:
      if (s.v[QUAKE_TURN] !== 0) { // the swapped arrow's orientations, the present one first, each distinct one once (A-R16)
        const c = s.v[QUAKE_TURN] & 255, t = s.u8[TILE + c], texts: string[] = [];
        if (kindOf(t) < Kind.Arrow1 || kindOf(t) > Kind.Arrow4s) break; // the six arrow tiles, not the wheel (A-R16)
        for (let i = 0; i < 4; i++) {
          const dirs = arrowDirs((t & 63) | (((t >> 6) + i) % 4 << 6));
          const text = `arrow ${cellName(c)} ${DIR_NAMES.filter((_, d) => (dirs >> d) & 1).join('+')}`;
          if (!texts.includes(text)) texts.push(text);
        }
        if (texts.length > 1) out.push(...texts);
        break;
      }
      // No piece, coin, bear, nor the tortoise ("Клетки … на неё не действуют", 1024; A-J4) on a picked cell.
      for (const c of landCells) if (c !== s.v[QUAKE_FIRST] && !s.u8[COINS + c] && s.v[CART] !== c && !someone(s, c, -1)) out.push(`quake ${cellName(c)}`); // "ничего не лежит": nor the cart
      break;
    case Phase.Bottle: {
      // The piece that moved hands the bottle, standing on or next to the one who gets it (918 "с соседней клетки,
      // придя на неё"; aboard: the ship's cell, A-R29); not the preacher, who carries nothing (920).
      const mover = s.v[MOVED];
      const cellOf = (x: number): number => (x >= ABOARD ? s.u8[SHIP + x - ABOARD] : x);
      const near = (c: number): boolean => mover >= 0 && !preaching(s, mover) && dist(cellOf(s.u8[P_CELL + mover]), cellOf(c)) <= 1;
      for (const p of pieces) {
        const c = s.u8[P_CELL + p];
        if (c === OUT || lost(s, p)) continue; // the lost are out of reach (A-B9)
        // Friday of any crew, another than the giver, "получит бутылку" and leaves (994; A-B21); the preacher of any
        // crew, who turns pirate "той же команды, за которую проповедовал до этого" (918; A-B23).
        if (p === FRIDAY) { if (mover !== FRIDAY && near(c)) out.push(`bottle ${pieceName(p)}`); continue; }
        if (s.u8[P_CREW + p] !== crew) { if (preaching(s, p) && near(c)) out.push(`bottle ${pieceName(p)}`); continue; }
        const inLab = c < ABOARD && labOf(s, p) > 0 && labOf(s, p) < labLen(kindOf(s.u8[TILE + c]));
        const stuck = (s.u8[P_STAT + p] & FALLEN) !== 0 || inLab;
        if (stuck || (preaching(s, p) && near(c))) out.push(`bottle ${pieceName(p)}`);
        // One's own preacher, fallen or in a labyrinth, within the gift's reach: 772's use above, or 918's gift (A-B25).
        if (stuck && preaching(s, p) && near(c)) out.push(`bottle ${pieceName(p)} gift`);
      }
      if (s.v[BOTTLES + crew] > 0 && !burning && out.length) out.push('no bottle'); else out.length = 0;
      break;
    }
    case Phase.Tide: // beach cells next to the water, no ship right against them, nothing and nobody on them (1050; A-J10)
      for (const c of landCells) {
        const around = [...Array(CELLS).keys()].filter((m) => dist(c, m) === 1);
        const byWater = around.length < 8 || around.some((m) => !land(s, m));
        if (s.u8[TERRAIN + c] === Back.Beach && byWater && !around.some((m) => shipOn(s, m) >= 0) && !s.u8[COINS + c] && s.v[CART] !== c && !someone(s, c, -1)) out.push(`tide ${cellName(c)}`);
      }
      break;
    case Phase.Roll: for (let f = 1; f <= 6; f++) out.push(`roll ${f}`); break;
    default: break;
  }
  void CREW_LETTERS;
  return out.sort();
}
