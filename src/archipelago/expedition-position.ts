/**
 * The expedition's part of the position format (position.ts): a key `expedition`, present
 * only when some pirate holds a card or the game is a campaign, so other positions are as
 * before:
 *   abilities  { W1: "musketeer", ... }; fired: ["W2"] gunners who fired this island
 *   campaign   { islands: [1, 2, 3], at: index of the island being played (= islands.length
 *              when over), ply0: the ply this island began, seed: the hidden seed of the next
 *              islands (left out: unknown, an observation), coins: [[per crew] per island
 *              played], won: [["white"] per island played], limited: [indices of islands
 *              ended at the ply limit], drawn: ["porter", ...] face up,
 *              order: ["black", ...] the choosers, pick: index of the chooser now }
 */

import { CARD_MASK, CARD_NAMES, cardByName, giveCard } from './abilities.js';
import { DESIGNED_ISLANDS } from './layout.js';
import {
  ABILITY, CAMP_AT, CAMP_COINS, CAMP_DRAWN, CAMP_ISLE, CAMP_LEN, CAMP_ORDER, CAMP_PICK, CAMP_SEED, CAMP_WON, CARDS, CREW_NAMES, CREWS, FIRED,
  LIMITED, MAX_ISLES, PIRATES, PLY0, State,
} from './state.js';

const PIRATE_NAMES = Array.from({ length: PIRATES }, (_, p) => `${'WYBR'[(p / 3) | 0]}${(p % 3) + 1}`);

