import { it } from 'vitest';
import { applyMove } from '../src/pirate-chess/apply.js';
import { Rng } from '../src/core/rng.js';
import { generateMoves, MAX_MOVES } from '../src/pirate-chess/movegen.js';
import { checkOptions, ChessOptions } from '../src/pirate-chess/options.js';
import { newGame } from '../src/pirate-chess/setup.js';
import { RESULT } from '../src/pirate-chess/state.js';
it('perf', () => {
  const o = checkOptions({ maxPlies: 600 }) as ChessOptions;
  const moves = new Int32Array(MAX_MOVES);
  let plies = 0, h = 0; const t0 = performance.now();
  for (let g = 0; g < 40; g++) {
    const s = newGame(o, `perf:${g}`);
    const rng = new Rng(`perf-play:${g}`);
    for (;;) { const n = generateMoves(s, moves); if (!n) break; applyMove(s, moves[rng.int(n)]); plies++; }
    h = (h * 31 + s.v[RESULT] + s.v[4]) | 0;
  }
  console.log('plies', plies, 'ms', Math.round(performance.now() - t0), 'plies/s', Math.round(plies / (performance.now() - t0) * 1000), 'check', h);
});
