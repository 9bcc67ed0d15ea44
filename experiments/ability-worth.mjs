#!/usr/bin/env node
/**
 * What is each ability card worth? (issue 28; docs/ARCHIPELAGO.md "The expedition")
 *
 * Paired games on the same deals with and without a card: for every deal, one game with no
 * card and one game per card with pirate W1 (white, seat 0) holding it from the start
 * (`--ability W1=<card>`), the heuristic in every seat. A game of the harness is a pure
 * function of the configuration and the game number: with the same seed, deal d has the same
 * tile shuffle, the same dice stream (`chance:<dealSeed>`) and the same bot seeds in all 13
 * variants, so each card's effect is read within deals (the paired design of
 * src/harness/stats/pentanomial.ts blockSample): the holder's coins with the card minus
 * without, per deal, its mean and normal 95% interval; the same for the holder's score
 * (1 win, 0.5 shared first, 0 loss) and for the opponent's coins.
 *
 * Needs the build (`npx tsc -p tsconfig.json`). Run:
 *   node experiments/ability-worth.mjs [--deals 240] [--workers 2] [--island 1] [--mode 2p] [--maxPlies 1000] [--out results/ability-worth]
 * (the ply limit is lowered from the default 3000, so that games two heuristics cannot finish
 * cost a third as much and the run keeps within ~15 minutes on the shared machine)
 * Writes games.csv (every game: deal, card, seat coins, ranks, plies, end reason) and
 * effects.csv (per card: deals, mean effect, 95% interval) and prints the table. Each
 * worker is a child process that plays the deals d with d mod workers = its index; the
 * outputs do not depend on the worker count.
 */

import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CARDS = ['musketeer', 'porter', 'tamer', 'bodyguard', 'navigator', 'gunner', 'rescuer', 'swimmer', 'runner', 'acrobat', 'daredevil', 'lookout'];
const VARIANTS = ['none', ...CARDS];
export const SEED = 'ability-worth';

function args(argv) {
  const o = { deals: 240, workers: 2, island: 1, mode: '2p', maxPlies: 1000, out: join(ROOT, 'results/ability-worth'), child: -1 };
  for (let i = 0; i < argv.length; i += 2) {
    const k = argv[i].replace(/^--/, ''), v = argv[i + 1];
    if (!(k in o) || v === undefined) { console.error(`ability-worth: unknown or empty option ${argv[i]}`); process.exit(2); }
    o[k] = k === 'out' || k === 'mode' ? v : Number(v);
    if (k !== 'out' && k !== 'mode' && (!Number.isInteger(o[k]) || o[k] < (k === 'child' ? 0 : 1))) { console.error(`ability-worth: --${k} must be a whole number, got ${v}`); process.exit(2); }
  }
  return o;
}

/** The harness configuration of one variant (the same seed for all: the same deals). */
async function configOf(o, variant) {
  const { buildConfig } = await import(join(ROOT, 'dist/src/harness/config.js'));
  return buildConfig({
    game: 'archipelago', mode: o.mode, island: o.island, maxPlies: o.maxPlies, bots: ['heuristic'], rotation: 'none', deals: o.deals, seed: SEED,
    ...(variant === 'none' ? {} : { abilities: `W1=${variant}` }),
  }, 'ability-worth');
}

/** A worker: plays its deals in every variant and sends each record up. */
async function child(o) {
  const { playGame } = await import(join(ROOT, 'dist/src/harness/play.js'));
  const configs = [];
  for (const v of VARIANTS) configs.push(await configOf(o, v));
  for (let d = o.child; d < o.deals; d += o.workers) {
    for (let i = 0; i < VARIANTS.length; i++) {
      const r = playGame(configs[i], d);
      process.send({ deal: d, card: VARIANTS[i], coins: r.coins, ranks: r.ranks, plies: r.plies, reason: r.reason, error: r.error });
    }
  }
}

const score = (ranks, seat) => (ranks[seat] !== 1 ? 0 : ranks.filter((x) => x === 1).length > 1 ? 0.5 : 1);

