/**
 * How many random games a random-game test plays. `npm test` plays the quick count, a few
 * games for every combination of mode, tile set and option the test covers, so the whole
 * suite fits its time limit; `npm run test:long` (JACKAL_LONG=1) plays the long count, the
 * sizes these tests had before they were made quick. The long count proves more of the
 * same, not something else: every quick test keeps its combinations and its checks.
 * `npm run invariants` and `npm run differential` are the longer runs still.
 */

/** Whether this is the long run (JACKAL_LONG=1, set by `npm run test:long`). */
export const LONG = process.env.JACKAL_LONG === '1';

/** `quick` in `npm test`, `long` in `npm run test:long`. */
export const games = (quick: number, long: number): number => (LONG ? long : quick);