/** The `expedition` key of s's position, or nothing. */
export function expeditionFields(s: State): { expedition?: unknown } {
  const u = s.u8, v = s.v, len = u[CAMP_LEN];
  if (v[CARDS] === 0 && len === 0) return {};
  const abilities: Record<string, string> = {}, fired: string[] = [];
  for (let p = 0; p < PIRATES; p++) {
    if (u[ABILITY + p] & CARD_MASK) abilities[PIRATE_NAMES[p]] = CARD_NAMES[u[ABILITY + p] & CARD_MASK];
    if (u[ABILITY + p] & FIRED) fired.push(PIRATE_NAMES[p]);
  }
  if (len === 0) return { expedition: { abilities, fired } };
  const crews = v[CREWS], played = Math.min(v[CAMP_AT], len), idx = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
  const campaign = {
    islands: idx(len).map((i) => u[CAMP_ISLE + i]), at: v[CAMP_AT], ply0: v[PLY0], ...(v[CAMP_SEED] !== 0 ? { seed: v[CAMP_SEED] } : {}),
    coins: idx(played).map((i) => idx(crews).map((k) => u[CAMP_COINS + 4 * i + k])),
    won: idx(played).map((i) => idx(crews).filter((k) => (u[CAMP_WON + i] >> k) & 1).map((k) => CREW_NAMES[k])),
    limited: idx(played).filter((i) => u[CAMP_WON + i] & LIMITED),
    drawn: idx(3).filter((j) => u[CAMP_DRAWN + j] !== 0).map((j) => CARD_NAMES[u[CAMP_DRAWN + j]]),
    order: idx(3).filter((j) => u[CAMP_ORDER + j] !== 255).map((j) => CREW_NAMES[u[CAMP_ORDER + j]]),
    pick: u[CAMP_PICK],
  };
  return { expedition: { abilities, fired, campaign } };
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
class Bad { constructor(readonly field: string, readonly message: string) {} }
const fail = (field: string, message: string): never => { throw new Bad(field, message); };
function list(x: unknown, field: string, max: number): unknown[] {
  if (x === undefined) return [];
  if (!Array.isArray(x) || x.length > max) fail(field, `must be a list of at most ${max}`);
  return x as unknown[];
}
function whole(x: unknown, field: string, lo: number, hi: number): number {
  if (typeof x !== 'number' || !Number.isInteger(x) || x < lo || x > hi) fail(field, `must be a whole number from ${lo} to ${hi}, got ${JSON.stringify(x)}`);
  return x as number;
}
const crewOf = (x: unknown, field: string, crews: number): number => {
  const k = typeof x === 'string' ? CREW_NAMES.indexOf(x) : -1;
  return k >= 0 && k < crews ? k : fail(field, `must be a crew of the game, got ${JSON.stringify(x)}`);
};

/** Reads the `expedition` key into s (after the rest of the position); an error names the field. */
export function readExpeditionFields(s: State, x: unknown): { field: string; message: string } | null {
  if (x === undefined) return null;
  try {
    read(s, x);
    return null;
  } catch (e) {
    if (e instanceof Bad) return { field: e.field, message: e.message };
    throw e;
  }
}

function read(s: State, x: unknown): void {
  if (!isObj(x)) return fail('expedition', 'must be an object { abilities, fired, campaign }');
  const u = s.u8, v = s.v, crews = v[CREWS];
  const abilities = x.abilities === undefined ? {} : isObj(x.abilities) ? x.abilities : fail('expedition.abilities', 'must be { W1: "musketeer", ... }');
  for (const name of Object.keys(abilities)) {
    const p = PIRATE_NAMES.indexOf(name), c = typeof abilities[name] === 'string' ? cardByName(abilities[name] as string) : 0;
    if (p < 0 || ((p / 3) | 0) >= crews) fail(`expedition.abilities.${name}`, 'must be a pirate W1..R3 of a crew in the game');
    if (c === 0) fail(`expedition.abilities.${name}`, `unknown card; the cards: ${CARD_NAMES.slice(1).join(', ')}`);
    if ((v[CARDS] >> c) & 1) fail(`expedition.abilities.${name}`, 'that card is held by another pirate');
    giveCard(s, p, c);
  }
  for (const [i, name] of list(x.fired, 'expedition.fired', PIRATES).entries()) {
    const p = PIRATE_NAMES.indexOf(name as string);
    if (p < 0 || (u[ABILITY + p] & CARD_MASK) !== 6) fail(`expedition.fired[${i}]`, 'must name the gunner');
    u[ABILITY + p] |= FIRED;
  }
  if (x.campaign !== undefined) readCampaign(s, x.campaign);
}

function readCampaign(s: State, c: unknown): void {
  if (!isObj(c)) return fail('expedition.campaign', 'must be an object { islands, at, ... }');
  const u = s.u8, v = s.v, crews = v[CREWS];
  const isles = list(c.islands, 'expedition.campaign.islands', MAX_ISLES);
  if (isles.length === 0) fail('expedition.campaign.islands', 'must list the islands');
  isles.forEach((n, i) => { u[CAMP_ISLE + i] = whole(n, `expedition.campaign.islands[${i}]`, 1, DESIGNED_ISLANDS); });
  u[CAMP_LEN] = isles.length;
  v[CAMP_AT] = whole(c.at === undefined ? 0 : c.at, 'expedition.campaign.at', 0, isles.length);
  v[PLY0] = whole(c.ply0 === undefined ? 0 : c.ply0, 'expedition.campaign.ply0', 0, 1e7);
  v[CAMP_SEED] = c.seed === undefined ? 0 : whole(c.seed, 'expedition.campaign.seed', -(2 ** 31), 2 ** 31 - 1);
  const played = Math.min(v[CAMP_AT], isles.length);
  const coins = list(c.coins, 'expedition.campaign.coins', MAX_ISLES), won = list(c.won, 'expedition.campaign.won', MAX_ISLES);
  if (coins.length !== played || won.length !== played) fail('expedition.campaign', `coins and won must have one entry per island played (${played})`);
  coins.forEach((row, i) => list(row, `expedition.campaign.coins[${i}]`, crews).forEach((n, k) => { u[CAMP_COINS + 4 * i + k] = whole(n, `expedition.campaign.coins[${i}][${k}]`, 0, 19); }));
  won.forEach((row, i) => list(row, `expedition.campaign.won[${i}]`, crews).forEach((k, j) => { u[CAMP_WON + i] |= 1 << crewOf(k, `expedition.campaign.won[${i}][${j}]`, crews); }));
  list(c.limited, 'expedition.campaign.limited', MAX_ISLES).forEach((i, j) => { u[CAMP_WON + whole(i, `expedition.campaign.limited[${j}]`, 0, played - 1)] |= LIMITED; });
  list(c.drawn, 'expedition.campaign.drawn', 3).forEach((n, j) => {
    const card = typeof n === 'string' ? cardByName(n) : 0;
    u[CAMP_DRAWN + j] = card > 0 ? card : fail(`expedition.campaign.drawn[${j}]`, 'must be a card name');
  });
  u.fill(255, CAMP_ORDER, CAMP_ORDER + 3);
  list(c.order, 'expedition.campaign.order', 3).forEach((k, j) => { u[CAMP_ORDER + j] = crewOf(k, `expedition.campaign.order[${j}]`, crews); });
  u[CAMP_PICK] = whole(c.pick === undefined ? 0 : c.pick, 'expedition.campaign.pick', 0, 2);
}
