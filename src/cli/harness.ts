/**
 * The harness commands of the `jackal` CLI (yargs command modules): `match` plays bots
 * against each other, `run` plays a named experiment, `merge` combines shard outputs.
 * src/cli/main.ts registers them. Rule flags (--mode, --tiles, --first, ...) are the
 * engine commands' own (common.ts), so every rule option is a match flag too.
 *
 * Exit status (EXIT below; README "Exit status"): 0 every game played, none in error;
 * 2 bad input (the message names the flag or experiment key) or an out dir in use;
 * 3 the run (or merge) is complete but some games ended in an error (the summary says
 * how many; games.csv has the messages); 4 incomplete through a fault of the machinery:
 * some games were left unplayed because they killed their worker again and again, or a
 * worker could not load (dist/ rebuilt mid-run; one line on stderr), or the disk failed the
 * run's files (full, read-only: one line, disk-fault.ts); --resume plays the rest;
 * 130 (SIGINT) or 143 (SIGTERM) when stopped early: the CSVs then hold the games done,
 * and the same command with --resume finishes the run.
 */

import { availableParallelism } from 'node:os';
import type { Argv, CommandModule, Options } from 'yargs';
import { buildConfig, DEFAULT_DEALS, DEFAULT_SEED, parseShard, RunConfig, timeBudgeted } from '../harness/config.js';
import { loadExperiment } from '../harness/experiment.js';
import { mergeRuns } from '../harness/merge.js';
import { checkWorkers, runMatch } from '../harness/run.js';
import { ROTATIONS } from '../harness/seating.js';
import { STALE_FILE } from '../harness/stale-mark.js';
import { failureText, planText, summaryText } from '../harness/summary.js';
import { UsageError } from '../harness/usage-error.js';
import { DiskFault, isDiskError } from '../harness/disk-fault.js';
import { isMachineFault } from '../../bots/bot.js';
import { BOTS_OPTION, lineupFlags } from './bots.js';
import { gameFromFlags, optionsFromFlags, withGameFlag, withRuleFlags } from './common.js';
import { allOptionFlags } from '../harness/games.js';
import { commandHeading } from './command-text.js';
import { numberOption } from './number-option.js';

type Args = Record<string, unknown>;

/** Exit statuses of the harness commands. */
export const EXIT = { ok: 0, usage: 2, gameErrors: 3, unplayed: 4 } as const;

/** Experiment keys and the `jackal match` flags that set them (for error messages). */
const FLAG_OF: Record<string, string> = {
  mode: '--mode', bots: '--bot', roundRobin: '--bot', deals: '--deals', seed: '--seed', rotation: '--rotation', sprt: '--sprt', anchor: '--anchor',
  tiles: '--tiles', firstCrew: '--first', airplaneImmediate: '--airplane-immediate', maxPlies: '--max-plies',
  stallPlies: '--stall-plies', budgetIterations: '--budget-iterations', budgetMs: '--budget-ms', shard: '--shard',
  workers: '--workers', out: '--out', resume: '--resume', record: '--record', force: '--force', reportEvery: '--report-every', game: '--game',
};


/** `bots[2]` -> `--bot #3`; `maxPlies` -> `--max-plies`. */
function flagOf(field: string): string {
  const m = /^(bots|roundRobin)\[(\d+)\]$/.exec(field);
  if (m) return `--bot #${Number(m[2]) + 1}`;
  if (Object.hasOwn(FLAG_OF, field)) return FLAG_OF[field];
  // a rule option: its flag in the game registry (src/harness/games.ts)
  const rule = allOptionFlags().find((f) => f.key === field);
  return rule ? `--${rule.flag}` : field;
}

/** A whole-number flag given as text; undefined when absent. */
function intFlag(v: unknown, key: string): number | undefined {
  if (v === undefined) return undefined;
  const s = String(v).trim();
  if (!/^\d+$/.test(s)) throw new UsageError(key, `must be a whole number, got ${JSON.stringify(v)}`);
  return Number(s);
}

const str = (v: unknown): string | undefined => (v === undefined ? undefined : String(v));
export const lastOf = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);

