/**
 * An Archipelago position's `result` is what the engine would have made of the rest
 * (src/archipelago/position-end.ts). Before, a position marked 0 (playing) that its own rules had
 * already ended read (the ply limit reached, stall.turns 400, every tile open and no coin on the
 * island at a turn's start, a solo game with no coin to bring), and moves, apply and the bots
 * played on from it; a result whose condition did not hold read too. Every position of seeded
 * games (every phase, the ends, a campaign's cards between islands, solo missions, the tides'
 * islands) still reads, and is read back equal.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { islandEmpty } from '../../src/archipelago/apply.js';
import { fromPosition, toPosition } from '../../src/archipelago/position.js';
import { COIN_SUPPLY, PHASE, Phase, PHASE_NAMES, RESULT, SCORE, State, statesEqual } from '../../src/archipelago/state.js';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { landward } from './landward.js';
import { play as scenePlay, scene } from './scene.js';

type Json = Record<string, any>;
const written = (s: State): Json => JSON.parse(JSON.stringify(toPosition(s))) as Json;
function refusal(p: Json): string {
  const r = fromPosition(p);
  return 'code' in r ? `${r.field}: ${r.message}` : 'read';
}

/** Plays a seeded game (landward, so that it ends by its coins) and hands every position to `visit`. */
function play(options: Record<string, unknown>, seed: string, visit: (s: State) => void): State {
  const o = G.checkOptions(options);
  if ('code' in o) throw new Error(o.message);
  const s = G.newGame(o as never, seed), rng = new Rng(`${seed}-play`), moves = new Int32Array(G.maxMoves);
  visit(s);
  while (!G.isTerminal(s)) {
    G.applyMove(s, landward(moves, G.generateMoves(s, moves), rng));
    visit(s);
  }
  return s;
}

/** A position between turns (the play phase) after `plies` decisions of a 2p game on island 1. */
function between(plies: number): Json {
  let found: Json | undefined;
  play({ island: 1, mode: '2p', maxPlies: 3000 }, 'position-end', (s) => { if (!found && G.plies(s) >= plies && s.v[PHASE] === Phase.Play) found = written(s); });
  return found!;
}
const base = between(40);
/** The game's end by its coins (docs/RULES.md A-R22): rules.test.ts's scene, the last coin brought aboard (a study: its tiles are no deal, so its removed tiles are left unknown). */
const emptied = (() => {
  const s = scene({ pieces: { W1: 'c4', Y1: 'dead' }, coins: { c4: 1 }, open: { g7: 'empty' } });
  s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] = 17;
  scenePlay(s, 'W1 b4$');
  const j = written(s);
  delete j.removed;
  return j;
})();

describe('Archipelago positions: 0 (playing) where the game had already ended is refused, naming result', () => {
  it('the base positions read: between turns, and the game\'s end (all coins in)', () => {
    expect(refusal(base)).toBe('read');
    expect(emptied.result).toBe(1);
    expect(refusal(emptied)).toBe('read');
  });

  it.each<[string, () => Json, RegExp]>([
    ['ply at maxPlies', () => ({ ...base, maxPlies: base.ply }), /^result: 0 \(playing\), but ply \d+ reached maxPlies \d+: .*\(2, ply-limit\)/],
    ['stall.turns 400', () => ({ ...base, stall: { ...base.stall, turns: 400 } }), /^result: 0 \(playing\), but stall\.turns is 400: .*\(4, stalled\)/],
    ['every tile open and no coin on the island, between turns', () => ({ ...emptied, result: 0, phase: 'play' }), /^result: 0 \(playing\), but every tile is open and no coin is on the island: .*\(1, all-coins\)/],
  ])('%s', (_what, make, line) => {
    expect(refusal(make())).toMatch(line);
  });

  it('mid-turn the island may be empty with the game on (a bottle still to give, A-B23): read, as the turn\'s end decides; between turns refused', () => {
    const s = scene({ pieces: { W1: 'c4', Y1: 'dead' }, coins: { c4: 1 }, open: { g7: 'empty' }, missionary: { at: 'c5', crew: 1 }, bottles: [1, 0] });
    s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] = 17;
    scenePlay(s, 'W1 b4$');
    const j = written(s);
    delete j.removed;
    expect([j.phase, j.result, islandEmpty(s)]).toEqual(['bottle', 0, true]);
    expect(refusal(j)).toBe('read');
    expect(refusal({ ...j, phase: 'play' })).toMatch(/^result: 0 \(playing\), but every tile is open and no coin is on the island/);
  });

  it('a solo game with no coin left to bring, between moves', () => {
    const end = written(play({ mission: 1 }, 'position-end-solo', () => {}));
    expect(refusal(end)).toBe('read');
    if (end.result === 1) expect(refusal({ ...end, result: 0, phase: 'play' })).toMatch(/^result: 0 \(playing\), but no coin is left to bring to the bank/);
    else expect(refusal({ ...end, result: 0, phase: 'play' })).toMatch(/^result: 0 \(playing\), but no pirate is living/);
  });
});

