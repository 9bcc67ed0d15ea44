/**
 * `jackal replay`: rebuilds one game of a finished run by playing it again from its
 * configuration (a game is a pure function of the configuration and its number:
 * config.ts) and checks that it ends as the journal says.
 *
 * Playing again needs bots that play as the bots that made the run did. The code id
 * (provenance.ts) says whether the code is byte for byte the same, but it also changes
 * when files only move, so a run made by other code is not refused for its code id: its
 * game is played again and accepted when it ends exactly as the journal says (scores,
 * ranks, plies and reason: a different game matches all four only by chance). When it
 * ends otherwise, the refusal says so precisely: what differs, the commit that made the
 * run (config.json's provenance.git.commit), the bot defaults that changed since, and how
 * to view it with that commit's code.
 *
 * Refusals (UsageError, exit 2):
 * - the game is not a game of the run, or not in its journal yet;
 * - the journal holds it as a forfeit or an error (no finished game) and, played again, it
 *   ends otherwise (an external program's fault need not recur): field `game`, naming what
 *   the journal holds and what the replay did;
 * - the game, played again, ends otherwise than the journal says: field `game` when the
 *   code is the run's (a time budget, or a change the provenance does not catch), field
 *   `run` when it is other code (the message names the run's commit).
 */

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseBotSpec } from '../../bots/registry.js';
import { readJsonFile } from '../core/text-file.js';
import { gameCount, inShard, RunConfig } from './config.js';
import { JOURNAL_FILE, readJournal } from './journal.js';
import { readRunRecord } from './merge.js';
import { GameRecord, playGame } from './play.js';
import { GameRecordDoc, recordOf } from './record.js';
import { UsageError } from './usage-error.js';
import { codeId } from './provenance.js';
import { packageRoot } from './version.js';

/**
 * Where the running code differs from the code that made a run, as `what: was X, now Y`,
 * or null when they match. Compares what the run's config.json records of its code.
 */
export function codeDifference(saved: RunConfig): string | null {
  const now = codeId(undefined, saved.game);
  if (saved.code !== now) return `code: the run was made by engine and bot code ${JSON.stringify(saved.code)}, this code is ${JSON.stringify(now)}`;
  return null;
}

