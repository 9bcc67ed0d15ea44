/**
 * The solo fields of the position format (position.ts): `solo: { on }`, the pirate whose
 * move it is (black, yellow, red), written only for a solo game. The bank's cell
 * (V[SOLO_BANK]) is not written: it is read back from the tiles. In a solo position the
 * pieces W1, W2, W3 are the black, yellow and red pirates (crew 0, solo-state.ts).
 */

import type { FieldError } from '../core/game.js';
import { CELLS } from './geometry.js';
import { isSolo, SOLO_BANK, SOLO_NAMES, SOLO_ON } from './solo-state.js';
import { State, TILE } from './state.js';
import { Kind, kindOf } from './tiles.js';

/** The position's solo key, or nothing for another mode. */
export const soloFields = (s: State): Record<string, unknown> => (isSolo(s) ? { solo: { on: SOLO_NAMES[s.v[SOLO_ON]] } } : {});

/** Reads `solo` (after the cells and the mode): the pirate on turn and the bank; null when fine. */
export function readSoloFields(s: State, x: unknown): FieldError | null {
  const fail = (field: string, message: string): FieldError => ({ code: 'bad-position', field, message });
  if (!isSolo(s)) return x === undefined ? null : fail('solo', 'only a solo game has it');
  const on = typeof x === 'object' && x !== null ? SOLO_NAMES.indexOf((x as Record<string, unknown>).on as string) : -1;
  if (on < 0) return fail('solo.on', `must be { on: ${SOLO_NAMES.join(' | ')} } in a solo game`);
  s.v[SOLO_ON] = on;
  let bank = -1;
  for (let c = 0; c < CELLS; c++) if (s.u8[TILE + c] !== 0 && kindOf(s.u8[TILE + c]) === Kind.Bank) { if (bank >= 0) return fail('tiles', 'a solo game has one bank'); bank = c; }
  if (bank < 0) return fail('tiles', 'a solo game needs a bank');
  s.v[SOLO_BANK] = bank;
  return null;
}
