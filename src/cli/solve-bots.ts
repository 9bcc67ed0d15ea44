/**
 * `jackal solve --versus-bots N`: how often the naive plans meet a card. N seeded games of
 * each of `random` and `heuristic` (one seat, the harness's own loop: src/harness/play.ts),
 * each game replayed from its record through the engine and judged by the card's conditions
 * (solo-score.ts missionMet). A card worth its name is rarely met by either.
 */

import { ARCHIPELAGO } from '../archipelago/game.js';
import type { ArchOptions } from '../archipelago/options.js';
import type { Mission } from '../archipelago/solo-mission.js';
import { missionMet } from '../archipelago/solo-score.js';
import { buildConfig } from '../harness/config.js';
import { playGame } from '../harness/play.js';

export const NAIVE_BOTS = ['random', 'heuristic'];

export interface BotTally { bot: string; games: number; met: number; errors: number }

/** The card's options: a designed card by number, or a file. */
export type CardOptions = { mission: number } | { missionFile: string };

export function botsVersusCard(m: Mission, card: CardOptions, games: number): BotTally[] {
  const out: BotTally[] = [];
  for (const bot of NAIVE_BOTS) {
    const t: BotTally = { bot, games, met: 0, errors: 0 };
    const config = buildConfig({ game: 'archipelago', mode: 'solo', ...card, bots: [bot], deals: games, seed: `versus-${bot}`, maxPlies: 3000, record: true }, null);
    for (let g = 0; g < games; g++) {
      const r = playGame(config, g);
      if (r.error !== '') { t.errors++; continue; }
      const s = ARCHIPELAGO.newGame(ARCHIPELAGO.checkOptions({ mode: 'solo', ...card }) as ArchOptions, r.dealSeed);
      for (const [, text] of r.moves ?? []) {
        const x = ARCHIPELAGO.parseMove(s, text);
        if (typeof x !== 'number') throw new Error(`solve: a recorded move does not replay: ${text}`);
        ARCHIPELAGO.applyMove(s, x);
      }
      if (missionMet(s, m.goal)) t.met++;
    }
    out.push(t);
  }
  return out;
}
