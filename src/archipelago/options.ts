/**
 * Rule options of an Archipelago game, from plain data (CLI flags, an experiment file):
 *   mode      4p (each crew for itself), 2v2 (crews 0+2 against 1+3, turns alternating
 *             teams, line 1156), 2p, 3p (one crew a player); default 4p
 *   island    1..4: a designed island (layouts/island-N.json); default 1
 *   layout    a layout file of one's own (layout.ts), instead of `island`
 *   maxPlies  research ply limit (decisions), 0 = none; default 3000
 */

import type { FieldError } from '../core/game.js';
import { DESIGNED_ISLANDS, designedIsland, Layout, readLayoutFile } from './layout.js';

export const MODES = ['4p', '2v2', '2p', '3p'];
export const MODE_CREWS = [4, 4, 2, 3];

export interface ArchOptions { mode: string; island: number; layout: string | null; maxPlies: number }

export const DEFAULT_OPTIONS: ArchOptions = { mode: '4p', island: 1, layout: null, maxPlies: 3000 };

const bad = (field: string, message: string): FieldError => ({ code: 'bad-option', field, message });

/** Validates plain option data (a layout file is read and checked here); an error names the field. */
export function checkOptions(input: Record<string, unknown>): ArchOptions | FieldError {
  const o: ArchOptions = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'mode') {
      if (typeof value !== 'string' || !MODES.includes(value)) return bad('mode', `must be one of ${MODES.join(', ')}, got ${JSON.stringify(value)}`);
      o.mode = value;
    } else if (key === 'island') {
      const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > DESIGNED_ISLANDS) return bad('island', `must be 1..${DESIGNED_ISLANDS} (islands 5-10 need the expansions, line 1286), got ${JSON.stringify(value)}`);
      o.island = n;
    } else if (key === 'layout') {
      if (value === null) continue;
      if (typeof value !== 'string' || value === '') return bad('layout', 'must be the path of a layout file');
      const l = readLayoutFile(value);
      if ('code' in l) return l;
      o.layout = value;
    } else if (key === 'maxPlies') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1e6) return bad('maxPlies', `must be a whole number from 0 to 1000000, got ${JSON.stringify(value)}`);
      o.maxPlies = value;
    } else {
      return { code: 'unknown-option', field: key, message: 'not an option of archipelago (mode, island, layout, maxPlies)' };
    }
  }
  return o;
}

/** The layout these options lay (checked by checkOptions). */
export function layoutOf(o: ArchOptions): Layout {
  if (o.layout === null) return designedIsland(o.island);
  const l = readLayoutFile(o.layout);
  if ('code' in l) throw new Error(`${l.field}: ${l.message}`);
  return l;
}
