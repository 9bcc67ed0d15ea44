/**
 * The Archipelago state checker: every invariant a state between decisions must keep
 * (coins and bottles conserved, tiles conserved per back, no piece on a removed or sea
 * cell unless swimming or aboard, the bear on land, conditions only on their tiles).
 * Returns the broken ones as readable lines (empty = fine). `hidden` false for an
 * observation, whose face-down tiles and removals are blanked.
 */

import { isSolo } from './solo-state.js';
import { CELLS, cellName } from './geometry.js';
import { rogerTidesCheck } from './tides-check.js';
import { quakeCheck } from './quake.js';
import { pieceName } from './notation.js';
import { Card, hasCard } from './abilities.js';
import { enemiesAt, isLand, shipAt } from './rules.js';
import { BOTTLES_TOTAL, COINS_TOTAL } from './setup.js';
import {
  ABOARD, BEN_GUNN, CART, CART_HELD, CAVED, CONVERTED, FRIDAY, allied, BEAR, BOTTLE_SUPPLY, BOTTLES, BOXES, CARRY, COIN_SUPPLY, COINS, CREWS, DRUNK_MASK, DRUNK_SHIFT, FALLEN, isPirate, LAB_MASK,
  LAB_SHIFT, LOST, MISSIONARY, OUT, P_CELL, P_CREW, P_STAT, PEND_CELL, PEND_PIECE, PHASE, Phase, PIECES, SCORE, SEEN, SHIP, State, TERRAIN, TILE,
  REMOVED_N, UP,
} from './state.js';
import { Back, KINDS, kindOf, labSteps, NO_COIN, removedCount, setCount, STAND, Kind } from './tiles.js';

export function checkState(s: State, hidden = true): string[] {
  const bad: string[] = [];
  const crews = s.v[CREWS];
  let coins = s.v[LOST] + s.v[COIN_SUPPLY] + s.v[CARRY];
  for (let k = 0; k < crews; k++) coins += s.v[SCORE + k];
  for (let c = 0; c < CELLS; c++) {
    coins += s.u8[COINS + c];
    const back = s.u8[TERRAIN + c], t = s.u8[TILE + c];
    if (back > Back.Beach) bad.push(`${cellName(c)}: terrain ${back}`);
    if (back === 0) {
      if (t || s.u8[SEEN + c] || s.under[c] || s.u8[COINS + c]) bad.push(`${cellName(c)}: a tile or coins at sea`);
      continue;
    }
    if (t === 0) {
      if (s.u8[SEEN + c] !== 0) bad.push(`${cellName(c)}: closed but recorded as seen`);
      if (hidden && s.under[c] === 0) bad.push(`${cellName(c)}: face down over nothing`);
      if (s.u8[COINS + c]) bad.push(`${cellName(c)}: coins on a closed tile`);
    } else {
      if (s.under[c] !== 0) bad.push(`${cellName(c)}: open with a hidden tile`);
      if (s.u8[SEEN + c] === 0 || kindOf(t) >= KINDS) bad.push(`${cellName(c)}: open tile ${t} with no record`);
      if (s.u8[COINS + c] && (!STAND[kindOf(t)] || NO_COIN[kindOf(t)])) bad.push(`${cellName(c)}: coins on a ${kindOf(t)} tile`);
    }
  }
  if (coins !== COINS_TOTAL) bad.push(`coins: ${coins} counted, ${COINS_TOTAL} in the game`);
  let bottles = s.v[BOTTLE_SUPPLY];
  for (let k = 0; k < crews; k++) { bottles += s.v[BOTTLES + k]; if (s.v[BOTTLES + k] < 0) bad.push(`crew ${k}: negative bottles`); }
  if (bottles > BOTTLES_TOTAL || s.v[BOTTLE_SUPPLY] < 0) bad.push(`bottles: ${bottles} held and in the bank, ${BOTTLES_TOTAL} in the game`);
  if (hidden && !isSolo(s)) tileSet(s, bad); // a solo card lays its own tiles, not the boxes'
  if (s.v[BEAR] >= 0 && !isLand(s, s.v[BEAR])) bad.push(`the bear at sea (${cellName(s.v[BEAR])})`);
  cartCheck(s, bad);
  for (let k = 0; k < 4; k++) {
    const c = s.u8[SHIP + k];
    if (k >= crews || isSolo(s) || (s.v[PHASE] === Phase.Berth && c === OUT)) continue; // solo: no ships
    if (c === OUT) { bad.push(`ship ${k}: not placed`); continue; }
    if (isLand(s, c) || shipAt(s, c) !== k) bad.push(`ship ${k}: on land or sharing ${cellName(c)}`);
  }
  for (let p = 0; p < PIECES; p++) pieceCheck(s, p, bad);
  rogerTidesCheck(s, bad);
  quakeCheck(s, bad); // the earthquake's arrows still to turn (quake.ts)
  return bad;
}