async function main(o) {
  const { blockSample, meanInterval } = await import(join(ROOT, 'dist/src/harness/stats/pentanomial.js'));
  const t0 = Date.now(), rows = [];
  await Promise.all(Array.from({ length: o.workers }, (_, k) => new Promise((resolve, reject) => {
    const c = fork(fileURLToPath(import.meta.url), [...Object.entries({ ...o, child: k }).flatMap(([a, b]) => [`--${a}`, String(b)])], { stdio: 'inherit' });
    c.on('message', (m) => { rows.push(m); if (rows.length % 100 === 0) console.log(`${rows.length} of ${o.deals * VARIANTS.length} games, ${((Date.now() - t0) / 1000).toFixed(0)} s`); });
    c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker ${k} exited ${code}`))));
  })));
  rows.sort((a, b) => a.deal - b.deal || VARIANTS.indexOf(a.card) - VARIANTS.indexOf(b.card));
  const errors = rows.filter((r) => r.error !== '');
  if (errors.length) throw new Error(`${errors.length} games ended in error, the first: ${errors[0].error}`);
  mkdirSync(o.out, { recursive: true });
  writeFileSync(join(o.out, 'games.csv'), ['deal,card,coins_w,coins_y,rank_w,rank_y,plies,end_reason', ...rows.map((r) => [r.deal, r.card, ...r.coins, ...r.ranks, r.plies, r.reason].join(','))].join('\n') + '\n');
  const base = new Map(rows.filter((r) => r.card === 'none').map((r) => [r.deal, r]));
  const fmt = (x) => (x >= 0 ? '+' : '') + x.toFixed(2);
  const effects = [['card', 'deals', 'coins_effect', 'coins_lo', 'coins_hi', 'score_effect', 'score_lo', 'score_hi', 'opponent_coins_effect', 'ply_limit_share']];
  const lines = ['card        deals  holder coins  95% interval      holder score  95% interval      opponent coins  at ply limit'];
  for (const card of VARIANTS) {
    const mine = rows.filter((r) => r.card === card);
    const limit = mine.filter((r) => r.reason === 'ply-limit').length / mine.length;
    if (card === 'none') {
      const mean = (f) => mine.reduce((a, r) => a + f(r), 0) / mine.length;
      lines.push(`none        ${String(mine.length).padStart(5)}  ${mean((r) => r.coins[0]).toFixed(2)} coins a game (white), ${mean((r) => r.coins[1]).toFixed(2)} (yellow)${' '.repeat(13)}${(100 * limit).toFixed(0)}%`);
      effects.push(['none', mine.length, '', '', '', '', '', '', '', limit.toFixed(4)]);
      continue;
    }
    const dc = mine.map((r) => r.coins[0] - base.get(r.deal).coins[0]);
    const ds = mine.map((r) => score(r.ranks, 0) - score(base.get(r.deal).ranks, 0));
    const dy = mine.map((r) => r.coins[1] - base.get(r.deal).coins[1]);
    const c = blockSample(dc), s = blockSample(ds), y = blockSample(dy);
    const [clo, chi] = meanInterval(c), [slo, shi] = meanInterval(s);
    effects.push([card, c.n, c.mean.toFixed(4), clo.toFixed(4), chi.toFixed(4), s.mean.toFixed(4), slo.toFixed(4), shi.toFixed(4), y.mean.toFixed(4), limit.toFixed(4)]);
    lines.push(`${card.padEnd(10)}  ${String(c.n).padStart(5)}  ${fmt(c.mean).padStart(12)}  ${fmt(clo)} to ${fmt(chi)}  ${fmt(s.mean).padStart(12)}  ${fmt(slo)} to ${fmt(shi)}  ${fmt(y.mean).padStart(14)}  ${(100 * limit).toFixed(0)}%`);
  }
  writeFileSync(join(o.out, 'effects.csv'), effects.map((r) => r.join(',')).join('\n') + '\n');
  const head = `ability-worth: ${o.mode}, island ${o.island}, maxPlies ${o.maxPlies}, heuristic in every seat, ${o.deals} deals x 13 variants = ${rows.length} games (seed "${SEED}"), ${((Date.now() - t0) / 1000).toFixed(0)} s on ${o.workers} workers`;
  writeFileSync(join(o.out, 'summary.txt'), [head, '', ...lines].join('\n') + '\n');
  console.log([head, '', ...lines].join('\n'));
}

const o = args(process.argv.slice(2));
if (o.child >= 0) await child(o);
else await main(o);