/** Execution flags shared by `match` and `run`. */
const RUN_FLAGS: Record<string, Options> = {
  out: { type: 'string', requiresArg: true, describe: 'Out dir for config.json, games.jsonl and the CSVs' },
  workers: numberOption(`Worker threads [default: all cores, here ${availableParallelism()}]`),
  resume: { type: 'boolean', describe: 'Finish the run already in --out (same settings and code, else refused naming the difference; starts it if there is none)' },
  force: { type: 'boolean', describe: 'Replace a run already in --out (also the way past a run made by other code)' },
  shard: { type: 'string', requiresArg: true, describe: 'Play only shard K of N (deals d with d mod N = K), e.g. 3/16' },
  progress: { type: 'boolean', describe: 'Progress bar on stderr [default: when stderr is a terminal]' },
  record: { type: 'boolean', describe: 'Record every game\'s moves in records.jsonl (see jackal replay, jackal view)' },
  'report-every': numberOption('Without the bar (stderr not a terminal): a progress line every this many seconds, 0 = none [default: 30]'),
};

export const DEFAULT_REPORT_EVERY = 30;

const MATCH_FLAGS: Record<string, Options> = {
  bot: {
    alias: 'b', type: 'string', array: true, requiresArg: true,
    describe: 'A bot spec per seat, in seat order (name or name:key=value,...); once for every seat',
  },
  bots: BOTS_OPTION,
  'round-robin': { type: 'boolean', describe: 'Treat the --bot (or --bots) list as a pool: play every combination of distinct bots' },
  deals: { alias: 'games', ...numberOption(`Deals (islands), not games: each deal is played once per lineup and seating (--games is the old name) [default: ${DEFAULT_DEALS}]`) },
  seed: { type: 'string', requiresArg: true, describe: `Run seed: fixes every deal and every bot's random stream [default: ${DEFAULT_SEED}]` },
  rotation: { type: 'string', requiresArg: true, describe: `Seatings per deal: ${ROTATIONS.join(', ')} [default: auto = every permutation for 2-3 seats, the 4 cyclic shifts for 4]` },
  'budget-iterations': numberOption('Search iterations per decision (0 = each bot\'s default)'),
  'budget-ms': numberOption('Milliseconds per decision (0 = none). NOT reproducible'),
  sprt: {
    type: 'string', requiresArg: true,
    describe: 'Stop as soon as it is known whether the first bot is elo1 stronger than the second (H1) or at most elo0 (H0): GSPRT on the deals\' blocks, e.g. elo0=0,elo1=5,alpha=0.05,beta=0.05[,model=logistic|normalized]',
  },
  anchor: { type: 'string', requiresArg: true, describe: 'The bot rated 0 in ratings.csv [default: random if it plays, else the first bot]' },
};

const MATCH_EPILOG = [
  'Games: every deal is played once per lineup and seating, so a run has deals x lineups x seatings games.',
  'Seatings (--rotation auto): every permutation of the bots for 2-3 seats; for 4 seats the 4 cyclic shifts (seat s holds lineup bot (s + r) mod 4 in seating r), so each bot sits in each seat once per deal.',
  'Results in --out [default: results/match]: games.csv (a row per game and seat), bots.csv and seats.csv (win rate with its per-game 95% Wilson interval and the paired interval over deals; each seat\'s effect within deals and the p-value of "all seats equal"), crosstable.csv (every pair: score, Elo with its 95% interval, LOS), ratings.csv (Elo fitted jointly), sprt.csv (with --sprt), timing.csv, config.json (with provenance) and the journal games.jsonl; with --record, records.jsonl (every game\'s moves).',
  'Statistics are paired: a block is one deal played in all its seatings, and variances are taken over blocks (for two seats, the pentanomial of the game pair).',
  'Win: the seat\'s side (its team in 2v2) alone has the most coins; tie: k sides share the most (counts 1/k of a win); loss: anything else. Games that ended in an error are left out of bots.csv and seats.csv.',
].join('\n\n');

