/**
 * `jackal sweep DIR.. --out PAGE.html [--csv FILE] [--param NAME] [--goal RATE] [--title TEXT]`:
 * compares finished (or still running) runs, in the order given: the first bot's win rate
 * with its paired interval per run, and each later run less the first over the deals both
 * played (src/study/sweep.ts), as one self-contained page with
 * a chart and a table (src/web/page.ts), with --csv as CSV, and on stdout as a Markdown table
 * (for the README; not when the page or the CSV goes to stdout). For scaling studies and
 * parameter sweeps: `--param iterations` labels each run by its first bot's iterations.
 *
 * Bad input (no dirs, a dir that is not a run or has no games, a parameter the first bot
 * lacks, a goal outside (0, 1)) is one line naming the flag and the problem, exit status 2.
 */

import type { Argv, CommandModule } from 'yargs';
import { sweepCsv, sweepMarkdown, sweepRuns } from '../study/sweep.js';
import { UsageError as HarnessUsageError } from '../harness/usage-error.js';
import { sweepPage } from '../web/page.js';
import { UsageError, writeOutput } from './common.js';
import { commandHeading } from './command-text.js';

type Args = Record<string, unknown>;

const last = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);

/** The --goal flag: a win rate strictly between 0 and 1, or null when not given. */
export function goalFlag(v: unknown): number | null {
  if (v === undefined) return null;
  const t = String(last(v)).trim();
  const g = /^(0?\.\d+|0|1)$/.test(t) ? Number(t) : NaN;
  if (!(g > 0 && g < 1)) throw new UsageError(`--goal: must be a win rate between 0 and 1 (e.g. 0.75), got ${JSON.stringify(last(v))}`);
  return g;
}

/** An argument as a POSIX shell would need it quoted to read it back. */
const shellWord = (w: string): string => (/^[\w./:=,@+%-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`);

/** The command line as the page prints it (flags in a fixed order, whatever order they were given in). */
export function sweepCommandLine(dirs: readonly string[], flags: [string, string | undefined][]): string {
  return ['jackal', 'sweep', ...dirs, ...flags.flatMap(([f, v]) => (v === undefined ? [] : [`--${f}`, v]))].map(shellWord).join(' ');
}

export const sweepCommand: CommandModule<object, Args> = {
  ...commandHeading('sweep'),
  builder: (y) => y
    .positional('dirs', { type: 'string', array: true, describe: 'the runs\' out dirs, in the order to show them' })
    .option('out', { type: 'string', requiresArg: true, demandOption: true, describe: 'the HTML page to write' })
    .option('csv', { type: 'string', requiresArg: true, describe: 'also write the figures as CSV to this file' })
    .option('param', { type: 'string', requiresArg: true, describe: 'label each run by this parameter of its first bot (e.g. iterations)' })
    .option('goal', { type: 'string', requiresArg: true, describe: 'draw a dashed line at this win rate (e.g. 0.75)' })
    .option('title', { type: 'string', requiresArg: true, describe: 'the page\'s heading' })
    .example('$0 sweep results/scale-mcts-250 results/scale-mcts-1000 --param iterations --goal 0.75 --out scaling.html --csv scaling.csv',
      'mcts\'s score against its opponent by its iterations') as unknown as Argv<Args>,
  handler: (argv) => {
    const dirs = ((argv.dirs as unknown[] | undefined) ?? []).map(String);
    const param = argv.param === undefined ? null : String(last(argv.param));
    const goal = goalFlag(argv.goal);
    const out = String(last(argv.out));
    const csv = argv.csv === undefined ? undefined : String(last(argv.csv));
    let sweep;
    try {
      sweep = sweepRuns(dirs, param);
    } catch (e) {
      if (e instanceof HarnessUsageError) throw new UsageError(`${e.field === 'param' ? '--param' : e.field}: ${e.problem}`);
      throw e;
    }
    const title = argv.title === undefined ? `Sweep of ${dirs.length} ${dirs.length === 1 ? 'run' : 'runs'}${param === null ? '' : ` by ${param}`}` : String(last(argv.title));
    const command = sweepCommandLine(dirs, [['param', param ?? undefined], ['goal', goal === null ? undefined : String(goal)],
      ['title', argv.title === undefined ? undefined : title], ['out', out], ['csv', csv]]);
    writeOutput(sweepPage({ title, goal, command, sweep }), out);
    if (csv !== undefined) writeOutput(sweepCsv(sweep), csv, '--csv');
    if (out !== '-' && csv !== '-') process.stdout.write(sweepMarkdown(sweep));
    const partial = sweep.rows.filter((r) => r.partial).map((r) => `${r.run} (${r.done} of ${r.planned})`);
    process.stderr.write(`sweep: ${sweep.rows.length} ${sweep.rows.length === 1 ? 'run' : 'runs'}${partial.length ? `; partial: ${partial.join(', ')}` : ''}\n`);
  },
};
