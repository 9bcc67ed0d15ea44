/**
 * A text picture of a position: rank 11 at the top, two characters a cell (the piece, then
 * the tile), blank where the board has no cell. Pieces: upper case white, lower case black
 * (pieces.PIECE_LETTERS), `.` none. Tiles: see TILE_CHARS and the legend printed below the board,
 * a section of its own after a blank line.
 */

import { ALL_CELLS } from './board.js';
import { cellOf, FILE_NAMES, FILES, RANKS } from './geometry.js';
import { colourOf, PIECE_LETTERS, typeOf } from './pieces.js';
import { BOTTLES, COINS, controller, GRASS, LOST, PHASE, RESULT, RESULT_NAMES, SIDE, State } from './state.js';
import { kindOf, Tile } from './tiles.js';

/** One character per tile kind (index = kind). */
export const TILE_CHARS = ' #.>>>>>>>h2345itcxfnrbpo11111gklumyqqqvejw';

const LEGEND = 'Legend: a cell is the piece (upper case white, lower case black, . none), then the tile:\n'
  + '  # closed . empty > arrow h horse 2-5 spinner i ice t trap c crocodile x cannibal f fortress n native woman r rum barrel\n'
  + '  b balloon p airplane o cannon 1 chest g galleon k carramba l lighthouse u Ben Gunn m missionary y Friday q bottles\n'
  + '  v cave e earthquake j jungle w grass , used';

export function show(s: State): string {
  const lines: string[] = [];
  for (let r = RANKS - 1; r >= 0; r--) {
    let line = String(r + 1).padStart(3) + ' ';
    for (let f = 0; f < FILES; f++) {
      const c = cellOf(f, r), t = s.tile[c];
      if (t === Tile.None) { line += '   '; continue; }
      const p = s.piece[c];
      const pc = p === 0 ? '.' : colourOf(p) === 0 ? PIECE_LETTERS[typeOf(p)] : PIECE_LETTERS[typeOf(p)].toLowerCase();
      line += ' ' + pc + (s.used[c] !== 0 ? ',' : TILE_CHARS[kindOf(t)]);
    }
    lines.push(line.trimEnd());
  }
  lines.push('    ' + Array.from(FILE_NAMES, (f) => ` ${f} `).join(''));
  let open = 0;
  for (let i = 0; i < 120; i++) if (s.tile[ALL_CELLS[i]] > Tile.FaceDown) open++;
  const lost = (side: number) => [0, 1, 2, 3, 4].map((i) => s.v[LOST + 5 * side + i]).join('/');
  const grass = s.v[GRASS] > 0 ? ` (pieces; ${controller(s) === 0 ? 'white' : 'black'} moves them: the grass burns, ${s.v[GRASS]} turn${s.v[GRASS] > 1 ? 's' : ''} left)` : '';
  lines.push(`to move: ${s.v[SIDE] === 0 ? 'white' : 'black'}${grass}${s.v[PHASE] !== 0 ? ' (follow-up)' : ''}  coins ${s.v[COINS]}:${s.v[COINS + 1]}  bottles ${s.v[BOTTLES]}:${s.v[BOTTLES + 1]}  lost P/N/B/R/Q ${lost(0)} : ${lost(1)}  open tiles ${open}  ${RESULT_NAMES[s.v[RESULT]]}`);
  // the legend is a section of its own, starting `Legend:` as Jackal's (a replay prints it once)
  return `${lines.join('\n')}\n\n${LEGEND}\n`;
}