/** Builds the experiment input of `jackal match` from its flags. */
function matchInput(a: Args): Record<string, unknown> {
  const bots = lineupFlags(a);
  const entry = gameFromFlags(a);
  const input: Record<string, unknown> = {
    game: entry.name, ...optionsFromFlags(a, entry), deals: intFlag(lastOf(a.deals), 'deals'), seed: str(lastOf(a.seed)), rotation: str(lastOf(a.rotation)),
    budgetIterations: intFlag(lastOf(a.budgetIterations), 'budgetIterations'), budgetMs: intFlag(lastOf(a.budgetMs), 'budgetMs'),
    sprt: str(lastOf(a.sprt)), anchor: str(lastOf(a.anchor)),
  };
  if (bots === undefined || bots.length === 0) throw new UsageError('bots', 'give a bot per seat with --bot (e.g. --bot random --bot heuristic), one --bot for every seat, or --bots heuristic,random*3');
  if (a.roundRobin) input.roundRobin = bots; else input.bots = bots;
  // Two or three bots and no --mode: the mode with that many seats (a game with modes only).
  if (!a.roundRobin && (a as Record<string, unknown>).mode === undefined && (bots.length === 2 || bots.length === 3) && 'mode' in (entry.game.checkOptions({}) as object)) input.mode = `${bots.length}p`;
  if (a.record) input.record = true;
  for (const k of Object.keys(input)) if (input[k] === undefined) delete input[k];
  return input;
}

