/**
 * The table in the page (app.ts mounts it): the setup form, then the game: the board of the
 * person's view, the legal moves made by clicks (table-game.ts's hands), the move list, the
 * hint, the record to download; the bots answer from the worker (worker.ts), which this
 * class starts from the bundle's own text. See app.ts for fair play and pacing.
 */
import { isFieldError, type FieldError } from '../../core/game.js';
import type { TablePageData } from './data.js';
import { tableGame } from './games.js';
import { checkSetup, HUMAN, Session, tableBot, type SetupInput, type TableSetup } from './session.js';
import { readSetupForm, redrawDecided, setupFormHtml, type FormExtras } from './setup-form.js';
import type { Hand, TableGame } from './table-game.js';
import type { FromWorker, ToWorker } from './worker.js';
import type { GameRecordDoc } from '../../harness/record.js';

/** The bundle's own text, captured while it runs as the page's script (app.ts loads this module then): the worker is started from it. */
const OWN_CODE = typeof document !== 'undefined' ? document.currentScript?.textContent ?? '' : '';

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What tests may read and do. */
export interface TableHandle {
  readonly phase: 'setup' | 'play';
  readonly ply: number;
  readonly over: boolean;
  /** A bot (or the hint) is thinking. */
  readonly thinking: boolean;
  /** The person to move has a choice to make (more than one legal move): the board waits for clicks. */
  readonly awaitingPerson: boolean;
  /** The last answer from the worker: the spec asked, its move's text and the ms it thought. */
  readonly lastThink: { spec: string; move: string; ms: number } | null;
  /** Errors shown on the page. */
  readonly errors: string[];
  /** Per click: ms from the click's event to the page's answer in the DOM. */
  readonly clickMs: number[];
  record(): GameRecordDoc | null;
}

export class Table {
  private setup: TableSetup;
  private extras: FormExtras;
  private session: Session | null = null;
  private tg: TableGame | null = null;
  private worker: Worker | null = null;
  private gameNo = 0;
  private nextId = 0;
  private readonly waiting = new Map<number, (r: FromWorker) => void>();
  private picked: string | null = null;
  /** The cell whose several moves are being asked for, or null. */
  private askAt: string | null = null;
  private hinted: Hand | null = null;
  private handsAt: { session: Session | null; ply: number; hands: { move: number; hand: Hand }[] } = { session: null, ply: -1, hands: [] };
  private drawn = '';
  private timer: number | undefined;
  /**
   * The page is replacing its form's nodes (`replacing`). A text field that is focused and
   * edited when it is removed fires its change (Chromium: "blur" on removal) in the middle of
   * the removal; redrawing from that event removed the same nodes twice and the outer
   * assignment threw NotFoundError. Every redraw reads the form first, unsent edits included
   * (an input's `value`), so that late change carries nothing new and is ignored.
   */
  private replacing = false;
  lastThink: TableHandle['lastThink'] = null;
  /** Per click on the page: ms from the click's event to its answer drawn (the DOM updated). */
  readonly clickMs: number[] = [];
  readonly errors: string[] = [];

  constructor(private readonly root: HTMLElement, private readonly data: TablePageData) {
    const s = checkSetup(data.setup);
    this.setup = isFieldError(s) ? (checkSetup({}) as TableSetup) : s;
    if (isFieldError(s)) this.fail(`setup: ${s.field}: ${s.message}`);
    this.extras = { pace: data.pace, hint: data.hint };
    root.addEventListener('click', (e) => this.onClick(e));
    this.showSetup();
  }

  get phase(): 'setup' | 'play' { return this.session ? 'play' : 'setup'; }

  /** A bot or the hint is thinking (the worker owes an answer). */
  get thinking(): boolean { return this.waiting.size > 0; }

  get ply(): number { return this.session?.plies ?? 0; }
  get over(): boolean { return this.session?.over ?? false; }

  get awaitingPerson(): boolean { return this.session !== null && this.session.humanToMove && this.session.legal().length > 1; }

  /** Shows an error on the page and in the console. */
  private fail(message: string): void {
    this.errors.push(message);
    console.error(`jackal table: ${message}`);
    const el = this.root.querySelector('.jt-error');
    if (el) el.textContent = this.errors.join('\n');
  }

  // ---- setup ----

