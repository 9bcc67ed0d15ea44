/**
 * The bots' side of the table, run in a Web Worker so that the page answers clicks while
 * a search thinks. The worker keeps its own Session of the game (session.ts), into which
 * the page plays every move as it plays it into its own, and the bots of the bot seats
 * (seat-bots.ts). Messages, page to worker:
 *
 *   { type: 'new', game, setup }           a new game (its number tags the answers)
 *   { type: 'play', game, move }           a move made (by anyone), in order
 *   { type: 'think', game, id, ply }       the bot of the seat to move chooses
 *   { type: 'hint', game, id, ply, spec }  what bot `spec` would play in the seat to move
 *
 * and back: `{ type: 'chosen', game, id, move, ms }` or `{ type: 'failed', game, id, message }`.
 * `ply` is the page's ply count, checked against the worker's (a missed move is a bug).
 */

import { Session, type TableSetup } from './session.js';
import { SeatBots } from './seat-bots.js';

export type ToWorker =
  | { type: 'new'; game: number; setup: TableSetup }
  | { type: 'play'; game: number; move: number }
  | { type: 'think'; game: number; id: number; ply: number }
  | { type: 'hint'; game: number; id: number; ply: number; spec: string };

export type FromWorker =
  | { type: 'chosen'; game: number; id: number; move: number; ms: number }
  | { type: 'failed'; game: number; id: number; message: string };

/** What the worker needs of its global scope. */
interface Scope { onmessage: ((e: MessageEvent<ToWorker>) => void) | null; postMessage(m: FromWorker): void }

/** Answers the page's messages in this scope (the worker's global). */
export function serveTable(scope: Scope): void {
  let game = -1;
  let session: Session | null = null;
  let bots: SeatBots | null = null;
  scope.onmessage = (e) => {
    const msg = e.data;
    if (msg.type === 'new') {
      game = msg.game;
      session = new Session(msg.setup);
      bots = new SeatBots(session);
      return;
    }
    if (msg.game !== game || !session || !bots) return; // a message of an abandoned game
    if (msg.type === 'play') { session.play(msg.move); return; }
    try {
      if (msg.ply !== session.plies) throw new Error(`the worker is at ply ${session.plies}, the page at ${msg.ply}`);
      const c = msg.type === 'think' ? bots.choose() : bots.hint(msg.spec);
      scope.postMessage({ type: 'chosen', game, id: msg.id, move: c.move, ms: c.ms });
    } catch (err) {
      scope.postMessage({ type: 'failed', game, id: msg.id, message: (err as Error).message ?? String(err) });
    }
  };
}
