/**
 * Friday and the missionary in Pirate chess, black-box (session 25's second pass): each position
 * and its result were written from the seed (`pirate-chess-ru.txt`) before the engine was read,
 * for the islanders meeting the tiles: the cannibal, spinners, the trap, arrows, ice, rum, the
 * crocodile, the cannon, the airplane, the horse, the fortresses and the safe jungle. The rule
 * they keep throughout (line 69/71 "Сразу исчезает, если … встретит", PC20): the two leave the
 * game when they stand side by side at the turn's end, whoever's either is; what a tile does to
 * one of them first decides whether they are still there to meet.
 */
import { describe, expect, it } from 'vitest';
import { BOTTLES, LOST, SIDE } from '../../src/pirate-chess/state.js';
import { legal, pieces, play, scene } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };

/** The cells' pieces, undefined where none. */
const at = (s: ReturnType<typeof scene>, ...cells: string[]) => cells.map((c) => pieces(s)[c]);

describe('the cannibal and the islanders (line 49 "убивает любую фигуру … кроме короля или Пятницы")', () => {
  it('line 49: the missionary stepping onto the cannibal is eaten', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM' }, closed: { e5: 'cannibal' } }), 'e4-e5');
    expect(at(s, 'e4', 'e5')).toEqual([undefined, undefined]);
  });

  it('line 49 + 71: the missionary eaten on the cannibal beside Friday is gone before he meets him: Friday stays', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', f6: 'wF' }, closed: { e5: 'cannibal' } }), 'e4-e5');
    expect(at(s, 'e5', 'f6')).toEqual([undefined, 'wF']);
  });

  it('line 49 + 69: Friday is not eaten on the cannibal, and meets the missionary beside it: both gone', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', f6: 'bM' }, closed: { e5: 'cannibal' } }), 'e4-e5');
    expect(at(s, 'e5', 'f6')).toEqual([undefined, undefined]);
  });

  it('line 38 + 49: an arrow pushing the missionary onto the open cannibal: he is eaten there', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wM' }, closed: { e4: 'arrow-1s/0' }, open: { e5: 'cannibal' } }), 'e3-e4');
    expect(at(s, 'e3', 'e4', 'e5')).toEqual([undefined, undefined, undefined]);
  });
});

describe('spinners hold only kings and pawns (line 41 "только на королей и пешек")', () => {
  it('line 41: the missionary on a mountain spinner is not held: next turn he steps off it', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', a9: 'bP' }, closed: { e5: 'spinner-5' } }), 'e4-e5', 'a9-a8');
    expect(legal(s)).toEqual(expect.arrayContaining(['e5-e6', 'e5-d6', 'e5-f4']));
  });

  it('line 41 + 69: Friday on a swamp spinner is not held either', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', a9: 'bP' }, closed: { e5: 'spinner-4' } }), 'e4-e5', 'a9-a8');
    expect(legal(s)).toEqual(expect.arrayContaining(['e5-e6', 'e5-f6']));
  });

  it('line 41 + 69: Friday stopping on a spinner beside the missionary meets him there: both gone', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', f6: 'bM' }, closed: { e5: 'spinner-2' } }), 'e4-e5');
    expect(at(s, 'e5', 'f6')).toEqual([undefined, undefined]);
  });
});

describe('the trap (line 45) holds the missionary, not Friday (line 69 "иммунитетом … капканам")', () => {
  it('line 45: the missionary caught in a trap has no step next turn', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', a9: 'bP' }, closed: { e5: 'trap' } }), 'e4-e5', 'a9-a8');
    expect(legal(s).filter((m) => m.startsWith('e5'))).toEqual([]);
  });

  it('line 45 + 71: Friday stepping beside the missionary caught in a trap meets him: the trap does not hide him', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', c7: 'bF' }, closed: { e5: 'trap' } }), 'e4-e5', 'c7-d6');
    expect(at(s, 'e5', 'd6')).toEqual([undefined, undefined]);
  });

  it('line 45 + 69: Friday stepping onto a trap beside the missionary is not held and meets him', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', f6: 'bM' }, closed: { e5: 'trap' } }), 'e4-e5');
    expect(at(s, 'e5', 'f6')).toEqual([undefined, undefined]);
  });
});

