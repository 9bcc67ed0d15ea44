/**
 * The games the table seats people at, each with its table module (table-game.ts). A
 * game joins by one line here once its engine is in the game registry
 * (src/harness/games.ts) and its module draws it and names its hands; a registered game
 * without a line here is not offered.
 */

import { ARCHIPELAGO_TABLE } from './archipelago.js';
import { JACKAL_TABLE } from './jackal.js';
import { PIRATE_CHESS_TABLE } from './pirate-chess.js';
import type { TableGame } from './table-game.js';

const TABLE_GAMES: readonly TableGame[] = [JACKAL_TABLE, PIRATE_CHESS_TABLE, ARCHIPELAGO_TABLE];

/** The table module of a game, or undefined when the table does not seat it. */
export const tableGame = (name: string): TableGame | undefined => TABLE_GAMES.find((g) => g.name === name);

/** The names of the games the table seats, in menu order. */
export const tableGameNames = (): string[] => TABLE_GAMES.map((g) => g.name);
