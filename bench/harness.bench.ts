/**
 * Harness throughput: a fixed experiment (two random bots, 2p, both seatings of 1000
 * deals = 2000 full-length games) played with 1 worker and with all cores. Checks that
 * the CSVs are byte-identical, and reports games/s (wall clock, pool start included),
 * the speedup and a checksum of the CSVs (so a broken harness cannot post a fast time).
 * Neither run is timed measuring the machine's speed (machine-speed.ts, about 0.4 s of the
 * main thread at the start of a run): it is measured before both, and both reuse it. Before
 * 2026-12-02 the 1-worker run measured it and the 2-worker run reused it, which flattered the
 * speedup (0.4 s of a 2.3 s run on the idle machine).
 *
 * Run alone with `node dist/bench/harness.bench.js [deals]`; the main bench calls benchHarness().
 */

import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildConfig } from '../src/harness/config.js';
import { DETERMINISTIC_FILES } from '../src/harness/outputs.js';
import { machineSpeed } from '../src/harness/machine-speed.js';
import { codeId } from '../src/harness/provenance.js';
import { runMatch } from '../src/harness/run.js';
import { bundleFor } from '../src/harness/worker-file.js';

export interface HarnessBench {
  games: number;
  workers: number;
  gamesPerSec1: number;
  gamesPerSecAll: number;
  speedup: number;
  /**
   * CPU cores the process actually got during each run (process CPU time / wall time,
   * all threads). On a machine shared with other jobs the all-cores run may get fewer
   * than `workers` cores; then compare games per CPU-second instead.
   */
  coresUsed1: number;
  coresUsedAll: number;
  /**
   * Share of the wall time the workers spent inside games: sum of game times / (workers x wall).
   * Contention slows games and wall time alike, so this shows the pool's own overhead
   * (start-up, messaging, the tail) even on a busy machine: speedup ~ workers x busyAll / busy1.
   */
  busy1: number;
  busyAll: number;
  /** Games per CPU-second (all threads): equal for both runs if the pool costs nothing. */
  gamesPerCpuSec1: number;
  gamesPerCpuSecAll: number;
  /** sha256 (16 hex digits) of the deterministic CSVs, the code id left out. */
  checksum: string;
  /**
   * What the workers ran: `bundle`, Jackal's bundle (src/harness/worker-bundle.ts), or
   * `modules`, the module worker (no bundle built, or it is stale: `npm run build`), whose
   * threads take several times longer to load.
   */
  worker: 'bundle' | 'modules';
}

/** Plays the fixed experiment with 1 worker and with all cores; throws if the CSVs differ. */
export async function benchHarness(deals = 1000): Promise<HarnessBench> {
  const config = buildConfig({ mode: '2p', bots: ['random'], deals, seed: 'bench' }, 'bench');
  const all = availableParallelism();
  const sums: string[] = [];
  const rates: number[] = [];
  const cores: number[] = [];
  const perCpu: number[] = [];
  const busy: number[] = [];
  let games = 0;
  machineSpeed(); // each run reuses this measurement (SPEED_TTL_MS), so neither is timed making it
  for (const workers of [1, all]) {
    const out = mkdtempSync(join(tmpdir(), `jackal-bench-${workers}-`));
    try {
      const cpu0 = process.cpuUsage();
      const r = await runMatch(config, { out, workers });
      const cpu = process.cpuUsage(cpu0);
      const cpuSec = (cpu.user + cpu.system) / 1e6;
      cores.push(cpuSec / r.seconds);
      perCpu.push(r.played / cpuSec);
      busy.push(r.gameMs / 1000 / (workers * r.seconds));
      if (!r.complete) throw new Error('bench run did not complete');
      games = r.played;
      rates.push(r.gamesPerSec);
      // The code id (a hash of the sources, in games.csv) is left out: the stored checksum
      // (bench/fixtures.json) pins the games, not the bytes of the code that played them.
      const h = createHash('sha256');
      for (const f of DETERMINISTIC_FILES) h.update(readFileSync(join(out, f), 'utf8').split(codeId(undefined, 'jackal')).join('<code>'));
      sums.push(h.digest('hex').slice(0, 16));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
  if (sums[0] !== sums[1]) throw new Error(`CSV outputs differ between 1 and ${all} workers: ${sums[0]} vs ${sums[1]}`);
  return {
    games, workers: all, gamesPerSec1: rates[0], gamesPerSecAll: rates[1], speedup: rates[1] / rates[0],
    busy1: busy[0], busyAll: busy[1], coresUsed1: cores[0], coresUsedAll: cores[1], gamesPerCpuSec1: perCpu[0], gamesPerCpuSecAll: perCpu[1], checksum: sums[0],
    worker: bundleFor(config) !== undefined ? 'bundle' : 'modules',
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchHarness(process.argv[2] ? Number(process.argv[2]) : undefined);
  console.log(JSON.stringify(r, null, 2));
}
