/**
 * The Pirate chess reader runs the state checker (src/pirate-chess/position-check.ts): a position
 * whose every field reads but that no game reaches is refused naming the field its first broken
 * invariant is about. Before, it read a side with 16 men, the side that just moved in check, a
 * castling right without its rook, an en-passant target behind no pawn, a tile set that did not
 * add up, ... and moves, apply and the bots went on from there. Also pinned: `pendingFrom` reads
 * back exactly (the engine holds -1 after a flight and 0 when nothing was recorded in the turn;
 * both were written null and read as 0), and a `history` longer than the turns since the last
 * capture or pawn move (state.ts REP_N) is refused. Every position of seeded random games, in
 * every phase, and both players' observations of it still read, field by field.
 */

import { describe, expect, it } from 'vitest';
import { isFieldError } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { PIRATE_CHESS } from '../../src/pirate-chess/game.js';
import { observeInto } from '../../src/pirate-chess/observation.js';
import { fromPosition, toPosition } from '../../src/pirate-chess/position.js';
import { CAPTURED, CHAIN, HIST_LEN, KING_AT, PEND_FROM, PHASE, REP_N, START, State, TURNS } from '../../src/pirate-chess/state.js';

type Json = Record<string, any>;
const written = (s: State): Json => JSON.parse(JSON.stringify(toPosition(s))) as Json;

/** The field and message fromPosition refuses `p` with, or "read" when it reads it. */
function refusal(p: Json): string {
  const r = fromPosition(p);
  return isFieldError(r) ? `${r.field}: ${r.message}` : 'read';
}

/**
 * What of `s` the position does not hold, set as the reader sets it, so that the rest compares
 * byte for byte: the king-cell cache (state.ts KING_AT, "not part of the position"); in the play
 * phase the turn's START, CHAIN and CAPTURED, which beginTurn sets when the next turn opens; and
 * the hash ring's slots older than the last REP_N turns.
 */
function asHeld(s: State): State {
  const t = PIRATE_CHESS.clone(s);
  t.v[KING_AT] = 0; t.v[KING_AT + 1] = 0;
  if (t.v[PHASE] === 0) { t.v[START] = 0; t.v[CHAIN] = 0; t.v[CAPTURED] = 0; }
  for (let i = t.v[REP_N]; i < HIST_LEN; i++) t.hist[(t.v[TURNS] - 1 - i) & (HIST_LEN - 1)] = 0;
  return t;
}

/** Where a read-back state differs from s ("v[22]", "under[57]"), none when the round trip is exact. */
function differences(s: State, back: State): string[] {
  const a = asHeld(s), b = asHeld(back), out: string[] = [];
  for (const f of ['piece', 'pstat', 'tile', 'used', 'under', 'known', 'v', 'hist'] as const) {
    for (let i = 0; i < a[f].length; i++) if (a[f][i] !== b[f][i]) out.push(`${f}[${i}] ${a[f][i]} read back ${b[f][i]}`);
  }
  return out;
}

const PHASES = ['play', 'choose', 'promote', 'quake', 'light', 'light-ext', 'arrange', 'rum'];

describe('Pirate chess positions: what the engine reaches reads back exactly', () => {
  it('every position of seeded random games, in every phase, field by field; both players\' observations read and write back the same', () => {
    const phases = new Set<string>(), from = new Set<string>(), moves = new Int32Array(PIRATE_CHESS.maxMoves);
    let positions = 0;
    for (const [island, games] of [['treasure', 8], ['bare', 2]] as const) {
      const o = PIRATE_CHESS.checkOptions({ island });
      if (isFieldError(o)) throw new Error(o.message);
      for (let g = 0; g < games; g++) {
        const s = PIRATE_CHESS.newGame(o, `position-check:${g}`), rng = new Rng(`position-check-play:${g}`);
        for (let ply = 0; ; ply++) {
          const p = written(s), back = fromPosition(structuredClone(p));
          if (isFieldError(back)) throw new Error(`${island} game ${g} ply ${ply}: ${back.field}: ${back.message}`);
          const diff = differences(s, back);
          if (diff.length) throw new Error(`${island} game ${g} ply ${ply} (${p.phase}): ${diff.slice(0, 3).join(', ')}`);
          for (const player of [0, 1]) {
            const seen = written(observeInto(new State(), s, player)), obs = fromPosition(structuredClone(seen));
            if (isFieldError(obs)) throw new Error(`${island} game ${g} ply ${ply}, player ${player}'s observation: ${obs.field}: ${obs.message}`);
            expect(written(obs)).toEqual(seen);
          }
          phases.add(p.phase);
          if (s.v[PHASE] !== 0) from.add(s.v[PEND_FROM] < 0 ? 'flight' : s.v[PEND_FROM] === 0 ? 'none' : 'cell');
          positions++;
          const n = PIRATE_CHESS.generateMoves(s, moves);
          if (n === 0) break;
          PIRATE_CHESS.applyMove(s, moves[rng.int(n)]);
        }
      }
    }
    expect([...phases].sort()).toEqual([...PHASES].sort());
    expect([...from].sort()).toEqual(['cell', 'flight', 'none']);
    expect(positions).toBeGreaterThan(3000);
  });
});

