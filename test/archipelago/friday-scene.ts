/** Scenes with Friday placed (scene.ts), for the tests of Friday's rulings A-B15..A-B17. */
import { FRIDAY, P_CELL, P_CREW, P_STAT, State } from '../../src/archipelago/state.js';
import { cell, scene, type Scene } from './scene.js';

/** The scene with Friday standing (or swimming) at `at`, playing for `crew`. */
export function withFriday(x: Scene, at: string, crew: number): State {
  const s = scene(x);
  s.u8[P_CELL + FRIDAY] = cell(at); s.u8[P_CREW + FRIDAY] = crew; s.u8[P_STAT + FRIDAY] = 0;
  return s;
}
