/**
 * Archipelago tiles: the kinds of the base game (full-rules-ru.txt lines 680-950) and of the
 * five expansions (lines 952-1060), and the designed tile set: the base game's 66 tiles in
 * boxes 1-4, and boxes 5-9 the five expansions, each tile with its back (docs/ARCHIPELAGO.md
 * says which numbers the text gives and which are designed).
 *
 * A tile byte: bits 0-5 the kind (Kind.*), bits 6-7 the quarter turns clockwise it was
 * laid with (directional kinds only: arrows, cannon, dice crossroads). Byte 0 is "closed"
 * (face down) where a tile is expected.
 */

export const enum Kind {
  Closed = 0, Empty = 1,
  Arrow1 = 2, Arrow2 = 3, Arrow3a = 4, Arrow3b = 5, Arrow4d = 6, Arrow4s = 7,
  Barrel = 8, Chest1 = 9, Chest2 = 10, Chest3 = 11, Chest4 = 12,
  Horse = 13, Ice = 14, Pit = 15, Bottle1 = 16, Bottle2 = 17, Bottle3 = 18,
  Crocodile = 19, Bank = 20, Jungle = 21, Carramba = 22, Lighthouse = 23, Balloon = 24,
  Musket = 25, Sanctuary = 26, Dice = 27, Trampoline = 28, Airplane = 29, Cannon = 30,
  Smoke = 31, Lab2 = 32, Lab3 = 33, Lab4 = 34, Den = 35, Missionary = 36, Earthquake = 37,
  Cannibal = 38, Fortress = 39,
  // The five expansion boxes (lines 952-1060). Ben Gunn's Isle, Thousand Caves, Friday's Isle:
  BenGunn = 40, Spyglass = 41, Cart = 42, Cave = 43, Friday = 44, Tangled = 45,
  // Jolly Roger (its jungle is Kind.Jungle), Isle of Tides:
  Wheel = 46, Tortoise = 47, Palm = 48, Tide = 49,
}
export const KINDS = 50;

export const KIND_NAMES: readonly string[] = [
  'closed', 'empty', 'arrow1', 'arrow2', 'arrow3a', 'arrow3b', 'arrow4d', 'arrow4s',
  'barrel', 'chest1', 'chest2', 'chest3', 'chest4', 'horse', 'ice', 'pit', 'bottle1', 'bottle2', 'bottle3',
  'crocodile', 'bank', 'jungle', 'carramba', 'lighthouse', 'balloon', 'musket', 'sanctuary', 'dice',
  'trampoline', 'airplane', 'cannon', 'smoke', 'lab2', 'lab3', 'lab4', 'den', 'missionary', 'earthquake',
  'cannibal', 'fortress',
  'bengunn', 'spyglass', 'cart', 'cave', 'friday', 'tangled', 'wheel', 'tortoise', 'palm', 'tide',
];
/** Two-letter codes for the text picture (show.ts). */
export const KIND_CODES: readonly string[] = [
  '??', '  ', 'a1', 'a2', 'a3', 'a3', 'a4', 'a4', 'rm', 'c1', 'c2', 'c3', 'c4', 'Hs', 'Ic', 'Pt', 'b1', 'b2', 'b3',
  'Cr', 'Bk', 'Jg', 'Ca', 'Lh', 'Bl', 'Mu', 'Sa', 'Di', 'Tr', 'Ap', 'Cn', 'Sm', 'L2', 'L3', 'L4', 'Dn', 'Mi', 'Eq',
  'Cb', 'Fo',
  'BG', 'Sg', 'Ct', 'Cv', 'Fr', 'Tg', 'Wh', 'To', 'Pm', 'Td',
];

export const kindOf = (t: number): number => t & 63;
export const turnsOf = (t: number): number => t >> 6;

/**
 * Directions (bit d = direction d, geometry.ts) of each arrow kind laid unturned. The text
 * pictures six arrows (line 717): one diagonal, two diagonal, three-way twice, four
 * diagonal, four straight; the two three-way pictures are designed as Jackal's (north-west
 * + east + south) and its mirror (north + south-east + south-west).
 */
