/**
 * Tiles: what a revealed cell does (its kind and argument) and the tile sets as
 * data (which face-down tiles a deal holds, and how many of each).
 *
 * Implementation notes. A *tile type* is one printed face, before rotation: "arrow,
 * 3-way", "chest of 4", "swamp spinner". A tile set is a count per type summing to
 * 117. When a tile is dealt it is given a random quarter turn; revealing it turns
 * its type and rotation into a *kind* (what the engine switches on) and an
 * *argument* (a direction mask, a spinner length, a coin count). New tile kinds
 * (the Treasure Island set) are new rows in these tables, not new state fields.
 */

/** Tile kinds as seen on a revealed cell. 0 and 1 are not tiles: sea, and a face-down land cell. */
export const enum Kind {
  Sea = 0,
  Closed = 1,
  Empty = 2,
  /** arg = direction mask, bit d for direction d (geometry's N..NW), after rotation. */
  Arrow = 3,
  Horse = 4,
  /** arg = number of steps (2 jungle, 3 desert, 4 swamp, 5 mountains). */
  Spinner = 5,
  Ice = 6,
  Trap = 7,
  Crocodile = 8,
  Cannibal = 9,
  Fortress = 10,
  /** Fortress with the native woman, who revives dead pirates. */
  Native = 11,
  /** Rum barrel: the pirate skips his crew's next turn. */
  RumBarrel = 12,
  Balloon = 13,
  /** arg = 1 while unused, 0 once flown (then it acts as an empty tile). */
  Airplane = 14,
  /** arg = the barrel's direction (N, E, S or W as a direction index), after rotation. */
  Cannon = 15,
  /** arg = coins printed on the chest; the coins themselves live in the state's COINS. */
  Chest = 16,
  // Treasure Island kinds. Where arg = 1 means "not yet spent", the tile acts as an
  // empty one once arg is 0 (a character who joined a crew, a lighthouse used...).
  /** Spanish galleon treasure: the treasure itself lives in the state's TREASURE_AT. */
  Galleon = 17,
  /** arg = 1 until the first pirate has entered and sworn (or not). */
  Carramba = 18,
  /** arg = 1 until used. */
  Lighthouse = 19,
  /** arg = 1 while Ben Gunn waits to be found (old lighthouse rule), else 0. */
  BenGunn = 20,
  Missionary = 21,
  Friday = 22,
  /** arg = rum bottles still lying here (printed 1..3; they go to the finder's store). */
  Bottles = 23,
  Cave = 24,
  /** arg = 1 until the swap is made. */
  Earthquake = 25,
  /** Treasure Island "jungle" (джунгли): no fighting, no items, enemies may share it. */
  Thicket = 26,
  /** arg = 1 until it has burnt. */
  Grass = 27,
}
export const KIND_COUNT = 28;
export const KIND_NAMES: readonly string[] = [
  'sea', 'closed', 'empty', 'arrow', 'horse', 'spinner', 'ice', 'trap', 'crocodile',
  'cannibal', 'fortress', 'native', 'rum', 'balloon', 'airplane', 'cannon', 'chest',
  'galleon', 'carramba', 'lighthouse', 'ben-gunn', 'missionary', 'friday', 'bottles', 'cave',
  'earthquake', 'thicket', 'grass',
];

/** A printed tile face. */
export interface TileType {
  /** Stable short name, used in the position format. */
  readonly name: string;
  readonly kind: Kind;
  /** Argument before rotation (arrow mask, cannon direction, spinner steps, chest coins). */
  readonly arg: number;
  /** Whether the tile takes a random quarter turn when dealt (arrows and cannons). */
  readonly rotates: boolean;
}

/**
 * Every tile type the engine knows, indexed by type id. Id 0 is reserved for "no
 * tile" so that a zero byte means a face-down or sea cell. Ids fit 6 bits.
 *
 * Arrow masks at rotation 0 (bit d = direction d, N=0 clockwise to NW=7), from the
 * rules README: 1 straight = N; 1 diagonal = NE; 2 straight = N+S; 2 diagonal =
 * NE+SW; 3-way = NW+E+S (one diagonal to the upper left, straight right, straight
 * down); 4 straight = N+E+S+W; 4 diagonal = NE+SE+SW+NW.
 */
