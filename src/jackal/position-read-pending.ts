/**
 * The position reader's pending-decision section (position-read.ts runs it): the follow-up
 * decision the crew to move owes, checked against the tile the piece in motion stands on.
 */

import { IS_LAND, NO_CELL, cellName } from './geometry.js';
import { CREW_NAMES } from './options.js';
import {
  CHOICE_CELLS, CHOICE_N, F2_TREASURE, HOW_FLIGHT, HOW_HORSE, LIGHT_PICKS, MAX_CHOICES, MAX_VISITS, NO_CREW, P_CELL, P_CREW, P_FLAGS, P_FLAGS2,
  PEND_AUX, PEND_CARRY, PEND_DX, PEND_DY, PEND_FROM, PEND_HOW, PEND_PIECE, PEND_START, PENDING, Pending, TILE_ARG, TILE_KIND, TILE_TYPE, TURN,
  VISIT_N, VISITS,
} from './state.js';
import { Kind, TILE_TYPES } from './tiles.js';
import { parsePieceName } from './notation.js';
import { ReadContext, bad, boolAt, cellAt, intAt, landCellKey, listAt, objectAt, onlyKeys, section, show } from './position-fields.js';
import { PositionError, ANY_ENTRY, HOW_NAMES, PENDING_NAMES, PendingJson, PendingName } from './position-format.js';
import { CARRY_COIN, CARRY_COIN2, CARRY_TREASURE } from './state.js';

const PENDING_FIELDS = ['kind', 'pirate', 'carrying', 'treasure', 'secondCoin', 'start', 'from', 'dx', 'dy', 'how', 'visits', 'choices', 'first', 'picks'];

/** The pending decision, if any. */
export const readPending = (ctx: ReadContext): PositionError | undefined => section(() => {
  const { j, u8, o, ti } = ctx;
  let carried = 0;
  let moving = -1;
  let carriedTreasure = false;
  if (j.pending !== undefined && j.pending !== null) {
    const pe = objectAt(j.pending, 'pending');
    onlyKeys(pe, 'pending', PENDING_FIELDS);
    const kind = PENDING_NAMES.indexOf(pe.kind as PendingName);
    if (kind <= 0) bad('pending.kind', `must be one of ${PENDING_NAMES.slice(1).join(', ')}, got ${show(pe.kind)}`);
    if (kind >= Pending.CaveExit && !ti) bad('pending.kind', `${pe.kind as string} is a Treasure Island decision; this game uses the ${o.tiles} tile set`);
    const p = typeof pe.pirate === 'string' ? parsePieceName(pe.pirate) : -1;
    if (p < 0 || u8[P_CREW + p] === NO_CREW) bad('pending.pirate', `must name a piece in play, got ${show(pe.pirate)}`);
    if (u8[P_CREW + p] !== u8[TURN]) bad('pending.pirate', `${pe.pirate as string} is not of the crew to move (${CREW_NAMES[u8[TURN]]})`);
    if (kind === Pending.Gift) { readGift(pe, u8, p); ctx.moving = -1; ctx.carriedTreasure = false; return; }
    const at = u8[P_CELL + p];
    if (at === NO_CELL || !IS_LAND[at]) bad('pending.pirate', `${pe.pirate as string} must stand on land to owe a choice`);
    if (u8[P_FLAGS + p] !== 0 || (u8[P_FLAGS2 + p] & F2_TREASURE) !== 0) bad(`pirates.${pe.pirate as string}`, 'the piece in motion has no flags');
    checkTileOwes(pe, kind, at, u8, o);
    const load = readLoad(pe, kind, o, ti);
    carriedTreasure = (load & CARRY_TREASURE) !== 0;
    carried += ((load & CARRY_COIN) !== 0 ? 1 : 0) + ((load & CARRY_COIN2) !== 0 ? 1 : 0);
    const tk = u8[TILE_KIND + at];
    const how = HOW_NAMES.indexOf(pe.how as PendingJson['how']);
    if (how < 0) bad('pending.how', `must be one of ${HOW_NAMES.join(', ')}, got ${show(pe.how)}`);
    if (tk === Kind.Ice && kind === Pending.Horse && how !== HOW_HORSE) bad('pending.how', 'a horse choice on ice follows a horse jump: how must be "horse"');
    if (tk === Kind.Ice && kind === Pending.Airplane && how !== HOW_FLIGHT) bad('pending.how', 'a flight choice on ice follows a flight: how must be "flight"');
    u8[PENDING] = kind;
    u8[PEND_PIECE] = p;
    u8[PEND_CARRY] = load;
    u8[PEND_START] = cellAt(pe.start, 'pending.start');
    u8[PEND_FROM] = cellAt(pe.from, 'pending.from');
    u8[PEND_DX] = intAt(pe.dx, 'pending.dx', -2, 2) & 0xff;
    u8[PEND_DY] = intAt(pe.dy, 'pending.dy', -2, 2) & 0xff;
    u8[PEND_HOW] = how;
    readVisits(pe, u8);
    readChoices(pe, u8);
    readEarthquakeFirst(pe, kind, at, u8);
    readLighthousePicks(pe, kind, u8, o.lighthouse === 'open');
    moving = p;
  }
  ctx.moving = moving;
  ctx.carriedTreasure = carriedTreasure;
  ctx.carried += carried;
});