export const ARROW_MASK = new Uint8Array(KINDS);
ARROW_MASK[Kind.Arrow1] = 1 << 1;
ARROW_MASK[Kind.Arrow2] = (1 << 1) | (1 << 5);
ARROW_MASK[Kind.Arrow3a] = (1 << 7) | (1 << 2) | (1 << 4);
ARROW_MASK[Kind.Arrow3b] = (1 << 0) | (1 << 3) | (1 << 5);
ARROW_MASK[Kind.Arrow4d] = (1 << 1) | (1 << 3) | (1 << 5) | (1 << 7);
ARROW_MASK[Kind.Arrow4s] = (1 << 0) | (1 << 2) | (1 << 4) | (1 << 6);

/** The arrow directions of a laid tile byte (its mask turned by its quarter turns). */
export function arrowDirs(t: number): number {
  const m = ARROW_MASK[kindOf(t)], r = 2 * turnsOf(t);
  return ((m << r) | (m >> (8 - r))) & 255;
}

/** The die's faces on the dice crossroads laid unturned: face f (1..6) sends the pirate in DIE_DIR[f] (designed: a six-spoke star without east and west). */
export const DIE_DIR = Int8Array.of(-1, 0, 1, 3, 4, 5, 7);
/** The direction face f sends a pirate on the laid dice crossroads t. */
export const dieDir = (t: number, face: number): number => (DIE_DIR[face] + 2 * turnsOf(t)) & 7;
/** The cannon's barrel: north unturned. */
export const cannonDir = (t: number): number => (2 * turnsOf(t)) & 7;

/** Kinds laid with a random quarter turn. */
export const isTurned = (k: number): boolean => ARROW_MASK[k] !== 0 || k === Kind.Cannon || k === Kind.Dice || k === Kind.Wheel;

/** Coins on a chest, bottles on a bottle tile. */
export const chestCoins = (k: number): number => (k >= Kind.Chest1 && k <= Kind.Chest4 ? k - Kind.Chest1 + 1 : 0);
export const tileBottles = (k: number): number => (k >= Kind.Bottle1 && k <= Kind.Bottle3 ? k - Kind.Bottle1 + 1 : 0);
/** Labyrinth steps, 0 for other kinds. */
export const labSteps = (k: number): number => (k >= Kind.Lab2 && k <= Kind.Lab4 ? k - Kind.Lab2 + 2 : 0);

/**
 * One-shot tiles (lines 664-668: footprints round the edge) act when turned over and then
 * count as empty: chests, bottles, lighthouse, musket, den, missionary, earthquake, smoke,
 * airplane (tile-notes: in Archipelago the flight is made at once).
 */
export const ONE_SHOT = new Uint8Array(KINDS);
for (const k of [Kind.Chest1, Kind.Chest2, Kind.Chest3, Kind.Chest4, Kind.Bottle1, Kind.Bottle2, Kind.Bottle3, Kind.Lighthouse, Kind.Musket,
  Kind.Den, Kind.Missionary, Kind.Earthquake, Kind.Smoke, Kind.Airplane]) ONE_SHOT[k] = 1;

/** Tiles a coin may not be brought onto (the coin mark, line 705): jungle, sanctuary, fortress. */
export const NO_COIN = new Uint8Array(KINDS);
NO_COIN[Kind.Jungle] = NO_COIN[Kind.Sanctuary] = NO_COIN[Kind.Fortress] = 1;

/** Open tiles a piece may stand on after its move (the rest move it on at once). */
export const STAND = new Uint8Array(KINDS);
for (const k of [Kind.Empty, Kind.Barrel, Kind.Pit, Kind.Bank, Kind.Jungle, Kind.Carramba, Kind.Sanctuary, Kind.Lab2, Kind.Lab3, Kind.Lab4, Kind.Fortress, Kind.Palm]) STAND[k] = 1;
// Ben Gunn's, Friday's and the cart's tiles once found and the spyglass are empty pictures; a
// cave is stood on as an exit or while it leads nowhere (caves.ts).
for (const k of [Kind.BenGunn, Kind.Spyglass, Kind.Cart, Kind.Cave, Kind.Friday]) STAND[k] = 1;

