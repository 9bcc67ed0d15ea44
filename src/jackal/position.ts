/**
 * The position format, the entry point: a whole game position as readable JSON
 * (specified in position-format.ts), written by `toPosition` (position-write.ts) and read
 * back with validation by `fromPosition` (position-read.ts).
 */

export * from './position-format.js';
export { toPosition } from './position-write.js';
export { fromPosition } from './position-read.js';