describe('Archipelago positions: a result whose condition does not hold is refused', () => {
  it.each<[string, () => Json, RegExp]>([
    ['all-coins with coins on the island', () => ({ ...base, result: 1, phase: 'over' }), /^result: 1 \(all-coins\) needs every tile open and no coin on the island/],
    ['ply-limit below the limit', () => ({ ...base, result: 2, phase: 'over' }), /^result: 2 \(ply-limit\) needs ply - ply0 >= maxPlies > 0/],
    ['crew-lost in a crews\' game', () => ({ ...base, result: 3, phase: 'over' }), /^result: 3 \(crew-lost\) needs a solo game with no pirate living/],
    ['stalled with no stall', () => ({ ...base, result: 4, phase: 'over' }), /^result: 4 \(stalled\) needs a game not solo with stall\.turns 400/],
    ['stalled on an empty island (the island ends the turn first)', () => ({ ...emptied, result: 4, stall: { ...emptied.stall, turns: 400 } }), /^result: 4 \(stalled\) needs .* the island not empty/],
  ])('%s', (_what, make, line) => {
    expect(refusal(make())).toMatch(line);
  });
});

describe('Archipelago positions: every position of seeded games reads back equal', () => {
  it('heuristic games (island 2 to its coins, a campaign with its cards), landward ones (islands 1, 3, 4, the tides\' island 9, one at a ply limit), solo missions: every phase and every end', () => {
    const results = new Set<number>(), phases = new Set<string>();
    const visit = (where: string) => (s: State): void => {
      const back = fromPosition(written(s));
      if ('code' in back) throw new Error(`${where} ply ${G.plies(s)}: ${back.field}: ${back.message}`);
      if (!statesEqual(back, s)) throw new Error(`${where} ply ${G.plies(s)}: read back differs`);
      phases.add(PHASE_NAMES[s.v[PHASE]]);
    };
    for (const extra of [{ island: 2 }, { campaign: '1,2' }]) { // two heuristics (src/harness/play.ts), the record replayed
      const options = { mode: '2p', ...extra, maxPlies: 3000 };
      const r = playGame(buildConfig({ game: 'archipelago', ...options, bots: ['heuristic:lookahead=0', 'heuristic:lookahead=0'], deals: 1, seed: 'position-end', record: true } as never, null), 1);
      expect(r.error).toBe('');
      const s = G.newGame(G.checkOptions(options) as never, r.dealSeed), where = JSON.stringify(extra);
      visit(where)(s);
      for (const [, text] of r.moves!) {
        const m = G.parseMove(s, text);
        if (typeof m !== 'number') throw new Error(`${where}: ${text}: ${m.message}`);
        G.applyMove(s, m);
        visit(where)(s);
      }
      results.add(s.v[RESULT]);
    }
    for (const [island, mode] of [[1, '2p'], [3, '3p'], [4, '2v2'], [9, '2p']] as const) {
      results.add(play({ island, mode, maxPlies: 3000 }, `position-end:${island}`, visit(`island ${island} ${mode}`)).v[RESULT]);
    }
    results.add(play({ island: 2, mode: '4p', maxPlies: 120 }, 'position-end-limit', visit('ply limit')).v[RESULT]);
    for (const mission of [1, 2, 3]) results.add(play({ mission }, `position-end-solo:${mission}`, visit(`mission ${mission}`)).v[RESULT]);
    expect([...results].sort()).toEqual([1, 2, 3, 4]);
    expect([...phases]).toEqual(expect.arrayContaining(['berth', 'play', 'choose', 'bottle', 'roll', 'tide', 'over', 'draw', 'card']));
  });
});
