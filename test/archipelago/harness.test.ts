/**
 * Archipelago through the harness (src/harness/play.ts): the die is drawn by the harness,
 * not by a bot, from a generator of the deal seed; the roll is recorded like a move and a
 * replay of the record's texts reaches the same end; the same game played twice is the
 * same record.
 */
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';

const input = { game: 'archipelago', mode: '2p', island: 1, bots: ['heuristic', 'random'], deals: 6, seed: 'arch-harness', maxPlies: 700, record: true };

describe('an Archipelago run', () => {
  it('draws the die itself, records it, and replays', () => {
    const c = buildConfig(input, null);
    let rolls = 0;
    for (let game = 1; game <= 6; game++) {
      const r = playGame(c, game);
      expect(r.error).toBe('');
      expect(playGame(c, game).moves).toEqual(r.moves);
      const s = G.newGame(G.checkOptions({ mode: '2p', island: 1, maxPlies: 700 }) as ArchOptions, r.dealSeed);
      for (const [, text] of r.moves!) {
        if (text.startsWith('roll ')) { expect(G.isChance(s)).toBe(true); rolls++; } else expect(G.isChance(s)).toBe(false);
        const m = G.parseMove(s, text);
        if (typeof m !== 'number') throw new Error(`${text}: ${m.message}`);
        G.applyMove(s, m);
      }
      expect(G.isTerminal(s)).toBe(true);
      expect(G.outcome(s).scores).toEqual(r.coins);
    }
    expect(rolls).toBeGreaterThan(0);
  });
});