describe('arrows and ice carry them to a meeting or past one (lines 38, 43)', () => {
  it('line 38: an arrow pushing Friday next to the missionary: both gone', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wF', e6: 'bM' }, closed: { e4: 'arrow-1s/0' } }), 'e3-e4');
    expect(at(s, 'e4', 'e5', 'e6')).toEqual([undefined, undefined, undefined]);
  });

  it('line 38 "Стрелка не действует, если все поля … заняты своими": Friday stays on the arrow pointing at his own missionary, beside him: both gone', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wF', e5: 'wM' }, closed: { e4: 'arrow-1s/0' } }), 'e3-e4');
    expect(at(s, 'e4', 'e5')).toEqual([undefined, undefined]);
  });

  it('line 38 + 69 "в конце хода" (PC20): the missionary passing beside Friday on an arrow and carried on away from him meets nobody', () => {
    // the arrow on e4 points north-east: the missionary passes e4 (beside Friday on d5) and stops on f5 (not beside him)
    const s = play(scene({ pieces: { ...K, e3: 'wM', d5: 'bF' }, closed: { e4: 'arrow-1d/0' } }), 'e3-e4');
    expect(at(s, 'e4', 'f5', 'd5')).toEqual([undefined, 'wM', 'bF']);
  });

  it('line 43: ice repeats Friday\'s step to the cell beside the missionary: both gone', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wF', e6: 'bM' }, closed: { e4: 'ice' } }), 'e3-e4');
    expect(at(s, 'e4', 'e5', 'e6')).toEqual([undefined, undefined, undefined]);
  });

  it('line 43 + FAQ 102: the missionary on ice whose repeat is barred by his own pawn stays on the ice, beside Friday: both gone', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wM', e5: 'wP', d5: 'bF' }, closed: { e4: 'ice' } }), 'e3-e4');
    expect(at(s, 'e3', 'e4', 'e5', 'd5')).toEqual([undefined, undefined, 'wP', undefined]);
  });

  it('line 43 + 69 "бить не может": ice carrying Friday at an enemy knight stops him on the ice; the knight stays', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wF', e5: 'bN' }, closed: { e4: 'ice' } }), 'e3-e4');
    expect(at(s, 'e4', 'e5')).toEqual(['wF', 'bN']);
  });
});

describe('rum first, then the meeting (line 75 "На Пятницу и миссионера действует так же, как обычный ром", line 73)', () => {
  it('line 71 + 75: the missionary turning over a rum barrel beside Friday becomes a pirate first: no meeting, Friday stays', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', f6: 'bF' }, closed: { e5: 'rum-barrel' } }), 'e4-e5');
    expect(at(s, 'e5', 'f6')).toEqual(['wA', 'bF']);
  });

  it('line 69 + 75: Friday turning over a rum barrel beside the missionary leaves alone: the missionary stays', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', f6: 'bM' }, closed: { e5: 'rum-barrel' } }), 'e4-e5');
    expect(at(s, 'e5', 'f6')).toEqual([undefined, 'bM']);
  });

  it('line 71 + 73: the missionary finding two bottles beside Friday drinks one (a pirate), the side keeps one, Friday stays', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', f6: 'bF' }, closed: { e5: 'bottles-2' } }), 'e4-e5');
    expect([...at(s, 'e5', 'f6'), s.v[BOTTLES]]).toEqual(['wA', 'bF', 1]);
  });

  it('line 69 + 73: Friday finding one bottle beside the missionary drinks it and leaves; the missionary stays, no bottle kept', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', f6: 'bM' }, closed: { e5: 'bottles-1' } }), 'e4-e5');
    expect([...at(s, 'e5', 'f6'), s.v[BOTTLES]]).toEqual([undefined, 'bM', 0]);
  });

  it('line 73 "бросить ему бутылку": a rook stopping beside both throws one bottle, to either, and the turn ends', () => {
    const s = scene({ pieces: { ...K, e1: 'wR', d5: 'bM', f5: 'bF' } });
    s.v[BOTTLES] = 2;
    play(s, 'e1-e5');
    expect(legal(s)).toEqual(['no rum', 'rum d5', 'rum f5']);
    play(s, 'rum f5');
    expect([...at(s, 'd5', 'f5'), s.v[BOTTLES], s.v[SIDE]]).toEqual(['bM', undefined, 1, 1]);
  });
});

