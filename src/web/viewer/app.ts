/**
 * The game viewer in the browser (bundled by esbuild into dist/web/viewer.js; see
 * src/web/build.ts). It reads game records (src/harness/record.ts) from the page's
 * `<script type="application/json" id="jackal-records">`, replays each with the engine to
 * get the position after every ply (nothing but the moves travels in the page), and shows
 * the island (draw.ts) with a move list and controls: step back and forward, jump to any
 * ply (slider, move list, Home/End), play/pause, keyboard arrows, and a toggle that shows
 * the face-down tiles (a replay may show what the players could not see). A Pirate chess
 * record gets the chess board of chess.ts instead of the island, with the same controls; an
 * Archipelago record its island of archipelago/board.ts (the die's rolls are plies too).
 *
 * `window.jackalViewer` exposes the state for tests: `ply`, `plies`, `goto(n)`.
 */

import { CREW_NAMES } from '../../jackal/options.js';
import type { State } from '../../jackal/state.js';
import type { State as ChessState } from '../../pirate-chess/state.js';
import { GameRecordDoc, isRecordError, replayMoves } from '../../harness/record.js';
import { BOARD_CSS, boardSvg, CREW_FILL, CREW_STROKE } from './jackal/draw.js';
import { CHESS_CSS, chessBoardHtml, ChessFrame, chessFrameOf } from './pirate-chess/board.js';
import { Frame, frameOf } from './jackal/frame.js';
import { CREW_NAMES as ARCH_CREWS, type State as ArchState } from '../../archipelago/state.js';
import { ArchFrame, archBoardSvg, ARCH_CELL_RE, archCrewsHtml, archFrameOf } from './archipelago/board.js';

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The frames of a record: the start and one per ply; an error if a move does not fit. */
export function framesOf(doc: GameRecordDoc): { frames: Frame[]; error: string | null } {
  const frames: Frame[] = [];
  const r = replayMoves<State>(doc, (s) => { frames.push(frameOf(s)); });
  return { frames, error: isRecordError(r) ? `${r.field}: ${r.message}` : null };
}

/** The frames of a Pirate chess record, as framesOf. */
export function chessFramesOf(doc: GameRecordDoc): { frames: ChessFrame[]; error: string | null } {
  const frames: ChessFrame[] = [];
  const r = replayMoves<ChessState>(doc, (s) => { frames.push(chessFrameOf(s)); });
  return { frames, error: isRecordError(r) ? `${r.field}: ${r.message}` : null };
}

/** The frames of an Archipelago record, as framesOf. */
export function archFramesOf(doc: GameRecordDoc): { frames: ArchFrame[]; error: string | null } {
  const frames: ArchFrame[] = [];
  const r = replayMoves<ArchState>(doc, (s) => { frames.push(archFrameOf(s)); });
  return { frames, error: isRecordError(r) ? `${r.field}: ${r.message}` : null };
}

/** Cells a Pirate chess move names (`c2-c4`, `> e5`, `buy Q@f1`). */
export const CHESS_CELL_RE = /(?<![a-z])[a-l](?:1[01]|[1-9])(?![0-9])/g;
const SIDE_NAMES = ['white', 'black'];
const sideChip = (side: number): string => `<span class="chip" style="background:${side === 0 ? '#fff' : '#111'};border-color:#555"></span>`;

/**
 * Cells a move names: after `-` or `=` (w1-g2, w1=g5, ship:w-f1); piece names (b1) are not
 * cells. With the expansion an outer-lane cell ends in `+` (ship:w-g1+); a `+` before a
 * load's name (w1-g2+boat) is not part of the cell.
 */
export const CELL_RE = /(?<=[-=])[a-m](?:1[0-3]|[1-9])(?![0-9])(?:\+(?![a-z]))?/g;

export interface ViewerHandle { readonly ply: number; readonly plies: number; goto(n: number): void; toggleHidden(on?: boolean): void; select(i: number): void }

const chip = (crew: number): string => `<span class="chip" style="background:${CREW_FILL[crew]};border-color:${CREW_STROKE[crew]}"></span>`;

