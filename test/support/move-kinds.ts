/**
 * Move kinds and what a move did, read from the position JSON and the move notation only (so
 * the engine's and the reference model's positions read alike): the differential test's rare
 * policy (differential.ts) draws among the legal moves of the kinds a game has played least,
 * and `npm run differential -- --kinds` counts kinds and effects per 100 games, to show which
 * of the rules' branches random play reaches and how often.
 *
 * A move's *kind* (`moveKind`), known before it is played, joins with `|`:
 *   - its form: `move`, `sail`, `sail-boat`, `revive`, `rum-give`, `swear`, `silent`,
 *     `pass`, `order` (the Deluxe lighthouse's order), `choose:<pending kind>` and
 *     `stay:<pending kind>` (the position format's pending kinds: arrow, horse, airplane,
 *     cave-exit, earthquake-first, lighthouse-pick, ...);
 *   - for a MOVE: who moves (`pirate`, `ben`, `mis`, `fri`), what he takes along (the
 *     notation's suffix: `$`, `$$`, `@`, `+ball`, `+boat`, `+barrow`, `+rum`), where to
 *     (the face-up tile without its turn, `cannon`, `airplane:used`...; `hidden` for a
 *     face-down tile, `advance` for the next step of a spinner, `sea`, `outer` for
 *     the expansion's outer lane; a vessel's cell as `ship:own`, `ship:ally`, `ship:enemy`,
 *     `boat:...`), `strike` when an enemy piece stands there (else `comrade` when a piece
 *     of his side does), and `toward-cannon` when a cannonball is brought nearer a face-up
 *     cannon;
 *   - for a SAIL: `outer` when the vessel goes to the outer lane.
 * A move's *effects* (`moveEffects`), read from the positions before and after it, are the
 * kind itself and `end:<tile>` (where the mover stopped: a tile, `ship`, `sea`, `lost` in a
 * cave, `dead`, `gone` for an islander who left the game), `reveal:<tile>` per tile turned
 * up, and events: `shot` (a cannonball spent by a mover who stays on a cannon, X-R4), `dies`,
 * `freed` (a trapped piece set free), `caught`, `drunk`, `bottle-found`, `bottle-drunk`,
 * `joins:<islander>`, `aboard-ally` (coins brought aboard an ally's ship, 2v2 and 2p),
 * `launch` (the boat put afloat), `item-aboard`, `item-gone`, `lost` (coins sunk or eaten).
 */

/** What the move kinds read of a position (the position format's fields, position-format.ts). */
export interface Pos {
  options: { mode: string };
  revealed: Record<string, string>;
  layout: Record<string, string> | null;
  pirates: Record<string, { cell: string | null; crew?: string; trapped?: boolean; drunk?: number; lost?: boolean; converted?: boolean }>;
  ships: Record<string, { cell: string; coins: number }>;
  bottles?: Record<string, number>;
  lost: number;
  items?: { boat: string; cannonballs: string[]; wheelbarrow: string };
  pending: { kind: string } | null;
}

const CREWS: Readonly<Record<string, string>> = { w: 'white', y: 'yellow', b: 'black', r: 'red' };
const ISLANDERS = ['ben', 'mis', 'fri'];

/** The crew of a piece named in the notation (an islander: the crew he has joined). */
function crewOf(p: Pos, piece: string): string | undefined {
  return ISLANDERS.includes(piece) ? p.pirates[piece]?.crew : CREWS[piece[0]];
}

/** The side of a crew: in 2v2 and 2p white and black against yellow and red (R2), else the crew alone. */
function side(p: Pos, crew: string): string {
  if (p.options.mode !== '2v2' && p.options.mode !== '2p') return crew;
  return crew === 'white' || crew === 'black' ? 'wb' : 'yr';
}