/** The decision `kind` is one the tile under the piece in motion (at `at`) can owe. */
function checkTileOwes(pe: Record<string, unknown>, kind: number, at: number, u8: Uint8Array, o: ReadContext['o']): void {
  const tk = u8[TILE_KIND + at];
  const ta = u8[TILE_ARG + at];
  const here = `${pe.pirate as string} stands on ${cellName(at)}, a ${TILE_TYPES[u8[TILE_TYPE + at]].name}`;
  const open = o.lighthouse === 'open';
  if (kind === Pending.Arrow && !(tk === Kind.Arrow && (ta & (ta - 1)) !== 0)) bad('pending.kind', `an arrow choice needs a multi-way arrow; ${here}`);
  if (kind === Pending.Horse && tk !== Kind.Horse && tk !== Kind.Ice) bad('pending.kind', `a horse choice needs a horse or ice; ${here}`);
  if (kind === Pending.AirplaneOrStay && !(tk === Kind.Airplane && ta !== 0)) bad('pending.kind', `airplane-or-stay needs an unused airplane; ${here}`);
  if (kind === Pending.AirplaneOrStay && o.airplaneImmediate) bad('pending.kind', 'airplane-or-stay does not occur with airplaneImmediate (use "airplane")');
  if (kind === Pending.Airplane && !(tk === Kind.Ice || (tk === Kind.Airplane && ta !== 0))) bad('pending.kind', `a flight choice needs an unused airplane or ice; ${here}`);
  if (kind === Pending.CaveExit && tk !== Kind.Cave) bad('pending.kind', `a cave exit needs a cave; ${here}`);
  if ((kind === Pending.Earthquake1 || kind === Pending.Earthquake2) && !(ta === 0 && (tk === Kind.Earthquake || (open && tk === Kind.Lighthouse)))) {
    bad('pending.kind', `an earthquake choice needs a used earthquake (or, under the open lighthouse rule, a used lighthouse); ${here}`);
  }
  if ((kind === Pending.LighthousePick || kind === Pending.LighthouseOrder) && !(tk === Kind.Lighthouse && ta === 0)) {
    bad('pending.kind', `a lighthouse choice needs a used lighthouse; ${here}`);
  }
  if (kind === Pending.LighthouseOrder && open) bad('pending.kind', 'lighthouse-order is the Deluxe (peek) rule; options.lighthouse is "open"');
  if (kind === Pending.Carramba && !(tk === Kind.Carramba && ta !== 0)) bad('pending.kind', `a carramba choice needs an unused carramba; ${here}`);
}

/** What the piece in motion carries (`carrying`, `treasure`, `secondCoin`), as the PEND_CARRY bits. */
function readLoad(pe: Record<string, unknown>, kind: number, o: ReadContext['o'], ti: boolean): number {
  const carry = pe.carrying === undefined ? false : boolAt(pe.carrying, 'pending.carrying');
  const treasure = pe.treasure === undefined ? false : boolAt(pe.treasure, 'pending.treasure');
  const exp = o.expansion === 'original';
  if (carry && treasure && !exp) bad('pending.treasure', 'he carries a coin or the treasure, not both');
  const second = pe.secondCoin === undefined ? false : boolAt(pe.secondCoin, 'pending.secondCoin');
  if (second && !exp) bad('pending.secondCoin', 'two coins need the wheelbarrow (options.expansion "original")');
  if (second && !carry) bad('pending.secondCoin', 'a second coin needs a first ("carrying": true)');
  if (treasure && !ti) bad('pending.treasure', 'the galleon treasure is in the Treasure Island set only');
  if ((carry || treasure) && kind >= Pending.Earthquake1) bad(carry ? 'pending.carrying' : 'pending.treasure', `nothing is carried during a ${pe.kind as string} decision (he put it down)`);
  return (carry ? CARRY_COIN : 0) | (treasure ? CARRY_TREASURE : 0) | (second ? CARRY_COIN2 : 0);
}