/** Who plays each crew, as html. */
function lineup(doc: GameRecordDoc, f: Frame): string {
  return f.crews.map((k) => `<div class="who">${chip(k)}<b>${CREW_NAMES[k]}</b> <span class="bot">${esc(doc.bots[f.playerOfCrew[k]] ?? '?')}</span>`
    + ` <span class="seat">seat ${f.playerOfCrew[k]}</span></div>`).join('');
}

function resultText(doc: GameRecordDoc): string {
  const r = doc.result;
  if (r.error) return `ended in an error after ${r.plies} plies: ${esc(r.error)}`;
  return `${esc(r.reason)} after ${r.plies} plies · scores ${(r.scores ?? []).join(' : ')}`;
}

/** Mounts a viewer for these records (a selector when more than one) into root. */
export function mountViewer(root: HTMLElement, docs: GameRecordDoc[], titles: string[] = []): ViewerHandle {
  let doc = docs[0];
  let frames: Frame[] = [];
  let chess: ChessFrame[] = [];
  let isChess = false;
  let arch: ArchFrame[] = [];
  let isArch = false;
  const count = (): number => (isChess ? chess.length : isArch ? arch.length : frames.length);
  let error: string | null = null;
  let ply = 0;
  let hidden = false;
  let timer: number | undefined;
  let speed = 4;

  if (!document.getElementById('jv-style')) {
    const style = document.createElement('style');
    style.id = 'jv-style';
    style.textContent = VIEWER_CSS;
    document.head.appendChild(style);
  }
  root.classList.add('jv');
  root.innerHTML = `
    <div class="jv-board"></div>
    <div class="jv-side">
      ${docs.length > 1 ? `<select class="jv-game">${docs.map((d, i) => `<option value="${i}">${esc(titles[i] ?? `game ${d.number}`)}</option>`).join('')}</select>` : ''}
      <div class="jv-head"></div>
      <div class="jv-crews"></div>
      <div class="jv-controls">
        <button data-act="first" title="start (Home)">|◀</button><button data-act="prev" title="back (←)">◀</button>
        <button data-act="play" class="jv-play" title="play / pause (space)">play</button>
        <button data-act="next" title="forward (→)">▶</button><button data-act="last" title="end (End)">▶|</button>
        <select class="jv-speed" title="plies per second"><option>1</option><option>2</option><option selected>4</option><option>8</option><option>20</option></select>
      </div>
      <input type="range" class="jv-slider" min="0" value="0">
      <div class="jv-plyline"><span class="jv-ply"></span><label><input type="checkbox" class="jv-hidden"> show hidden tiles (h)</label></div>
      <div class="jv-error"></div>
      <ol class="jv-moves" start="1"></ol>
    </div>`;
  const $ = <T extends Element>(sel: string): T => root.querySelector(sel) as T;
  const boardEl = $<HTMLDivElement>('.jv-board');
  const slider = $<HTMLInputElement>('.jv-slider');
  const list = $<HTMLOListElement>('.jv-moves');
  const playBtn = $<HTMLButtonElement>('.jv-play');

  const load = (i: number): void => {
    doc = docs[i];
    isChess = doc.game === 'pirate-chess';
    isArch = doc.game === 'archipelago';
    arch = [];
    if (isArch) {
      ({ frames: arch, error } = archFramesOf(doc));
      frames = []; chess = [];
      // A campaign (src/archipelago/campaign.ts) replays island after island: the frames show each as it is laid.
      const island = doc.options.campaign ? `campaign of islands ${esc(String(doc.options.campaign))}` : doc.options.layout ? `layout ${esc(String(doc.options.layout))}` : `island ${esc(String(doc.options.island))}`;
      $<HTMLDivElement>('.jv-head').innerHTML = `<div class="title">Game ${doc.number} · Archipelago · ${island} · ${esc(String(doc.options.mode))}</div>`
        + `<div class="sub">deal ${doc.deal}, seed ${doc.dealSeed} · ${resultText(doc)}</div>`
        + (arch[0]?.ships ?? []).map(({ crew }) => `<div class="who">${chip(crew)}<b>${ARCH_CREWS[crew]}</b> <span class="bot">${esc(doc.bots[crew] ?? '?')}</span> <span class="seat">seat ${crew}</span></div>`).join('');
    } else if (isChess) {
      ({ frames: chess, error } = chessFramesOf(doc));
      frames = [];
      $<HTMLDivElement>('.jv-head').innerHTML = `<div class="title">Game ${doc.number} · Pirate chess · ${esc(String(doc.options.island))} island</div>`
        + `<div class="sub">deal ${doc.deal}, seed ${doc.dealSeed} · ${resultText(doc)}</div>`
        + SIDE_NAMES.map((name, side) => `<div class="who">${sideChip(side)}<b>${name}</b> <span class="bot">${esc(doc.bots[side] ?? '?')}</span> <span class="seat">seat ${side}</span></div>`).join('');
    } else {
      ({ frames, error } = framesOf(doc));
      chess = [];
      const f0 = frames[0];
      $<HTMLDivElement>('.jv-head').innerHTML = `<div class="title">Game ${doc.number} · ${esc(String(doc.options.mode))} · ${esc(String(doc.options.tiles))} tiles</div>`
        + `<div class="sub">deal ${doc.deal}, seed ${doc.dealSeed} · ${resultText(doc)}</div>${lineup(doc, f0)}`;
    }
    $<HTMLDivElement>('.jv-error').textContent = error ? `The record stops fitting the rules at ${error}; shown up to there.` : '';
    slider.max = String(count() - 1);
    list.innerHTML = doc.moves.slice(0, count() - 1).map(([mover, text], k) => {
      const c = isChess ? 'wb'.indexOf(mover) : 'wybr'.indexOf(mover);
      return `<li data-ply="${k + 1}">${c < 0 ? '' : isChess ? sideChip(c) : chip(c)}${esc(text)}</li>`;
    }).join('');
    ply = -1;
    show(0);
  };

  /** The chess board, status and treasuries at ply n. */
  const showChess = (n: number, move: string): void => {
    const f = chess[n];
    boardEl.innerHTML = chessBoardHtml(f, hidden, move.match(CHESS_CELL_RE) ?? []);
    const status = f.over ? `game over: ${f.over}` : `${SIDE_NAMES[f.turn]} to move${f.pending ? ' (a follow-up choice)' : ''}`;
    $<HTMLSpanElement>('.jv-ply').innerHTML = `ply <b>${n}</b> / ${chess.length - 1}${move ? ` · <code>${esc(move)}</code>` : ''} · ${status}`;
    $<HTMLDivElement>('.jv-crews').innerHTML = SIDE_NAMES.map((name, side) => `<div class="crew${f.turn === side && !f.over ? ' on' : ''}">${sideChip(side)}<b>${name}</b> `
      + `coins <span class="aboard" data-side="${side}">${f.coins[side]}</span> · bottles ${f.bottles[side]}${f.lost[side] ? ` · lost <span class="dead">${f.lost[side]}</span>` : ''}</div>`).join('');
  };

  const show = (n: number): void => {
    n = Math.max(0, Math.min(count() - 1, n));
    const prev = ply;
    ply = n;
    if (isChess) showChess(n, n > 0 ? doc.moves[n - 1][1] : '');
    else if (isArch) showArch(n, n > 0 ? doc.moves[n - 1][1] : '');
    else showIsland(n);
    slider.value = String(n);
    if (prev > 0) list.querySelector(`li[data-ply="${prev}"]`)?.classList.remove('cur');
    const li = n > 0 ? list.querySelector(`li[data-ply="${n}"]`) : null;
    if (li) {
      li.classList.add('cur');
      // scroll the list only (scrollIntoView would scroll the page too)
      const top = (li as HTMLElement).offsetTop, h = (li as HTMLElement).offsetHeight;
      if (top < list.scrollTop) list.scrollTop = top - 4;
      else if (top + h > list.scrollTop + list.clientHeight) list.scrollTop = top + h - list.clientHeight + 4;
    } else list.scrollTop = 0;
    if (n === count() - 1) stop();
  };

  /** The Archipelago island, status and crews at ply n. */
  const showArch = (n: number, move: string): void => {
    const f = arch[n];
    boardEl.innerHTML = archBoardSvg(f, { hidden, marks: move.match(ARCH_CELL_RE) ?? [] });
    const who = f.decides !== f.turn ? ` (decides ${ARCH_CREWS[f.decides]}: the smoke)` : '';
    const status = f.over ? `game over: ${f.over}` : `${ARCH_CREWS[f.turn]} to move${who} · ${f.phase}`;
    $<HTMLSpanElement>('.jv-ply').innerHTML = `ply <b>${n}</b> / ${arch.length - 1}${move ? ` · <code>${esc(move)}</code>` : ''} · ${status}`;
    $<HTMLDivElement>('.jv-crews').innerHTML = archCrewsHtml(f);
  };

  /** The island, status and crews at ply n. */
  const showIsland = (n: number): void => {
    const f = frames[n];
    const move = n > 0 ? doc.moves[n - 1][1] : '';
    const marks: string[] = move.match(CELL_RE) ?? [];
    const from: string[] = [];
    if (n > 0) {
      const before = new Map(frames[n - 1].pieces.map((p) => [p.name, p.cell]));
      for (const p of f.pieces) { const b = before.get(p.name); if (b && b !== p.cell && !marks.includes(b)) from.push(b); }
    }
    boardEl.innerHTML = boardSvg(f, { hidden, marks, from });
    const status = f.over ? `game over: ${f.over}` : `${CREW_NAMES[f.turn]} to move${f.pending ? ' (a follow-up choice)' : ''}`;
    $<HTMLSpanElement>('.jv-ply').innerHTML = `ply <b>${n}</b> / ${frames.length - 1}${move ? ` · <code>${esc(move)}</code>` : ''} · ${status}`;
    $<HTMLDivElement>('.jv-crews').innerHTML = f.crews.map((k, i) => {
      const mine = f.pieces.filter((p) => p.crew === k);
      const dead = mine.filter((p) => p.cell === null);
      const swim = mine.filter((p) => p.swimming);
      return `<div class="crew${f.turn === k && !f.over ? ' on' : ''}">${chip(k)}<b>${CREW_NAMES[k]}</b> <span class="aboard" data-crew="${k}">${f.ships[i].coins}</span> aboard`
        + (dead.length ? ` · dead ${dead.map((p) => `<span class="dead" data-piece="${p.name}">✝${p.name}</span>`).join(' ')}` : '')
        + (swim.length ? ` · swimming ${swim.map((p) => p.name).join(' ')}` : '')
        + (f.bottles.some((b) => b > 0) ? ` · rum ${f.bottles[i]}` : '') + '</div>';
    }).join('') + `<div class="crew">coins lost <b>${f.lost}</b></div>`;
  };

  const stop = (): void => { if (timer !== undefined) { clearInterval(timer); timer = undefined; } playBtn.textContent = 'play'; };
  const play = (): void => {
    if (timer !== undefined) { stop(); return; }
    if (ply >= count() - 1) show(0);
    playBtn.textContent = 'pause';
    timer = window.setInterval(() => show(ply + 1), 1000 / speed);
  };

  root.addEventListener('click', (e) => {
    const t = e.target as HTMLElement;
    const act = t.closest('button')?.getAttribute('data-act');
    if (act === 'first') show(0); else if (act === 'prev') show(ply - 1); else if (act === 'next') show(ply + 1);
    else if (act === 'last') show(count() - 1); else if (act === 'play') play();
    const li = t.closest('li[data-ply]');
    if (li) show(Number(li.getAttribute('data-ply')));
  });
  slider.addEventListener('input', () => show(Number(slider.value)));
  $<HTMLSelectElement>('.jv-speed').addEventListener('change', (e) => {
    speed = Number((e.target as HTMLSelectElement).value);
    if (timer !== undefined) { stop(); play(); }
  });
  const hiddenBox = $<HTMLInputElement>('.jv-hidden');
  const toggleHidden = (on = !hidden): void => { hidden = on; hiddenBox.checked = on; show(ply); };
  hiddenBox.addEventListener('change', () => toggleHidden(hiddenBox.checked));
  $<HTMLSelectElement>('.jv-game')?.addEventListener('change', (e) => { stop(); load(Number((e.target as HTMLSelectElement).value)); });
  root.tabIndex = 0;
  root.addEventListener('keydown', (e) => {
    if ((e.target as HTMLElement).tagName === 'SELECT') return;
    const k = e.key;
    if (k === 'ArrowRight') show(ply + 1); else if (k === 'ArrowLeft') show(ply - 1);
    else if (k === 'Home') show(0); else if (k === 'End') show(count() - 1);
    else if (k === ' ') play(); else if (k === 'h') toggleHidden();
    else if (k === 'PageDown') show(ply + 10); else if (k === 'PageUp') show(ply - 10);
    else return;
    e.preventDefault();
  });

  load(0);
  return {
    get ply() { return ply; },
    get plies() { return count() - 1; },
    goto: (n: number) => show(n),
    toggleHidden,
    select: (i: number) => { stop(); load(i); },
  };
}

