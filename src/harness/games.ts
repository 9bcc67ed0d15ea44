/**
 * The game registry: every game the harness and the CLI can play (`--game NAME`, the
 * `game` key of an experiment), each with its engine through the game interface
 * (src/core/game.ts) and what the layers above the engines need to know of it besides
 * the rules: its CLI flags for the rule options, which seats share a result, its ply
 * limit, and a few checks and notes for the CLI.
 *
 * It lives in the harness layer because it joins engines (layer 1) to what the harness
 * and the CLI do with them; core cannot import engines, and no engine imports another. A
 * game whose engine has not landed is listed with `game: null`, so that `--game` names it
 * and says it is not built yet. Which bots play which game is the bot registry's business
 * (a factory's `games`, bots/registry.ts).
 */

import type { FieldError, Game } from '../core/game.js';
import { JACKAL } from '../jackal/game.js';
import { IS_LAND, LAND_CELLS, LAND_COUNT } from '../jackal/geometry.js';
import { CREW_LETTERS, CREW_NAMES, GameOptions, MODE_ID, MODE_PLAYERS } from '../jackal/options.js';
import { coinsLost, currentCrew } from '../jackal/outcome.js';
import { MAX_PIECES, NO_CREW, P_CELL, P_CREW, State, TILE_KIND } from '../jackal/state.js';
import { Kind } from '../jackal/tiles.js';
import { ARCHIPELAGO } from '../archipelago/game.js';
import { hiddenUnknown as archHidden, revealFailed as archRevealFailed } from '../archipelago/observation.js';
import { campaignIslands } from '../archipelago/expedition.js';
import { MODE_CREWS as ARCH_CREWS, MODES as ARCH_MODES, type ArchOptions } from '../archipelago/options.js';
import { CREW_LETTERS as ARCH_LETTERS } from '../archipelago/notation.js';
import { LOST as ARCH_LOST, TURN as ARCH_TURN, type State as ArchState } from '../archipelago/state.js';
import { PIRATE_CHESS } from '../pirate-chess/game.js';
import type { ChessOptions } from '../pirate-chess/options.js';
import { SIDE, type State as ChessState } from '../pirate-chess/state.js';

/** A rule option as a CLI flag. */
export interface OptionFlag {
  /** The option's key (checkOptions input, experiment files, config.json `rules`). */
  key: string;
  /** The flag, kebab-case, without the dashes. */
  flag: string;
  /** `boolean`: a switch; `string`: a value, as text (numbers are parsed here, not by yargs, to reject "12abc"). */
  type: 'string' | 'boolean';
  describe: string;
  /** The value is a whole number (or what `parse` makes of the text; NaN for text it cannot read). */
  whole?: boolean;
  parse?: (text: string) => number;
  /**
   * The value is the path of a file, read where the game is made (Archipelago's layout and
   * mission file of one's own), with the flag that does its work without a file: a browser
   * cannot read it, so `jackal table` refuses the flag and the table's form does not offer it.
   */
  file?: { instead: string };
}

/** A game as the harness and the CLI see it. */
export interface GameEntry {
  /** The `--game` name. */
  name: string;
  /** One line for --help. */
  doc: string;
  /** The engine; null while it is not built. */
  game: Game<any, any> | null;
  /** The CLI flags of the rule options (their keys are the game's option keys). */
  flags: readonly OptionFlag[];
  /** The side of each seat under these options (partners share a side and a result); its length is the seat count. */
  sides(options: any): number[];
  /** What games.csv and the summary print as the mode of these options. */
  label(options: any): string;
  /** The game and its options as `jackal play` prints them after the seed. */
  heading(options: any): string;
  /** Plies after which the engine ends a game under these options (0: no limit); the harness's hang guard counts from it. */
  plyLimit(options: any): number;
  /** Who is to move, as a game record marks each ply (Jackal: the crew's letter w, y, b, r). */
  mover(s: any): string;
  /** What `mover` names, for messages: `crew`, `side`. */
  moverNoun: string;
  /** Refuses options under which a self-play game might never end (null: fine). */
  checkRunnable(options: any): FieldError | null;
  /** The position has hidden parts whose contents it does not hold (an observation), so a reveal cannot be played. */
  hiddenUnknown?(s: any): boolean;
  /** After a move on such a position: a reveal was needed and could not be made. */
  revealFailed?(s: any): boolean;
  /** What the `play` command adds to the outcome of a finished game: JSON fields and a text tail. */
  endDetails?(s: any): { json: Record<string, unknown>; text: string };
}

