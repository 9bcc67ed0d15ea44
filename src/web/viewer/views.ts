/**
 * What the viewer (app.ts) shows of one record, per game: the record replayed into one frame
 * per ply (the start and one after each move; nothing but the moves travels in the page),
 * the heading with who plays whom, and at each ply the board, the ply line (the move, whose
 * turn) and the crews' or sides' figures, as html. app.ts keeps the controls and the state;
 * a game's view is built once when its record is chosen.
 */

import { CREW_NAMES } from '../../jackal/options.js';
import type { State } from '../../jackal/state.js';
import type { State as ChessState } from '../../pirate-chess/state.js';
import { CREW_NAMES as ARCH_CREWS, type State as ArchState } from '../../archipelago/state.js';
import { GameRecordDoc, isRecordError, replayMoves } from '../../harness/record.js';
import { boardSvg, CREW_FILL, CREW_STROKE } from './jackal/draw.js';
import { chessBoardHtml, ChessFrame, chessFrameOf } from './pirate-chess/board.js';
import { Frame, frameOf } from './jackal/frame.js';
import { ArchFrame, archBoardSvg, ARCH_CELL_RE, archCrewsHtml, archFrameOf } from './archipelago/board.js';
import { campaignHtml } from './archipelago/campaign.js';
import { parseCampaign } from '../../archipelago/expedition.js';

export const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cells a Pirate chess move names (`c2-c4`, `> e5`, `buy Q@f1`). */
export const CHESS_CELL_RE = /(?<![a-z])[a-l](?:1[01]|[1-9])(?![0-9])/g;

/**
 * Cells a Jackal move names: after `-` or `=` (w1-g2, w1=g5, ship:w-f1); piece names (b1) are
 * not cells. With the expansion an outer-lane cell ends in `+` (ship:w-g1+); a `+` before a
 * load's name (w1-g2+boat) is not part of the cell.
 */
export const CELL_RE = /(?<=[-=])[a-m](?:1[0-3]|[1-9])(?![0-9])(?:\+(?![a-z]))?/g;

const SIDE_NAMES = ['white', 'black'];
export const sideChip = (side: number): string => `<span class="chip" style="background:${side === 0 ? '#fff' : '#111'};border-color:#555"></span>`;
export const chip = (crew: number): string => `<span class="chip" style="background:${CREW_FILL[crew]};border-color:${CREW_STROKE[crew]}"></span>`;

/** The frames of a record: the start and one per ply; an error if a move does not fit. */
function replayFrames<S, F>(doc: GameRecordDoc, frameOfState: (s: S) => F): { frames: F[]; error: string | null } {
  const frames: F[] = [];
  const r = replayMoves<S>(doc, (s) => { frames.push(frameOfState(s)); });
  return { frames, error: isRecordError(r) ? `${r.field}: ${r.message}` : null };
}

export const framesOf = (doc: GameRecordDoc): { frames: Frame[]; error: string | null } => replayFrames<State, Frame>(doc, frameOf);
export const chessFramesOf = (doc: GameRecordDoc): { frames: ChessFrame[]; error: string | null } => replayFrames<ChessState, ChessFrame>(doc, chessFrameOf);
export const archFramesOf = (doc: GameRecordDoc): { frames: ArchFrame[]; error: string | null } => replayFrames<ArchState, ArchFrame>(doc, archFrameOf);

/** What the page shows at one ply. */
export interface Stop { board: string; line: string; crews: string }

/** One record as the viewer shows it. */
export interface GameView {
  /** Frames: plies + 1, or fewer when a move stops fitting the rules (`error`). */
  count: number;
  error: string | null;
  head: string;
  /** The chip of a move's mover letter in the move list. */
  moverChip(mover: string): string;
  at(n: number, hidden: boolean): Stop;
}

function resultText(doc: GameRecordDoc): string {
  const r = doc.result;
  if (r.error) return `ended in an error after ${r.plies} plies: ${esc(r.error)}`;
  return `${esc(r.reason)} after ${r.plies} plies · scores ${(r.scores ?? []).join(' : ')}`;
}

const sub = (doc: GameRecordDoc): string => `<div class="sub">deal ${doc.deal}, seed ${doc.dealSeed} · ${resultText(doc)}</div>`;
const who = (chipHtml: string, name: string, bot: string | undefined, seat: number): string =>
  `<div class="who">${chipHtml}<b>${name}</b> <span class="bot">${esc(bot ?? '?')}</span> <span class="seat">seat ${seat}</span></div>`;
const plyLine = (n: number, last: number, move: string, status: string): string =>
  `ply <b>${n}</b> / ${last}${move ? ` · <code>${esc(move)}</code>` : ''} · ${status}`;
const moveAt = (doc: GameRecordDoc, n: number): string => (n > 0 ? doc.moves[n - 1][1] : '');

/** The view of a record of its game. */
export function viewOf(doc: GameRecordDoc): GameView {
  if (doc.game === 'archipelago') return archView(doc);
  if (doc.game === 'pirate-chess') return chessView(doc);
  return jackalView(doc);
}