/** Tile backs (terrain): 0 sea. */
export const enum Back { Sea = 0, Mountain = 1, Forest = 2, Beach = 3 }
export const BACK_CHARS = '.MFB';
export const BACK_NAMES = ['sea', 'mountain', 'forest', 'beach'];
/** Tiles removed at random before laying, per back, for the first box (line 658) and for each further box (line 1134). */
export const REMOVED_FIRST = Int8Array.of(0, 4, 3, 2);
export const REMOVED_MORE = Int8Array.of(0, 1, 1, 1);
/** Boxes 1-4 the base game, 5-9 the expansions (designed: line 1134 lays island N from box 1 and N-1 further boxes, line 1286 needs the expansions from island 5). */
export const BOXES = 9, BASE_BOXES = 4;

/** The designed tile set: [kind, count, box, back] rows (docs/ARCHIPELAGO.md, "The tile set"). */
const SET_ROWS: readonly (readonly [Kind, number, number, Back])[] = [
  // Box 1: 33 tiles, 10 beach, 12 forest, 11 mountain; island 1 lays 24 of them.
  [Kind.Empty, 3, 1, Back.Beach], [Kind.Arrow1, 1, 1, Back.Beach], [Kind.Arrow2, 1, 1, Back.Beach], [Kind.Chest1, 2, 1, Back.Beach],
  [Kind.Chest2, 1, 1, Back.Beach], [Kind.Cannon, 1, 1, Back.Beach], [Kind.Balloon, 1, 1, Back.Beach],
  [Kind.Empty, 2, 1, Back.Forest], [Kind.Jungle, 1, 1, Back.Forest], [Kind.Lab2, 1, 1, Back.Forest], [Kind.Den, 1, 1, Back.Forest],
  [Kind.Pit, 1, 1, Back.Forest], [Kind.Horse, 1, 1, Back.Forest], [Kind.Bottle1, 1, 1, Back.Forest], [Kind.Chest1, 1, 1, Back.Forest],
  [Kind.Chest3, 1, 1, Back.Forest], [Kind.Crocodile, 1, 1, Back.Forest], [Kind.Barrel, 1, 1, Back.Forest],
  [Kind.Empty, 2, 1, Back.Mountain], [Kind.Lighthouse, 1, 1, Back.Mountain], [Kind.Fortress, 1, 1, Back.Mountain], [Kind.Bank, 1, 1, Back.Mountain],
  [Kind.Musket, 1, 1, Back.Mountain], [Kind.Dice, 1, 1, Back.Mountain], [Kind.Ice, 1, 1, Back.Mountain], [Kind.Chest2, 1, 1, Back.Mountain],
  [Kind.Trampoline, 1, 1, Back.Mountain], [Kind.Sanctuary, 1, 1, Back.Mountain],
  // Boxes 2-4: 11 tiles each, 3 beach, 4 forest, 4 mountain.
  [Kind.Empty, 1, 2, Back.Beach], [Kind.Arrow1, 1, 2, Back.Beach], [Kind.Chest2, 1, 2, Back.Beach],
  [Kind.Missionary, 1, 2, Back.Forest], [Kind.Bottle2, 1, 2, Back.Forest], [Kind.Lab3, 1, 2, Back.Forest], [Kind.Empty, 1, 2, Back.Forest],
  [Kind.Airplane, 1, 2, Back.Mountain], [Kind.Ice, 1, 2, Back.Mountain], [Kind.Empty, 1, 2, Back.Mountain], [Kind.Carramba, 1, 2, Back.Mountain],
  [Kind.Empty, 1, 3, Back.Beach], [Kind.Arrow4s, 1, 3, Back.Beach], [Kind.Barrel, 1, 3, Back.Beach],
  [Kind.Cannibal, 1, 3, Back.Forest], [Kind.Jungle, 1, 3, Back.Forest], [Kind.Crocodile, 1, 3, Back.Forest], [Kind.Pit, 1, 3, Back.Forest],
  [Kind.Earthquake, 1, 3, Back.Mountain], [Kind.Chest4, 1, 3, Back.Mountain], [Kind.Empty, 1, 3, Back.Mountain], [Kind.Arrow3a, 1, 3, Back.Mountain],
  [Kind.Empty, 1, 4, Back.Beach], [Kind.Arrow4d, 1, 4, Back.Beach], [Kind.Trampoline, 1, 4, Back.Beach],
  [Kind.Lab4, 1, 4, Back.Forest], [Kind.Bottle2, 1, 4, Back.Forest], [Kind.Horse, 1, 4, Back.Forest], [Kind.Chest3, 1, 4, Back.Forest],
  [Kind.Smoke, 1, 4, Back.Mountain], [Kind.Arrow3b, 1, 4, Back.Mountain], [Kind.Empty, 2, 4, Back.Mountain],
  // Boxes 5-9, the expansions (designed): 11 tiles each like boxes 2-4, 3 beach, 4 forest, 4
  // mountain; each box's own tiles (lines 952-1060) and ordinary ones; no chests (the 19 coins
  // of line 645 are all in boxes 1-4). The tile notes give the totals of the tiles they describe
  // and the boxes that hold them (tile-notes-ru.txt "Общее количество"): jungle 3, in the base
  // game and Jolly Roger only (tn 225-227); fortress 2, base and Friday's Isle (tn 139-141);
  // carramba, smoke, airplane 1 each, base only (tn 13, 36, 173). 5 Ben Gunn's Isle (its fourth
  // forest tile is empty: a jungle there made four):
  [Kind.Empty, 1, 5, Back.Beach], [Kind.Arrow2, 1, 5, Back.Beach], [Kind.Barrel, 1, 5, Back.Beach],
  [Kind.BenGunn, 1, 5, Back.Forest], [Kind.Empty, 2, 5, Back.Forest], [Kind.Pit, 1, 5, Back.Forest],
  [Kind.Spyglass, 1, 5, Back.Mountain], [Kind.Empty, 1, 5, Back.Mountain], [Kind.Ice, 1, 5, Back.Mountain], [Kind.Arrow4d, 1, 5, Back.Mountain],
  // 6 Thousand Caves: the cart and four caves (two in the forest, two in the mountains).
  [Kind.Cart, 1, 6, Back.Beach], [Kind.Empty, 1, 6, Back.Beach], [Kind.Arrow1, 1, 6, Back.Beach],
  [Kind.Cave, 2, 6, Back.Forest], [Kind.Empty, 1, 6, Back.Forest], [Kind.Lab2, 1, 6, Back.Forest],
  [Kind.Cave, 2, 6, Back.Mountain], [Kind.Empty, 1, 6, Back.Mountain], [Kind.Crocodile, 1, 6, Back.Mountain],
  // 7 Friday's Isle: Friday, two tangled crossroads, a fortress (issue 28 names it with the box).
  [Kind.Friday, 1, 7, Back.Beach], [Kind.Empty, 1, 7, Back.Beach], [Kind.Arrow4s, 1, 7, Back.Beach],
  [Kind.Tangled, 1, 7, Back.Forest], [Kind.Empty, 1, 7, Back.Forest], [Kind.Horse, 1, 7, Back.Forest], [Kind.Lab3, 1, 7, Back.Forest],
  [Kind.Fortress, 1, 7, Back.Mountain], [Kind.Tangled, 1, 7, Back.Mountain], [Kind.Empty, 1, 7, Back.Mountain], [Kind.Ice, 1, 7, Back.Mountain],
  // 8 Jolly Roger (engineer B's tiles): the wheel twice, the tortoise on the shore, a jungle.
  [Kind.Tortoise, 1, 8, Back.Beach], [Kind.Empty, 1, 8, Back.Beach], [Kind.Arrow2, 1, 8, Back.Beach],
  [Kind.Wheel, 1, 8, Back.Forest], [Kind.Jungle, 1, 8, Back.Forest], [Kind.Empty, 1, 8, Back.Forest], [Kind.Pit, 1, 8, Back.Forest],
  [Kind.Wheel, 1, 8, Back.Mountain], [Kind.Empty, 1, 8, Back.Mountain], [Kind.Trampoline, 1, 8, Back.Mountain], [Kind.Crocodile, 1, 8, Back.Mountain],
  // 9 Isle of Tides (engineer B's tiles): palms on the beach and in the forest, the tide seen from a hill (line 1050).
  [Kind.Palm, 1, 9, Back.Beach], [Kind.Empty, 1, 9, Back.Beach], [Kind.Arrow1, 1, 9, Back.Beach],
  [Kind.Palm, 1, 9, Back.Forest], [Kind.Empty, 1, 9, Back.Forest], [Kind.Barrel, 1, 9, Back.Forest], [Kind.Horse, 1, 9, Back.Forest],
  [Kind.Tide, 2, 9, Back.Mountain], [Kind.Empty, 1, 9, Back.Mountain], [Kind.Arrow3a, 1, 9, Back.Mountain],
];

