/**
 * The progress bar on stderr: games done of the total, games per second (this
 * session's games only, so a resumed run's rate is honest) and the time left.
 * Redraws at most ten times a second on one line; silent when disabled, which the
 * CLI does when stderr is not a terminal.
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

export class Progress {
  private readonly t0 = performance.now();
  private last = -Infinity;
  private drawn = false;

  /**
   * @param total games this run will have done at the end
   * @param startDone games already done when the session started (resume)
   */
  constructor(
    private readonly total: number,
    private readonly startDone: number,
    private readonly enabled: boolean,
    private readonly out: NodeJS.WriteStream = process.stderr,
  ) {}

  /** Reports `done` games finished; redraws if enough time has passed (or if forced). */
  update(done: number, force = false): void {
    if (!this.enabled) return;
    const now = performance.now();
    if (!force && now - this.last < REDRAW_MS) return;
    this.last = now;
    const secs = (now - this.t0) / 1000;
    const rate = secs > 0 ? (done - this.startDone) / secs : 0;
    const eta = rate > 0 ? (this.total - done) / rate : Infinity;
    const frac = this.total > 0 ? done / this.total : 1;
    const fill = Math.round(frac * WIDTH);
    const bar = `${'#'.repeat(fill)}${'.'.repeat(WIDTH - fill)}`;
    this.out.write(`\r[${bar}] ${done}/${this.total} games  ${rate.toFixed(1)} games/s  ETA ${clock(eta)}  `);
    this.drawn = true;
  }

  /** Draws the final state and ends the line. */
  finish(done: number): void {
    if (!this.enabled) return;
    this.update(done, true);
    if (this.drawn) this.out.write('\n');
  }
}
