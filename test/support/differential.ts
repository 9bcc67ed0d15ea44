/**
 * Differential play: the engine (src/jackal/) against the reference model (src/reference/).
 *
 * A game is dealt by the engine from a seed, read into the reference model from its
 * position JSON, and then played with moves drawn at random (seeded) from the legal moves:
 * by default uniformly (`pick`; with the expansion every other draw among the moves that
 * carry a load), or under the rare policy (`Play.policy` 'rare', `npm run differential --
 * --policy rare`): every other draw among the legal moves of the kinds (move-kinds.ts) the
 * game has played least, so that the rules' rare branches are met (`pickRare`). At every
 * ply the two must list the same SET of moves (as notation) and, after the move, write the
 * same position (as JSON, compared without regard to key order). The first
 * disagreement stops the game and is returned with the seed, options and ply that
 * reproduce it. The same comparison checks one position (`crossCheck`: every legal move and
 * random walks from it; the rule tests' positions, test/jackal/rules/cross-check.setup.ts)
 * and one move (`disagreementsAfter`).
 */

import { isDeepStrictEqual } from 'node:util';
import { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/jackal/apply.js';
import { formatMove, legalMoves as engineMoves } from '../../src/jackal/notation.js';
import type { GameOptions } from '../../src/jackal/options.js';
import { toPosition } from '../../src/jackal/position.js';
import { newGame } from '../../src/jackal/setup.js';
import { OPT_EXPANSION } from '../../src/jackal/options.js';
import { OPTIONS, cloneState, type State } from '../../src/jackal/state.js';
import type { Game } from '../../src/reference/game.js';
import { readPosition, writePosition } from '../../src/reference/position.js';
import { legalTexts, play as playReference } from '../../src/reference/turn.js';
import { moveEffects, moveKind, tireless, type Pos } from './move-kinds.js';

export interface Disagreement {
  seed: string;
  options: Partial<GameOptions>;
  ply: number;
  /** The move just played (for a position disagreement), or null (moves differ before it). */
  move: string | null;
  what: string;
  /** The position before the disagreeing ply, as the engine writes it. */
  before: unknown;
}

export interface GameReport { plies: number; disagreement: Disagreement | null }

/** Paths where two JSON values differ (at most a few, for a readable report). */
export function jsonDiff(a: unknown, b: unknown, path = '', out: string[] = []): string[] {
  if (out.length >= 8 || isDeepStrictEqual(a, b)) return out;
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
    const ao = a as Record<string, unknown>, bo = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(ao), ...Object.keys(bo)])) jsonDiff(ao[k], bo[k], path ? `${path}.${k}` : k, out);
    return out;
  }
  out.push(`${path || '(root)'}: engine ${JSON.stringify(a)} reference ${JSON.stringify(b)}`);
  return out;
}

/**
 * A position as compared: the expansion's two cannonballs are alike (X-R1), so their places
 * are compared as a set (each implementation fills the slots in its own order).
 */
export function comparable(position: unknown): unknown {
  const j = position as { items?: { cannonballs: string[] } };
  if (j.items === undefined) return position;
  return { ...j, items: { ...j.items, cannonballs: [...j.items.cannonballs].sort() } };
}

/**
 * Where the two implementations' legal moves in a position differ, or null when they list the
 * same set (as notation). `texts` are the engine's moves as notation, in its order.
 */
function movesDiffer(texts: readonly string[], ref: Game): string | null {
  let refTexts: string[];
  try {
    refTexts = legalTexts(ref);
  } catch (e) {
    return `reference threw listing moves: ${(e as Error).message}`;
  }
  const a = [...texts].sort(), b = [...refTexts].sort();
  if (isDeepStrictEqual(a, b)) return null;
  const onlyEngine = a.filter((x) => !b.includes(x)), onlyRef = b.filter((x) => !a.includes(x));
  const dup = b.length !== new Set(b).size ? ' (reference lists a move twice)' : '';
  return `moves differ${dup}: engine only [${onlyEngine.join(' ')}], reference only [${onlyRef.join(' ')}]`;
}

/**
 * Plays the engine's move `m` (notation `text`) on both implementations and says where the
 * positions after it differ, or null when they agree. `s` and `ref` are both advanced.
 */
function moveDiffers(s: State, ref: Game, m: number, text: string, tamper?: () => void): string | null {
  applyMove(s, m);
  try {
    playReference(ref, text);
  } catch (e) {
    return `reference threw playing: ${(e as Error).message}`;
  }
  tamper?.();
  const diff = jsonDiff(comparable(toPosition(s)), comparable(writePosition(ref)));
  return diff.length ? `positions differ after ${text}: ${diff.join('; ')}` : null;
}

