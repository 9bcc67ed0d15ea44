/**
 * Bots choosing ability cards between a campaign's islands (bots/archipelago/cards.ts): the
 * heuristic takes the card of the largest gain by the worth table (a card replacing a
 * pirate's own counts that card's worth against it), none when every gain is negative; the
 * MCTS decides there too; the heuristic averages over the musketeer's die. Expected picks are
 * read off the table by hand.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { endIsland } from '../../src/archipelago/campaign.js';
import { CARD_VALUE } from '../../bots/archipelago/cards.js';
import { createBot } from '../../bots/registry.js';
import { cardByName, giveCard } from '../../src/archipelago/abilities.js';
import { COIN_SUPPLY, RESULT, Result, SCORE, State } from '../../src/archipelago/state.js';
import { PIECE, play, scene } from './scene.js';
import { ArchHeuristicPolicy, archHeuristicParams } from '../../bots/archipelago/heuristic.js';

/** A 2p campaign whose first island white has won with 5 coins, three cards face up. */
function choosing(cards: string): State {
  const s = G.newGame(G.checkOptions({ mode: '2p', campaign: '1,2' }) as never, 'bots');
  s.v[SCORE] = 5; s.v[COIN_SUPPLY] = 14; s.v[RESULT] = Result.AllCoins;
  endIsland(s);
  return play(s, `draw ${cards}`);
}
const pick = (spec: string, s: State): string => {
  const bot = createBot(spec, G);
  return G.formatMove(s, bot.chooseMove({ state: G.observe(s, 0), player: 0 } as never, { iterations: 0, ms: 0 }, new Rng('pick')));
};

describe('the heuristic chooses by the worth table', () => {
  it('the most valuable card, on the first pirate', () => {
    expect(CARD_VALUE[cardByName('lookout')]).toBeGreaterThan(Math.max(CARD_VALUE[cardByName('porter')], CARD_VALUE[cardByName('gunner')]));
    expect(pick('heuristic', choosing('porter gunner lookout'))).toBe('card W1 lookout');
  });
  it('a card replacing a better one goes on another pirate', () => {
    const s = choosing('porter bodyguard gunner');
    giveCard(s, PIECE('W1'), cardByName('lookout')); // worth more than the bodyguard, the best face up
    expect(CARD_VALUE[cardByName('bodyguard')]).toBeLessThan(CARD_VALUE[cardByName('lookout')]);
    expect(pick('heuristic', s)).toBe('card W2 bodyguard');
  });
  it('no card when every card would cost', () => {
    const worst = ['navigator', 'swimmer', 'acrobat'];
    expect(worst.every((c) => CARD_VALUE[cardByName(c)] < 0)).toBe(true);
    expect(pick('heuristic', choosing(worst.join(' ')))).toBe('no card');
  });
  it('mcts decides a card choice with a legal move', () => {
    const s = choosing('musketeer porter tamer');
    const text = pick('mcts:iterations=40', s);
    expect(typeof G.parseMove(s, text)).toBe('number');
  });
});

describe('the heuristic and the musketeer\'s die', () => {
  it('a strike on the musketeer is worth the mean over the six faces, not the best', () => {
    const s = scene({ pieces: { W1: 'd4', Y1: 'e4', Y2: 'e4' } });
    giveCard(s, PIECE('Y1'), cardByName('musketeer'));
    const policy = new ArchHeuristicPolicy(archHeuristicParams({}));
    const moves = new Int32Array(G.maxMoves), n = policy.scoreMoves(s, moves);
    const strike = G.parseMove(s, 'W1 e4') as number;
    const i = Array.from(moves.subarray(0, n)).indexOf(strike);
    const faces = [1, 2, 3, 4, 5, 6].map((f) => policy.ev.value(play(G.clone(s), 'W1 e4', `roll ${f}`), 0));
    expect(policy.scores[i]).toBeCloseTo(faces.reduce((a, b) => a + b, 0) / 6, 9);
    expect(Math.max(...faces)).toBeGreaterThan(Math.min(...faces)); // the die matters here
  });
});
