/**
 * What a sweep page (`jackal sweep`) carries from the builder (page.ts, in Node) to the
 * browser (sweep-view.ts): the figures of src/study/sweep.ts with the heading, the goal
 * line and the command, as JSON in the element with id SWEEP_ELEMENT. No Chart.js here, so
 * the CLI can import it.
 */

import type { Sweep, SweepRow } from '../../study/sweep.js';

export const SWEEP_ELEMENT = 'jackal-sweep';

export interface SweepPageData {
  title: string;
  /** A dashed line at this win rate (`--goal`), or null. */
  goal: number | null;
  /** The command line that made the page, as the page prints it. */
  command: string;
  sweep: Sweep;
}

/** A run's label on the chart's x axis: the swept parameter's value, else the run's name. */
export const runLabel = (s: Sweep, r: SweepRow): string => (s.param === null ? r.run : String(r.value));
