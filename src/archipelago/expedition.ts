/**
 * The expedition's two rule options and how a new game starts with them:
 *   abilities  `W1=musketeer,Y2=porter`: pirates given a card at the start (a study or the
 *              ability-worth experiment; in a campaign they are the cards already earned)
 *   campaign   `3` (islands 1..3) or a list `2,4,1`: a campaign over these designed islands
 *              in order (lines 1108-1146; campaign.ts plays it)
 * Both are text so that they pass through CLI flags, experiment files and config.json as
 * written. Parsing returns field errors; nothing here throws on user input.
 */

import type { FieldError } from '../core/game.js';
import { Rng } from '../core/rng.js';
import * as abilitiesModule from './abilities.js';
import * as layoutModule from './layout.js';
import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CARD_NAMES, cardByName, giveCard } = abilitiesModule;
const { DESIGNED_ISLANDS } = layoutModule;
const { CAMP_AT, CAMP_ISLE, CAMP_LEN, CAMP_ORDER, CAMP_SEED, MAX_ISLES } = stateModule;

const CREW_LETTERS = 'WYBR';

/** `W1=musketeer,...` as [pirate, card] pairs, for a game of `crews` crews; an error names the field. */
export function parseAbilities(text: string, crews: number): [number, number][] | FieldError {
  const bad = (message: string): FieldError => ({ code: 'bad-option', field: 'abilities', message });
  const out: [number, number][] = [];
  if (text.trim() === '') return out;
  for (const part of text.split(',')) {
    const m = /^\s*([WYBR])([123])\s*=\s*([a-z]+)\s*$/i.exec(part);
    if (!m) return bad(`"${part.trim()}" is not PIRATE=CARD (e.g. W1=musketeer)`);
    const crew = CREW_LETTERS.indexOf(m[1].toUpperCase()), p = crew * 3 + Number(m[2]) - 1, c = cardByName(m[3]);
    if (crew >= crews) return bad(`${m[1]}${m[2]}: that crew is not in a ${crews}-crew game`);
    if (c === 0) return bad(`unknown card "${m[3]}"; the cards: ${CARD_NAMES.slice(1).join(', ')}`);
    if (out.some(([q]) => q === p)) return bad(`${m[1]}${m[2]} is given two cards (a pirate holds one, FAQ line 1257)`);
    if (out.some(([, d]) => d === c)) return bad(`${CARD_NAMES[c]} is given twice (there is one card of each)`);
    out.push([p, c]);
  }
  return out;
}

/** `N` (islands 1..N) or `a,b,c`: the campaign's islands; an error names the field. */
export function parseCampaign(text: string): number[] | FieldError {
  const bad = (message: string): FieldError => ({ code: 'bad-option', field: 'campaign', message });
  const t = text.trim();
  if (t === '') return [];
  const list = /^\d+$/.test(t) ? Array.from({ length: Number(t) }, (_, i) => i + 1) : t.split(',').map((x) => (/^\s*\d+\s*$/.test(x) ? Number(x) : NaN));
  if (list.length < 1 || list.length > MAX_ISLES) return bad(`a campaign is 1..${MAX_ISLES} islands, got "${text}"`);
  for (const n of list) if (!Number.isInteger(n) || n < 1 || n > DESIGNED_ISLANDS) return bad(`islands must be 1..${DESIGNED_ISLANDS} (a count N, or a list like 2,4,1), got "${text}"`);
  return list;
}

/** A new game's expedition parts (setup.ts newGame): the cards given, and the campaign's record. */
export function startExpedition(s: State, abilities: string, campaign: string, seed: string | number): void {
  const given = parseAbilities(abilities, 4), isles = parseCampaign(campaign);
  if ('code' in given || 'code' in isles) throw new Error('archipelago: unchecked expedition options');
  for (const [p, c] of given) giveCard(s, p, c);
  if (isles.length === 0) return;
  s.u8[CAMP_LEN] = isles.length;
  for (let i = 0; i < isles.length; i++) s.u8[CAMP_ISLE + i] = isles[i];
  s.u8.fill(255, CAMP_ORDER, CAMP_ORDER + 3);
  s.v[CAMP_AT] = 0;
  s.v[CAMP_SEED] = new Rng(`campaign:${seed}`).nextU32() | 0;
}

/** How many islands a checked `campaign` option plays (0: none). */
export function campaignIslands(campaign: string): number {
  const isles = parseCampaign(campaign);
  return 'code' in isles ? 0 : isles.length;
}
