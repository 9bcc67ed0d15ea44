/**
 * Progress on stderr, in one of two forms:
 * - a bar (when stderr is a terminal): games done of the total, games per second (this
 *   session's games only, so a resumed run's rate is honest) and the time left, redrawn
 *   at most ten times a second on one line;
 * - report lines (under Slurm, a pipe, a log file): every `reportEvery` seconds one
 *   line with the same figures and the caller's detail (score, Elo ±, LLR), and a last
 *   one at the end.
 */

const WIDTH = 24;
const REDRAW_MS = 100;

const clock = (s: number): string => {
  if (!Number.isFinite(s)) return '--:--';
  const t = Math.round(s);
  const h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), sec = t % 60;
  const mm = String(m).padStart(2, '0'), ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

/** How progress is shown besides the bar. */
export interface ReportOptions {
  /** Seconds between report lines (0 = none). */
  every: number;
  /** The figures so far (e.g. `heuristic 0.612, Elo +79 ± 25, LLR 1.2`); called once per line. */
  detail?: () => string;
  /** Where the lines go (tests); default the bar's stream. */
  write?: (line: string) => void;
}

export class Progress {
  private readonly t0 = performance.now();
  private last = -Infinity;
  private drawn = false;
  private done: number;
  private timer: ReturnType<typeof setInterval> | undefined;

  /**
   * @param total games this run will have done at the end
   * @param startDone games already done when the session started (resume)
   * @param enabled draw the bar
   * @param report report lines (used when the bar is not drawn)
   */
  constructor(
    private readonly total: number,
    private readonly startDone: number,
    private readonly enabled: boolean,
    private readonly out: NodeJS.WriteStream = process.stderr,
    private readonly report: ReportOptions = { every: 0 },
  ) {
    this.done = startDone;
    if (!enabled && report.every > 0) {
      // a timer, not the game results, paces the lines: a chunk of slow games may take minutes
      this.timer = setInterval(() => this.reportLine(this.done, performance.now()), report.every * 1000);
      this.timer.unref();
    }
  }

  private figures(done: number, now: number): { rate: number; eta: number } {
    const secs = (now - this.t0) / 1000;
    const rate = secs > 0 ? (done - this.startDone) / secs : 0;
    return { rate, eta: rate > 0 ? (this.total - done) / rate : Infinity };
  }

  private reportLine(done: number, now: number): void {
    const { rate, eta } = this.figures(done, now);
    const pct = this.total > 0 ? Math.floor((100 * done) / this.total) : 100;
    const detail = this.report.detail?.() ?? '';
    const line = `jackal: ${done}/${this.total} games (${pct}%)${detail ? `, ${detail}` : ''}, ${rate.toFixed(1)} games/s, ETA ${clock(eta)}\n`;
    (this.report.write ?? ((l: string) => this.out.write(l)))(line);
  }

  /** Reports `done` games finished; redraws (or prints a report line) if enough time has passed (or if forced). */
  update(done: number, force = false): void {
    this.done = done;
    if (!this.enabled) return;
    const now = performance.now();
    if (!force && now - this.last < REDRAW_MS) return;
    this.last = now;
    const { rate, eta } = this.figures(done, now);
    const frac = this.total > 0 ? done / this.total : 1;
    const fill = Math.round(frac * WIDTH);
    const bar = `${'#'.repeat(fill)}${'.'.repeat(WIDTH - fill)}`;
    this.out.write(`\r[${bar}] ${done}/${this.total} games  ${rate.toFixed(1)} games/s  ETA ${clock(eta)}  `);
    this.drawn = true;
  }

  /** Draws the final state and ends the line (or prints the last report line). */
  finish(done: number): void {
    if (!this.enabled) {
      if (this.timer !== undefined) { clearInterval(this.timer); this.timer = undefined; this.reportLine(done, performance.now()); }
      return;
    }
    this.update(done, true);
    if (this.drawn) this.out.write('\n');
  }
}
