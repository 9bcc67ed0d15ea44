/**
 * Moves of the reference model as data, and their text in the project's notation
 * (described in src/jackal/notation.ts): `w1-g2`, `w1-g2$`, `w1-g2@`, `w1-g2+rum`,
 * `ship:w-f1`, `revive:w2`, `rum:fri`, `w1=g5`, `order:N`, `stay`, `swear`, `silent`, `pass`; with the
 * original expansion a load `w1-g2$$@+ball+ball+boat+barrow` (in that order, before `+rum`),
 * the boat's sail `boat:w-f1`, and outer-lane cells `f1+`.
 */

import type { Cell } from './board.js';
import { CREW_LETTERS } from './game.js';

export type Move =
  /** A piece steps, lands, boards, swims, flies from the airplane it waits on, or advances on a spinner (to = its own cell). */
  | {
    kind: 'move'; piece: string; to: Cell; coin: boolean; treasure: boolean; rum: boolean;
    /** The expansion's load besides: a second coin, cannonballs, the boat, the wheelbarrow. */
    coin2?: boolean; balls?: number; boat?: boolean; barrow?: boolean;
  }
  /** A ship (or the launched boat, `boat`) sails one cell. */
  | { kind: 'sail'; crew: number; to: Cell; boat?: boolean }
  | { kind: 'revive'; piece: string }
  /** A bottle from the store to Friday or the missionary. */
  | { kind: 'give-rum'; piece: string }
  /** The follow-up choice of the piece in motion: a direction, a jump, a flight, a cave exit, a cell. */
  | { kind: 'choose'; piece: string; to: Cell }
  /** The Deluxe lighthouse: the permutation to put the peeked tiles back in. */
  | { kind: 'order'; index: number }
  | { kind: 'stay' }
  | { kind: 'swear' }
  | { kind: 'silent' }
  | { kind: 'pass' };

export function moveText(m: Move): string {
  switch (m.kind) {
    case 'move': return `${m.piece}-${m.to}${m.coin ? '$' : ''}${m.coin2 ? '$' : ''}${m.treasure ? '@' : ''}`
      + `${'+ball'.repeat(m.balls ?? 0)}${m.boat ? '+boat' : ''}${m.barrow ? '+barrow' : ''}${m.rum ? '+rum' : ''}`;
    case 'sail': return `${m.boat ? 'boat' : 'ship'}:${CREW_LETTERS[m.crew]}-${m.to}`;
    case 'revive': return `revive:${m.piece}`;
    case 'give-rum': return `rum:${m.piece}`;
    case 'choose': return `${m.piece}=${m.to}`;
    case 'order': return `order:${m.index}`;
    case 'stay': return 'stay';
    case 'swear': return 'swear';
    case 'silent': return 'silent';
    case 'pass': return 'pass';
  }
}