describe('the crocodile, the cannon, the airplane, the horse (lines 40, 47, 57, 63)', () => {
  it('line 47: Friday sent back by a crocodile from beside the missionary meets nobody', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', f6: 'bM' }, closed: { e5: 'crocodile' } }), 'e4-e5');
    expect(at(s, 'e4', 'e5', 'f6')).toEqual(['wF', undefined, 'bM']);
  });

  it('line 63 "останавливается прямо перед ней": Friday fired at the missionary on the edge stops before him: both gone', () => {
    const s = play(scene({ pieces: { ...K, d2: 'wF', e11: 'bM' }, closed: { e3: 'cannon/0' } }), 'd2-e3');
    expect(at(s, 'e3', 'e10', 'e11')).toEqual([undefined, undefined, undefined]);
  });

  it('line 63 + PC20: the missionary fired past Friday to the edge meets nobody', () => {
    const s = play(scene({ pieces: { ...K, d2: 'wM', f7: 'bF' }, closed: { e3: 'cannon/0' } }), 'd2-e3');
    expect(at(s, 'e11', 'f7')).toEqual(['wM', 'bF']);
  });

  it('line 57 + 69: Friday flown by the airplane may land beside the missionary, and both leave', () => {
    const s = play(scene({ pieces: { ...K, d2: 'wF', c9: 'bM' }, closed: { e3: 'airplane' } }), 'd2-e3');
    expect(legal(s)).toContain('> c8');
    play(s, '> c8');
    expect(at(s, 'e3', 'c8', 'c9')).toEqual([undefined, undefined, undefined]);
  });

  it('line 40 + 71: the missionary jumping from a horse beside Friday: both gone', () => {
    const s = play(scene({ pieces: { ...K, d4: 'wM', g8: 'bF' }, closed: { e5: 'horse' } }), 'd4-e5');
    expect(legal(s)).toContain('> f7');
    play(s, '> f7');
    expect(at(s, 'e5', 'f7', 'g8')).toEqual([undefined, undefined, undefined]);
  });
});

describe('shelters that do not shelter from the meeting (lines 51, 53, 81, FAQ 138)', () => {
  it('line 51: Friday stepping beside the missionary in a fortress meets him: the fortress keeps strikes off, not Friday', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', e6: 'bM' }, open: { e6: 'fortress' } }), 'e4-e5');
    expect(at(s, 'e5', 'e6')).toEqual([undefined, undefined]);
  });

  it('line 81: the missionary stepping beside Friday in the safe jungle meets him', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', e6: 'bF' }, open: { e6: 'jungle' } }), 'e4-e5');
    expect(at(s, 'e5', 'e6')).toEqual([undefined, undefined]);
  });

  it('line 53 + FAQ 138 "На Бена, миссионера и Пятницу аборигенка не действует": no free pawn for the missionary or Friday in her fortress', () => {
    for (const who of ['wM', 'wF']) {
      const s = scene({ pieces: { ...K, e6: who }, open: { e6: 'native-fortress' } });
      s.v[LOST] = 2;
      expect(legal(s).filter((m) => m.startsWith('free'))).toEqual([]);
    }
  });

  it('line 79 "где никто не стоит": the earthquake does not offer the tile Friday stands on', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', a5: 'bF' }, open: { a5: 'ice', l9: 'fortress' }, closed: { e3: 'earthquake' } }), 'd1-e3');
    expect(legal(s)).toContain('> l9');
    expect(legal(s)).not.toContain('> a5');
  });

  it('line 83 "ходу фигурами противника": under grass White walks Black\'s Friday beside Black\'s missionary, and both leave', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', c9: 'bP', e7: 'bF', e5: 'bM' }, closed: { e3: 'grass' } }), 'd1-e3');
    expect(legal(s)).toContain('e7-e6');
    play(s, 'e7-e6');
    expect(at(s, 'e5', 'e6', 'e7')).toEqual([undefined, undefined, undefined]);
  });
});

