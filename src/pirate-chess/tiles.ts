/**
 * Tiles: a byte per cell, bits 0-5 the kind (Tile.*), bits 6-7 the quarter turn clockwise
 * (arrows and cannons; 0 elsewhere). The visible layer uses Tile.None for "no cell" and
 * Tile.FaceDown for a closed tile; the hidden layer holds what lies under a closed tile.
 *
 * The tile set is Jackal's Treasure Island set of 117 (rules README table), which is the
 * seed's list plus the galleon treasure and one more chest (ruling PC2 in docs/RULES.md).
 */

export const enum Tile {
  None = 0, FaceDown = 1, Empty = 2,
  Arrow1S = 3, Arrow1D = 4, Arrow2S = 5, Arrow2D = 6, Arrow3 = 7, Arrow4S = 8, Arrow4D = 9,
  Horse = 10, Spin2 = 11, Spin3 = 12, Spin4 = 13, Spin5 = 14,
  Ice = 15, Trap = 16, Crocodile = 17, Cannibal = 18, Fortress = 19, Native = 20,
  RumBarrel = 21, Balloon = 22, Airplane = 23, Cannon = 24,
  Chest1 = 25, Chest2 = 26, Chest3 = 27, Chest4 = 28, Chest5 = 29, Galleon = 30,
  Carramba = 31, Lighthouse = 32, BenGunn = 33, Missionary = 34, Friday = 35,
  Bottles1 = 36, Bottles2 = 37, Bottles3 = 38, Cave = 39, Earthquake = 40, Jungle = 41, Grass = 42,
}
export const TILE_KINDS = 43;

export const kindOf = (t: number): number => t & 63;
export const rotOf = (t: number): number => t >> 6;

/** Names used in the position format and in `show`'s legend, index = kind. */
export const TILE_NAMES = [
  'none', 'face-down', 'empty',
  'arrow-1s', 'arrow-1d', 'arrow-2s', 'arrow-2d', 'arrow-3', 'arrow-4s', 'arrow-4d',
  'horse', 'spinner-2', 'spinner-3', 'spinner-4', 'spinner-5',
  'ice', 'trap', 'crocodile', 'cannibal', 'fortress', 'native-fortress',
  'rum-barrel', 'balloon', 'airplane', 'cannon',
  'chest-1', 'chest-2', 'chest-3', 'chest-4', 'chest-5', 'galleon',
  'carramba', 'lighthouse', 'ben-gunn', 'missionary', 'friday',
  'bottles-1', 'bottles-2', 'bottles-3', 'cave', 'earthquake', 'jungle', 'grass',
];

/** How many of each kind the 117-tile set holds, index = kind. */
export const TILE_COUNTS = Uint8Array.of(
  0, 0, 18,
  3, 3, 3, 3, 3, 3, 3,
  2, 5, 4, 2, 1,
  6, 3, 4, 1, 2, 1,
  4, 2, 1, 2,
  5, 5, 3, 2, 1, 1,
  1, 1, 1, 1, 1,
  3, 2, 1, 4, 1, 3, 2,
);

/** Direction masks (bit d = geometry.DIRS[d], N=0 clockwise) of arrows at quarter turn 0. */
const ARROW_MASK0 = Uint8Array.of(
  0, 0, 0,
  0b00000001, // 1 straight: N
  0b00000010, // 1 diagonal: NE
  0b00010001, // 2 straight opposite: N, S
  0b00100010, // 2 diagonal opposite: NE, SW
  0b10010100, // 3-way: NW (diagonal upper left), E (straight right), S (straight down)
  0b01010101, // 4 straight
  0b10101010, // 4 diagonal
);

/** ARROW_MASK[t]: the directions mask of the tile byte t (kind and quarter turn), 0 for tiles other than arrows. */
const ARROW_MASK = new Uint8Array(256);
for (let t = 0; t < 256; t++) {
  const k = kindOf(t);
  if (k < Tile.Arrow1S || k > Tile.Arrow4D) continue;
  const m = ARROW_MASK0[k], s = rotOf(t) * 2;
  ARROW_MASK[t] = ((m << s) | (m >> (8 - s))) & 255;
}

/** Directions mask of an arrow tile byte (kind and quarter turn); 0 for other tiles. */
export const arrowMask = (t: number): number => ARROW_MASK[t & 255];

/** The direction index (0..7, geometry.DIRS) a cannon tile byte fires to: N turned clockwise. */
export const cannonDir = (t: number): number => rotOf(t) * 2;

/** Steps of a spinner kind (2..5), 0 for other kinds. */
export const spinnerSteps = (k: number): number => (k >= Tile.Spin2 && k <= Tile.Spin5 ? k - Tile.Spin2 + 2 : 0);

/** Coins a chest kind gives (galleon 3), 0 for other kinds. */
export const chestCoins = (k: number): number => (k >= Tile.Chest1 && k <= Tile.Chest5 ? k - Tile.Chest1 + 1 : k === Tile.Galleon ? 3 : 0);

/** Bottles a rum-bottles kind gives, 0 for other kinds. */
export const bottleCount = (k: number): number => (k >= Tile.Bottles1 && k <= Tile.Bottles3 ? k - Tile.Bottles1 + 1 : 0);

/** Kinds dealt with a random quarter turn. */
export const isTurned = (k: number): boolean => (k >= Tile.Arrow1S && k <= Tile.Arrow4D) || k === Tile.Cannon;

/** One-shot kinds: after acting once they have no effect (the cell's USED flag is set). */
export const isOneShot = (k: number): boolean =>
  k === Tile.Trap || k === Tile.RumBarrel || k === Tile.Airplane || chestCoins(k) > 0 || bottleCount(k) > 0;

{
  let n = 0;
  for (let k = 0; k < TILE_KINDS; k++) n += TILE_COUNTS[k];
  if (n !== 117 || TILE_NAMES.length !== TILE_KINDS) throw new Error('tiles: the set must hold 117 tiles');
}