/** The start of a seeded game on the bare island (every tile open, so one piece moved breaks one thing) and its first horse's choice. */
function startAndChoice(): { bare: Json; treasure: Json; choose: Json } {
  const bareOptions = PIRATE_CHESS.checkOptions({ island: 'bare' }), options = PIRATE_CHESS.checkOptions({});
  if (isFieldError(bareOptions) || isFieldError(options)) throw new Error('options');
  const s = PIRATE_CHESS.newGame(options, 1), moves = new Int32Array(PIRATE_CHESS.maxMoves), rng = new Rng('position-check');
  const treasure = written(s);
  for (let ply = 0; ply < 400; ply++) {
    if (written(s).phase === 'choose') return { bare: written(PIRATE_CHESS.newGame(bareOptions, 1)), treasure, choose: written(s) };
    PIRATE_CHESS.applyMove(s, moves[rng.int(PIRATE_CHESS.generateMoves(s, moves))]);
  }
  throw new Error('seed 1 no longer reaches a horse\'s choice in 400 plies');
}

describe('Pirate chess positions: a position no game reaches is refused naming the field', () => {
  const { bare, treasure, choose } = startAndChoice();
  /** base changed by f; the history emptied (the hash record starts afresh) unless f sets it, so that only f's change is wrong. */
  const change = (base: Json, f: (p: Json) => void): Json => { const p = structuredClone(base); p.history = []; f(p); return p; };
  const move = (p: Json, from: string, to: string): void => { p.cells[to].piece = p.cells[from].piece; delete p.cells[from].piece; };

  it('the positions changed below read as they are, and with the history emptied; a promoted pawn counts as a pawn', () => {
    for (const p of [bare, treasure, choose]) {
      expect(refusal(p)).toBe('read');
      expect(refusal(change(p, () => {}))).toBe('read');
    }
    expect(refusal(change(bare, (p) => { p.cells.e2.piece = 'wN+'; }))).toBe('read');
  });

  it.each<[string, () => Json, string, RegExp]>([
    ['a 16th white man', () => change(bare, (p) => { p.cells.e5.piece = 'wN'; }), 'cells', /16 pieces and 0 lost make more than 15/],
    ['15 white men and one lost', () => change(bare, (p) => { p.lost.white = 'P'; }), 'lost.white', /15 pieces and 1 lost make more than 15/],
    ['a third white knight (for a pawn)', () => change(bare, (p) => { p.cells.e2.piece = 'wN'; }), 'cells', /side 0: 3 knights and 0 lost make more than the 2/],
    ['a third white knight, lost (for a pawn)', () => change(bare, (p) => { delete p.cells.e2.piece; p.lost.white = 'N'; }), 'lost.white', /side 0: 2 knights and 1 lost make more than the 2/],
    ['black, who just moved, in check', () => change(bare, (p) => { delete p.cells.g10.piece; move(p, 'f1', 'g6'); }), 'toMove', /the side that just moved is in check/],
    ['a castling right without its rook', () => change(bare, (p) => { delete p.cells.j1.piece; }), 'castling', /castling right/],
    ['a castling right without its king at home', () => change(bare, (p) => { move(p, 'g11', 'g6'); }), 'castling', /castling right/],
    ['an en-passant target behind no pawn', () => change(bare, (p) => { p.enPassant = 'e9'; p.enPassantPawn = 'e8'; }), 'enPassant', /en-passant target e9/],
    ['a white pawn on its last cell after the turn', () => change(bare, (p) => { p.cells.e11.piece = 'wP'; delete p.cells.e2.piece; }), 'cells.e11', /a pawn on its last cell/],
    ['a trapped piece off a trap', () => change(bare, (p) => { p.cells.e2.trapped = true; }), 'cells.e2', /trapped off a trap/],
    ['grass lit in a turn that is over', () => change(bare, (p) => { p.grassLit = true; }), 'grassLit', /grass lit/],
    ['a meeting kept in a turn that is over', () => change(bare, (p) => { p.met = 'e2'; }), 'met', /a meeting beside a joined character/],
    ['a promotion owed by a piece that is no pawn', () => change(choose, (p) => { p.phase = 'promote'; }), 'pending', /a promotion owed by no pawn/],
    ['a tile of the set twice, one missing', () => change(treasure, (p) => { const c = Object.keys(p.cells).find((k) => p.cells[k].under === 'empty')!; p.cells[c].under = 'lighthouse'; }), 'cells', /tile set: 17 empty, expected 18; tile set: 2 lighthouse, expected 1/],
    ['a set-aside tile that no longer exists', () => change(treasure, (p) => { p.asideKnown = -1; }), 'aside', /a set-aside tile must exist/],
    ['a newest hash that is not the position\'s', () => change(bare, (p) => { p.history = [12345]; }), 'history', /the newest recorded hash/],
  ])('%s', (_what, make, field, problem) => {
    const r = fromPosition(make());
    expect(isFieldError(r) ? r.field : 'read').toBe(field);
    if (isFieldError(r)) expect(r.message).toMatch(problem);
  });

  it('an observation (no face-down layout) whose tiles seen do not fit the set: a sample could not deal the rest', () => {
    const seen = written(observeInto(new State(), PIRATE_CHESS.newGame(PIRATE_CHESS.checkOptions({}) as never, 1), 0));
    expect(refusal(seen)).toBe('read');
    const lighthouses = change(seen, (p) => { for (const c of ['e5', 'f5']) p.cells[c] = { tile: 'lighthouse' }; });
    expect(refusal(lighthouses)).toMatch(/^cells: inconsistent: tile set: 2 lighthouse seen, the set holds 1/);
    const noAside = change(seen, (p) => { p.asideKnown = -1; }); // 116 closed cells for the 117 tiles
    expect(refusal(noAside)).toMatch(/^cells: inconsistent: tile set: 117 tiles unseen for 116 unknown closed cells/);
  });

  it('a study (a test\'s scenario board, no island\'s tile set) reads with { study: true } only, and is held to every other invariant', () => {
    const scenario = change(bare, (p) => { p.cells.e5 = { tile: 'cave' }; p.cells.e6 = { tile: 'face-down', under: 'horse' }; });
    expect(refusal(scenario)).toMatch(/^cells: inconsistent: tile set: /);
    expect(isFieldError(fromPosition(scenario, { study: true }))).toBe(false);
    const inCheck = change(scenario, (p) => { delete p.cells.g10.piece; move(p, 'f1', 'g6'); });
    const r = fromPosition(inCheck, { study: true });
    expect(isFieldError(r) ? `${r.field}: ${r.message}` : 'read').toBe('toMove: inconsistent: the side that just moved is in check');
  });

  it('the quake phase gives the earthquake\'s first pick (apply.ts swaps its tile with the second\'s): null and left out are refused', () => {
    const quake = change(choose, (p) => { p.phase = 'quake'; p.history = choose.history; });
    expect(refusal(change(quake, (p) => { p.pendingFrom = 'e5'; }))).toBe('read');
    expect(refusal(change(quake, (p) => { p.pendingFrom = null; }))).toBe('pendingFrom: the quake phase owes the earthquake\'s second pick: expected the first pick\'s cell on the board, got null');
    expect(refusal(change(quake, (p) => { delete p.pendingFrom; }))).toBe('pendingFrom: the quake phase owes the earthquake\'s second pick: expected the first pick\'s cell on the board, got none (left out)');
    expect(refusal(change(quake, (p) => { p.pendingFrom = 'a1'; }))).toMatch(/^pendingFrom: .* got "a1"$/);
  });

  it('history holds at most the turns since the last capture or pawn move, the position after it first (state.ts REP_N); halfmove at most turns', () => {
    const s = PIRATE_CHESS.newGame(PIRATE_CHESS.checkOptions({ island: 'bare' }) as never, 2), moves = new Int32Array(PIRATE_CHESS.maxMoves), rng = new Rng('history');
    while (!(s.v[PHASE] === 0 && written(s).halfmove >= 3)) PIRATE_CHESS.applyMove(s, moves[rng.int(PIRATE_CHESS.generateMoves(s, moves))]);
    const quiet = written(s);
    expect(quiet.history).toHaveLength(quiet.halfmove + 1);
    expect(refusal(quiet)).toBe('read');
    const longer = structuredClone(quiet);
    longer.history.unshift(quiet.history[0]);
    expect(refusal(longer)).toBe(`history: holds the position after each turn since the last capture or pawn move, at most halfmove + 1 = ${quiet.halfmove + 1} hashes, got ${quiet.halfmove + 2}`);
    expect(refusal(change(bare, (p) => { p.history = [bare.history[0], bare.history[0]]; }))).toBe('history: holds the position after each turn since the last capture or pawn move, at most halfmove + 1 = 1 hashes, got 2');
    expect(refusal(change(bare, (p) => { p.halfmove = 3; }))).toBe('halfmove: counts turns since the last capture or pawn move: at most turns (0), got 3');
  });
});