function jackalView(doc: GameRecordDoc): GameView {
  const { frames, error } = framesOf(doc);
  const f0 = frames[0];
  return {
    count: frames.length, error,
    head: `<div class="title">Game ${doc.number} · ${esc(String(doc.options.mode))} · ${esc(String(doc.options.tiles))} tiles</div>${sub(doc)}`
      + f0.crews.map((k) => who(chip(k), CREW_NAMES[k], doc.bots[f0.playerOfCrew[k]], f0.playerOfCrew[k])).join(''),
    moverChip: (mover) => { const c = 'wybr'.indexOf(mover); return c < 0 ? '' : chip(c); },
    at(n, hidden) {
      const f = frames[n], move = moveAt(doc, n);
      const marks: string[] = move.match(CELL_RE) ?? [];
      // the cells pieces left (a move names where they went)
      const from: string[] = [];
      if (n > 0) {
        const before = new Map(frames[n - 1].pieces.map((p) => [p.name, p.cell]));
        for (const p of f.pieces) { const b = before.get(p.name); if (b && b !== p.cell && !marks.includes(b)) from.push(b); }
      }
      const status = f.over ? `game over: ${f.over}` : `${CREW_NAMES[f.turn]} to move${f.pending ? ' (a follow-up choice)' : ''}`;
      return { board: boardSvg(f, { hidden, marks, from }), line: plyLine(n, frames.length - 1, move, status), crews: jackalCrews(f) };
    },
  };
}

/** Each crew's coins aboard, dead and swimming pirates and rum; the coins lost. */
function jackalCrews(f: Frame): string {
  return f.crews.map((k, i) => {
    const mine = f.pieces.filter((p) => p.crew === k);
    const dead = mine.filter((p) => p.cell === null);
    const swim = mine.filter((p) => p.swimming);
    return `<div class="crew${f.turn === k && !f.over ? ' on' : ''}">${chip(k)}<b>${CREW_NAMES[k]}</b> <span class="aboard" data-crew="${k}">${f.ships[i].coins}</span> aboard`
      + (dead.length ? ` · dead ${dead.map((p) => `<span class="dead" data-piece="${p.name}">✝${p.name}</span>`).join(' ')}` : '')
      + (swim.length ? ` · swimming ${swim.map((p) => p.name).join(' ')}` : '')
      + (f.bottles.some((b) => b > 0) ? ` · rum ${f.bottles[i]}` : '') + '</div>';
  }).join('') + `<div class="crew">coins lost <b>${f.lost}</b></div>`;
}

function chessView(doc: GameRecordDoc): GameView {
  const { frames, error } = chessFramesOf(doc);
  return {
    count: frames.length, error,
    head: `<div class="title">Game ${doc.number} · Pirate chess · ${esc(String(doc.options.island))} island</div>${sub(doc)}`
      + SIDE_NAMES.map((name, side) => who(sideChip(side), name, doc.bots[side], side)).join(''),
    moverChip: (mover) => { const c = 'wb'.indexOf(mover); return c < 0 ? '' : sideChip(c); },
    at(n, hidden) {
      const f = frames[n], move = moveAt(doc, n);
      const status = f.over ? `game over: ${f.over}` : `${SIDE_NAMES[f.turn]} to move${f.pending ? ' (a follow-up choice)' : ''}`;
      return {
        board: chessBoardHtml(f, hidden, move.match(CHESS_CELL_RE) ?? []),
        line: plyLine(n, frames.length - 1, move, status),
        crews: SIDE_NAMES.map((name, side) => `<div class="crew${f.turn === side && !f.over ? ' on' : ''}">${sideChip(side)}<b>${name}</b> `
          + `coins <span class="aboard" data-side="${side}">${f.coins[side]}</span> · bottles ${f.bottles[side]}${f.lost[side] ? ` · lost <span class="dead">${f.lost[side]}</span>` : ''}</div>`).join(''),
      };
    },
  };
}

function archView(doc: GameRecordDoc): GameView {
  const { frames, error } = archFramesOf(doc);
  // A campaign (src/archipelago/campaign.ts) replays island after island: the frames show each as it is laid.
  const isles = doc.options.campaign ? parseCampaign(String(doc.options.campaign)) : [];
  const island = Array.isArray(isles) && isles.length ? `campaign of islands ${isles.join(', ')}` : doc.options.layout ? `layout ${esc(String(doc.options.layout))}` : `island ${esc(String(doc.options.island))}`;
  return {
    count: frames.length, error,
    head: `<div class="title">Game ${doc.number} · Archipelago · ${island} · ${esc(String(doc.options.mode))}</div>${sub(doc)}`
      + (frames[0]?.ships ?? []).map(({ crew }) => who(chip(crew), ARCH_CREWS[crew], doc.bots[crew], crew)).join(''),
    moverChip: (mover) => { const c = 'wybr'.indexOf(mover); return c < 0 ? '' : chip(c); },
    at(n, hidden) {
      const f = frames[n], move = moveAt(doc, n);
      const decides = f.decides !== f.turn ? ` (decides ${ARCH_CREWS[f.decides]}: the smoke)` : '';
      const status = f.over ? `game over: ${f.over}` : `${ARCH_CREWS[f.turn]} to move${decides} · ${f.phase}`;
      return { board: archBoardSvg(f, { hidden, marks: move.match(ARCH_CELL_RE) ?? [] }), line: plyLine(n, frames.length - 1, move, status), crews: archCrewsHtml(f) + campaignHtml(f.campaign) };
    },
  };
}
