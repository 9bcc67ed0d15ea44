/**
 * Honesty tests for every registered bot, for every game it plays (the last block runs
 * through the game interface for each game of the registry; the Jackal blocks above go
 * deeper: mid-turn states and lighthouse peeks): it cannot see face-down tiles (leak), it is a
 * function of observation and seed (determinism), and it plays legal moves (legality).
 *
 * Leak: from many mid-game states (seeded random play, 2p and 4p, including states in
 * the middle of a turn's choices) two full states are built that agree on everything the
 * player on turn sees and differ in the face-down layout (`determinizeInto` with two Rngs;
 * tiles the player was shown stay put). Their observations must be identical, and the bot,
 * playing from each of the two states through its observation with the same seed, must
 * choose the same move. A bot fed anything beyond the observation would split on these pairs.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/jackal/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/jackal/movegen.js';
import { determinizeInto, observe } from '../../src/jackal/observation.js';
import { checkOptions, GameOptions } from '../../src/jackal/options.js';
import { Rng } from '../../src/core/rng.js';
import { currentPlayer, isTerminal } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';
import { copyInto, KNOWN, PENDING, State, statesEqual } from '../../src/jackal/state.js';
import type { Budget } from '../../bots/bot.js';
import { botNames, createBot } from '../../bots/registry.js';
import { gameEntries } from '../../src/harness/games.js';

/** Small budgets keep the suite fast; the spec of each bot under test. */
const SPECS: Record<string, string> = { mcts: 'mcts:iterations=40,depth=8' };
const specOf = (name: string): string => SPECS[name] ?? name;
const BUDGET: Budget = { iterations: 0, ms: 0 };

/**
 * Mid-game states from seeded random play: every `every` plies, in 2p and 4p games, and in
 * 4p games with the original expansion (whose items lie in the open, docs/RULES.md X-R14).
 */
