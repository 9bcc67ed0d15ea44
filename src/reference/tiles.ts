/**
 * The tiles of the reference model: every printed face, what it does in one word, and the
 * two tile sets (rules README, tile table: each set sums to 117).
 *
 * A tile lies face down with a quarter turn `q` (0..3, clockwise from its printed face);
 * turning it over fixes its directions. Directions are indices into board.DIRECTIONS
 * (0 north, 1 north-east, ... 7 north-west), so a quarter turn adds 2.
 */

export type TileName =
  | 'empty' | 'arrow1' | 'arrow1d' | 'arrow2' | 'arrow2d' | 'arrow3' | 'arrow4' | 'arrow4d' | 'horse'
  | 'jungle' | 'desert' | 'swamp' | 'mountains' | 'ice' | 'trap' | 'crocodile' | 'cannibal' | 'fortress' | 'native'
  | 'rum' | 'balloon' | 'airplane' | 'cannon' | 'chest1' | 'chest2' | 'chest3' | 'chest4' | 'chest5'
  | 'galleon' | 'carramba' | 'lighthouse' | 'ben-gunn' | 'missionary' | 'friday' | 'bottles1' | 'bottles2' | 'bottles3'
  | 'cave' | 'earthquake' | 'thicket' | 'grass'
  | 'boat' | 'cannonball' | 'wheelbarrow';

/** A tile as it lies: its face and quarter turn (0 for tiles that do not turn). */
export interface Tile { name: TileName; q: number }

/** A face-up tile; `used` marks a one-shot tile that has done its work (`:used` in the format). */
export interface OpenTile extends Tile { used: boolean }

/** Arrow faces: their directions at q = 0 (rules README: the seven kinds). */
export const ARROW_DIRECTIONS: Readonly<Partial<Record<TileName, readonly number[]>>> = {
  arrow1: [0],
  arrow1d: [1],
  arrow2: [0, 4],
  arrow2d: [1, 5],
  arrow3: [7, 2, 4],
  arrow4: [0, 2, 4, 6],
  arrow4d: [1, 3, 5, 7],
};

/** Spinners: how many steps (rulebook "Spinner Tiles"). */
export const SPINNER_STEPS: Readonly<Partial<Record<TileName, number>>> = { jungle: 2, desert: 3, swamp: 4, mountains: 5 };

/** Chests and how many coins they hold. */
export const CHEST_COINS: Readonly<Partial<Record<TileName, number>>> = { chest1: 1, chest2: 2, chest3: 3, chest4: 4, chest5: 5 };

/** Rum bottle tiles and how many bottles they hold (Treasure Island). */
export const BOTTLE_COUNT: Readonly<Partial<Record<TileName, number>>> = { bottles1: 1, bottles2: 2, bottles3: 3 };

export const isArrow = (t: TileName): boolean => ARROW_DIRECTIONS[t] !== undefined;
export const isSpinner = (t: TileName): boolean => SPINNER_STEPS[t] !== undefined;
export const turns = (t: TileName): boolean => isArrow(t) || t === 'cannon';

/** Tiles that act once and then are `:used`. */
export const ONE_SHOT: readonly TileName[] = [
  'airplane', 'carramba', 'lighthouse', 'ben-gunn', 'missionary', 'friday', 'bottles1', 'bottles2', 'bottles3', 'earthquake', 'grass',
];

/** The directions of an arrow turned q quarter turns. */
export function arrowDirections(t: TileName, q: number): number[] {
  return (ARROW_DIRECTIONS[t] ?? []).map((d) => (d + 2 * q) % 8).sort((a, b) => a - b);
}

/** The cannon's barrel direction at quarter turn q (north at q = 0). */
export const cannonDirection = (q: number): number => (2 * q) % 8;

/**
 * The smallest quarter turn that gives the same directions (a two-way arrow turned twice
 * looks the same; the format writes the smallest).
 */
export function smallestTurn(t: TileName, q: number): number {
  if (!isArrow(t)) return q;
  const dirs = arrowDirections(t, q).join(',');
  for (let r = 0; r < 4; r++) if (arrowDirections(t, r).join(',') === dirs) return r;
  return q;
}

export const TILE_SETS: Readonly<Record<string, Readonly<Partial<Record<TileName, number>>>>> = {
  classic: {
    empty: 40, arrow1: 3, arrow1d: 3, arrow2: 3, arrow2d: 3, arrow3: 3, arrow4: 3, arrow4d: 3, horse: 2,
    jungle: 5, desert: 4, swamp: 2, mountains: 1, ice: 6, trap: 3, crocodile: 4, cannibal: 1, fortress: 2, native: 1,
    rum: 4, balloon: 2, airplane: 1, cannon: 2, chest1: 5, chest2: 5, chest3: 3, chest4: 2, chest5: 1,
  },
  'treasure-island': {
    empty: 18, arrow1: 3, arrow1d: 3, arrow2: 3, arrow2d: 3, arrow3: 3, arrow4: 3, arrow4d: 3, horse: 2,
    jungle: 5, desert: 4, swamp: 2, mountains: 1, ice: 6, trap: 3, crocodile: 4, cannibal: 1, fortress: 2, native: 1,
    rum: 4, balloon: 2, airplane: 1, cannon: 2, chest1: 5, chest2: 5, chest3: 3, chest4: 2, chest5: 1,
    galleon: 1, carramba: 1, lighthouse: 1, 'ben-gunn': 1, missionary: 1, friday: 1, bottles1: 3, bottles2: 2, bottles3: 1,
    cave: 4, earthquake: 1, thicket: 3, grass: 2,
  },
};

/**
 * A set with the "original" expansion (X-R1; 413, 421, 429; tn 214): the boat, two cannonballs,
 * the wheelbarrow and one more jungle (the thicket) take the places of five empty tiles; an
 * item's tile, once its item is taken, is an empty tile by another name.
 */
export function withExpansion(set: string): Partial<Record<TileName, number>> {
  const base = TILE_SETS[set];
  return { ...base, empty: base.empty! - 5, thicket: (base.thicket ?? 0) + 1, boat: 1, cannonball: 2, wheelbarrow: 1 };
}

/** Every tile name either set uses, the expansion's included. */
export const TILE_NAMES: readonly TileName[] = Object.keys(withExpansion('treasure-island')) as TileName[];

/** Coins in a set: the chests' (37 in both sets). */
export function setCoins(set: string): number {
  let n = 0;
  for (const [t, count] of Object.entries(TILE_SETS[set])) n += (CHEST_COINS[t as TileName] ?? 0) * (count ?? 0);
  return n;
}

/** Rum bottles in a set (10 on Treasure Island). */
export function setBottles(set: string): number {
  let n = 0;
  for (const [t, count] of Object.entries(TILE_SETS[set])) n += (BOTTLE_COUNT[t as TileName] ?? 0) * (count ?? 0);
  return n;
}
