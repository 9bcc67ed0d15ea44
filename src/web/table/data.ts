/**
 * What a table page carries (`jackal table` writes it into the page as JSON, app.ts reads
 * it): the setup the flags gave (the person may change it before starting), the pace of
 * bot moves, the hint bot, and the code id of each game's engine and bots, which the
 * page's records carry as `jackal play`'s do (the page cannot compute it: it hashes the
 * source files).
 */

import type { SetupInput } from './session.js';

/** The id of the page's JSON element. */
export const TABLE_ELEMENT = 'jackal-table';

export interface TablePageData {
  setup: SetupInput;
  /** Milliseconds before a bot's move is shown (and a forced move played), so a person can follow. */
  pace: number;
  /** The bot spec that answers the hint button. */
  hint: string;
  /** Code id (src/harness/provenance.ts) per game name. */
  codes: Record<string, string>;
}
