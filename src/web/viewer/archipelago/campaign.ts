/**
 * The viewer's panel for the expedition (src/archipelago/campaign.ts): which island of the
 * campaign is on the board, each crew's campaign standing (islands won, coins over the
 * islands finished), the ability cards the pirates hold, and between islands the cards face
 * up and who chooses. Read from the state's campaign block (state.ts CAMP_*, ABILITY) as
 * campaign.ts writes it; nothing here decides a rule. A game that is no campaign and holds
 * no card gets no panel.
 *
 * For the tests, elements carry the position format's words: `.campaign[data-island][data-at]
 * [data-of]` (the island's number, its 1-based place in the campaign, the campaign's length),
 * `.standing[data-crew][data-won][data-coins]`, `.held[data-piece][data-card]`,
 * `.face-up[data-card]`, `.chooser[data-crew]`.
 */

import { CARD_MASK, CARD_NAMES } from '../../../archipelago/abilities.js';
import { pieceName } from '../../../archipelago/notation.js';
import {
  ABILITY, CAMP_AT, CAMP_COINS, CAMP_DRAWN, CAMP_ISLE, CAMP_LEN, CAMP_WON, CREW_NAMES, CREWS, ISLAND, PHASE, Phase, State, TURN,
} from '../../../archipelago/state.js';
import { CREW_FILL, CREW_STROKE } from '../jackal/draw.js';

export interface CampaignFrame {
  /** The island on the board (state ISLAND); 0 for a user's layout. */
  island: number;
  /** Islands in the campaign (0: a single island) and the 1-based place of the one on the board (of the one just ended, between islands). */
  of: number;
  at: number;
  /** Between islands: the cards face up (names) and the crew choosing (-1 none: the draw is next). */
  between: boolean;
  faceUp: string[];
  chooser: number;
  /** Per crew in play: islands won and coins aboard at the ends of the islands finished. */
  standing: { crew: number; won: number; coins: number }[];
  /** Pirates holding a card: the pirate's name and the card's. */
  held: { piece: string; card: string }[];
}

/** The campaign part of a frame (allocates; one per ply). */
export function campaignFrameOf(s: State): CampaignFrame {
  const u = s.u8, crews = s.v[CREWS], of = u[CAMP_LEN], done = Math.min(s.v[CAMP_AT], of);
  const between = s.v[PHASE] === Phase.Draw || s.v[PHASE] === Phase.Card;
  const standing: CampaignFrame['standing'] = [];
  for (let k = 0; k < crews; k++) {
    let won = 0, coins = 0;
    for (let i = 0; i < done; i++) { coins += u[CAMP_COINS + 4 * i + k]; if ((u[CAMP_WON + i] >> k) & 1) won++; }
    standing.push({ crew: k, won, coins });
  }
  const held: CampaignFrame['held'] = [];
  for (let p = 0; p < 12; p++) if (u[ABILITY + p] & CARD_MASK) held.push({ piece: pieceName(p), card: CARD_NAMES[u[ABILITY + p] & CARD_MASK] });
  const faceUp: string[] = [];
  for (let j = 0; j < 3; j++) if (u[CAMP_DRAWN + j]) faceUp.push(CARD_NAMES[u[CAMP_DRAWN + j]]);
  // between islands (and once the last is over) CAMP_AT already counts the island just ended
  const at = of === 0 ? 1 : between || s.v[CAMP_AT] >= of ? s.v[CAMP_AT] : s.v[CAMP_AT] + 1;
  return {
    island: of === 0 ? s.v[ISLAND] : u[CAMP_ISLE + at - 1], of, at, between, faceUp,
    chooser: s.v[PHASE] === Phase.Card ? s.v[TURN] : -1, standing, held,
  };
}

const chip = (crew: number): string => `<span class="chip" style="background:${CREW_FILL[crew]};border-color:${CREW_STROKE[crew]}"></span>`;

/** The panel as html lines for the side (empty for a single island without cards). */
export function campaignHtml(f: CampaignFrame | undefined): string {
  if (!f || (f.of === 0 && f.held.length === 0)) return '';
  let out = '';
  if (f.of > 0) {
    const where = `island ${f.island} ${f.between ? 'over ' : ''}(${f.at} of ${f.of})${f.between ? ': the cards' : ''}`;
    out += `<div class="campaign" data-island="${f.island}" data-at="${f.at}" data-of="${f.of}"><b>campaign</b> · ${where}</div>`;
    out += f.standing.map(({ crew, won, coins }) => `<div class="standing crew" data-crew="${CREW_NAMES[crew]}" data-won="${won}" data-coins="${coins}">`
      + `${chip(crew)}<b>${CREW_NAMES[crew]}</b> islands won <b>${won}</b> · campaign coins <b>${coins}</b></div>`).join('');
    if (f.between) {
      out += `<div class="crew">face up: ${f.faceUp.length ? f.faceUp.map((c) => `<span class="face-up bot" data-card="${c}">${c}</span>`).join(' ') : '(the draw is next)'}`
        + (f.chooser >= 0 ? ` · <span class="chooser" data-crew="${CREW_NAMES[f.chooser]}">${chip(f.chooser)}${CREW_NAMES[f.chooser]} chooses</span>` : '') + '</div>';
    }
  }
  if (f.held.length) out += `<div class="crew">cards: ${f.held.map((h) => `<span class="held bot" data-piece="${h.piece}" data-card="${h.card}">${h.piece} ${h.card}</span>`).join(' ')}</div>`;
  return out;
}
