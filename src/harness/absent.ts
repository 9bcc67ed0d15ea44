/**
 * What a worker's bundle (worker-bundle.ts) holds in place of each export of another game's
 * engine or bots: a value that the registries can pass over and nothing can use.
 *
 * The game registry (games.ts) and the bot registry (bots/builtin-bots.ts) import every game
 * and choose among them by name when asked: `FACTORIES.find((f) => f.name === name && ...)`,
 * `game.name === PIRATE_CHESS.name`. So an absent value answers a read of `name` or `games`
 * with undefined (it is no game's and no bot's: every search by name passes it over), and
 * throws, naming what is missing, on anything else: any other property, a call, `new`, `in`,
 * a write. A worker that came to use another game's code therefore fails loudly (its run
 * stops, pool-play.ts) instead of playing with a stand-in.
 */

/** The properties the registries read while searching by name (see above). */
const SEARCHED = new Set<PropertyKey>(['name', 'games']);

/** The stand-in for export `name` of module `module` (a path under dist/, for the message). */
export function absent(module: string, name: string): unknown {
  const fail = (): never => {
    throw new Error(`${name} of ${module} is not in this worker's bundle (another game's code; worker-bundle.ts)`);
  };
  // a function target, so that calling it and `new` reach the traps
  return new Proxy(function absentExport() {}, {
    get: (_t, key) => (SEARCHED.has(key) ? undefined : fail()),
    has: fail, set: fail, apply: fail, construct: fail, ownKeys: fail, defineProperty: fail, deleteProperty: fail, getPrototypeOf: fail,
  });
}