/** The tiles arrived at during the move (VISITS): each land cell with the entry direction, or "any". */
function readVisits(pe: Record<string, unknown>, u8: Uint8Array): void {
  const vj = pe.visits === undefined ? [] : listAt(pe.visits, 'pending.visits', MAX_VISITS);
  vj.forEach((v, i) => {
    const field = `pending.visits[${i}]`;
    const one = objectAt(v, field);
    onlyKeys(one, field, ['cell', 'any', 'dx', 'dy']);
    const c = landCellKey(one.cell, `${field}.cell`);
    let code: number;
    if (one.any !== undefined) {
      if (one.any !== true) bad(`${field}.any`, 'must be true when given');
      if (one.dx !== undefined || one.dy !== undefined) bad(field, 'give either "any": true or dx and dy');
      code = ANY_ENTRY;
    } else {
      code = (intAt(one.dx, `${field}.dx`, -2, 2) + 2) * 5 + intAt(one.dy, `${field}.dy`, -2, 2) + 2 + 1;
    }
    u8[VISITS + 2 * i] = c;
    u8[VISITS + 2 * i + 1] = code;
  });
  u8[VISIT_N] = vj.length;
}

/** The choice tiles arrived at during the move (CHOICE_CELLS), each at most twice. */
function readChoices(pe: Record<string, unknown>, u8: Uint8Array): void {
  const chj = pe.choices === undefined ? [] : listAt(pe.choices, 'pending.choices', MAX_CHOICES);
  chj.forEach((v, i) => {
    const c = landCellKey(v, `pending.choices[${i}]`);
    if (chj.slice(0, i).filter((w) => w === v).length >= 2) bad(`pending.choices[${i}]`, `${v as string} a third time: the third arrival at a choice tile is a cycle, so it is never recorded`);
    u8[CHOICE_CELLS + i] = c;
  });
  u8[CHOICE_N] = chj.length;
}

/** An earthquake-second decision's first cell (PEND_AUX), an empty tile; `first` is for that decision only. */
function readEarthquakeFirst(pe: Record<string, unknown>, kind: number, at: number, u8: Uint8Array): void {
  if (kind === Pending.Earthquake2) {
    if (pe.first === undefined) bad('pending.first', 'missing: the first cell the earthquake moves');
    const c = landCellKey(pe.first, 'pending.first');
    if (c === at) bad('pending.first', `${pe.first as string} has ${pe.pirate as string} on it; the earthquake moves only empty tiles`);
    u8[PEND_AUX] = c;
  } else if (pe.first !== undefined) {
    bad('pending.first', 'only for an earthquake-second decision');
  }
}

/** A lighthouse decision's picked tiles (LIGHT_PICKS, their count in PEND_AUX); `picks` is for that decision only. */
function readLighthousePicks(pe: Record<string, unknown>, kind: number, u8: Uint8Array, open: boolean): void {
  if (kind === Pending.LighthousePick || kind === Pending.LighthouseOrder) {
    const pk = pe.picks === undefined ? [] : listAt(pe.picks, 'pending.picks', kind === Pending.LighthousePick ? 3 : 4);
    if (kind === Pending.LighthouseOrder && pk.length < 2) bad('pending.picks', 'the order is chosen for 2 to 4 picked tiles');
    pk.forEach((v, i) => {
      const field = `pending.picks[${i}]`;
      const c = landCellKey(v, field);
      // Deluxe: peeked at and still face down; old rule: opened as they were picked.
      if (u8[TILE_KIND + c] !== Kind.Closed && !open) bad(field, `${v as string} is revealed; the lighthouse picks face-down tiles`);
      if (u8[TILE_KIND + c] === Kind.Closed && open) bad(field, `${v as string} is face down; under the old lighthouse rule a picked tile is open at once`);
      if (pk.indexOf(v) !== i) bad(field, `${v as string} picked twice`);
      u8[LIGHT_PICKS + i] = c;
    });
    u8[PEND_AUX] = pk.length;
  } else if (pe.picks !== undefined) {
    bad('pending.picks', 'only for a lighthouse decision');
  }
}

/**
 * A gift decision after the crew's move (TI-R8): `pirate` is the giver, a fighter of the crew
 * on the board; nothing is in motion (start and from are his cell, as written).
 */
function readGift(pe: Record<string, unknown>, u8: Uint8Array, p: number): void {
  if (u8[P_CELL + p] === NO_CELL) bad('pending.pirate', `${pe.pirate as string} must be on the board to give a bottle`);
  if (pe.carrying === true || pe.treasure === true || pe.secondCoin === true) bad('pending.carrying', 'nothing is carried during a gift decision (the move is over)');
  for (const k of ['visits', 'choices', 'picks'] as const) {
    if (Array.isArray(pe[k]) && (pe[k] as unknown[]).length > 0) bad(`pending.${k}`, 'none during a gift decision (the move is over)');
  }
  if (pe.first !== undefined) bad('pending.first', 'only for an earthquake-second decision');
  u8[PENDING] = Pending.Gift;
  u8[PEND_PIECE] = p;
}