/** The page's styles for the viewer (the board's own come from draw.ts). */
const VIEWER_CSS = `${BOARD_CSS}${CHESS_CSS}
.jv{display:flex;gap:18px;align-items:flex-start;outline:none;flex-wrap:wrap}
.jv-board{flex:0 1 700px;min-width:320px;max-width:700px}
.jv-board svg{width:100%;height:auto;display:block;border-radius:10px;box-shadow:0 6px 24px rgba(0,30,50,.35)}
.jv-side{flex:1 1 300px;max-width:420px;display:flex;flex-direction:column;gap:8px;font:14px/1.4 "DejaVu Sans",Verdana,sans-serif;color:#1d2a33}
.jv-head .title{font-size:18px;font-weight:bold}
.jv-head .sub{color:#56656f;font-size:12.5px;margin-bottom:4px}
.jv .who,.jv .crew{font-size:13px;margin:2px 0}
.jv .crew.on{font-weight:bold;background:#fff6d6;border-radius:4px}
.jv .bot{font-family:"DejaVu Sans Mono",monospace;font-size:12px;background:#eef3f6;padding:0 4px;border-radius:3px}
.jv .seat{color:#8795a0;font-size:11px}
.jv .chip{display:inline-block;width:11px;height:11px;border-radius:50%;border:1.5px solid;margin-right:5px;vertical-align:-1px}
.jv .aboard{display:inline-block;min-width:18px;text-align:center;background:#ffd54a;border-radius:8px;font-weight:bold}
.jv .dead{color:#8a1c1c}
.jv-controls{display:flex;gap:4px;align-items:center}
.jv-controls button{font-size:14px;min-width:40px;height:32px;border:1px solid #9fb3c0;background:#f4f8fa;border-radius:6px;cursor:pointer}
.jv-controls button:hover{background:#e1edf3}
.jv-controls select{height:32px;margin-left:auto}
.jv-slider{width:100%}
.jv-plyline{display:flex;justify-content:space-between;flex-wrap:wrap;gap:6px;font-size:13px}
.jv-plyline code{background:#ffe9f9;padding:0 4px;border-radius:3px}
.jv-error{color:#a00;font-size:13px}
.jv-moves{position:relative;margin:0;padding:4px;max-height:430px;overflow:auto;border:1px solid #d3dde3;border-radius:6px;background:#fbfcfd;
  font:12.5px "DejaVu Sans Mono",monospace;list-style:none;display:grid;grid-template-columns:1fr 1fr;column-gap:10px}
.jv-moves li{cursor:pointer;padding:0 3px;border-radius:3px;white-space:nowrap}
.jv-moves li::before{content:attr(data-ply) ".";color:#8795a0;display:inline-block;min-width:3.2em;text-align:right;margin-right:5px}
.jv-moves li:hover{background:#e8f1f6}
.jv-moves li.cur{background:#ff3df0;color:#fff}
.jv-moves li.cur::before{color:#fff}
.jv-moves .chip{width:8px;height:8px}
`;

/** Mounts every `[data-jackal-viewer]` element with the page's records. */
function boot(): void {
  const data = document.getElementById('jackal-records');
  if (!data) return;
  const { records, titles } = JSON.parse(data.textContent ?? '{}') as { records: GameRecordDoc[]; titles?: string[] };
  const el = document.querySelector('[data-jackal-viewer]') as HTMLElement | null;
  if (!el || records.length === 0) return;
  const handle = mountViewer(el, records, titles);
  (window as unknown as { jackalViewer: ViewerHandle }).jackalViewer = handle;
  if (el.hasAttribute('data-autofocus')) el.focus();
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot); else boot();
}