export const TILE_TYPES: readonly TileType[] = [
  { name: 'none', kind: Kind.Closed, arg: 0, rotates: false },
  { name: 'empty', kind: Kind.Empty, arg: 0, rotates: false },
  { name: 'arrow1', kind: Kind.Arrow, arg: 0x01, rotates: true },
  { name: 'arrow1d', kind: Kind.Arrow, arg: 0x02, rotates: true },
  { name: 'arrow2', kind: Kind.Arrow, arg: 0x11, rotates: true },
  { name: 'arrow2d', kind: Kind.Arrow, arg: 0x22, rotates: true },
  { name: 'arrow3', kind: Kind.Arrow, arg: 0x94, rotates: true },
  { name: 'arrow4', kind: Kind.Arrow, arg: 0x55, rotates: true },
  { name: 'arrow4d', kind: Kind.Arrow, arg: 0xaa, rotates: true },
  { name: 'horse', kind: Kind.Horse, arg: 0, rotates: false },
  { name: 'jungle', kind: Kind.Spinner, arg: 2, rotates: false },
  { name: 'desert', kind: Kind.Spinner, arg: 3, rotates: false },
  { name: 'swamp', kind: Kind.Spinner, arg: 4, rotates: false },
  { name: 'mountains', kind: Kind.Spinner, arg: 5, rotates: false },
  { name: 'ice', kind: Kind.Ice, arg: 0, rotates: false },
  { name: 'trap', kind: Kind.Trap, arg: 0, rotates: false },
  { name: 'crocodile', kind: Kind.Crocodile, arg: 0, rotates: false },
  { name: 'cannibal', kind: Kind.Cannibal, arg: 0, rotates: false },
  { name: 'fortress', kind: Kind.Fortress, arg: 0, rotates: false },
  { name: 'native', kind: Kind.Native, arg: 0, rotates: false },
  { name: 'rum', kind: Kind.RumBarrel, arg: 0, rotates: false },
  { name: 'balloon', kind: Kind.Balloon, arg: 0, rotates: false },
  { name: 'airplane', kind: Kind.Airplane, arg: 1, rotates: false },
  { name: 'cannon', kind: Kind.Cannon, arg: 0, rotates: true },
  { name: 'chest1', kind: Kind.Chest, arg: 1, rotates: false },
  { name: 'chest2', kind: Kind.Chest, arg: 2, rotates: false },
  { name: 'chest3', kind: Kind.Chest, arg: 3, rotates: false },
  { name: 'chest4', kind: Kind.Chest, arg: 4, rotates: false },
  { name: 'chest5', kind: Kind.Chest, arg: 5, rotates: false },
  { name: 'galleon', kind: Kind.Galleon, arg: 0, rotates: false },
  { name: 'carramba', kind: Kind.Carramba, arg: 1, rotates: false },
  { name: 'lighthouse', kind: Kind.Lighthouse, arg: 1, rotates: false },
  { name: 'ben-gunn', kind: Kind.BenGunn, arg: 1, rotates: false },
  { name: 'missionary', kind: Kind.Missionary, arg: 1, rotates: false },
  { name: 'friday', kind: Kind.Friday, arg: 1, rotates: false },
  { name: 'bottles1', kind: Kind.Bottles, arg: 1, rotates: false },
  { name: 'bottles2', kind: Kind.Bottles, arg: 2, rotates: false },
  { name: 'bottles3', kind: Kind.Bottles, arg: 3, rotates: false },
  { name: 'cave', kind: Kind.Cave, arg: 0, rotates: false },
  { name: 'earthquake', kind: Kind.Earthquake, arg: 1, rotates: false },
  { name: 'thicket', kind: Kind.Thicket, arg: 0, rotates: false },
  { name: 'grass', kind: Kind.Grass, arg: 1, rotates: false },
  // The "original" expansion (full-rules-ru.txt 409-431). Each tile puts its item on the
  // cell when revealed (the state's ITEM_* fields) and is an empty tile from then on.
  { name: 'boat', kind: Kind.Empty, arg: 0, rotates: false },
  { name: 'cannonball', kind: Kind.Empty, arg: 0, rotates: false },
  { name: 'wheelbarrow', kind: Kind.Empty, arg: 0, rotates: false },
];
export const TILE_TYPE_COUNT = TILE_TYPES.length;
export const TYPE_KIND = Uint8Array.from(TILE_TYPES, (t) => t.kind);
export const TYPE_ARG = Uint8Array.from(TILE_TYPES, (t) => t.arg);
export const TYPE_ROTATES = Uint8Array.from(TILE_TYPES, (t) => (t.rotates ? 1 : 0));

export function tileTypeId(name: string): number {
  return TILE_TYPES.findIndex((t) => t.name === name);
}

/** Rotates a direction mask by `quarters` quarter turns clockwise. */
export function rotateMask(mask: number, quarters: number): number {
  const k = (quarters & 3) * 2;
  return ((mask << k) | (mask >>> (8 - k))) & 0xff;
}

/**
 * The argument a revealed tile of `type` gets at rotation `quarters`: arrows rotate
 * their mask, cannons their barrel (arg 0 = north, so the barrel points to 2*q).
 */
export function revealedArg(type: number, quarters: number): number {
  const kind = typeKind[type];
  if (kind === Kind.Arrow) return rotateMask(typeArg[type], quarters);
  if (kind === Kind.Cannon) return (quarters & 3) * 2;
  return typeArg[type];
}
/** TYPE_KIND and TYPE_ARG for revealedArg, at every tile turned up: an export is read through its cell, a module constant is folded (movegen.ts, "Imports"). */
const typeKind = TYPE_KIND, typeArg = TYPE_ARG;

