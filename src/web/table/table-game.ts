/**
 * What the table (app.ts) needs of a game beyond its rules, one module per game
 * (jackal.ts, pirate-chess.ts; Archipelago adds its own and one line in games.ts): how to
 * draw a player's view, and how each legal move is made by hand.
 *
 * Moving by hand. Every legal move gets a `Hand`: the thing clicked first (`from`: a
 * piece, a ship, a chess square; '' when the move needs no pick, as a follow-up choice of
 * the piece already in motion) and the cell clicked next (`to`; '' when the move has no
 * cell, as "stay on the airplane", a promotion or the lighthouse's order). The table
 * lights up the sources, then a source's targets, and plays the one move that fits; when
 * several fit (take the coin or not, what goes along, which piece is bought back) it asks
 * with the moves' `label`s drawn on the board. Hands are derived from legal moves only,
 * so only legal moves can be made.
 *
 * Implementation notes. The board is drawn as text (SVG or HTML) by the viewer's drawing
 * code; marking it (sources, the picked source, targets) is done on the mounted DOM, so
 * the viewer's code needs no knowledge of the table. Clicks are read back through
 * `sourceAt` (the data attributes the drawing puts on its pieces and cells) and the
 * targets' `data-to`.
 */

/** How one legal move is made by hand (see the module comment). */
export interface Hand {
  from: string;
  to: string;
  /** What the move is called when the table asks (its notation, or a plainer word). */
  label: string;
}

/** What the board should show besides the position. */
export interface Marks {
  /** Sources that have a legal move (pieces, ships, squares). */
  sources: readonly string[];
  /** The picked source, or null. */
  picked: string | null;
  /** Cells that finish a move from the picked source, or that need no pick (follow-up choices). */
  targets: readonly string[];
}

/** A game at the table. `S` is the engine's state type. */
export interface TableGame<S = any> {
  /** The game registry's name (src/harness/games.ts). */
  readonly name: string;
  /** For people: `Jackal`, `Pirate chess`. */
  readonly title: string;
  /**
   * The values the setup form offers for a rule option (its key), as the option's CLI flag
   * reads them (games.ts `OptionFlag`); an option not listed gets a text field, a boolean
   * one a check box. A numeric option listed here is shown by its value's index.
   */
  readonly choices: Readonly<Record<string, readonly string[]>>;
  /**
   * Rule options that another option decides when that one is given (key → the deciding
   * option's key): the setup form shows them greyed, as the rules set them, and does not
   * read them. Archipelago: a campaign's list decides the island (its first).
   */
  readonly decidedBy?: Readonly<Record<string, string>>;
  /** Who sits in each seat, in the game's words (`white + black`), for the seat list; from the start position. */
  seatNames(start: S): string[];
  /** The board of a player's view (an observation: what that player may see, their own peeks shown faded), with the last move's cells marked. */
  board(view: S, lastMove: string): string;
  /**
   * Marks the mounted board (boardEl holds what `board` returned). Each target becomes an
   * element with `data-to="CELL"` on top of the board, which takes the clicks (the table
   * reads them, and draws choices next to them).
   */
  mark(boardEl: HTMLElement, marks: Marks): void;
  /**
   * The source among `sources` that a clicked element stands for (a piece's name, `ship:w`,
   * a square), or null. A click on a piece whose twin holds the moves (movegen lists the
   * moves of the lowest of interchangeable pieces) picks the twin.
   */
  sourceAt(el: Element, sources: readonly string[]): string | null;
  /** How the legal move m of s is made by hand. */
  hand(s: S, m: number): Hand;
  /** The players' holdings under the board (coins aboard, treasuries, the dead), as html. */
  panel(view: S): string;
  /** The seat whose move it is, as words (`white`), for the status line. */
  moverName(s: S): string;
  /** What the table says before the choices that have no cell, when `choose:` would say too little (absent or null: `choose:`). */
  prompt?(s: S): string | null;
}