/**
 * A cell's face-up tile without its quarter turn (`arrow2`, `cannon`, `airplane:used`), or
 * what else it is: `hidden`, a vessel there (`ship:own`, `ship:ally`, `ship:enemy`, the same
 * for `boat:`, as seen by `crew`; just `ship` without a crew), `outer` (the expansion's outer
 * lane, where no vessel stands), `sea`.
 */
function place(p: Pos, cell: string, crew?: string): string {
  const t = p.revealed[cell];
  if (t !== undefined) return t.replace(/:\d$/, '');
  if (p.layout !== null && p.layout[cell] !== undefined) return 'hidden';
  const afloat = /^afloat:(\w+):(.+)$/.exec(p.items?.boat ?? '');
  const owner = afloat !== null && afloat[2] === cell ? afloat[1] : Object.keys(p.ships).find((c) => p.ships[c].cell === cell);
  const vessel = afloat !== null && afloat[2] === cell ? 'boat' : 'ship';
  if (owner !== undefined) return crew === undefined ? vessel : `${vessel}:${owner === crew ? 'own' : side(p, owner) === side(p, crew) ? 'ally' : 'enemy'}`;
  return cell.endsWith('+') ? 'outer' : 'sea';
}

/** A MOVE: piece, target (an outer-lane cell ends in `+`, not followed by an item's name), what he takes along. */
/** Chebyshev distance between two grid cells (`g5`, `c12`). */
function distance(a: string, b: string): number {
  return Math.max(Math.abs(a.charCodeAt(0) - b.charCodeAt(0)), Math.abs(Number(a.slice(1)) - Number(b.slice(1))));
}

/**
 * Whether the move of a piece from `from` to `to` brings a cannonball nearer a face-up
 * cannon (X-R4: the one tile whose effect turns on what is carried). The rare policy never
 * tires of such moves, so that a ball, once carried, finds its way to a cannon.
 */
function towardCannon(p: Pos, from: string | null | undefined, to: string): boolean {
  if (from == null || from.endsWith('+') || to.endsWith('+')) return false;
  const cannons = Object.keys(p.revealed).filter((c) => /^cannon(:\d)?$/.test(p.revealed[c]));
  return cannons.length > 0 && Math.min(...cannons.map((c) => distance(to, c))) < Math.min(...cannons.map((c) => distance(from, c)));
}

/** The last field of a move's kind that brings a cannonball nearer a face-up cannon (`towardCannon`). */
const TOWARD_CANNON = 'toward-cannon';

/**
 * Kinds the rare policy never tires of (differential.ts `pickRare` does not count them):
 * turning up a face-down tile, since the rare tiles (the earthquake, the lighthouse, the
 * cannons, the items) act only once found, and bringing a cannonball nearer a face-up cannon.
 */
export const tireless = (kind: string): boolean => kind.includes('|hidden|') || kind.endsWith(TOWARD_CANNON);

const MOVE = /^([wybr][1-3]|ben|mis|fri)-([a-m]\d{1,2}(?:\+(?![a-z]))?)(.*)$/;
/** The piece in motion of a MOVE or CHOOSE (`w1-g2`, `w1=g5`). */
const MOVER = /^([wybr][1-3]|ben|mis|fri)[-=]/;