/** Whole number from a flag's text, or NaN. */
export const wholeNumber = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const JACKAL_ENTRY: GameEntry = {
  name: 'jackal',
  doc: 'Jackal (Шакал): crews, a face-down island, coins to carry aboard',
  game: JACKAL,
  flags: [
    { key: 'mode', flag: 'mode', type: 'string', describe: 'game mode: 4p, 2v2, 2p or 3p' },
    { key: 'tiles', flag: 'tiles', type: 'string', describe: 'tile set: classic or treasure-island' },
    {
      key: 'firstCrew', flag: 'first', type: 'string', describe: 'crew that moves first: 0..3 or white, yellow, black, red',
      parse: (text) => {
        const t = text.trim().toLowerCase();
        const byName = CREW_NAMES.indexOf(t as (typeof CREW_NAMES)[number]);
        if (byName >= 0) return byName;
        return /^[wybr]$/.test(t) ? CREW_LETTERS.indexOf(t) : wholeNumber(t);
      },
    },
    { key: 'airplaneImmediate', flag: 'airplane-immediate', type: 'boolean', describe: '2020 edition: the airplane must be flown at once' },
    { key: 'lighthouse', flag: 'lighthouse', type: 'string', describe: 'Treasure Island lighthouse rule: peek (Deluxe) or open' },
    { key: 'expansion', flag: 'expansion', type: 'string', describe: 'expansion: none or original (boat, cannonballs, wheelbarrow)' },
    { key: 'maxPlies', flag: 'max-plies', type: 'string', whole: true, describe: 'end the game after this many plies (0 = no limit)' },
    { key: 'stallPlies', flag: 'stall-plies', type: 'string', whole: true, describe: 'end the game after this many plies without progress (0 = never)' },
  ],
  sides: (o: GameOptions) => {
    const seats = MODE_PLAYERS[MODE_ID[o.mode]];
    return Array.from({ length: seats }, (_, seat) => (o.mode === '2v2' ? seat % 2 : seat));
  },
  label: (o: GameOptions) => o.mode,
  heading: (o: GameOptions) => `mode ${o.mode}`,
  plyLimit: (o: GameOptions) => o.maxPlies,
  mover: (s: State) => CREW_LETTERS[currentCrew(s)],
  moverNoun: 'crew',
  checkRunnable: (o: GameOptions) => (o.maxPlies === 0 && o.stallPlies === 0
    ? { code: 'bad-option', field: 'maxPlies', message: 'maxPlies and stallPlies are both 0 (no limit): a game might never end; set at least one' }
    : null),
  hiddenUnknown(s: State): boolean {
    for (let i = 0; i < LAND_COUNT; i++) {
      const c = LAND_CELLS[i];
      if (s.u8[TILE_KIND + c] === Kind.Closed && s.layout[c] === 0) return true;
    }
    return false;
  },
  /** A piece stands on a face-down cell: the move needed a reveal but the layout was unknown. */
  revealFailed(s: State): boolean {
    for (let p = 0; p < MAX_PIECES; p++) {
      const c = s.u8[P_CELL + p];
      // (IS_LAND first: a cell of the expansion's outer lane has no tile byte of its own.)
      if (s.u8[P_CREW + p] !== NO_CREW && c !== 255 && IS_LAND[c] === 1 && s.u8[TILE_KIND + c] === Kind.Closed) return true;
    }
    return false;
  },
  endDetails: (s: State) => ({ json: { lost: coinsLost(s) }, text: `; coins lost ${coinsLost(s)}` }),
};

const PIRATE_CHESS_ENTRY: GameEntry = {
  name: 'pirate-chess',
  doc: 'Pirate chess: chess on a face-down Jackal island (../shared/rules/pirate-chess-ru.txt)',
  game: PIRATE_CHESS,
  flags: [
    { key: 'maxPlies', flag: 'max-plies', type: 'string', whole: true, describe: 'end the game after this many plies (0 = no limit)' },
    { key: 'island', flag: 'island', type: 'string', describe: 'island: Pirate chess treasure (the 117 Jackal tiles) or bare (every tile empty); Archipelago 1-10' },
  ],
  sides: () => [0, 1],
  label: () => 'pirate-chess',
  heading: (o: ChessOptions) => `pirate-chess (island ${o.island}, ${o.maxPlies === 0 ? 'no ply limit' : `max ${o.maxPlies} plies`})`,
  plyLimit: (o: ChessOptions) => o.maxPlies,
  mover: (s: ChessState) => (s.v[SIDE] === 0 ? 'w' : 'b'),
  moverNoun: 'side',
  // The fifty-move rule ends every game in the end, but only after many plies of random
  // play; a self-play run keeps a ply limit as Jackal's does.
  checkRunnable: (o: ChessOptions) => (o.maxPlies === 0
    ? { code: 'bad-option', field: 'maxPlies', message: 'maxPlies is 0 (no limit): set a ply limit for self-play' }
    : null),
};