describe('what they take and what takes them (lines 40, 43, 49, 61, 69, 71)', () => {
  it('line 69 "бить не может": Friday beside an enemy pawn has no capture of it', () => {
    const s = scene({ pieces: { ...K, e4: 'wF', e5: 'bP', d5: 'bN' } });
    expect(legal(s).filter((m) => m.startsWith('e4x'))).toEqual([]);
  });

  it('line 43 "чужая фигура – вы её бьёте" with 71 "его нельзя бить": a rook sliding on from the ice stops before the enemy missionary', () => {
    const s = play(scene({ pieces: { ...K, e1: 'wR', e6: 'bM' }, closed: { e3: 'ice' } }), 'e1-e3');
    expect(at(s, 'e3', 'e4', 'e5', 'e6')).toEqual([undefined, undefined, 'wR', 'bM']);
  });

  it('line 40 "Так можно бить" with 71: a rook on a horse is not offered the jump onto the enemy missionary', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wR', f7: 'bM', d7: 'bP' }, closed: { e5: 'horse' } }), 'e3-e5');
    expect(legal(s)).toContain('> d7');
    expect(legal(s)).not.toContain('> f7');
  });

  it('line 38 + 49 "кроме … Пятницы": Friday pushed by an arrow onto the open cannibal is not eaten', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wF' }, closed: { e4: 'arrow-1s/0' }, open: { e5: 'cannibal' } }), 'e3-e4');
    expect(at(s, 'e4', 'e5')).toEqual([undefined, 'wF']);
  });

  it('line 61 "Если перенос невозможен, фигура остаётся на воздушном шаре": Friday has no start cell, stays on the balloon, and meets the missionary beside it', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', f6: 'bM' }, closed: { e5: 'balloon' } }), 'e4-e5');
    expect(at(s, 'e5', 'f6')).toEqual([undefined, undefined]);
    const alone = play(scene({ pieces: { ...K, e4: 'wF' }, closed: { e5: 'balloon' } }), 'e4-e5');
    expect(at(alone, 'e5')).toEqual(['wF']);
  });
});

describe('finding the other (line 67 "появляется на выбранной соседней клетке", PC19) and the caves (line 77)', () => {
  it('lines 67, 71: the missionary turning over Friday\'s tile has him join on a cell beside him, so they meet at the turn\'s end: both gone', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM' }, closed: { e5: 'friday' } }), 'e4-e5', '> e6');
    expect(at(s, 'e5', 'e6')).toEqual([undefined, undefined]);
  });

  it('lines 67, 69: Friday turning over the missionary\'s tile: the same, both gone', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF' }, closed: { e5: 'missionary' } }), 'e4-e5', '> f6');
    expect(at(s, 'e5', 'f6')).toEqual([undefined, undefined]);
  });

  it('line 77 "фигуры в пещерах меняются местами": the missionary opening the second cave swaps with Friday lost in the first, beside it: both gone', () => {
    const s = play(scene({ pieces: { ...K, d7: 'wM', c9: 'bP', f4: 'bF' }, open: { e5: 'cave' }, closed: { e6: 'cave' }, toMove: 'black' }), 'f4-e5');
    expect(at(s, 'e5')).toEqual(['bF']); // lost there: the only open cave
    play(s, 'd7-e6');
    expect(at(s, 'e5', 'e6', 'd7')).toEqual([undefined, undefined, undefined]);
  });
});