/** SET_COUNT[(box - 1) * 4 * KINDS + back * KINDS + kind]: tiles of that kind with that back in that box. */
export const SET_COUNT = new Uint8Array(BOXES * 4 * KINDS);
for (const [k, n, box, back] of SET_ROWS) SET_COUNT[(box - 1) * 4 * KINDS + back * KINDS + k] += n;

/**
 * A box set, as a layout and the state's V[BOXES] hold it: 1..BOXES the boxes 1..N (line 1134),
 * or LIST_MARK | mask for any other set (line 1138 "any boxes": bit b-1 box b; box 1 always in).
 */
export const LIST_MARK = 1 << 10;
/** The mask of a box set (bit b-1: box b). */
export const boxMask = (boxes: number): number => ((boxes & LIST_MARK) !== 0 ? boxes & (LIST_MARK - 1) : (1 << boxes) - 1);
/** How many boxes a set holds. */
export function boxCount(boxes: number): number {
  let m = boxMask(boxes), n = 0;
  for (; m !== 0; m &= m - 1) n++;
  return n;
}
/** The box set of a list of box numbers (a prefix 1..N is N), or an error message. */
export function boxSet(list: readonly unknown[]): number | string {
  let mask = 0;
  for (const b of list) {
    if (typeof b !== 'number' || !Number.isInteger(b) || b < 1 || b > BOXES) return `box ${JSON.stringify(b)} is not 1..${BOXES}`;
    if (mask & (1 << (b - 1))) return `box ${b} twice`;
    mask |= 1 << (b - 1);
  }
  if ((mask & 1) === 0) return 'must hold box 1 (every island is laid from the first, line 1134)';
  return (mask & (mask + 1)) === 0 ? boxCount(LIST_MARK | mask) : LIST_MARK | mask;
}
/** The box numbers of a set, ascending. */
export function boxList(boxes: number): number[] {
  const m = boxMask(boxes), out: number[] = [];
  for (let b = 1; b <= BOXES; b++) if (m & (1 << (b - 1))) out.push(b);
  return out;
}

/** Tiles of `back` and `kind` in the box set `boxes`. */
export function setCount(boxes: number, back: number, kind: number): number {
  const m = boxMask(boxes);
  let n = 0;
  for (let b = 0; b < BOXES; b++) if (m & (1 << b)) n += SET_COUNT[b * 4 * KINDS + back * KINDS + kind];
  return n;
}

/** Tiles of `back` in the box set, and how many of them are removed before laying. */
export function backTiles(boxes: number, back: number): number {
  let n = 0;
  for (let k = 1; k < KINDS; k++) n += setCount(boxes, back, k);
  return n;
}
export const removedCount = (boxes: number, back: number): number => REMOVED_FIRST[back] + (boxCount(boxes) - 1) * REMOVED_MORE[back];
/** Cells of `back` an island of the box set lays. */
export const laidCount = (boxes: number, back: number): number => backTiles(boxes, back) - removedCount(boxes, back);
