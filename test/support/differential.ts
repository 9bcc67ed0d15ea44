/**
 * Differential play: the engine (src/jackal/) against the reference model (src/reference/).
 *
 * A game is dealt by the engine from a seed, read into the reference model from its
 * position JSON, and then played with moves drawn at random (seeded) from the legal moves.
 * At every ply the two must list the same SET of moves (as notation) and, after the move,
 * write the same position (as JSON, compared without regard to key order). The first
 * disagreement stops the game and is returned with the seed, options and ply that
 * reproduce it.
 */

import { isDeepStrictEqual } from 'node:util';
import { Rng } from '../../src/core/rng.js';
import { applyMove } from '../../src/jackal/apply.js';
import { formatMove, legalMoves as engineMoves } from '../../src/jackal/notation.js';
import type { GameOptions } from '../../src/jackal/options.js';
import { toPosition } from '../../src/jackal/position.js';
import { newGame } from '../../src/jackal/setup.js';
import { cloneState, type State } from '../../src/jackal/state.js';
import type { Game } from '../../src/reference/game.js';
import { readPosition, writePosition } from '../../src/reference/position.js';
import { legalTexts, play } from '../../src/reference/turn.js';

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

/** Plays one seeded game on both implementations, up to `maxPlies` plies. */
export function playDifferential(seed: string, options: Partial<GameOptions>, maxPlies: number, tamper?: (ref: Game, ply: number) => void): GameReport {
  const o: GameOptions = { mode: '4p', tiles: 'classic', firstCrew: 0, airplaneImmediate: false, lighthouse: 'peek', maxPlies: 4000, stallPlies: 400, ...options };
  const s = newGame(o, seed);
  const start = toPosition(s);
  const ref = readPosition(start);
  const rng = new Rng(`differential:${seed}`);
  const report = (ply: number, move: string | null, what: string, before: unknown): GameReport =>
    ({ plies: ply, disagreement: { seed, options, ply, move, what, before } });
  const first = jsonDiff(start, writePosition(ref));
  if (first.length) return report(0, null, `start position: ${first.join('; ')}`, start);
  for (let ply = 0; ply < maxPlies; ply++) {
    const before = toPosition(s);
    const moves = engineMoves(s);
    const texts = moves.map((m) => formatMove(s, m));
    let refTexts: string[];
    try {
      refTexts = legalTexts(ref);
    } catch (e) {
      return report(ply, null, `reference threw listing moves: ${(e as Error).message}`, before);
    }
    const a = [...texts].sort(), b = [...refTexts].sort();
    if (!isDeepStrictEqual(a, b)) {
      const onlyEngine = a.filter((x) => !b.includes(x)), onlyRef = b.filter((x) => !a.includes(x));
      const dup = b.length !== new Set(b).size ? ' (reference lists a move twice)' : '';
      return report(ply, null, `moves differ${dup}: engine only [${onlyEngine.join(' ')}], reference only [${onlyRef.join(' ')}]`, before);
    }
    if (moves.length === 0) return { plies: ply, disagreement: null };
    const i = rng.int(moves.length);
    applyMove(s, moves[i]);
    try {
      play(ref, texts[i]);
    } catch (e) {
      return report(ply, texts[i], `reference threw playing: ${(e as Error).message}`, before);
    }
    tamper?.(ref, ply);
    const diff = jsonDiff(toPosition(s), writePosition(ref));
    if (diff.length) {
      return report(ply, texts[i], `positions differ after ${texts[i]}: ${diff.join('; ')}`, before);
    }
  }
  return { plies: maxPlies, disagreement: null };
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
  const texts = moves.map((m) => formatMove(s, m)).sort();
  const refTexts = legalTexts(ref).sort();
  if (!isDeepStrictEqual(texts, refTexts)) return [`moves: engine [${texts.join(' ')}], reference [${refTexts.join(' ')}]`];
  const i = moves.findIndex((m) => formatMove(s, m) === text);
  if (i < 0) return [`${text} is not legal`];
  const after = cloneState(s);
  applyMove(after, moves[i]);
  play(ref, text);
  return jsonDiff(toPosition(after), writePosition(ref));
}
