/**
 * Game configuration: the mode (who plays which crews, who is allied), the tile
 * set, the edition options and the research limits. A plain object at the input
 * boundary; `newGame` packs it into the state's bytes.
 *
 * Modes (rules README, ruling 7). Crews sit on sides 0..3 (south, west, north,
 * east) and move clockwise in that order.
 * - `4p`: four players, one crew each, every crew for itself.
 * - `2v2`: four players; opposite crews are allies (0+2 against 1+3) and score as a team.
 * - `2p`: two players; player 0 commands crews 0 and 2, player 1 crews 1 and 3. The
 *   two crews of a player are allies, exactly as in 2v2 (rulebook: "Pair-Against-Pair
 *   (or Two-Player) Game").
 * - `3p`: three players on sides 0, 1 and 2 (south, west, north); the east is empty sea.
 */

import { TILE_SETS } from './tiles.js';

export const MODES = ['4p', '2v2', '2p', '3p'] as const;
export type Mode = (typeof MODES)[number];
export const MODE_ID: Readonly<Record<Mode, number>> = { '4p': 0, '2v2': 1, '2p': 2, '3p': 3 };

/** Players per mode. */
export const MODE_PLAYERS = Uint8Array.of(4, 4, 2, 3);
/** Bit mask of crews present per mode. */
export const MODE_CREWS = Uint8Array.of(0b1111, 0b1111, 0b1111, 0b0111);
/** MODE_TEAM[mode * 4 + crew]: crews with equal team numbers are allies. */
export const MODE_TEAM = Uint8Array.of(0, 1, 2, 3, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 2, 3);
/** MODE_PLAYER[mode * 4 + crew]: the player (seat) who commands the crew. */
export const MODE_PLAYER = Uint8Array.of(0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 0, 1, 0, 1, 2, 3);

export const CREW_NAMES = ['white', 'yellow', 'black', 'red'] as const;
export const CREW_LETTERS = 'wybr';

/** Option bits stored in the state (OPTIONS byte). */
export const OPT_AIRPLANE_IMMEDIATE = 1;
export const OPT_LIGHTHOUSE_OPEN = 2;
/**
 * A study position (the position format's "study": true): the tile set's counts and its coin
 * total are not enforced; the game ends when no coin is left to find (position-format.ts).
 */
export const OPT_STUDY = 4;
/** The "original" expansion is in play: boat, cannonballs, wheelbarrow (docs/RULES.md X-R1). */
export const OPT_EXPANSION = 8;

/** Expansions of the ordinary game: `none`, or the `original` one (boat, 2 cannonballs, wheelbarrow, a fourth jungle). */
export const EXPANSIONS = ['none', 'original'] as const;
export type Expansion = (typeof EXPANSIONS)[number];

export const LIGHTHOUSE_RULES = ['peek', 'open'] as const;
export type LighthouseRule = (typeof LIGHTHOUSE_RULES)[number];

export interface GameOptions {
  mode: Mode;
  /** Tile set name; `classic` for now. */
  tiles: string;
  /** The crew (side 0..3) that moves first. Default 0, white (rulebook). */
  firstCrew: number;
  /**
   * 2020 edition: the airplane must be used at once when first entered, with no
   * waiting on it. Default false (classic: a pirate may wait on it).
   */
  airplaneImmediate: boolean;
  /**
   * Treasure Island lighthouse. `peek` (Deluxe, the default by the rulings of record):
   * look at 4 face-down tiles privately and put them back in any order. `open` (the
   * old rule): the 4 tiles are turned face up for good.
   */
  lighthouse?: LighthouseRule;
  /**
   * `original`: the "original" expansion's tiles join the island (boat, two cannonballs,
   * wheelbarrow and one more jungle, in place of five empty tiles: docs/RULES.md X-R1).
   * Default `none`.
   */
  expansion?: Expansion;
  /** Research limit: the game ends after this many plies (0 = no limit). */
  maxPlies: number;
  /**
   * Research limit: the game ends after this many plies with no progress: no tile
   * revealed and no coin brought aboard or lost (0 = never).
   */
  stallPlies: number;
}

export const DEFAULT_OPTIONS: Readonly<GameOptions> = {
  mode: '4p',
  tiles: 'classic',
  firstCrew: 0,
  airplaneImmediate: false,
  lighthouse: 'peek',
  expansion: 'none',
  maxPlies: 4000,
  stallPlies: 400,
};

/** Error value for bad options: a stable code, the field, and a readable message. */
export interface OptionError { code: 'bad-option'; field: string; message: string }

/**
 * Validates a partial options object and fills defaults. Returns the options or
 * an error naming the field.
 */
export function checkOptions(input: Partial<Record<keyof GameOptions, unknown>>): GameOptions | OptionError {
  const o: GameOptions = { ...DEFAULT_OPTIONS };
  const bad = (field: string, message: string): OptionError => ({ code: 'bad-option', field, message });
  if (input.mode !== undefined) {
    if (!MODES.includes(input.mode as Mode)) return bad('mode', `must be one of ${MODES.join(', ')}, got ${JSON.stringify(input.mode)}`);
    o.mode = input.mode as Mode;
  }
  if (input.tiles !== undefined) {
    // Object.hasOwn, not `in`: every object "has" constructor, toString, __proto__
    if (typeof input.tiles !== 'string' || !Object.hasOwn(TILE_SETS, input.tiles)) {
      return bad('tiles', `must be one of ${Object.keys(TILE_SETS).join(', ')}, got ${JSON.stringify(input.tiles)}`);
    }
    o.tiles = input.tiles;
  }
  if (input.firstCrew !== undefined) {
    const f = input.firstCrew;
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 0 || f > 3) return bad('firstCrew', `must be a crew number 0..3, got ${JSON.stringify(f)}`);
    if (!((MODE_CREWS[MODE_ID[o.mode]] >> f) & 1)) return bad('firstCrew', `crew ${f} does not play in mode ${o.mode}`);
    o.firstCrew = f;
  }
  if (input.airplaneImmediate !== undefined) {
    if (typeof input.airplaneImmediate !== 'boolean') return bad('airplaneImmediate', 'must be true or false');
    o.airplaneImmediate = input.airplaneImmediate;
  }
  if (input.lighthouse !== undefined) {
    if (!LIGHTHOUSE_RULES.includes(input.lighthouse as LighthouseRule)) {
      return bad('lighthouse', `must be one of ${LIGHTHOUSE_RULES.join(', ')}, got ${JSON.stringify(input.lighthouse)}`);
    }
    o.lighthouse = input.lighthouse as LighthouseRule;
  }
  if (input.expansion !== undefined) {
    if (!EXPANSIONS.includes(input.expansion as Expansion)) {
      return bad('expansion', `must be one of ${EXPANSIONS.join(', ')}, got ${JSON.stringify(input.expansion)}`);
    }
    o.expansion = input.expansion as Expansion;
  }
  for (const f of ['maxPlies', 'stallPlies'] as const) {
    const v = input[f];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1e9) return bad(f, `must be a whole number from 0 to 1e9, got ${JSON.stringify(v)}`);
    o[f] = v;
  }
  return o;
}