function pieceCheck(s: State, p: number, bad: string[]): void {
  const c = s.u8[P_CELL + p], st = s.u8[P_STAT + p], crew = s.u8[P_CREW + p], name = pieceName(p);
  if (p < MISSIONARY && crew !== ((p / 3) | 0)) bad.push(`${name}: crew ${crew}`);
  if (c !== OUT && (p < MISSIONARY ? crew >= s.v[CREWS] : crew >= s.v[CREWS])) bad.push(`${name}: in play for a crew not in the game`);
  if (c === OUT) return;
  if (c >= ABOARD) {
    const k = c - ABOARD;
    if (k >= s.v[CREWS] || s.u8[SHIP + k] === OUT || !(p === MISSIONARY && !isPirate(s, p) ? k === crew : allied(s, crew, k))) bad.push(`${name}: aboard ship ${k} it may not board`);
    if (st & (FALLEN | LAB_MASK)) bad.push(`${name}: fallen or in a labyrinth aboard`);
    return;
  }
  if (!isLand(s, c)) {
    if (shipAt(s, c) >= 0) bad.push(`${name}: swimming under a ship at ${cellName(c)}`);
    if (st & (FALLEN | LAB_MASK)) bad.push(`${name}: fallen or in a labyrinth at sea`);
    return;
  }
  const t = s.u8[TILE + c], k = kindOf(t);
  const waiting = s.v[PHASE] !== Phase.Play && s.v[PHASE] !== Phase.Bottle && s.v[PEND_PIECE] === p;
  if (t === 0) bad.push(`${name}: on the closed tile ${cellName(c)}`);
  else if (!STAND[k] && !waiting && !(p === FRIDAY && k === Kind.Cannibal)) bad.push(`${name}: stands on ${cellName(c)}, a tile that moves it on`); // Friday walks by the cannibal (line 991)
  if ((st & CAVED) !== 0 && k !== Kind.Cave) bad.push(`${name}: lost in the caves off a cave (${cellName(c)})`);
  if (p === BEN_GUNN && (st & CONVERTED) === 0) bad.push(`${name}: Ben Gunn is a pirate`);
  const up = ((s.v[UP] >> p) & 1) !== 0 || (st & CAVED) !== 0; // up a palm: above the bear and the enemies below (line 1040); lost in the caves: out of reach
  if (s.v[BEAR] === c && !up && !hasCard(s, p, Card.Tamer)) bad.push(`${name}: shares ${cellName(c)} with the bear`);
  if ((st & FALLEN) && k !== Kind.Pit) bad.push(`${name}: fallen off a pit`);
  const lab = (st & LAB_MASK) >> LAB_SHIFT;
  if (lab > labSteps(k)) bad.push(`${name}: labyrinth step ${lab} on ${cellName(c)}`);
  if (((st & DRUNK_MASK) >> DRUNK_SHIFT) > 2) bad.push(`${name}: drunk ${st}`);
  if (isPirate(s, p) && k !== Kind.Jungle && labSteps(k) === 0 && !up && enemiesAt(s, c, crew, 0) > 0 && !(s.v[PHASE] === Phase.Duel && s.v[PEND_CELL] === c)) bad.push(`${name}: shares ${cellName(c)} with enemies`);
}

/** Per back: the open tiles seen, the closed tiles and the removals are the boxes' tiles. */
function tileSet(s: State, bad: string[]): void {
  const boxes = s.v[BOXES];
  let slot = 0;
  for (let back = Back.Mountain; back <= Back.Beach; back++) {
    const count = new Int32Array(KINDS);
    for (let c = 0; c < CELLS; c++) {
      if (s.u8[TERRAIN + c] !== back) continue;
      count[s.u8[TILE + c] !== 0 ? s.u8[SEEN + c] : kindOf(s.under[c])]++;
    }
    for (let i = 0; i < removedCount(boxes, back); i++) count[kindOf(s.removed[slot++])]++;
    if (back === Back.Beach) while (slot < s.v[REMOVED_N]) count[kindOf(s.removed[slot++])]++; // the tide's (tide.ts)
    for (let k = 1; k < KINDS; k++) if (count[k] !== setCount(boxes, back, k)) bad.push(`tiles: ${count[k]} of kind ${k} on back ${back}, the boxes hold ${setCount(boxes, back, k)}`);
  }
  if (slot !== s.v[REMOVED_N]) bad.push(`removed: ${s.v[REMOVED_N]} recorded, ${slot} expected`);
}

/** The cart (cart.ts) stands where a coin may lie, or aboard a ship in play; it is held only in the middle of a move. */
function cartCheck(s: State, bad: string[]): void {
  const c = s.v[CART];
  if (c === 0) { if (s.v[CART_HELD]) bad.push('cart: held but nowhere'); return; }
  if (s.v[CART_HELD] && (s.v[PHASE] === Phase.Play || s.v[PHASE] === Phase.Bottle)) bad.push('cart: still held after the move');
  if (c >= ABOARD) { if (c - ABOARD >= s.v[CREWS] || s.u8[SHIP + c - ABOARD] === OUT) bad.push(`cart: aboard ship ${c - ABOARD} not in play`); return; }
  const t = s.u8[TILE + c];
  if (!isLand(s, c) || t === 0 || !STAND[kindOf(t)] || NO_COIN[kindOf(t)]) bad.push(`cart: on ${cellName(c)}, where a coin may not lie`);
}