/**
 * How a game's moves are drawn: `uniform` (`pick`) as the differential test always has;
 * `rare` (`pickRare`), every other draw among the legal moves of the kinds (move-kinds.ts
 * `moveKind`: form, mover, load, target, who stands there) this game has played least so
 * far, so that branches uniform play seldom meets are met more often (per 100 games: the
 * shot 2-3 → 7-8, staying on the airplane 0-1 → 8-10, reviving 7-15 → 23-33; docs/RULES.md,
 * *The rare policy*). Both are drawn from the game's seeded Rng alone; `uniform` draws
 * exactly as before the policies were added.
 */
export const POLICIES = ['uniform', 'rare'] as const;
export type Policy = typeof POLICIES[number];

/** How a differential game is played: the move policy, and a look at what each move did (move-kinds.ts `moveEffects`). */
export interface Play {
  policy?: Policy;
  observe?: (effects: string[]) => void;
}

/**
 * Plays on from `s` (the engine's position; `ref` the same position read by the reference)
 * with moves drawn by `rng` from the legal moves (by `play.policy`), comparing at every ply,
 * up to `maxPlies` plies or the game's end. Returns the plies played and the first
 * disagreement, if any (ply, the move played or null when the move lists differ, what
 * differs, the position before).
 */
function walk(s: State, ref: Game, rng: Rng, maxPlies: number, tamper?: (ref: Game, ply: number) => void, play: Play = {}):
  { plies: number; at?: { ply: number; move: string | null; what: string; before: unknown } } {
  const loaded = (s.u8[OPTIONS] & OPT_EXPANSION) !== 0;
  const played = new Map<string, number>();
  for (let ply = 0; ply < maxPlies; ply++) {
    const before = toPosition(s);
    const moves = engineMoves(s);
    const texts = moves.map((m) => formatMove(s, m));
    const differ = movesDiffer(texts, ref);
    if (differ) return { plies: ply, at: { ply, move: null, what: differ, before } };
    if (moves.length === 0) return { plies: ply };
    const i = play.policy === 'rare' ? pickRare(texts, before as Pos, rng, loaded, played) : pick(texts, rng, loaded);
    const after = moveDiffers(s, ref, moves[i], texts[i], tamper && (() => tamper(ref, ply)));
    if (after) return { plies: ply, at: { ply, move: texts[i], what: after, before } };
    play.observe?.(moveEffects(before as Pos, texts[i], toPosition(s) as Pos));
  }
  return { plies: maxPlies };
}

/** A move that takes something along: a coin, the treasure, an item (notation `$`, `@`, `+ball`, `+boat`, `+barrow`). */
const LOAD = /[$@]|\+(ball|boat|barrow)/;

/**
 * The move to play, drawn by `rng`: uniformly over the legal moves; with the expansion
 * (`loaded`), every other draw from the moves that take a load along, when there are any, so
 * that the wheelbarrow's pairs, the shot and the launch are met (uniform play rarely carries
 * two things: no game of 60 did).
 */
function pick(texts: readonly string[], rng: Rng, loaded: boolean): number {
  if (!loaded || rng.int(2) === 0) return rng.int(texts.length);
  const carrying = texts.map((t, i) => (LOAD.test(t) ? i : -1)).filter((i) => i >= 0);
  return carrying.length === 0 ? rng.int(texts.length) : carrying[rng.int(carrying.length)];
}

/**
 * The rare policy's draw: on a coin toss of `rng`, a kind (`moveKind` of the position
 * before) uniformly among the kinds present that `played` counts least in this game, then
 * one of its moves uniformly (so a lone `stay` among a hundred flights is drawn as often as
 * a flight); else as `pick`. The kind played is counted in `played`, unless it is one the
 * policy never tires of (move-kinds.ts `tireless`: turning up a tile, a cannonball brought
 * nearer a cannon), which therefore stay among the least played.
 */
export function pickRare(texts: readonly string[], before: Pos, rng: Rng, loaded: boolean, played: Map<string, number>): number {
  const kinds = texts.map((t) => moveKind(before, t));
  let i: number;
  if (rng.int(2) === 0) {
    const present = [...new Set(kinds)];
    const least = Math.min(...present.map((k) => played.get(k) ?? 0));
    const rarest = present.filter((k) => (played.get(k) ?? 0) === least);
    const kind = rarest[rng.int(rarest.length)];
    const moves = kinds.map((k, j) => (k === kind ? j : -1)).filter((j) => j >= 0);
    i = moves[rng.int(moves.length)];
  } else {
    i = pick(texts, rng, loaded);
  }
  if (!tireless(kinds[i])) played.set(kinds[i], (played.get(kinds[i]) ?? 0) + 1);
  return i;
}