const ARCHIPELAGO_ENTRY: GameEntry = {
  name: 'archipelago',
  doc: 'Jackal: Archipelago, the base game: islands 1-4 laid from layouts, ships that sail anywhere, the bear, the die (docs/ARCHIPELAGO.md)',
  game: ARCHIPELAGO,
  flags: [
    { key: 'mode', flag: 'mode', type: 'string', describe: 'game mode: 4p, 2v2, 2p or 3p' },
    { key: 'island', flag: 'island', type: 'string', whole: true, describe: 'Archipelago island 1-10 (layouts/island-N.json; 5-10 lay the expansion boxes)' },
    { key: 'boxes', flag: 'boxes', type: 'string', describe: 'Archipelago: the boxes a designed island is laid from, e.g. 1,3,5 (default 1..N)' },
    { key: 'layout', flag: 'layout', type: 'string', file: { instead: 'island' }, describe: 'Archipelago: a layout file of your own instead of --island' },
    { key: 'mission', flag: 'mission', type: 'string', whole: true, describe: 'Archipelago solo mission card 1-10 (mode solo; missions/mission-N.json)' },
    { key: 'missionFile', flag: 'mission-file', type: 'string', file: { instead: 'mission' }, describe: 'Archipelago: a solo mission file of your own instead of --mission' },
    { key: 'maxPlies', flag: 'max-plies', type: 'string', whole: true, describe: 'end the game after this many plies (0 = no limit)' },
    { key: 'abilities', flag: 'ability', type: 'string', describe: 'Archipelago: pirates holding ability cards from the start, e.g. W1=musketeer,Y2=porter' },
    { key: 'campaign', flag: 'campaign', type: 'string', describe: 'Archipelago: a campaign (the expedition) over islands 1..N, or a list like 2,4,1' },
  ],
  sides: (o: ArchOptions) => Array.from({ length: ARCH_CREWS[ARCH_MODES.indexOf(o.mode)] }, (_, seat) => (o.mode === '2v2' ? seat % 2 : seat)),
  label: (o: ArchOptions) => o.mode,
  heading: (o: ArchOptions) => `archipelago ${o.mode === 'solo' ? `mission ${o.missionFile ?? o.mission}` : o.campaign ? `campaign ${o.campaign}` : o.layout ?? `island ${o.island}`}, mode ${o.mode}${o.abilities ? `, abilities ${o.abilities}` : ''}`,
  // A campaign's ply limit is each island's (src/archipelago/campaign.ts), plus its card choices.
  plyLimit: (o: ArchOptions) => (o.campaign ? (o.maxPlies + 8) * campaignIslands(o.campaign) : o.maxPlies),
  mover: (s: ArchState) => ARCH_LETTERS[s.v[ARCH_TURN]].toLowerCase(),
  moverNoun: 'crew',
  checkRunnable: (o: ArchOptions) => (o.maxPlies === 0
    ? { code: 'bad-option', field: 'maxPlies', message: 'maxPlies is 0 (no limit): a game might never end; set a ply limit' }
    : null),
  hiddenUnknown: archHidden,
  revealFailed: archRevealFailed,
  endDetails: (s: ArchState) => ({ json: { lost: s.v[ARCH_LOST] }, text: `; coins lost ${s.v[ARCH_LOST]}` }),
};

const ENTRIES: readonly GameEntry[] = [JACKAL_ENTRY, PIRATE_CHESS_ENTRY, ARCHIPELAGO_ENTRY];

/** The default game (of `--game` and of experiment files and config.json files without a `game` key). */
export const DEFAULT_GAME = JACKAL_ENTRY.name;

export const gameNames = (): string[] => ENTRIES.map((e) => e.name);

/** Every registered game, built or not. */
export const gameEntries = (): readonly GameEntry[] => ENTRIES;

/** A built game's entry by name, or an error value naming the `game` field (unknown, or not built yet). */
export function findGame(name: unknown): (GameEntry & { game: Game<any, any> }) | FieldError {
  const e = ENTRIES.find((g) => g.name === name);
  if (!e) return { code: 'bad-game', field: 'game', message: `unknown game ${JSON.stringify(name)}; known: ${gameNames().join(', ')}` };
  if (!e.game) return { code: 'bad-game', field: 'game', message: `${e.name} is not built yet (its engine has not landed)` };
  return e as GameEntry & { game: Game<any, any> };
}

/** Every CLI flag of every game (the CLI registers them all, then refuses those of other games). */
export function allOptionFlags(): OptionFlag[] {
  const out: OptionFlag[] = [];
  for (const e of ENTRIES) for (const f of e.flags) if (!out.some((g) => g.flag === f.flag)) out.push(f);
  return out;
}
