/**
 * Seeded games on every designed island, 1-10, in every mode, heuristic and random seated
 * together, through the harness (src/harness/play.ts): no errors, and the record replayed with
 * the engine passes the state checker at every decision and reaches the same scores. Short
 * games (a ply limit) keep the file quick; the long run is `npm run invariants:archipelago`.
 * The heuristic looks no decision ahead (`lookahead=0`): its lookahead is the bot's own
 * business (test/bots/archipelago/, test/archipelago/harness.test.ts), and scoring every
 * follow-up was most of this file's time. It plays as purposefully: over these 40 games at
 * 80 plies the islands showed 59 tile kinds (arrows by turn counted apart) with lookahead
 * 0, 58 with the default 2.
 */
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import type { ArchOptions } from '../../src/archipelago/options.js';

const SEATS: Record<string, number> = { '4p': 4, '2v2': 4, '2p': 2, '3p': 3 };
const PLIES = 80;

describe('heuristic and random play islands 1-10 in every mode', () => {
  for (let island = 1; island <= 10; island++) {
    it(`island ${island}`, () => {
      for (const mode of Object.keys(SEATS)) {
        const bots = Array.from({ length: SEATS[mode] }, (_, i) => (i % 2 === 0 ? 'heuristic:lookahead=0' : 'random'));
        const c = buildConfig({ game: 'archipelago', mode, island, bots, deals: 1, seed: `islands-play:${island}:${mode}`, maxPlies: PLIES, record: true }, null);
        const r = playGame(c, 1);
        expect(r.error, `island ${island} ${mode}`).toBe('');
        const s = G.newGame(G.checkOptions({ mode, island, maxPlies: PLIES }) as ArchOptions, r.dealSeed);
        for (const [, text] of r.moves!) {
          const m = G.parseMove(s, text);
          if (typeof m !== 'number') throw new Error(`island ${island} ${mode}: ${text}: ${m.message}`);
          G.applyMove(s, m);
          const bad = checkState(s);
          if (bad.length) throw new Error(`island ${island} ${mode} after ${text}: ${bad.join('; ')}`);
        }
        expect(G.isTerminal(s)).toBe(true);
        expect(G.outcome(s).scores).toEqual(r.coins);
      }
    });
  }
});
