/**
 * legal-cache.ts: the search's remembered legal lists are the generator's lists (same moves,
 * same order) on the positions a search walks, under every determinization of the face-down
 * tiles; a hit needs the whole visible position equal, so a changed piece, tile or scalar
 * misses; and `mcts` chooses the same moves with the cache as with the plain generator.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { applyMove } from '../../../src/pirate-chess/apply.js';
import { PIRATE_CHESS } from '../../../src/pirate-chess/game.js';
import { generateMoves, MAX_MOVES } from '../../../src/pirate-chess/movegen.js';
import { determinizeInto, observeInto } from '../../../src/pirate-chess/observation.js';
import { checkOptions, ChessOptions } from '../../../src/pirate-chess/options.js';
import { newGame } from '../../../src/pirate-chess/setup.js';
import { ASIDE, controller, KING_AT, PLY, RESULT, Result, State } from '../../../src/pirate-chess/state.js';
import { Tile } from '../../../src/pirate-chess/tiles.js';
import { LegalCache } from '../../../bots/pirate-chess/legal-cache.js';
import { Mcts, mctsParams } from '../../../bots/mcts.js';
import { knowledgeFor, parseBotSpec } from '../../../bots/registry.js';

const moves = new Int32Array(MAX_MOVES), cached = new Int32Array(MAX_MOVES);

const list = (a: Int32Array, n: number): number[] => Array.from(a.subarray(0, n));

describe('legal cache', () => {
  it('answers every position of random games under fresh deals with the generator\'s list, in its order', () => {
    const cache = new LegalCache(256), sim = new State(), rng = new Rng('deals');
    let asked = 0;
    for (let g = 0; g < 4; g++) {
      const s = newGame(checkOptions({ maxPlies: 300 }) as ChessOptions, `cache:${g}`), play = new Rng(`cache-play:${g}`);
      for (let ply = 0; ply < 150 && s.v[RESULT] === Result.Playing; ply++) {
        const obs = observeInto(new State(), s, controller(s));
        for (let d = 0; d < 3; d++) { // the same visible position under three deals: hits after the first
          determinizeInto(sim, obs, rng);
          const n = generateMoves(sim, moves), k = cache.generateMoves(sim, cached);
          expect(k).toBe(n);
          expect(list(cached, k)).toEqual(list(moves, n));
          asked++;
        }
        applyMove(s, moves[play.int(generateMoves(s, moves))]);
      }
    }
    expect(asked).toBeGreaterThan(1000);
    expect(cache.hits).toBeGreaterThan(asked / 2);
  });

  it('hits only on the same visible position: a piece, a tile or a scalar changed misses; the hidden tiles and the king cache do not count', () => {
    const s = newGame(checkOptions({}) as ChessOptions, 'cache-key'), cache = new LegalCache(64);
    cache.generateMoves(s, cached);
    const hit = (t: State): boolean => { const h = cache.hits; cache.generateMoves(t, cached); return cache.hits === h + 1; };
    const copy = (): State => { const t = new State(); t.bytes.set(s.bytes); return t; };
    expect(hit(copy())).toBe(true);
    let t = copy();
    let closed = -1;
    for (let c = 0; c < 240 && closed < 0; c++) if (t.tile[c] === Tile.FaceDown) closed = c;
    t.under[closed] = Tile.Horse; t.v[ASIDE] = Tile.Ice; t.v[KING_AT] = 0; // hidden, or not part of the position
    expect(hit(t)).toBe(true);
    t = copy(); t.tile[closed] = Tile.Empty; t.under[closed] = 0; // a tile turned over
    expect(hit(t)).toBe(false);
    t = copy(); t.v[PLY]++;
    expect(hit(t)).toBe(false);
    t = copy();
    let piece = -1;
    for (let c = 0; c < 240 && piece < 0; c++) if (t.piece[c] !== 0) piece = c;
    t.pstat[piece] = 8; // trapped
    expect(hit(t)).toBe(false);
  });

  it('mcts chooses the same moves with the cache as with the plain generator', () => {
    const parsed = parseBotSpec('mcts:iterations=150,stop=0', PIRATE_CHESS.name);
    if ('code' in parsed) throw new Error(parsed.message);
    const p = mctsParams(parsed.params);
    const withCache = new Mcts<State>(p, PIRATE_CHESS, knowledgeFor(PIRATE_CHESS, p));
    const plainKnowledge = knowledgeFor(PIRATE_CHESS, p);
    const plain = new Mcts<State>(p, PIRATE_CHESS, Object.assign(Object.create(Object.getPrototypeOf(plainKnowledge)), plainKnowledge, { generateMoves: undefined }));
    for (let i = 0; i < 2; i++) {
      const s = newGame(checkOptions({}) as ChessOptions, `cache-mcts:${i}`), rng = new Rng(`cache-mcts-play:${i}`);
      for (let ply = 0; ply < 30 + 10 * i && s.v[RESULT] === Result.Playing; ply++) applyMove(s, moves[rng.int(generateMoves(s, moves))]);
      if (s.v[RESULT] !== Result.Playing) continue;
      const obs = observeInto(new State(), s, controller(s));
      expect(withCache.search(obs, 150, 0, new Rng(`cache-search:${i}`))).toBe(plain.search(obs, 150, 0, new Rng(`cache-search:${i}`)));
      expect(withCache.stats.nodes).toBe(plain.stats.nodes);
    }
  });
});