/** A tile set: how many tiles of each type, indexed by type id. */
export interface TileSet {
  readonly name: string;
  readonly counts: Uint8Array;
}

function makeSet(name: string, counts: Record<string, number>): TileSet {
  const out = new Uint8Array(TILE_TYPE_COUNT);
  let total = 0;
  for (const [k, v] of Object.entries(counts)) {
    const id = tileTypeId(k);
    if (id <= 0) throw new Error(`tile set ${name}: unknown tile type ${k}`);
    out[id] = v;
    total += v;
  }
  if (total !== 117) throw new Error(`tile set ${name}: ${total} tiles, expected 117`);
  return { name, counts: out };
}

/** The tiles both sets share: every effect tile of the classic game and the 16 chests (37 coins). */
const SHARED_TILES: Readonly<Record<string, number>> = {
  arrow1: 3, arrow1d: 3, arrow2: 3, arrow2d: 3, arrow3: 3, arrow4: 3, arrow4d: 3,
  horse: 2,
  jungle: 5, desert: 4, swamp: 2, mountains: 1,
  ice: 6, trap: 3, crocodile: 4, cannibal: 1, fortress: 2, native: 1, rum: 4,
  balloon: 2, airplane: 1, cannon: 2,
  chest1: 5, chest2: 5, chest3: 3, chest4: 2, chest5: 1,
};

/** The classic set (rulebook-en.txt; counts as in the rules README): the shared tiles and 40 empty. */
export const CLASSIC = makeSet('classic', { empty: 40, ...SHARED_TILES });

/**
 * The Treasure Island set (full-rules-ru.txt, "Значение клеток поля"; counts as in the
 * rules README): 18 empty, the classic effect tiles, 16 chests (37 coins), and the
 * galleon treasure, carramba, lighthouse, Ben Gunn, missionary, Friday, 6 rum-bottle
 * tiles (3x1, 2x2, 1x3 = 10 bottles), 4 caves, earthquake, 3 jungles (thicket), 2 grass.
 */
export const TREASURE_ISLAND = makeSet('treasure-island', {
  empty: 18,
  ...SHARED_TILES,
  galleon: 1, carramba: 1, lighthouse: 1, 'ben-gunn': 1, missionary: 1, friday: 1,
  bottles1: 3, bottles2: 2, bottles3: 1, cave: 4, earthquake: 1, thicket: 3, grass: 2,
});

/** Coin value of the galleon treasure (full-rules-ru.txt: "считается за целых 3 монеты"). */
export const GALLEON_VALUE = 3;

export const TILE_SETS: Readonly<Record<string, TileSet>> = { classic: CLASSIC, 'treasure-island': TREASURE_ISLAND };

/** Type ids of the expansion's item tiles. */
export const BOAT_TYPE = tileTypeId('boat'), CANNONBALL_TYPE = tileTypeId('cannonball'), WHEELBARROW_TYPE = tileTypeId('wheelbarrow');

/**
 * A tile set with the "original" expansion (docs/RULES.md X-R1): the boat, two
 * cannonballs, the wheelbarrow and one jungle (tile-notes-ru.txt 214: "Количество: 3 (в
 * оригинальном дополнении 4)") take the place of five empty tiles, so the island stays 117.
 */
function withExpansion(set: TileSet): TileSet {
  const counts: Record<string, number> = {};
  for (let t = 1; t < TILE_TYPE_COUNT; t++) if (set.counts[t] !== 0) counts[TILE_TYPES[t].name] = set.counts[t];
  counts.empty -= 5;
  counts.thicket = (counts.thicket ?? 0) + 1;
  counts.boat = 1;
  counts.cannonball = 2;
  counts.wheelbarrow = 1;
  return makeSet(`${set.name}+original`, counts);
}

/** The tile sets with the original expansion, by base set name. */
export const EXPANDED_SETS: Readonly<Record<string, TileSet>> = { classic: withExpansion(CLASSIC), 'treasure-island': withExpansion(TREASURE_ISLAND) };

/** The set a game deals: the base set, with the expansion's tiles when it is on. */
export const tileSetFor = (tiles: string, expansion: boolean): TileSet => (expansion ? EXPANDED_SETS : TILE_SETS)[tiles];

/** Coins printed on all chests of a set (37 in both sets; the galleon treasure is apart). */
export function setCoins(set: TileSet): number {
  let n = 0;
  for (let t = 0; t < TILE_TYPE_COUNT; t++) if (TYPE_KIND[t] === Kind.Chest) n += set.counts[t] * TYPE_ARG[t];
  return n;
}

/** Number of directions in a mask. */
export function maskCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}
