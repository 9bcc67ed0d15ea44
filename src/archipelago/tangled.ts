/**
 * The tangled crossroads (Friday's Isle, line 995): the pirate who comes onto it goes on
 * along an arrow, diagonally, by the side he came in from. The picture is designed (the text
 * shows it but does not describe it): four arrows whirling clockwise, each from the middle of
 * a side to the corner on its left as one enters, so
 *   in through the south side (moving north)  -> out north-east
 *   in through the west side (moving east)    -> out south-east
 *   in through the north side (moving south)  -> out south-west
 *   in through the east side (moving west)    -> out north-west
 * and in through a corner (a diagonal move) the whirl turns him a quarter clockwise: moving
 * north-east he goes out south-east, and so on. The picture is the same under every quarter
 * turn, so the tile is laid unturned. A knight's jump, a flight or the crocodile's way back
 * enter by the sign of their displacement. Ruling A-B7.
 */

/** The direction (geometry.ts, 0 N .. 7 NW) out of a tangled crossroads entered by displacement (dx, dy). */
export function tangledDir(dx: number, dy: number): number {
  const sx = Math.sign(dx), sy = Math.sign(dy);
  const d = IN_DIR[(sy + 1) * 3 + sx + 1];
  return (d & 1) === 0 ? d + 1 : (d + 2) & 7;
}

/** The movement direction of a displacement's signs, (sy + 1) * 3 + sx + 1 -> 0..7; no displacement counts as moving north. */
const IN_DIR = Int8Array.of(7, 0, 1, 6, 0, 2, 5, 4, 3);
