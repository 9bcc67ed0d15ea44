/**
 * The Pirate chess state checker (test support): every invariant a state between decisions
 * must keep. Returns the broken ones as readable lines (empty = fine).
 */
import { inCheck } from './attack.js';
import { BASE_BOARD, cellName } from './geometry.js';
import { colourOf, Piece, typeOf } from './pieces.js';
import {
  ASIDE, ASIDE_KNOWN, BOTTLES, COINS, GRASS, GRASS_LIT, HIST_LEN, IN_CAVE, ISLAND, LIGHT, LOST, PHASE, Phase, positionHash, REP_N, SIDE, State, STEP_MASK, TRAPPED, TURNS,
} from './state.js';
import { kindOf, spinnerSteps, Tile, TILE_COUNTS, TILE_KINDS } from './tiles.js';

export function checkState(s: State, hidden = true): string[] {
  const bad: string[] = [];
  const kings = [0, 0], men = [0, 0];
  let lostInCaves = 0;
  const count = new Int32Array(TILE_KINDS);
  for (let c = 0; c < 240; c++) {
    const p = s.piece[c], t = s.tile[c];
    if (t === Tile.None) {
      if (p !== 0 || s.under[c] !== 0 || s.pstat[c] !== 0) bad.push(`cell ${c}: something off the board`);
      continue;
    }
    if (!BASE_BOARD[c] && s.v[LIGHT + 3] !== c) bad.push(`${cellName(c)}: an extension cell the lighthouse did not add`);
    if (t === Tile.FaceDown) {
      const laying = s.v[PHASE] === Phase.Arrange && c === s.v[LIGHT + 3]; // the extension gets its tile with the order
      if (hidden && s.under[c] === 0 && !laying) bad.push(`${cellName(c)}: face down over nothing`);
      if (s.under[c]) count[kindOf(s.under[c])]++;
    } else {
      if (s.under[c] !== 0) bad.push(`${cellName(c)}: open with a hidden tile`);
      count[kindOf(t)]++;
    }
    if (p === 0) { if (s.pstat[c] !== 0) bad.push(`${cellName(c)}: a condition without a piece`); continue; }
    const ty = typeOf(p), side = colourOf(p);
    if (ty === Piece.King) kings[side]++;
    else if (ty >= Piece.Pawn && ty <= Piece.Queen) men[side]++;
    const step = s.pstat[c] & STEP_MASK;
    if (step !== 0 && (step > spinnerSteps(kindOf(t)) || (ty !== Piece.King && ty !== Piece.Pawn))) bad.push(`${cellName(c)}: step ${step} off a spinner or on a piece it does not hold`);
    if ((s.pstat[c] & TRAPPED) !== 0 && kindOf(t) !== Tile.Trap) bad.push(`${cellName(c)}: trapped off a trap`);
    if ((s.pstat[c] & IN_CAVE) !== 0) {
      if (kindOf(t) !== Tile.Cave) bad.push(`${cellName(c)}: lost in a cave off a cave`);
      if (++lostInCaves > 1) bad.push(`${cellName(c)}: a second piece lost in the caves (a piece is lost only in the one open cave)`);
    }
  }
  if (hidden) {
    if (s.v[ASIDE]) count[kindOf(s.v[ASIDE])]++;
    if (s.v[PHASE] !== Phase.Arrange && (s.v[ASIDE] !== 0) !== (s.v[ASIDE_KNOWN] >= 0)) bad.push('a set-aside tile must exist exactly until the lighthouse lays it on the board');
    for (let k = 2; k < TILE_KINDS; k++) {
      const want = s.v[ISLAND] === 1 ? (k === Tile.Empty ? 117 : 0) : TILE_COUNTS[k];
      if (count[k] !== want) bad.push(`tile set: ${count[k]} of kind ${k}, expected ${want}`);
    }
  }
  for (let side = 0; side < 2; side++) {
    if (kings[side] !== 1) bad.push(`side ${side}: ${kings[side]} kings`);
    let lost = 0;
    for (let i = 0; i < 5; i++) lost += s.v[LOST + 5 * side + i];
    if (men[side] + lost > 15) bad.push(`side ${side}: ${men[side]} pieces and ${lost} lost make more than 15`);
    if (s.v[COINS + side] < 0 || s.v[BOTTLES + side] < 0) bad.push(`side ${side}: negative coins or bottles`);
  }
  if (s.v[GRASS] < 0 || s.v[GRASS] > 2) bad.push(`grass burning for ${s.v[GRASS]} turns`);
  if (s.v[PHASE] === Phase.Play) {
    if (s.v[GRASS_LIT] !== 0) bad.push('grass lit in a turn that is over');
    if (inCheck(s, 1 - s.v[SIDE])) bad.push('the side that just moved is in check');
    for (let c = 0; c < 240; c++) {
      const p = s.piece[c];
      if (typeOf(p) === Piece.Pawn && s.tile[c] !== Tile.None && s.tile[c + (colourOf(p) === 0 ? 16 : -16)] === Tile.None) bad.push(`${cellName(c)}: a pawn on its last cell after the turn (PC3)`);
    }
    if (s.v[REP_N] > 0 && s.hist[(s.v[TURNS] - 1) & (HIST_LEN - 1)] !== positionHash(s)) bad.push('the newest recorded hash is not the position\'s');
  }
  return bad;
}
