/**
 * `npm run bench:fixtures`: recomputes the figures the benchmarks check and writes
 * bench/fixtures.json (see bench/fixtures.ts). The engine figures are confirmed move by
 * move by the reference model (src/reference/): it must list as many moves in every
 * sampled position and reach the same final position in every recorded game and playout;
 * otherwise nothing is written. `--deals N` (default 3000, the bench's default) sets the
 * harness run whose checksum is stored; the checksums of other deal counts already stored
 * are kept.
 */

import { toPosition } from '../src/jackal/position.js';
import type { State } from '../src/jackal/state.js';
import { readPosition, writePosition } from '../src/reference/position.js';
import { legalTexts, play } from '../src/reference/turn.js';
import { jsonDiff } from '../test/support/differential.js';
import { EXP_PLAYOUT_SEED, PLAYOUT_SEED, TI_PLAYOUT_SEED, engineWorkload, recordPlayouts } from './engine.bench.js';
import { checksum, commitLabel, fixturesPath, loadFixtures, writeFixtures, type Fixtures } from './fixtures.js';
import { benchHarness, STUDY_BOT, STUDY_DEALS } from './harness.bench.js';
import { benchMcts, MCTS_BENCH_SPEC } from './mcts.bench.js';
import { benchPirateChessMcts, PC_MCTS_SPEC, pirateChessWorkload } from './pirate-chess.bench.js';
import { existsSync } from 'node:fs';

