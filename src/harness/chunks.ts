/**
 * How a run's games are cut into the pool's chunks (pool-play.ts): each chunk is a task, played
 * in order by one worker thread, whose records come back through one mailbox (mailbox.ts).
 *
 * Implementation notes. The chunks shrink as the queue empties (guided self-scheduling): each
 * takes 1/(GUIDE x workers) of the games not yet cut, at most MAX_CHUNK and at least 1. Early
 * chunks are long, so a run of 6,000 quick games costs the main thread about 140 tasks rather
 * than 375 (each a piscina task, a port and a result: about 0.3 ms of its CPU under load); the
 * last ones are single games, so one worker does not play a long chunk alone while the others
 * have finished. Which worker plays a game never changes the game (play.ts: a pure function of
 * the configuration and the game number).
 */

/** The most games in one chunk: about 35 ms of quick random games, and the mailbox's room (12 kB of 64). */
export const MAX_CHUNK = 64;
/** A chunk takes 1/(GUIDE x workers) of the games left. */
const GUIDE = 4;

/** Cuts `games` (in order) into chunks whose sizes shrink from MAX_CHUNK to 1 over the run's end. */
export function chunked(games: readonly number[], workers: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < games.length;) {
    const size = Math.max(1, Math.min(MAX_CHUNK, Math.ceil((games.length - i) / (GUIDE * workers))));
    out.push(games.slice(i, i + size));
    i += size;
  }
  return out;
}
