/**
 * The state checker (check.ts) as the position reader's last net: a position whose every field
 * reads may still be one no game reaches (a side with 16 men, the side that just moved in check,
 * a castling right without its rook, a tile set that does not add up), and the engine's move
 * generation, apply and the bots assume it never is. `inconsistency` runs the checker on what was
 * read and names the field of the position that its first broken invariant is about.
 *
 * Implementation notes. The checker's lines are readable text, not codes; the field is taken
 * from their wording here (FIELD_OF), one place, and a line this table does not know names the
 * whole `position`, as Jackal's reader (src/jackal/position-read.ts) names `(position)` for
 * all of them. test/pirate-chess/position-check.test.ts pins the field of each line it can provoke.
 */

import { checkSeenTiles, checkState } from './check.js';
import { asideExists } from './lighthouse.js';
import { ALL_CELLS } from './board.js';
import { ASIDE, LIGHT, PHASE, Phase, State } from './state.js';
import { Tile } from './tiles.js';

const SIDES = ['white', 'black'];

/** A checker line's wording → the position field it is about (check.ts words them); the first that matches. */
const FIELD_OF: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^a follow-up owed by|^[a-l]\d+: a promotion owed/, () => 'pending'],
  [/^castling right/, () => 'castling'],
  [/^en-passant target/, () => 'enPassant'],
  [/^the newest recorded hash/, () => 'history'],
  [/^the side that just moved is in check/, () => 'toMove'],
  [/^grass lit/, () => 'grassLit'],
  [/^a meeting beside|^state\.MET/, () => 'met'],
  [/^a set-aside tile/, () => 'aside'],
  [/^side ([01]): \d+ \w+ and (\d+) lost make more than/, (m) => (m[2] === '0' ? 'cells' : `lost.${SIDES[Number(m[1])]}`)],
  [/^([a-l]\d+): /, (m) => `cells.${m[1]}`],
  [/^tile set|^side [01]: /, () => 'cells'],
];

/** The position field a checker line is about; `position` when the line names none. */
export function fieldOfProblem(line: string): string {
  for (const [re, field] of FIELD_OF) {
    const m = re.exec(line);
    if (m) return field(m);
  }
  return 'position';
}

/**
 * Whether s holds its hidden parts (a full state: every closed cell's tile and the set-aside tile
 * while it exists), or is an observation that blanks some of them (observation.ts): the checker
 * then checks only what an observation can know. The extension the lighthouse is laying (PHASE
 * Arrange) gets its tile with the order, and is closed over nothing in a full state too.
 */
export function holdsHidden(s: State): boolean {
  const laying = s.v[PHASE] === Phase.Arrange ? s.v[LIGHT + 3] : -1;
  for (let i = 0; i < 120; i++) {
    const c = ALL_CELLS[i];
    if (s.tile[c] === Tile.FaceDown && s.under[c] === 0 && c !== laying) return false;
  }
  return !(asideExists(s) && s.v[ASIDE] === 0);
}

/**
 * The first invariant s breaks as [field, problem] (every broken one in the problem, as one line),
 * or null when s is sound: a full state's (checkState), an observation's (checkState without what
 * it cannot know, and its share of the tile set, check.checkSeenTiles); a `study` (a test's scenario
 * board) is not held to the island's tile set.
 */
export function inconsistency(s: State, study = false): [string, string] | null {
  const full = holdsHidden(s) && !study, bad = checkState(s, full);
  if (!full && !study) bad.push(...checkSeenTiles(s));
  if (bad.length === 0) return null;
  const field = fieldOfProblem(bad[0]);
  // every change by hand to a position between turns changes its hash: say how to start the record afresh
  return [field, `inconsistent: ${bad.join('; ')}${field === 'history' ? ' (a position changed by hand: "history": [] starts the record afresh)' : ''}`];
}
