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
 * What each game shows (its frames, heading, board and figures) is views.ts; this file keeps
 * the page's frame, the controls and the state.
 *
 * `window.jackalViewer` exposes the state for tests: `ply`, `plies`, `goto(n)`.
 */

import type { GameRecordDoc } from '../../harness/record.js';
import { BOARD_CSS } from './jackal/draw.js';
import { CHESS_CSS } from './pirate-chess/board.js';
import { esc, GameView, viewOf } from './views.js';

export { archFramesOf, CELL_RE, CHESS_CELL_RE, chessFramesOf, framesOf } from './views.js';

export interface ViewerHandle { readonly ply: number; readonly plies: number; goto(n: number): void; toggleHidden(on?: boolean): void; select(i: number): void }

/** The viewer's frame: the board, the record selector (more than one record), heading, crews, controls, ply line, move list. */
function viewerMarkup(docs: GameRecordDoc[], titles: string[]): string {
  return `
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
}

/** The viewer's actions, for the buttons, the move list and the keys. */
interface Actions { show(n: number): void; step(d: number): void; last(): void; play(): void; toggleHidden(): void }

/** Wires the buttons, the move list and the keyboard to the actions. */
function wireControls(root: HTMLElement, a: Actions): void {
  root.addEventListener('click', (e) => {
    const t = e.target as HTMLElement;
    const act = t.closest('button')?.getAttribute('data-act');
    if (act === 'first') a.show(0); else if (act === 'prev') a.step(-1); else if (act === 'next') a.step(1);
    else if (act === 'last') a.last(); else if (act === 'play') a.play();
    const li = t.closest('li[data-ply]');
    if (li) a.show(Number(li.getAttribute('data-ply')));
  });
  root.tabIndex = 0;
  root.addEventListener('keydown', (e) => {
    if ((e.target as HTMLElement).tagName === 'SELECT') return;
    const k = e.key;
    if (k === 'ArrowRight') a.step(1); else if (k === 'ArrowLeft') a.step(-1);
    else if (k === 'Home') a.show(0); else if (k === 'End') a.last();
    else if (k === ' ') a.play(); else if (k === 'h') a.toggleHidden();
    else if (k === 'PageDown') a.step(10); else if (k === 'PageUp') a.step(-10);
    else return;
    e.preventDefault();
  });
}

/** Scrolls the move list (only: scrollIntoView would scroll the page too) so that li is in sight; to the top when none. */
function scrollListTo(list: HTMLElement, li: HTMLElement | null): void {
  if (!li) { list.scrollTop = 0; return; }
  const top = li.offsetTop, h = li.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top - 4;
  else if (top + h > list.scrollTop + list.clientHeight) list.scrollTop = top + h - list.clientHeight + 4;
}

/** Mounts a viewer for these records (a selector when more than one) into root. */
export function mountViewer(root: HTMLElement, docs: GameRecordDoc[], titles: string[] = []): ViewerHandle {
  let view: GameView;
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
  root.innerHTML = viewerMarkup(docs, titles);
  const $ = <T extends Element>(sel: string): T => root.querySelector(sel) as T;
  const boardEl = $<HTMLDivElement>('.jv-board');
  const slider = $<HTMLInputElement>('.jv-slider');
  const list = $<HTMLOListElement>('.jv-moves');
  const playBtn = $<HTMLButtonElement>('.jv-play');

  const load = (i: number): void => {
    const doc = docs[i];
    view = viewOf(doc);
    $<HTMLDivElement>('.jv-head').innerHTML = view.head;
    $<HTMLDivElement>('.jv-error').textContent = view.error ? `The record stops fitting the rules at ${view.error}; shown up to there.` : '';
    slider.max = String(view.count - 1);
    list.innerHTML = doc.moves.slice(0, view.count - 1).map(([mover, text], k) => `<li data-ply="${k + 1}">${view.moverChip(mover)}${esc(text)}</li>`).join('');
    ply = -1;
    show(0);
  };

  const show = (n: number): void => {
    n = Math.max(0, Math.min(view.count - 1, n));
    const prev = ply;
    ply = n;
    const stop = view.at(n, hidden);
    boardEl.innerHTML = stop.board;
    $<HTMLSpanElement>('.jv-ply').innerHTML = stop.line;
    $<HTMLDivElement>('.jv-crews').innerHTML = stop.crews;
    slider.value = String(n);
    if (prev > 0) list.querySelector(`li[data-ply="${prev}"]`)?.classList.remove('cur');
    const li = n > 0 ? list.querySelector<HTMLElement>(`li[data-ply="${n}"]`) : null;
    li?.classList.add('cur');
    scrollListTo(list, li);
    if (n === view.count - 1) pause();
  };

  const pause = (): void => { if (timer !== undefined) { clearInterval(timer); timer = undefined; } playBtn.textContent = 'play'; };
  const play = (): void => {
    if (timer !== undefined) { pause(); return; }
    if (ply >= view.count - 1) show(0);
    playBtn.textContent = 'pause';
    timer = window.setInterval(() => show(ply + 1), 1000 / speed);
  };
  const hiddenBox = $<HTMLInputElement>('.jv-hidden');
  const toggleHidden = (on = !hidden): void => { hidden = on; hiddenBox.checked = on; show(ply); };

  wireControls(root, { show, step: (d) => show(ply + d), last: () => show(view.count - 1), play, toggleHidden: () => toggleHidden() });
  slider.addEventListener('input', () => show(Number(slider.value)));
  $<HTMLSelectElement>('.jv-speed').addEventListener('change', (e) => {
    speed = Number((e.target as HTMLSelectElement).value);
    if (timer !== undefined) { pause(); play(); }
  });
  hiddenBox.addEventListener('change', () => toggleHidden(hiddenBox.checked));
  $<HTMLSelectElement>('.jv-game')?.addEventListener('change', (e) => { pause(); load(Number((e.target as HTMLSelectElement).value)); });

  load(0);
  return {
    get ply() { return ply; },
    get plies() { return view.count - 1; },
    goto: (n: number) => show(n),
    toggleHidden,
    select: (i: number) => { pause(); load(i); },
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
