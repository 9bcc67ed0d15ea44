/**
 * Rule options of an Archipelago game, from plain data (CLI flags, an experiment file):
 *   mode      4p (each crew for itself), 2v2 (crews 0+2 against 1+3, turns alternating
 *             teams, line 1156), 2p, 3p (one crew a player); default 4p
 *   island    1..10: a designed island (layouts/island-N.json; 5-10 need the expansion boxes); default 1
 *   boxes     optional, a designed island only: the boxes it is laid from, "1,3,5" (line 1138
 *             "any boxes": box 1 and as many others as the island's own); default its own 1..N
 *   layout    a layout file of one's own (layout.ts), instead of `island`
 *   maxPlies  research ply limit (decisions), 0 = none; default 3000
 *   mission   1..10: a designed solo mission card (missions/mission-N.json), mode solo; 0 none (default)
 *   missionFile  a mission file of one's own (solo-mission.ts), instead of `mission`
 *             (either one without a mode plays mode solo; mode solo needs one of them)
 *   abilities `W1=musketeer,Y2=porter`: pirates holding an ability card from the start (expedition.ts); default none
 *   campaign  `N` (islands 1..N) or a list `2,4,1`: a campaign over designed islands (campaign.ts); default none
 */

import type { FieldError } from '../core/game.js';
import { Layout } from './layout.js';
import * as layoutModule from './layout.js';
import * as tilesModule from './tiles.js';
import { Mission } from './solo-mission.js';
import * as soloMissionModule from './solo-mission.js';
import * as expeditionModule from './expedition.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { DESIGNED_ISLANDS, designedIsland, readLayoutFile } = layoutModule;
const { boxCount, boxSet } = tilesModule;
const { designedMission, DESIGNED_MISSIONS, readMissionFile } = soloMissionModule;
const { parseAbilities, parseCampaign } = expeditionModule;

/** `solo`: one player, the three pirates of a mission card (solo-state.ts SOLO_MODE = its index). */
export const MODES = ['4p', '2v2', '2p', '3p', 'solo'];
export const MODE_CREWS = [4, 4, 2, 3, 1];

export interface ArchOptions { mode: string; island: number; layout: string | null; maxPlies: number; mission: number; missionFile: string | null; boxes?: number[]; abilities: string; campaign: string }

export const DEFAULT_OPTIONS: ArchOptions = { mode: '4p', island: 1, layout: null, maxPlies: 3000, mission: 0, missionFile: null, abilities: '', campaign: '' };

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
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > DESIGNED_ISLANDS) return bad('island', `must be 1..${DESIGNED_ISLANDS} (islands 5-10 lay the expansion boxes, line 1286), got ${JSON.stringify(value)}`);
      o.island = n;
    } else if (key === 'boxes') {
      const list = typeof value === 'string' && /^\d+(,\d+)*$/.test(value) ? value.split(',').map(Number) : value;
      if (!Array.isArray(list) || typeof boxSet(list) === 'string') return bad('boxes', `must be box numbers like 1,3,5 with box 1 (${Array.isArray(list) ? boxSet(list) : 'not a list'}), got ${JSON.stringify(value)}`);
      o.boxes = list as number[];
    } else if (key === 'layout') {
      if (value === null) continue;
      if (typeof value !== 'string' || value === '') return bad('layout', 'must be the path of a layout file');
      const l = readLayoutFile(value);
      if ('code' in l) return l;
      o.layout = value;
    } else if (key === 'maxPlies') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1e6) return bad('maxPlies', `must be a whole number from 0 to 1000000, got ${JSON.stringify(value)}`);
      o.maxPlies = value;
    } else if (key === 'mission') {
      const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
      if (n === 0) continue; // the default (no mission): checked options read back as given (config.json)
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > DESIGNED_MISSIONS) return bad('mission', `must be 1..${DESIGNED_MISSIONS} (a solo mission card; 0 none), got ${JSON.stringify(value)}`);
      o.mission = n;
    } else if (key === 'missionFile') {
      if (value === null) continue;
      if (typeof value !== 'string' || value === '') return bad('missionFile', 'must be the path of a mission file');
      const m = readMissionFile(value);
      if ('code' in m) return m;
      o.missionFile = value;
    } else if (key === 'abilities' || key === 'campaign') {
      const parts = Array.isArray(value) ? value : [value]; // --ability given twice: both
      if (!parts.every((x) => typeof x === 'string' || typeof x === 'number')) return bad(key, `must be text, got ${JSON.stringify(value)}`);
      o[key] = parts.map((x) => String(x).trim()).filter((x) => x !== '').join(',');
    } else {
      return { code: 'unknown-option', field: key, message: 'not an option of archipelago (mode, island, boxes, layout, maxPlies, mission, missionFile, abilities, campaign)' };
    }
  }
  if ((o.mission > 0 || o.missionFile !== null) && o.mode !== 'solo') {
    if (input.mode !== undefined) return bad('mission', `a mission card is played in mode solo, not ${o.mode}`);
    o.mode = 'solo';
  }
  if (o.mode === 'solo' && o.mission === 0 && o.missionFile === null) return bad('mission', 'mode solo plays a mission card: give a mission 1..10 or a mission file');
  const expedition = checkExpedition(o, input);
  if (expedition !== null) return expedition;
  if (o.boxes !== undefined) {
    if (o.layout !== null) return bad('boxes', 'a layout file names its own boxes');
    const own = designedIsland(o.island).boxes;
    if (o.boxes.length !== boxCount(own)) return bad('boxes', `island ${o.island} is laid from ${boxCount(own)} boxes, got ${o.boxes.length}`);
  }
  return o;
}

/** The layout these options lay (checked by checkOptions). */
export function layoutOf(o: ArchOptions): Layout {
  if (o.layout === null) return o.boxes === undefined ? designedIsland(o.island) : { ...designedIsland(o.island), boxes: boxSet(o.boxes) as number };
  const l = readLayoutFile(o.layout);
  if ('code' in l) throw new Error(`${l.field}: ${l.message}`);
  return l;
}

/** The expedition's options (expedition.ts): cards for crews in the game; a campaign lays designed islands, its first is `island`. */
function checkExpedition(o: ArchOptions, input: Record<string, unknown>): FieldError | null {
  const given = parseAbilities(o.abilities, MODE_CREWS[MODES.indexOf(o.mode)]);
  if ('code' in given) return given;
  if (given.length > 0 && o.mode === 'solo') return bad('abilities', 'the solo game has no ability cards');
  const isles = parseCampaign(o.campaign);
  if ('code' in isles) return isles;
  if (isles.length === 0) return null;
  if (o.mode === 'solo' || o.layout !== null || input.boxes !== undefined) return bad('campaign', 'a campaign lays designed islands in a 2p, 3p, 4p or 2v2 game (no layout, boxes or mission)');
  if (input.island !== undefined && Number(input.island) !== isles[0]) return bad('campaign', `the campaign's first island is ${isles[0]}, but island ${JSON.stringify(input.island)} is given: name the islands in the campaign`);
  o.island = isles[0];
  return null;
}

/** The mission card these options play (mode solo; checked by checkOptions). */
export function missionOf(o: ArchOptions): Mission {
  if (o.missionFile === null) return designedMission(o.mission);
  const m = readMissionFile(o.missionFile);
  if ('code' in m) throw new Error(`${m.field}: ${m.message}`);
  return m;
}