/** The kind of the move `text` in position `p` (module comment). */
export function moveKind(p: Pos, text: string): string {
  const pending = p.pending?.kind ?? 'none';
  const m = MOVE.exec(text);
  if (m) {
    const [, piece, cell, load] = m;
    const who = ISLANDERS.includes(piece) ? piece : 'pirate';
    const crew = crewOf(p, piece) ?? '';
    const at = p.pirates[piece]?.cell === cell ? 'advance' : place(p, cell, crew);
    const mine = side(p, crew);
    const there = Object.keys(p.pirates).filter((q) => q !== piece && p.pirates[q].cell === cell).map((q) => side(p, crewOf(p, q) ?? ''));
    const meets = there.some((x) => x !== mine) ? 'strike' : there.length > 0 ? 'comrade' : '';
    const aim = load.includes('+ball') && towardCannon(p, p.pirates[piece]?.cell, cell) ? TOWARD_CANNON : '';
    return ['move', who, load, at, meets, aim].join('|');
  }
  if (text.startsWith('ship:')) return text.endsWith('+') ? 'sail|outer' : 'sail';
  if (text.startsWith('boat:')) return text.endsWith('+') ? 'sail-boat|outer' : 'sail-boat';
  if (text.startsWith('revive:')) return 'revive';
  if (text.startsWith('rum:')) return `rum-give|${text.slice(4)}`;
  if (text.startsWith('order:')) return 'order';
  if (text.includes('=')) return `choose:${pending}`;
  if (text === 'stay') return `stay:${pending}`;
  return text;
}

/** Count of `xs` meeting `f`. */
const count = <T>(xs: readonly T[], f: (x: T) => boolean): number => xs.filter(f).length;

/** What the move `text` did, from the positions before and after it (module comment). */
export function moveEffects(before: Pos, text: string, after: Pos): string[] {
  const out = [moveKind(before, text)];
  for (const [cell, t] of Object.entries(after.revealed)) {
    if (before.revealed[cell] === undefined) out.push(`reveal:${t.replace(/:\d$/, '')}`);
  }
  const mover = MOVER.exec(text)?.[1] ?? null;
  if (mover !== null && after.pending === null) {
    const q = after.pirates[mover];
    const end = q === undefined || q.crew !== undefined && q.cell === null ? 'gone' : q.cell === null ? 'dead' : q.lost ? 'lost' : place(after, q.cell);
    out.push(`end:${end}`);
    if (end === 'cannon' && before.items && after.items
      && count(after.items.cannonballs, (b) => b === 'gone') > count(before.items.cannonballs, (b) => b === 'gone')) out.push('shot');
  }
  const pieces = Object.keys(before.pirates);
  const was = (f: (q: Pos['pirates'][string]) => boolean, p: Pos): number => count(pieces, (k) => p.pirates[k] !== undefined && f(p.pirates[k]));
  if (was((q) => q.cell === null, after) > was((q) => q.cell === null, before)) out.push('dies');
  if (was((q) => q.trapped === true, after) < was((q) => q.trapped === true, before)) out.push('freed');
  if (was((q) => q.trapped === true, after) > was((q) => q.trapped === true, before)) out.push('caught');
  if (was((q) => (q.drunk ?? 0) > 0, after) > was((q) => (q.drunk ?? 0) > 0, before)) out.push('drunk');
  const store = (p: Pos): number => Object.values(p.bottles ?? {}).reduce((a, b) => a + b, 0);
  if (store(after) > store(before)) out.push('bottle-found');
  if (store(after) < store(before)) out.push('bottle-drunk');
  for (const i of ISLANDERS) if (before.pirates[i] === undefined && after.pirates[i] !== undefined) out.push(`joins:${i}`);
  if (after.lost > before.lost) out.push('lost');
  const moverCrew = mover !== null ? crewOf(before, mover) : undefined;
  for (const [crew, ship] of Object.entries(after.ships)) {
    if (ship.coins > before.ships[crew].coins && moverCrew !== undefined && crew !== moverCrew) out.push('aboard-ally');
  }
  if (before.items && after.items) {
    const all = (p: Pos): string[] => [p.items!.boat, ...p.items!.cannonballs, p.items!.wheelbarrow];
    const b = all(before), a = all(after);
    if (!before.items.boat.startsWith('afloat') && after.items.boat.startsWith('afloat')) out.push('launch');
    if (count(a, (x) => x.startsWith('aboard')) > count(b, (x) => x.startsWith('aboard'))) out.push('item-aboard');
    if (count(a, (x) => x === 'gone') > count(b, (x) => x === 'gone')) out.push('item-gone');
  }
  return out;
}
