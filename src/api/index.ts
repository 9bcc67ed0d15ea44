/**
 * Jackal Lab as a library: `import { ... } from 'jackal-lab'` (package.json `exports`).
 *
 * The public surface, by layer:
 * - games: the game interface (`Game`: new game, legal moves, apply, observe, determinize,
 *   position read and write, notation) and its implementations `JACKAL` and `PIRATE_CHESS`;
 *   the game registry (`findGame`, `gameNames`); the seeded generator `Rng`;
 * - bots: the bot interface (`Bot`, `BotFactory`, `Observation`, `Budget`, the game events
 *   and `Forfeit`), the registry (`createBot`, `parseBotSpec`, `registerBot`, `botNames`),
 *   and the honesty checks (`checkBot`);
 * - matches: `playMatch` (in this thread: records and statistics), `runMatch` (on a worker
 *   pool into an out dir), one game (`playGame`), and the checked configuration
 *   (`buildConfig`, `RunConfig`, `ExperimentInput`).
 *
 * A move is a number whose layout is the game's own: go through `formatMove` and
 * `parseMove` for text, and pass only numbers `generateMoves` wrote to `applyMove`.
 * Input errors are values (`FieldError`, test with `isFieldError`) from the game interface
 * and `parseBotSpec`, and `UsageError` (with `field`) from `buildConfig` and the runs.
 *
 * External bots (`ext:COMMAND`, docs/PROTOCOL.md) are driven synchronously through a helper
 * thread; code that plays them from inside a worker thread of its own awaits
 * `pipeHelperReady()` once before the first game (the main thread need not).
 */

export type { FieldError, Game, Outcome } from '../core/game.js';
export { isFieldError } from '../core/game.js';
export { Rng } from '../core/rng.js';
export { JACKAL } from '../jackal/game.js';
export { PIRATE_CHESS } from '../pirate-chess/game.js';
export type { State as JackalState } from '../jackal/state.js';
export type { GameOptions as JackalOptions } from '../jackal/options.js';
export type { State as PirateChessState } from '../pirate-chess/state.js';
export type { ChessOptions as PirateChessOptions } from '../pirate-chess/options.js';

export type { Bot, BotFactory, Budget, GameStart, Observation, Params, ParamSpec } from '../../bots/bot.js';
export { Forfeit } from '../../bots/bot.js';
export type { ParsedSpec, SpecError } from '../../bots/registry.js';
export { botFactory, botNames, createBot, parseBotSpec, registerBot } from '../../bots/registry.js';
export { PROTOCOL_VERSION } from '../../bots/external-bot.js';
export { pipeHelperReady } from '../../bots/pipe.js';

export type { GameEntry, OptionFlag } from '../harness/games.js';
export { DEFAULT_GAME, findGame, gameEntries, gameNames } from '../harness/games.js';
export type { ExperimentInput, GamePlan, RunConfig } from '../harness/config.js';
export type { SprtSpec, SprtStatus } from '../harness/stats/sprt.js';
export type { SprtOutcome } from '../harness/sequential.js';
export type { EloEstimate } from '../harness/stats/elo.js';
export { buildConfig, gameCount, planGame } from '../harness/config.js';
export type { Decision, GameRecord, RecordedMove } from '../harness/play.js';
export { playGame } from '../harness/play.js';
export type { RunOptions, RunOutcome } from '../harness/run.js';
export type { PoolTimes } from '../harness/pool-play.js';
export { runMatch } from '../harness/run.js';
export type { PairRow, RatingRow, StatsRow, Tables } from '../harness/outputs.js';
export { statsTables } from '../harness/outputs.js';
export { UsageError } from '../harness/usage-error.js';

export type { MatchResult } from './match.js';
export { playMatch } from './match.js';
export type { CheckOptions, CheckReport } from './check-bot.js';
export { checkBot } from './check-bot.js';
