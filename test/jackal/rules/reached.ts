/**
 * The positions a rule test reaches, recorded for the cross-check against the reference model
 * (test/jackal/rules/cross-check.setup.ts). While `reached.on` is set, the scenario helpers
 * (board.ts) note a copy of every position a test builds, plays from, plays to or lists the
 * moves of; nothing is recorded otherwise, so the helpers cost nothing extra in other tests.
 * The setup sets and clears it around each rule test and empties the list.
 */

import { cloneState, type State } from '../../../src/jackal/state.js';

export const reached: { on: boolean; positions: State[] } = { on: false, positions: [] };

/** Records a copy of `s` when recording is on. */
export function note(s: State): void {
  if (reached.on) reached.positions.push(cloneState(s));
}

/**
 * Builds, without recording it, a position no game can reach, for a test whose subject is
 * that (the state checker's errors): the cross-check would only report that the reference
 * model cannot read it. Every other position a rule test reaches is cross-checked.
 */
export function unreachable<T>(build: () => T): T {
  const was = reached.on;
  reached.on = false;
  try {
    return build();
  } finally {
    reached.on = was;
  }
}