/** Replays a game on the reference model; throws unless it ends where the engine's did. */
function confirmGame(what: string, start: State, texts: string[], final: string): void {
  const ref = readPosition(toPosition(start));
  texts.forEach((t, i) => {
    try {
      play(ref, t);
    } catch (e) {
      throw new Error(`${what}: the reference model refuses move ${i + 1} "${t}": ${(e as Error).message}`);
    }
  });
  const diff = jsonDiff(JSON.parse(final), writePosition(ref));
  if (diff.length) throw new Error(`${what}: final positions differ: ${diff.join('; ')}`);
  if (legalTexts(ref).length !== 0) throw new Error(`${what}: the reference model does not see the game over`);
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--deals');
  const deals = i >= 0 ? Number(process.argv[i + 1]) : 3000;
  if (!Number.isInteger(deals) || deals < 1) {
    process.stderr.write(`--deals: must be a whole number of at least 1, got ${JSON.stringify(process.argv[i + 1])}\n`);
    process.exit(2);
  }
  const commit = commitLabel();
  const agree = `engine and reference model (src/reference/) agree, commit ${commit}`;
  const { positions, games, starts, tiStarts, expStarts } = engineWorkload();
  let moves = 0, refMoves = 0;
  const buf = new Int32Array(1024);
  const { generateMoves } = await import('../src/jackal/movegen.js');
  positions.forEach((p) => {
    moves += generateMoves(p, buf);
    refMoves += legalTexts(readPosition(toPosition(p))).length;
  });
  if (moves !== refMoves) throw new Error(`movegen: the engine lists ${moves} moves over the sampled positions, the reference model ${refMoves}`);
  games.forEach((g, k) => confirmGame(`recorded game ${k}`, g.start, g.texts, g.final));
  const classic = recordPlayouts(starts, PLAYOUT_SEED);
  classic.texts.forEach((t, k) => confirmGame(`playout ${k}`, starts[k], t, classic.finals[k]));
  const ti = recordPlayouts(tiStarts, TI_PLAYOUT_SEED);
  ti.texts.forEach((t, k) => confirmGame(`Treasure Island playout ${k}`, tiStarts[k], t, ti.finals[k]));
  // The reference model does not know the original expansion: its playouts are the engine's alone.
  const exp = recordPlayouts(expStarts, EXP_PLAYOUT_SEED);
  console.log(`engine figures confirmed by the reference model (${positions.length} positions, ${games.length + starts.length + tiStarts.length} games)`);
  const mcts = await benchMcts();
  console.log(`mcts checksum ${mcts.checksum}`);
  const mctsDefaults = await benchMcts('mcts');
  console.log(`mcts defaults checksum ${mctsDefaults.checksum}`);
  const h = await benchHarness(deals, 1); // one pair: only the checksum is wanted here
  console.log(`harness checksum ${h.checksum} (${deals} deals)`);
  const study = await benchHarness(STUDY_DEALS, 1, STUDY_BOT);
  console.log(`harness checksum ${study.checksum} (${STUDY_BOT}:${STUDY_DEALS})`);
  const pc = pirateChessWorkload();
  const pcMcts = benchPirateChessMcts();
  console.log(`pirate chess playouts: ${pc.plies} plies, final positions ${pc.final}`);
  const old: Partial<Fixtures> = existsSync(fixturesPath()) ? loadFixtures() : {};
  const f: Fixtures = {
    about: 'Stored figures the benchmarks check before timing (bench/fixtures.ts); regenerate with npm run bench:fixtures and review the diff.',
    engine: {
      movegenPositions: { value: positions.length, source: `positions every 7th ply of 40 seeded random classic 4p games; ${agree}` },
      movegenMoves: { value: moves, source: `legal moves summed over those positions; ${agree} on every position's count` },
      applyPlies: { value: games.reduce((a, g) => a + g.moves.length, 0), source: `plies of 20 recorded seeded random classic games; ${agree}` },
      applyFinal: { value: checksum(games.map((g) => g.final)), source: `sha256 of the 20 games' final position JSON; ${agree}: the reference model replays every move and reaches the same positions` },
      playoutPlies: { value: classic.plies, source: `plies of the seeded playouts from those 20 starts; ${agree}` },
      playoutFinal: { value: checksum(classic.finals), source: `sha256 of the playouts' final position JSON; ${agree} (replayed move by move)` },
      tiPlayoutPlies: { value: ti.plies, source: `plies of seeded playouts from 20 Treasure Island starts; ${agree}` },
      tiPlayoutFinal: { value: checksum(ti.finals), source: `sha256 of their final position JSON; ${agree} (replayed move by move)` },
      expPlayoutPlies: { value: exp.plies, source: `plies of seeded playouts from 20 classic starts with the original expansion; engine only (the reference model lacks the expansion), commit ${commit}` },
      expPlayoutFinal: { value: checksum(exp.finals), source: `sha256 of their final position JSON; engine only (no independent source: it pins that the expansion's play did not change), commit ${commit}` },
    },
    mcts: {
      checksum: { value: mcts.checksum, source: `moves chosen by ${MCTS_BENCH_SPEC} (the defaults before the fitted weights), 12 seeded mid-game positions; engine and bots at commit ${commit} (no independent source: it pins that neither changed)` },
      defaultsChecksum: { value: mctsDefaults.checksum, source: `moves chosen by the default mcts bot (${mctsDefaults.perMove} iterations), the same 12 positions; engine and bots at commit ${commit} (no independent source)` },
    },
    pirateChess: {
      playoutPlies: { value: pc.plies, source: `plies of 8 seeded random Pirate chess playouts (deals pc-bench:0..7, 117 tiles, playout seed 1); engine at commit ${commit} (no independent source: it pins that the engine did not change)` },
      playoutFinal: { value: pc.final, source: `sha256 of those playouts' final position JSON; engine at commit ${commit} (no independent source)` },
      mctsChecksum: { value: pcMcts.checksum, source: `checksum of the moves ${PC_MCTS_SPEC} chooses in the 6 mid-game positions of bench/pirate-chess.bench.ts; engine and bots at commit ${commit} (no independent source)` },
    },
    harness: {
      ...(old.harness ?? {}),
      [String(deals)]: { value: h.checksum, source: `sha256 of the deterministic CSVs of random 2p games, ${deals} deals x 2 seatings, identical on 1 and ${h.workers} workers; commit ${commit}` },
      [`${STUDY_BOT}:${STUDY_DEALS}`]: { value: study.checksum, source: `sha256 of the deterministic CSVs of ${STUDY_BOT} 2p games, ${STUDY_DEALS} deals x 2 seatings, identical on 1 and ${study.workers} workers; commit ${commit} (no independent source: it pins that the games did not change)` },
    },
  };
  writeFixtures(f);
  console.log(`wrote ${fixturesPath()}`);
}

main().catch((e) => {
  process.stderr.write(`bench:fixtures failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
