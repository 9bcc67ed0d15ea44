/**
 * The bench header's machine speed: src/harness/machine-speed.ts's workload (the figure every
 * run records at its start), measured in fresh isolates like the speed rows (bench/isolates.ts)
 * so that a slow day and a slow isolate read apart: on a slow day even the best isolate is
 * slow against the reference; a slow isolate drags only the median or the slowest.
 * The figures: machinePliesPerSec (best, `…Median`, `…Slowest`), machineRelative and
 * machineRelativeMedian (over REFERENCE_PLIES_PER_SEC), the workload's name, plies and
 * checksum, and machineComparable (`yes` when the games are the reference's: SPEED_PLIES and
 * SPEED_CHECKSUM; otherwise the engine plays other games and the ratio means nothing).
 */

import { type Figures, type IsolateRun, measureInIsolates } from './isolates.js';
import { measureMachineSpeed, REFERENCE_PLIES_PER_SEC, SPEED_GAMES } from '../src/harness/machine-speed.js';

/** The isolate task: one measurement of the full workload (SPEED_GAMES games, whatever JACKAL_SPEED_GAMES says). */
export function machineSpeedIsolate(): IsolateRun {
  const m = measureMachineSpeed(SPEED_GAMES);
  return {
    rates: { machinePliesPerSec: m.pliesPerSec }, ratios: {},
    checks: { machineWorkload: m.workload, machinePlies: m.plies, machineChecksum: m.checksum, machineComparable: m.checksumOk ? 'yes' : 'no', machineClock: m.clock },
  };
}

/** The machine's speed in `isolates` fresh isolates (every isolate must play the same games). */
export async function benchMachine(isolates: number): Promise<Figures> {
  const f = await measureInIsolates({ module: import.meta.url, fn: 'machineSpeedIsolate', args: [] }, isolates, {});
  return {
    ...f, machineReference: REFERENCE_PLIES_PER_SEC,
    machineRelative: Number(f.machinePliesPerSec) / REFERENCE_PLIES_PER_SEC, machineRelativeMedian: Number(f.machinePliesPerSecMedian) / REFERENCE_PLIES_PER_SEC,
  };
}