function midGameStates(): State[] {
  const out: State[] = [];
  const moves = new Int32Array(MAX_MOVES);
  for (const [mode, expansion] of [['2p', 'none'], ['4p', 'none'], ['4p', 'original']] as const) {
    const o = checkOptions({ mode, expansion, maxPlies: 400 }) as GameOptions;
    for (let g = 0; g < 4; g++) {
      const s = newGame(o, expansion === 'none' ? `leak:${mode}:${g}` : `leak:${mode}:${expansion}:${g}`);
      const rng = new Rng(`leak-play:${mode}:${g}`);
      for (let ply = 0; ply < 240 && !isTerminal(s); ply++) {
        if (ply % 60 === 59 || (s.u8[PENDING] !== 0 && ply % 7 === 0)) {
          const c = new State();
          copyInto(c, s);
          out.push(c);
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
  }
  return out;
}

/**
 * Treasure Island states (Deluxe lighthouse): seeded random play, keeping states every
 * 60 plies and every state where the player on turn has peeked at face-down tiles, so the
 * leak test also covers private knowledge: the peeked tiles stay in both layouts, the rest
 * differs, and the bot must not tell them apart.
 */
function treasureIslandStates(): { states: State[]; withPeek: number } {
  const out: State[] = [];
  let withPeek = 0;
  const moves = new Int32Array(MAX_MOVES);
  for (const mode of ['2p', '4p'] as const) {
    const o = checkOptions({ mode, tiles: 'treasure-island', lighthouse: 'peek', maxPlies: 900 }) as GameOptions;
    for (let g = 0; g < 12 && withPeek < 12; g++) {
      const s = newGame(o, `leak-ti:${mode}:${g}`);
      const rng = new Rng(`leak-ti-play:${mode}:${g}`);
      let lastPeekState = -100;
      for (let ply = 0; ply < 900 && !isTerminal(s); ply++) {
        const bit = 1 << currentPlayer(s);
        let peeked = false;
        for (let c = 0; c < 169; c++) if ((s.u8[KNOWN + c] & bit) !== 0) { peeked = true; break; }
        if (ply % 60 === 59 || (peeked && ply - lastPeekState >= 25)) {
          const c = new State();
          copyInto(c, s);
          out.push(c);
          if (peeked) { withPeek++; lastPeekState = ply; }
        }
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      }
    }
  }
  return { states: out, withPeek };
}

const TI = treasureIslandStates();
const STATES = [...midGameStates(), ...TI.states];

describe('bots see only what a player sees', () => {
  it('has enough test positions, some in the middle of a turn, some after a lighthouse peek', () => {
    expect(STATES.length).toBeGreaterThanOrEqual(24);
    expect(STATES.some((s) => s.u8[PENDING] !== 0)).toBe(true);
    expect(TI.withPeek).toBeGreaterThanOrEqual(4);
  });

  it('the peeker\'s observation keeps his peeked tiles, and both layouts of a pair agree on them', () => {
    let checked = 0;
    TI.states.forEach((s, i) => {
      const player = currentPlayer(s);
      const seen = observe(s, player);
      const a = new State();
      determinizeInto(a, seen.state, new Rng(`peek-a:${i}`));
      for (let c = 0; c < 169; c++) {
        if ((s.u8[KNOWN + c] & (1 << player)) === 0 || s.layout[c] === 0) continue;
        expect(seen.state.layout[c]).toBe(s.layout[c]);
        expect(a.layout[c]).toBe(s.layout[c]);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(0);
  });

  // every registered bot, and the search variants that read more of the public position
  for (const spec of [...botNames().map(specOf), 'mcts:iterations=40,depth=8,chance=1']) {

    // One pass over the states makes the three checks, three moves a state (a search bot's
    // moves are most of this file's time): botA and botB each play from one of two layouts
    // behind one observation (leak), botA again from the other (determinism: a bot that has
    // moved before, from an equal observation, with the same seed), and botA's move is legal.
    it(`${spec}: the same move from two layouts consistent with one observation, the same again from the same observation and seed, a legal move`, () => {
      const botA = createBot(spec), botB = createBot(spec);
      const moves = new Int32Array(MAX_MOVES);
      let differingLayouts = 0;
      STATES.forEach((s, i) => {
        const player = currentPlayer(s);
        const seen = observe(s, player);
        const a = new State(), b = new State();
        determinizeInto(a, seen.state, new Rng(`layout-a:${i}`));
        determinizeInto(b, seen.state, new Rng(`layout-b:${i}`));
        if (!a.layout.every((v, c) => v === b.layout[c])) differingLayouts++;
        // what the table shows is the same
        const oa = observe(a, player), ob = observe(b, player);
        expect(statesEqual(oa.state, ob.state)).toBe(true);
        expect(statesEqual(oa.state, seen.state)).toBe(true);
        const ma = botA.chooseMove(oa, BUDGET, new Rng(`bot:${i}`));
        const mb = botB.chooseMove(ob, BUDGET, new Rng(`bot:${i}`));
        expect(mb, `leak: state ${i}`).toBe(ma);
        expect(botA.chooseMove(ob, BUDGET, new Rng(`bot:${i}`)), `determinism: state ${i}`).toBe(ma);
        const n = generateMoves(s, moves);
        expect(Array.from(moves.subarray(0, n)), `legality: state ${i}`).toContain(ma);
      });
      expect(differingLayouts).toBeGreaterThan(STATES.length / 2);
    });
  }
});

/**
 * The same leak and determinism checks for every game of the registry, through the game
 * interface alone: mid-game states of seeded random play; for each, two full states that
 * agree on what the player on turn sees (the game's determinizeInto of his observation,
 * with two Rngs) must give the same observation (its position text) and the same move
 * from every bot that plays the game. Small budgets: the point is the information flow.
 */
const GAME_SPECS: Record<string, string> = { mcts: 'mcts:iterations=8,depth=2' };

for (const entry of gameEntries().filter((e) => e.game !== null)) {
  const game = entry.game!;
  describe(`${entry.name}: bots see only what a player sees (through the game interface)`, () => {
    const o = game.checkOptions({ maxPlies: 400 });
    const states: unknown[] = [];
    const moves = new Int32Array(game.maxMoves);
    for (let g = 0; g < 3; g++) {
      const s = game.newGame(o, `leak-iface:${entry.name}:${g}`);
      const rng = new Rng(`leak-iface-play:${g}`);
      for (let ply = 0; ply < 90 && !game.isTerminal(s); ply++) {
        if (ply % 30 === 29) states.push(game.clone(s));
        game.applyMove(s, moves[rng.int(game.generateMoves(s, moves))]);
      }
    }
    const text = (s: unknown): string => JSON.stringify(game.toPosition(s));

    for (const name of botNames(entry.name)) {
      const spec = GAME_SPECS[name] ?? specOf(name);
      it(`${spec}: same observation and move from two hidden layouts consistent with it`, () => {
        expect(states.length).toBeGreaterThanOrEqual(6);
        const botA = createBot(spec, game), botB = createBot(spec, game);
        let differing = 0;
        states.forEach((s, i) => {
          const player = game.currentPlayer(s);
          const seen = game.observe(s, player);
          const a = game.clone(seen), b = game.clone(seen);
          game.determinizeInto(a, seen, new Rng(`iface-a:${i}`));
          game.determinizeInto(b, seen, new Rng(`iface-b:${i}`));
          if (text(a) !== text(b)) differing++;
          const oa = game.observe(a, player), ob = game.observe(b, player);
          expect(text(oa)).toBe(text(seen));
          expect(text(ob)).toBe(text(seen));
          const ma = botA.chooseMove({ state: oa, player }, BUDGET, new Rng(`iface-bot:${i}`));
          const mb = botB.chooseMove({ state: ob, player }, BUDGET, new Rng(`iface-bot:${i}`));
          expect(mb, `state ${i}`).toBe(ma);
          const n = game.generateMoves(s, moves);
          expect(Array.from(moves.subarray(0, n)), `state ${i}`).toContain(ma);
        });
        expect(differing).toBeGreaterThan(states.length / 2);
      });
    }
  });
}