/** Plays one seeded game on both implementations, up to `maxPlies` plies, its moves drawn as `play` says (uniformly by default). */
export function playDifferential(seed: string, options: Partial<GameOptions>, maxPlies: number, tamper?: (ref: Game, ply: number) => void, play: Play = {}): GameReport {
  const o: GameOptions = { mode: '4p', tiles: 'classic', firstCrew: 0, airplaneImmediate: false, lighthouse: 'peek', maxPlies: 4000, stallPlies: 400, ...options };
  const s = newGame(o, seed);
  const start = toPosition(s);
  const ref = readPosition(start);
  const first = jsonDiff(start, writePosition(ref));
  if (first.length) return { plies: 0, disagreement: { seed, options, ply: 0, move: null, what: `start position: ${first.join('; ')}`, before: start } };
  const r = walk(s, ref, new Rng(`differential:${seed}`), maxPlies, tamper, play);
  return { plies: r.plies, disagreement: r.at ? { seed, options, ...r.at } : null };
}

/**
 * A position cross-checked against the reference model, as a rule test reaches it: read by
 * the reference (the same position written back), the same legal moves, every one of them
 * played on both with the same position after; then `walks` random walks of up to `plies`
 * plies from it, drawn by an Rng seeded with `seed` and the walk's number, compared at every
 * ply. Returns what differs, or null when the two agree throughout.
 */
export function crossCheck(s0: State, walks: number, plies: number, seed: string): string | null {
  const start = toPosition(s0);
  let ref: Game;
  try {
    ref = readPosition(start);
  } catch (e) {
    return `the reference cannot read the position: ${(e as Error).message}`;
  }
  const read = jsonDiff(start, writePosition(ref));
  if (read.length) return `read back differently: ${read.join('; ')}`;
  const moves = engineMoves(s0);
  const texts = moves.map((m) => formatMove(s0, m));
  const differ = movesDiffer(texts, ref);
  if (differ) return differ;
  // An observation (a player's view: the face-down tiles unknown) lists moves but reveals no tile.
  if (start.layout === null && Object.keys(start.revealed).length < 117) return null;
  for (let i = 0; i < moves.length; i++) {
    const after = moveDiffers(cloneState(s0), readPosition(start), moves[i], texts[i]);
    if (after) return after;
  }
  for (let w = 0; w < walks; w++) {
    const r = walk(cloneState(s0), readPosition(start), new Rng(`${seed}:${w}`), plies);
    if (r.at) return `walk ${w} (seed ${seed}:${w}) ply ${r.at.ply}${r.at.move ? ` move ${r.at.move}` : ''}: ${r.at.what}; before: ${JSON.stringify(r.at.before)}`;
  }
  return null;
}

/** The option mixes the differential test plays: every mode, both tile sets (as covered), the edition options. */
export function optionMix(index: number, tileSets: readonly string[]): Partial<GameOptions> {
  const modes = ['4p', '2v2', '2p', '3p'] as const;
  const mode = modes[index % 4];
  const tiles = tileSets[Math.floor(index / 4) % tileSets.length];
  const crews = mode === '3p' ? 3 : 4;
  return {
    mode,
    tiles,
    firstCrew: Math.floor(index / 8) % crews,
    airplaneImmediate: Math.floor(index / 3) % 2 === 1,
    lighthouse: Math.floor(index / 5) % 2 === 1 ? 'open' : 'peek',
    maxPlies: index % 7 === 0 ? 150 : 4000,
    stallPlies: index % 11 === 0 ? 40 : 400,
  };
}

/**
 * One position, one move, on both implementations: the differences in the legal move sets
 * before it and in the positions after it (empty when they agree). For scenario tests that
 * pin a disagreement the random games found on the side that was wrong.
 */
export function disagreementsAfter(s: State, text: string): string[] {
  const ref = readPosition(toPosition(s));
  const moves = engineMoves(s);
  const texts = moves.map((m) => formatMove(s, m));
  const differ = movesDiffer(texts, ref);
  if (differ) return [differ];
  const i = texts.indexOf(text);
  if (i < 0) return [`${text} is not legal`];
  const after = moveDiffers(cloneState(s), ref, moves[i], text);
  return after ? [after] : [];
}