/** Whether a commit is in this checkout's history (false outside a git checkout). */
function knownCommit(commit: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: packageRoot(), stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The commit that made a run, from its config.json (provenance.git), or null when it names none. */
export function runCommit(dir: string): { commit: string; dirty: boolean } | null {
  try {
    const git = (readJsonFile(join(dir, 'config.json')) as { provenance?: { git?: { commit?: unknown; dirty?: unknown } } }).provenance?.git;
    return typeof git?.commit === 'string' ? { commit: git.commit, dirty: git.dirty === true } : null;
  } catch {
    return null;
  }
}

/**
 * Who made a run, in words: `commit dda01af62bfe (code id 095260b4be3f; this code is
 * 5c1e...)`, noting uncommitted changes and a commit this checkout does not hold.
 */
export function madeBy(dir: string, config: RunConfig): string {
  const now = codeId(undefined, config.game);
  const code = config.code === now ? `code id ${config.code}, as this code's` : `code id ${config.code}; this code is ${now}`;
  const c = runCommit(dir);
  if (c === null) return `code that recorded no commit (${code})`;
  const notes = [c.dirty ? 'with uncommitted changes' : '', knownCommit(c.commit) ? '' : 'not in this checkout\'s history', code].filter((n) => n !== '');
  return `commit ${c.commit.slice(0, 12)} (${notes.join('; ')})`;
}

/**
 * The run's bots with the parameters it recorded (config.json's `bots`, every parameter
 * with its value then), so that a default changed since does not change the game: each
 * spec spelled out in full as this code's bot reads it, parameters added since at their
 * defaults. `added` lists those (the likely reason when the game still ends otherwise);
 * `specs` maps each spelled-out spec back to the run's. A spec this code cannot read so
 * is kept as it is.
 */
export function recordedBots(config: RunConfig): { lineups: string[][]; specs: Map<string, string>; added: string[] } {
  const spelled = new Map<string, string>(), specs = new Map<string, string>(), added: string[] = [];
  for (const [spec, was] of Object.entries(config.bots ?? {})) {
    const now = parseBotSpec(spec, config.game);
    if ('code' in now) continue;
    const name = now.canonical.split(':')[0];
    const parts: string[] = [], fresh: string[] = [];
    for (const [p, v] of Object.entries(now.params)) {
      if (was[p] === undefined) fresh.push(`${p}=${v}`);
      parts.push(`${p}=${was[p] ?? v}`);
    }
    if (fresh.length) added.push(`${spec} ${fresh.join(',')}`);
    const full = parts.length ? `${name}:${parts.join(',')}` : name;
    if ('code' in parseBotSpec(full, config.game)) continue;
    spelled.set(spec, full);
    specs.set(full, spec);
  }
  return { lineups: config.lineups.map((l) => l.map((b) => spelled.get(b) ?? b)), specs, added };
}

/** Game `game` of the run played again by this code's bots, given the parameters the run recorded; its bots named as the run named them. */
function playAgain(config: RunConfig, game: number): GameRecord {
  const bots = recordedBots(config);
  const again = playGame({ ...config, lineups: bots.lineups, record: true }, game);
  again.bots = again.bots.map((b) => bots.specs.get(b) ?? b);
  return again;
}

/** How to open a run with the code that made it (a worktree of its commit), or '' when it names no commit. */
export function oldCodeHint(dir: string): string {
  const c = runCommit(dir);
  if (c === null) return '';
  const short = c.commit.slice(0, 12);
  return `; to open it with the code that made it: git worktree add /tmp/jackal-${short} ${short}, then npm ci and the same command there`;
}

/** The fields of a game's outcome that a replay must reproduce, in a fixed order. */
const outcome = (r: GameRecord): Record<string, unknown> => ({ coins: r.coins, ranks: r.ranks, plies: r.plies, reason: r.reason, error: r.error });

/** The first field where two outcomes differ, as `plies was X, replayed Y`, or null. */
function outcomeDifference(journaled: GameRecord, again: GameRecord): string | null {
  const want = outcome(journaled), got = outcome(again);
  for (const k of Object.keys(want)) {
    if (JSON.stringify(want[k]) !== JSON.stringify(got[k])) return `${k} was ${JSON.stringify(want[k])}, replayed ${JSON.stringify(got[k])}`;
  }
  return null;
}

/** A run's configuration and the journal's record of one game of it, checked. Throws UsageError. */
export function journaledGame(dir: string, game: number): { config: RunConfig; journaled: GameRecord } {
  // Read as any version wrote it: a run by other code is played again and judged by its outcome.
  const config = readRunRecord(dir);
  const total = gameCount(config);
  if (!Number.isInteger(game) || game < 0 || game >= total) throw new UsageError('game', `must be a game number from 0 to ${total - 1}, got ${game}`);
  if (!inShard(config, game)) throw new UsageError('game', `game ${game} is not in this shard (${config.shard?.index}/${config.shard?.count}) of the run`);
  const journaled = readJournal(join(dir, JOURNAL_FILE)).records.find((r) => r.game === game);
  if (!journaled) throw new UsageError('game', `game ${game} is not in ${join(dir, JOURNAL_FILE)}: the run has not finished it (--resume it first)`);
  return { config, journaled };
}

/**
 * Plays game `game` of the run in `dir` again with this code's bots and returns its
 * record. `stored` says whether the run stored its moves (records.jsonl), for the
 * refusal's words. Throws UsageError when the game ends otherwise than the journal says.
 */
export function replayRun(dir: string, game: number, stored = false): GameRecordDoc {
  const { config, journaled } = journaledGame(dir, game);
  const again = playAgain(config, game);
  const diff = outcomeDifference(journaled, again);
  if (diff === null) return recordOf(config, again);
  const other = codeDifference(config) !== null;
  const timed = config.budget.ms > 0 ? ' (the run used a time budget, --budget-ms, which does not reproduce)' : '';
  if (journaled.error !== '') {
    // a forfeit or an error, not a game that ended otherwise: "coins was []" would hide that (an external program's fault need not recur)
    const now = again.error !== '' ? `${again.reason} otherwise (${again.error})` : `as a whole game (${again.reason} at ply ${again.plies})`;
    throw new UsageError('game', `game ${game} is in the journal as ${journaled.reason === 'forfeit' ? 'a forfeit' : 'an error'}, no finished game `
      + `(${journaled.error}); played again it ends ${now}, so nothing of the recorded game can be shown${timed}`);
  }
  if (!other) throw new UsageError('game', `game ${game} played again ends otherwise than the journal says: ${diff}${timed}`);
  const { added } = recordedBots(config);
  const why = stored ? '' : 'the run stored no moves (it ran without --record), so its games can be rebuilt only by playing its bots again, which needs the code that made it; ';
  throw new UsageError('run', `${dir}, game ${game}: ${why}this code's bots, given the parameters the run recorded, play it otherwise than `
    + `the journal says (${diff})${timed}: the run was made by ${madeBy(dir, config)}${added.length ? `; parameters added since, played at today's defaults: ${added.join('; ')}` : ''}${oldCodeHint(dir)}`);
}

/**
 * Where game `doc.number` played again by this code's bots parts from the stored record
 * `doc`: null when it is that record, else the first ply where they part (`ply 12: stored
 * w w1-g2, played w w1-g3`) or, when the moves agree, the outcome field that differs.
 */
export function storedDifference(dir: string, doc: GameRecordDoc): string | null {
  const { config, journaled } = journaledGame(dir, doc.number);
  return replayDifference(config, journaled, doc);
}

/**
 * Game `journaled.game` of the run of `config` played again by this code's bots, given the
 * parameters the run recorded, against what the run says of it: its stored moves `doc` ply
 * by ply when given, then the outcome its journal holds. Null when it is the same game,
 * else the first difference (`ply 12: stored w w1-g2, played w w1-g3`, `plies was 212,
 * replayed 230`): what `jackal replay --check` checks, without the refusal's words. The
 * caller reads the run once (src/harness/run-audit.ts plays every game of a run).
 */
export function replayDifference(config: RunConfig, journaled: GameRecord, doc?: GameRecordDoc): string | null {
  const again = playAgain(config, journaled.game);
  if (doc === undefined) return outcomeDifference(journaled, again);
  const moves = again.moves ?? [];
  const n = Math.max(moves.length, doc.moves.length);
  for (let i = 0; i < n; i++) {
    const a = doc.moves[i], b = moves[i];
    if (a?.[0] !== b?.[0] || a?.[1] !== b?.[1]) {
      return `ply ${i + 1}: stored ${a ? `${a[0]} ${a[1]}` : 'nothing (the game had ended)'}, played ${b ? `${b[0]} ${b[1]}` : 'nothing (the game ended)'}`;
    }
  }
  return outcomeDifference(journaled, again);
}

/**
 * Whether game `game` played again by this code's bots is the stored record `doc`: null
 * when it is, else the first ply where they part (or the outcome that differs), naming
 * the run's commit. For `jackal replay --check` on a run that stored its moves.
 */
export function checkStored(dir: string, doc: GameRecordDoc): string | null {
  const where = storedDifference(dir, doc);
  if (where === null) return null;
  return `game ${doc.number} played again by this code's bots differs from its stored record at ${where}; the run was made by ${madeBy(dir, readRunRecord(dir))}`;
}