/** Runs a configuration with the execution flags, prints the summary, sets the exit status. */
async function execute(config: RunConfig, a: Args, defaultOut: string): Promise<void> {
  const workers = intFlag(lastOf(a.workers), 'workers') ?? availableParallelism();
  if (workers < 1) throw new UsageError('workers', 'must be at least 1');
  checkWorkers(workers);
  const out = str(lastOf(a.out)) ?? defaultOut;
  const reportEvery = intFlag(lastOf(a.reportEvery), 'reportEvery') ?? DEFAULT_REPORT_EVERY;
  // the run's --budget-ms or a bot's own `ms=` parameter (mcts:ms=50): either makes config.json say reproducible false
  if (timeBudgeted(config)) process.stderr.write(`jackal: warning: a time budget (${config.budget.ms > 0 ? '--budget-ms' : 'a bot\'s ms= parameter'}) makes the results depend on machine speed and load; they will not reproduce\n`);
  const stop = new AbortController();
  let signalled = 0;
  const onSignal = (sig: NodeJS.Signals): void => {
    if (signalled) {
      process.stderr.write(`\na second signal (${sig}): quitting at once; the CSVs in ${out} may lag its journal (${STALE_FILE} says so); the same command with --resume rewrites them\n`);
      process.exit(128 + (sig === 'SIGINT' ? 2 : 15));
    }
    signalled = sig === 'SIGINT' ? 130 : 143;
    process.stderr.write(`\n${sig}: stopping; writing the CSVs of the games done (again to quit at once)\n`);
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const r = await runMatch(config, {
      out, workers, resume: Boolean(a.resume), force: Boolean(a.force), signal: stop.signal,
      progress: (a.progress as boolean | undefined) ?? Boolean(process.stderr.isTTY), reportEvery,
      onPlan: (todo, total, w) => process.stderr.write(planText(config, todo, total, w)),
    });
    process.stdout.write(summaryText({ ...r, out }));
    if (r.failure) process.stderr.write(`jackal: ${failureText({ ...r, out })}\n`);
    if (!r.complete) process.exitCode = signalled || EXIT.unplayed;
    else if (r.errors > 0) process.exitCode = EXIT.gameErrors;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Runs a command body; bad input becomes `jackal CMD: message` on stderr and exit status 2, a disk that fails the run (disk-fault.ts) or a game the machine could not play (bots/bot.ts MachineFault) the same with status 4. */
export async function guard(cmd: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (e) {
    const isOther = !(e instanceof UsageError) && (e as Error)?.name === 'UsageError'; // common.ts's, message names the flag
    if (isMachineFault(e)) {
      // the machine could not play a game (bots/bot.ts): no result; the run's line says what it kept
      process.stderr.write(`jackal ${cmd}: ${e.message}\n`);
      process.exitCode = EXIT.unplayed;
      return;
    }
    if (e instanceof DiskFault || isDiskError(e)) {
      // a fault of the machine, not of the input: its one line, and the status of an incomplete run
      // (a run says what it kept; merge, tune and fit name node:fs's error)
      const msg = e instanceof DiskFault ? e.message
        : `STOPPED: cannot write (${(e as Error).message}); free space (or mend the disk), then run the same command again (with --resume where it has one)`;
      process.stderr.write(`jackal ${cmd}: ${msg}\n`);
      process.exitCode = EXIT.unplayed;
      return;
    }
    if (!(e instanceof UsageError) && !isOther) throw e;
    // errors in an experiment file name the file and its key; the rest name the flag
    const msg = e instanceof UsageError ? (e.where ? e.message : `${flagOf(e.field)}: ${e.problem}`) : (e as Error).message;
    process.stderr.write(`jackal ${cmd}: ${msg}\n`);
    process.exitCode = 2;
  }
}

const shardOf = (a: Args): RunConfig['shard'] => {
  const s = lastOf(a.shard);
  return s === undefined ? null : parseShard(String(s));
};

export const matchCommand: CommandModule<object, Args> = {
  ...commandHeading('match'),
  builder: (y: Argv) => withRuleFlags(y).options({ ...MATCH_FLAGS, ...RUN_FLAGS }).strict()
    .example('$0 match --mode 2p --bot heuristic --bot random --deals 100 --out results/h-vs-r', 'one lineup, both seatings of every deal')
    .example('$0 match --mode 2p --bot heuristic --bot heuristic:carry=0.5 --deals 2000 --sprt elo0=0,elo1=20', 'stop as soon as the answer is known')
    .example('$0 match --mode 4p --bot random --deals 500 --seed 7', 'four random bots: seat balance')
    .example('$0 match --mode 2p --round-robin --bot random --bot heuristic --bot mcts:iterations=200', 'every pair of the three')
    .example('$0 match --mode 2p --bot mcts --bot random --deals 1000 --shard 3/16 --out results/s3', 'shard 3 of 16 (then: jackal merge)')
    .epilog(MATCH_EPILOG) as unknown as Argv<Args>,
  handler: (a) => guard('match', async () => {
    const shard = shardOf(a);
    const config = buildConfig(matchInput(a), null, shard);
    await execute(config, a, 'results/match');
  }),
};

export const runCommand: CommandModule<object, Args> = {
  ...commandHeading('run'),
  builder: (y: Argv) => withGameFlag(y.positional('experiment', { type: 'string', describe: 'Experiment name or path' }))
    .options({
      ...RUN_FLAGS,
      deals: { alias: 'games', ...numberOption('Override the experiment\'s deals (islands; --games is the old name)') },
      seed: { type: 'string', requiresArg: true, describe: 'Override the experiment\'s seed' },
    }).strict()
    .example('$0 run default', 'the small default experiment into results/default')
    .example('$0 run ladder --shard $SLURM_ARRAY_TASK_ID/16 --out results/ladder/$SLURM_ARRAY_TASK_ID', 'one shard of the ladder') as unknown as Argv<Args>,
  handler: (a) => guard('run', async () => {
    const shard = shardOf(a);
    const overrides: Record<string, unknown> = {};
    const deals = intFlag(lastOf(a.deals), 'deals');
    if (deals !== undefined) overrides.deals = deals;
    if (a.seed !== undefined) overrides.seed = String(lastOf(a.seed));
    if (a.record) overrides.record = true;
    const config = loadExperiment(String(a.experiment), overrides, shard);
    if (a.game !== undefined) {
      const want = gameFromFlags(a).name;
      if (config.game !== want) throw new UsageError('game', `experiment ${config.name} plays ${config.game}, not ${want}`);
    }
    await execute(config, a, `results/${config.name}`);
  }),
};

export const mergeCommand: CommandModule<object, Args> = {
  ...commandHeading('merge'),
  builder: (y: Argv) => withGameFlag(y.positional('dirs', { type: 'string', array: true, describe: 'Out dirs of the shards' }))
    .options({
      out: { type: 'string', requiresArg: true, demandOption: true, describe: 'Out dir for the merged run' },
      force: { type: 'boolean', describe: 'Replace a run already in --out; merge shards made by different engine or bot code' },
    }).strict()
    .example('$0 merge results/ladder/* --out results/ladder-all', 'after all shards finished') as unknown as Argv<Args>,
  handler: (a) => guard('merge', async () => {
    const out = String(lastOf(a.out));
    const r = mergeRuns((a.dirs as unknown[]).map(String), out, Boolean(a.force), a.game === undefined ? undefined : gameFromFlags(a).name);
    process.stdout.write(summaryText({ config: r.config, done: r.total, total: r.total, errors: r.errors, complete: true, tables: r.tables, out }));
    if (r.errors > 0) process.exitCode = EXIT.gameErrors;
  }),
};

/** The harness commands, for main.ts: `for (const c of harnessCommands) cli.command(c)`. */
export const harnessCommands = [matchCommand, runCommand, mergeCommand];
