#!/usr/bin/env node
/**
 * How often bots meet the Archipelago solo mission cards (docs/ARCHIPELAGO.md "Solo play").
 *
 * The games `jackal solve --versus-bots N` plays (src/cli/solve-bots.ts: one seat, the
 * harness's own loop, seed `versus-<bot spec>`, ply limit 3000), for any bot specs and
 * without the solver, each judged by the card (solo-score.ts missionMet) on the game's
 * final state. A solo game has no chance, so the games of one bot differ only by its own
 * Rng (its ties). For random and heuristic the counts equal the solve command's.
 *
 * Needs the build (`npm run build`). Run:
 *   node experiments/solo-bots.mjs [--games 100] [--cards 1-10] [--bots 'random heuristic mcts'] (specs separated by spaces)
 * Prints one line a card: per bot, cards met / games, mean coins in the bank, mean living
 * pirates, mean turns of the games that brought every coin; exit 2 on a bad option.
 */

import { ARCHIPELAGO } from '../dist/src/archipelago/game.js';
import { designedMission } from '../dist/src/archipelago/solo-mission.js';
import { missionMet } from '../dist/src/archipelago/solo-score.js';
import { coinsAbroad, delivered, soloLiving } from '../dist/src/archipelago/solo-state.js';
import { TURNS } from '../dist/src/archipelago/state.js';
import { buildConfig } from '../dist/src/harness/config.js';
import { playGame } from '../dist/src/harness/play.js';

function args(argv) {
  const o = { games: '100', cards: '1-10', bots: 'random heuristic' };
  for (let i = 0; i < argv.length; i += 2) {
    const k = argv[i].replace(/^--/, ''), v = argv[i + 1];
    if (!(k in o) || v === undefined) { console.error(`solo-bots: unknown or empty option ${argv[i]}`); process.exit(2); }
    o[k] = v;
  }
  const games = Number(o.games);
  if (!Number.isInteger(games) || games < 1) { console.error('solo-bots: --games must be a whole number >= 1'); process.exit(2); }
  const range = /^(\d+)(?:-(\d+))?$/.exec(o.cards);
  const lo = range ? Number(range[1]) : 0, hi = range ? Number(range[2] ?? range[1]) : 0;
  if (!range || lo < 1 || hi > 10 || lo > hi) { console.error('solo-bots: --cards must be N or N-M within 1-10'); process.exit(2); }
  return { games, lo, hi, bots: o.bots.split(' ') };
}

/** One bot's games on card n: met, mean coins, mean living, mean turns of the finished ones. */
function tally(n, bot, games) {
  const config = buildConfig({ game: 'archipelago', mode: 'solo', mission: n, bots: [bot], deals: games, seed: `versus-${bot}`, maxPlies: 3000, record: true }, null);
  const goal = designedMission(n).goal;
  let met = 0, coins = 0, living = 0, done = 0, turns = 0, errors = 0;
  for (let g = 0; g < games; g++) {
    const r = playGame(config, g);
    if (r.error !== '') { errors++; continue; }
    const s = ARCHIPELAGO.newGame(ARCHIPELAGO.checkOptions({ mode: 'solo', mission: n }), r.dealSeed);
    for (const [, text] of r.moves ?? []) ARCHIPELAGO.applyMove(s, ARCHIPELAGO.parseMove(s, text));
    if (missionMet(s, goal)) met++;
    coins += delivered(s); living += soloLiving(s);
    if (coinsAbroad(s) === 0) { done++; turns += s.v[TURNS]; }
  }
  const ok = games - errors;
  return `${met}/${games} (coins ${(coins / ok).toFixed(2)}, living ${(living / ok).toFixed(2)}, turns ${done ? (turns / done).toFixed(1) : '-'}${errors ? `, ${errors} errors` : ''})`;
}

const o = args(process.argv.slice(2));
for (let n = o.lo; n <= o.hi; n++) {
  const g = designedMission(n).goal;
  console.log(`card ${n} (${g.turns} turns, ${g.survivors} living${g.alive.length ? ', named' : ''}): ${o.bots.map((b) => `${b} ${tally(n, b, o.games)}`).join('; ')}`);
}
