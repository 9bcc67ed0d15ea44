/**
 * Checking a record file with the engine alone (`jackal replay FILE`, `jackal table --check
 * FILE`): its moves must be legal from its deal, and the game must end as its result says
 * (or, for a game the table saved unfinished, not be over yet).
 */

import { isFieldError } from '../core/game.js';
import { findGame } from '../harness/games.js';
import { GameRecordDoc, isRecordError, replayMoves } from '../harness/record.js';
import { UsageError } from './common.js';

/** Replays a record with the engine and compares its end with the record's result; the line to print, or throws UsageError. */
export function checkTableRecord(doc: GameRecordDoc): string {
  const entry = findGame(doc.game);
  if (isFieldError(entry)) throw new UsageError(`record: game: ${entry.message}`);
  const s = replayMoves(doc);
  if (isRecordError(s)) throw new UsageError(`record: ${s.field}: ${s.message}`);
  const g = entry.game;
  const r = doc.result;
  if (!g.isTerminal(s)) {
    if (r.reason !== 'unfinished') throw new UsageError(`record: result: says ${r.reason}, but the game is not over after its ${doc.moves.length} moves`);
    return `ok: ${doc.game}, ${doc.moves.length} moves, unfinished (${entry.mover(s)} to move)`;
  }
  const o = g.outcome(s);
  const same = r.reason === o.reason && r.plies === o.plies && JSON.stringify(r.scores) === JSON.stringify(o.scores) && JSON.stringify(r.ranks) === JSON.stringify(o.ranks);
  if (!same) throw new UsageError(`record: result: says ${JSON.stringify(r)}, the replay ends ${JSON.stringify({ reason: o.reason, plies: o.plies, scores: o.scores, ranks: o.ranks })}`);
  return `ok: ${doc.game}, ${doc.moves.length} moves, ${o.reason}, scores ${o.scores.join(' : ')}`;
}