  private showSetup(): void {
    this.stopGame();
    const html = `<form class="jt-setup">${setupFormHtml(this.setup, this.extras)}
<div class="jt-buttons"><button type="submit" data-act="start">start</button></div><div class="jt-error"></div></form>`;
    this.replace(() => { this.root.innerHTML = html; });
    const form = this.root.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (e) => { e.preventDefault(); this.startFromForm(form); });
    form.addEventListener('change', (e) => {
      if (this.replacing) return;
      const name = (e.target as HTMLInputElement).name;
      if (name === 'game') this.redrawForm(form, true);
      else if (name.startsWith('opt-')) this.redrawForm(form, false);
    });
  }

  /** Redraws the form after the game or a rule changed (the seats follow the rules); a new game starts from its defaults. */
  private redrawForm(form: HTMLFormElement, newGame: boolean): void {
    const r = readSetupForm(form);
    if (isFieldError(r)) return;
    const input: SetupInput = newGame ? { game: r.input.game, seed: r.input.seed, budget: r.input.budget } : r.input;
    let s = checkSetup(input);
    const fits = !isFieldError(s);
    // the seats no longer fit (a mode with fewer seats, a bot of the other game): a person and heuristics
    if (!fits) s = checkSetup({ ...input, seats: undefined });
    if (isFieldError(s)) return;
    // the seats as they were: the form stays (a redraw would swallow the click that took the focus, e.g. on start)
    const same = fits && !newGame && s.seats.length === (r.input.seats as string[]).length;
    this.setup = s;
    this.extras = r.extras;
    if (!same) this.showSetup();
    else this.replace(() => redrawDecided(form, s));
  }

  /** Replaces nodes of the page (`draw`) with the form's late change events ignored (see `replacing`). */
  private replace(draw: () => void): void {
    this.replacing = true;
    try { draw(); } finally { this.replacing = false; }
  }

  private startFromForm(form: HTMLFormElement): void {
    const say = (e: FieldError): void => { (form.querySelector('.jt-error') as HTMLElement).textContent = `${e.field}: ${e.message}`; };
    const r = readSetupForm(form);
    if (isFieldError(r)) { say(r); return; }
    const s = checkSetup(r.input);
    if (isFieldError(s)) { say(s); return; }
    const hint = tableBot(r.extras.hint, s.game, 'hints from');
    if (isFieldError(hint)) { say(hint); return; }
    this.setup = s;
    this.extras = { ...r.extras, hint };
    this.start();
  }

  // ---- the game ----

  private stopGame(): void {
    if (this.timer !== undefined) { clearTimeout(this.timer); this.timer = undefined; }
    // a bot may be deep in a search: a new worker is quicker than waiting for it
    if (this.thinking && this.worker) { this.worker.terminate(); this.worker = null; }
    this.waiting.clear();
    this.session = null;
  }

  private post(m: ToWorker): void {
    if (!this.worker) {
      this.worker = new Worker(URL.createObjectURL(new Blob([OWN_CODE], { type: 'text/javascript' })));
      this.worker.onmessage = (e: MessageEvent<FromWorker>) => {
        const r = e.data;
        if (r.game !== this.gameNo) return;
        const k = this.waiting.get(r.id);
        this.waiting.delete(r.id);
        k?.(r);
      };
      this.worker.onerror = (e) => this.fail(`worker: ${e.message}`);
    }
    this.worker.postMessage(m);
  }

  private start(): void {
    this.stopGame();
    const session = new Session(this.setup);
    this.session = session;
    this.tg = tableGame(this.setup.game)!;
    this.gameNo++;
    this.picked = this.askAt = null;
    this.hinted = null;
    this.drawn = '';
    this.post({ type: 'new', game: this.gameNo, setup: this.setup });
    const names = this.tg.seatNames(session.state);
    const html = `<div class="jt-play">
<div class="jt-boardwrap"><div class="jt-board"></div><div class="jt-choices"></div></div>
<div class="jt-side"><div class="jt-head"><b>${esc(this.tg.title)}</b> · ${esc(session.entry.heading(this.setup.options))} · seed <code>${esc(this.setup.seed)}</code></div>
<div class="jt-seats">${this.setup.seats.map((spec, k) => `<div data-seat="${k}">seat ${k} · ${esc(names[k] ?? '')}: <b>${spec === HUMAN ? 'you' : esc(spec)}</b></div>`).join('')}</div>
<div class="jt-status"></div><div class="jt-panel"></div>
<div class="jt-buttons"><button data-act="hint" title="what ${esc(this.extras.hint)} would play for you">hint</button><button data-act="download">download record</button><button data-act="setup">new game</button></div>
<div class="jt-hint"></div><ol class="jt-moves"></ol><div class="jt-error">${esc(this.errors.join('\n'))}</div></div></div>`;
    this.replace(() => { this.root.innerHTML = html; });
    this.advance();
  }

  /** Asks the worker; the answer comes to `then` unless the game is abandoned first. */
  private ask(m: { type: 'think' } | { type: 'hint'; spec: string }, then: (r: FromWorker) => void): void {
    const s = this.session!;
    const id = this.nextId++;
    this.waiting.set(id, then);
    this.post(m.type === 'think' ? { type: 'think', game: this.gameNo, id, ply: s.plies } : { type: 'hint', game: this.gameNo, id, ply: s.plies, spec: m.spec });
  }

  /** Plays a move into both sessions and goes on. */
  private play(m: number): void {
    const s = this.session!;
    try { s.play(m); } catch (e) { this.fail((e as Error).message); return; }
    this.post({ type: 'play', game: this.gameNo, move: m });
    this.picked = this.askAt = null;
    this.hinted = null;
    this.advance();
  }

  /** After a move: the end, a forced move, a bot's turn, or the person's. */
  private advance(): void {
    const s = this.session!;
    this.render();
    if (s.over) return;
    const legal = s.legal();
    const pace = this.extras.pace;
    if (legal.length === 1) { this.timer = window.setTimeout(() => this.play(legal[0]), pace); return; }
    if (s.humanToMove) return;
    const t0 = performance.now();
    const spec = this.setup.seats[s.seat];
    this.ask({ type: 'think' }, (r) => {
      if (r.type === 'failed') { this.fail(r.message); return; }
      this.lastThink = { spec, move: s.game.formatMove(s.state, r.move), ms: r.ms };
      this.timer = window.setTimeout(() => this.play(r.move), Math.max(0, pace - (performance.now() - t0)));
    });
    this.render();
  }

  private hint(): void {
    const s = this.session;
    if (!s || !s.humanToMove || this.thinking) return;
    const spec = this.extras.hint;
    const ply = s.plies;
    this.el('.jt-hint').textContent = `${spec} is thinking…`;
    this.ask({ type: 'hint', spec }, (r) => {
      if (r.type === 'failed') { this.fail(r.message); return; }
      if (s !== this.session || s.plies !== ply) return; // the person moved meanwhile
      const text = s.game.formatMove(s.state, r.move);
      this.lastThink = { spec, move: text, ms: r.ms };
      this.hinted = this.tg!.hand(s.state, r.move);
      this.picked = this.hinted.from || null;
      this.el('.jt-hint').innerHTML = `hint from ${esc(spec)}: <code>${esc(text)}</code> (${r.ms.toFixed(0)} ms)`;
      this.render();
    });
  }

  private el(sel: string): HTMLElement { return this.root.querySelector(sel) as HTMLElement; }

  /** The legal moves with their hands (none unless the person is to move), computed once a position: clicks only read them. */
  private hands(): { move: number; hand: Hand }[] {
    const s = this.session!;
    if (!s.humanToMove) return [];
    if (this.handsAt.ply !== s.plies || this.handsAt.session !== s) {
      this.handsAt = { session: s, ply: s.plies, hands: s.legal().map((move) => ({ move, hand: this.tg!.hand(s.state, move) })) };
    }
    return this.handsAt.hands;
  }

  // ---- drawing ----

  private render(): void {
    const s = this.session!;
    const tg = this.tg!;
    const key = `${s.plies}:${s.viewer()}`;
    const boardEl = this.el('.jt-board');
    if (key !== this.drawn) {
      this.drawn = key;
      const view = s.view();
      boardEl.innerHTML = tg.board(view, s.plies > 0 ? s.moves[s.plies - 1][1] : '');
      this.el('.jt-panel').innerHTML = tg.panel(view);
      this.renderMoves();
    }
    const all = this.hands();
    const hands = all.length > 1 ? all : [];
    const sources = [...new Set(hands.map((h) => h.hand.from).filter((f) => f !== ''))];
    const targets = [...new Set(hands.filter((h) => h.hand.to !== '' && (h.hand.from === '' || h.hand.from === this.picked)).map((h) => h.hand.to))];
    tg.mark(boardEl, { sources, picked: this.picked, targets });
    if (this.hinted?.to) boardEl.querySelector(`[data-to="${this.hinted.to}"]`)?.classList.add('hinted');
    this.renderChoices(hands);
    this.renderStatus();
  }

  /** The choices drawn on the board: the moves of the asked cell, or the moves with no cell to click. */
  private renderChoices(hands: { move: number; hand: Hand }[]): void {
    const box = this.el('.jt-choices');
    const at = this.askAt;
    const list = at !== null
      ? hands.filter((h) => h.hand.to === at && (h.hand.from === '' || h.hand.from === this.picked))
      : hands.filter((h) => h.hand.to === '');
    if (list.length === 0) { box.innerHTML = ''; box.style.display = 'none'; return; }
    box.innerHTML = `<span>${at !== null ? `to ${esc(at)}:` : esc(this.tg!.prompt?.(this.session!.state) ?? 'choose:')}</span>${list.map((h) => `<button class="jt-choice" data-move="${h.move}">${esc(h.hand.label)}</button>`).join('')}`;
    box.style.display = 'block';
    const wrap = this.el('.jt-boardwrap').getBoundingClientRect();
    const cell = at !== null ? this.el('.jt-board').querySelector(`[data-to="${at}"]`)?.getBoundingClientRect() : undefined;
    // under the asked cell (above it when that would leave the board), else low on the board
    const h = box.offsetHeight;
    box.style.left = `${cell ? Math.max(0, Math.min(cell.left - wrap.left, wrap.width - box.offsetWidth - 4)) : (wrap.width - box.offsetWidth) / 2}px`;
    const below = cell ? cell.bottom - wrap.top + 4 : wrap.height * 0.82;
    box.style.top = `${cell && below + h > wrap.height ? cell.top - wrap.top - h - 4 : Math.min(below, wrap.height - h)}px`;
  }

  private renderStatus(): void {
    const s = this.session!;
    const tg = this.tg!;
    let status: string;
    if (s.over) {
      const o = s.game.outcome(s.state);
      status = `game over (${esc(o.reason)}) after ${o.plies} plies · scores ${o.scores.join(' : ')} · ranks ${o.ranks.join(' : ')}`;
    } else if (s.humanToMove) {
      status = `your move (${esc(tg.moverName(s.state))})${this.picked ? ` · ${esc(this.picked)} picked` : ''}`;
    } else {
      status = `${esc(tg.moverName(s.state))} (${esc(this.setup.seats[s.seat])}) ${this.thinking ? 'is thinking…' : 'moves'}`;
    }
    this.el('.jt-status').innerHTML = status;
    this.root.querySelectorAll('.jt-seats [data-seat]').forEach((e) => e.classList.toggle('on', !s.over && Number(e.getAttribute('data-seat')) === s.seat));
  }

  private renderMoves(): void {
    const s = this.session!;
    const list = this.el('.jt-moves');
    list.innerHTML = s.moves.map(([mover, text], k) => `<li data-ply="${k + 1}"><i>${esc(mover)}</i> ${esc(text)}</li>`).join('');
    list.scrollTop = list.scrollHeight;
  }

  // ---- clicks ----

  private onClick(e: Event): void {
    this.answer(e);
    // how long the page took to answer: from the click's event to the board marked again
    this.clickMs.push(performance.now() - e.timeStamp);
  }

  private answer(e: Event): void {
    const t = e.target as Element;
    const act = t.closest('button')?.getAttribute('data-act');
    if (act === 'hint') { this.hint(); return; }
    if (act === 'download') { this.download(); return; }
    if (act === 'setup') { this.showSetup(); return; }
    const choice = t.closest('.jt-choice');
    if (choice) { this.play(Number(choice.getAttribute('data-move'))); return; }
    if (!this.session || !t.closest('.jt-board')) return;
    const hands = this.hands();
    if (hands.length === 0) return;
    const to = t.closest('[data-to]')?.getAttribute('data-to');
    if (to) {
      const fit = hands.filter((h) => h.hand.to === to && (h.hand.from === '' || h.hand.from === this.picked));
      if (fit.length === 1) { this.play(fit[0].move); return; }
      this.askAt = fit.length > 1 ? to : null;
      this.render();
      return;
    }
    const src = this.tg!.sourceAt(t, [...new Set(hands.map((h) => h.hand.from).filter((f) => f !== ''))]);
    this.picked = src === this.picked ? null : src;
    this.askAt = null;
    this.render();
  }

  /** The record so far, as a file the browser saves. */
  private download(): void {
    const doc = this.record();
    if (!doc) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([`${JSON.stringify(doc)}\n`], { type: 'application/json' }));
    a.download = `${doc.game}-table-seed-${this.setup.seed.replace(/[^\w.-]/g, '_')}-ply-${doc.moves.length}.json`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  record(): GameRecordDoc | null {
    const s = this.session;
    return s ? s.record(this.data.codes[s.game.name] ?? 'unknown') : null;
  }
}

