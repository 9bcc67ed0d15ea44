/**
 * The table's setup form: the game, its rule options (every CLI flag of the game, from the
 * game registry's `flags`, so a new option appears here by itself), who sits in each seat
 * (`human` or a bot spec, typed or picked from the game's bots), the bots' budget, the
 * seed, how fast bot moves are shown, and the bot that gives hints. Reading it gives the
 * setup as plain data for `checkSetup` (session.ts), which names the field at fault.
 *
 * An option whose value is a file (games.ts OptionFlag.file: Archipelago's layout and mission
 * file of one's own) is not offered: the page cannot read files (`jackal table` refuses those
 * flags too); the island and the mission card are chosen by number.
 *
 * The seat count follows the rules (a Jackal mode), so changing the game or the mode
 * redraws the seats, keeping what was typed. An option another decides (Archipelago's
 * island, once a campaign is given: its first island) is shown greyed, as the rules set it,
 * and is not read, so the deciding field wins.
 */

import { botNames } from '../../../bots/builtin-bots.js';
import { isFieldError, type FieldError } from '../../core/game.js';
import { findGame, wholeNumber, type GameEntry } from '../../harness/games.js';
import { tableGame, tableGameNames } from './games.js';
import { HUMAN, type SetupInput, type TableSetup } from './session.js';

/** What the form holds besides the setup: the pace of bot moves and the hint bot. */
export interface FormExtras { pace: number; hint: string }

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built entry of a game name (the form offers only built games). */
const entryOf = (name: string): GameEntry & { game: NonNullable<GameEntry['game']> } => {
  const e = findGame(name);
  if (isFieldError(e)) throw new Error(e.message);
  return e;
};

/** The rule options the form offers: every flag of the game but those that name a file. */
const formFlags = (game: string): GameEntry['flags'] => entryOf(game).flags.filter((f) => f.file === undefined);

/** The option that decides option `key` of `game` now (table-game.ts `decidedBy`): its key, or null when none is given. */
function decider(game: string, key: string, given: (key: string) => unknown): string | null {
  const by = tableGame(game)?.decidedBy?.[key];
  return by !== undefined && String(given(by) ?? '').trim() !== '' ? by : null;
}

/** One rule option's control, showing `value`; greyed and marked when option `by` decides it. */
function optionControl(game: string, key: string, flag: GameEntry['flags'][number], value: unknown, by: string | null): string {
  const name = `opt-${key}`;
  const choices = tableGame(game)?.choices[key];
  const off = by === null ? '' : ' disabled';
  if (flag.type === 'boolean') return `<label class="opt" data-opt="${key}"><input type="checkbox" name="${name}"${value === true ? ' checked' : ''}${off}> ${esc(flag.flag)}</label>`;
  // a numeric option offered by name (Jackal's first crew) is held as the name's index
  const shown = choices && typeof value === 'number' ? choices[value] : String(value ?? '');
  const control = choices
    ? `<select name="${name}"${off}>${choices.map((c) => `<option${c === shown ? ' selected' : ''}>${esc(c)}</option>`).join('')}</select>`
    : `<input name="${name}" value="${esc(shown)}" size="6"${off}>`;
  const note = by === null ? '' : ` <small class="decided">(set by ${esc(entryOf(game).flags.find((f) => f.key === by)?.flag ?? by)})</small>`;
  return `<label class="opt" data-opt="${key}" title="${esc(flag.describe)}">${esc(flag.flag)} ${control}${note}</label>`;
}

/**
 * Redraws, in place, the controls of the options another option decides (table-game.ts
 * `decidedBy`), as `s` holds them: after a rule changed, with no redraw of the whole form
 * (which would swallow the click that took the focus).
 */
export function redrawDecided(form: HTMLFormElement, s: TableSetup): void {
  const entry = entryOf(s.game);
  for (const key of Object.keys(tableGame(s.game)?.decidedBy ?? {})) {
    const label = form.querySelector(`label[data-opt="${key}"]`);
    const flag = entry.flags.find((f) => f.key === key);
    if (label && flag) label.outerHTML = optionControl(s.game, key, flag, s.options[key], decider(s.game, key, (k) => s.options[k]));
  }
}

/** The form's html for a setup (the fields; app.ts adds the buttons). */
export function setupFormHtml(s: TableSetup, x: FormExtras): string {
  const games = tableGameNames().filter((n) => !isFieldError(findGame(n)));
  const bots = [HUMAN, ...botNames(s.game)];
  return `<label>game <select name="game">${games.map((g) => `<option value="${g}"${g === s.game ? ' selected' : ''}>${esc(tableGame(g)!.title)}</option>`).join('')}</select></label>
<fieldset class="rules"><legend>rules</legend>${formFlags(s.game).map((f) => optionControl(s.game, f.key, f, s.options[f.key], decider(s.game, f.key, (k) => s.options[k]))).join(' ')}</fieldset>
<fieldset class="seats"><legend>seats (${esc(HUMAN)} or a bot spec, e.g. mcts:iterations=500)</legend>${s.seats.map((spec, k) => `<label>seat ${k} <input name="seat-${k}" value="${esc(spec)}" list="jt-bots" size="22"></label>`).join(' ')}
<datalist id="jt-bots">${bots.map((b) => `<option value="${esc(b)}">`).join('')}</datalist></fieldset>
<fieldset><legend>bots</legend><label title="search iterations per decision, 0 = each bot's default">iterations <input name="iterations" value="${s.budget.iterations}" size="7"></label>
<label title="milliseconds per decision, 0 = none (not reproducible)">ms <input name="ms" value="${s.budget.ms}" size="5"></label>
<label title="pause before each bot move is shown">pace ms <input name="pace" value="${x.pace}" size="5"></label>
<label>hints from <input name="hint" value="${esc(x.hint)}" list="jt-bots" size="22"></label></fieldset>
<label title="the island and the bots' streams: the seed of jackal play --seed">seed <input name="seed" value="${esc(s.seed)}" size="12"></label>`;
}

const field = (form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement | null =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;

/**
 * The setup as the form says, for `checkSetup`, or an error naming the field: a rule option
 * read as its CLI flag reads it (a whole number where one is due), seats, budget and seed.
 */
export function readSetupForm(form: HTMLFormElement): { input: SetupInput; extras: FormExtras } | FieldError {
  const game = field(form, 'game')?.value ?? 'jackal';
  const options: Record<string, unknown> = {};
  for (const f of formFlags(game)) {
    const el = field(form, `opt-${f.key}`);
    // an option another decides is left to the rules (a campaign's first island), whatever its field still shows
    if (!el || decider(game, f.key, (k) => field(form, `opt-${k}`)?.value) !== null) continue;
    if (f.type === 'boolean') { options[f.key] = (el as HTMLInputElement).checked; continue; }
    const text = el.value;
    // an empty field leaves the option at its default (Archipelago's `boxes`: 1..N)
    if (text.trim() === '') continue;
    if (f.whole || f.parse) {
      const n = f.parse ? f.parse(text) : wholeNumber(text);
      if (Number.isNaN(n)) return { code: 'bad-option', field: f.key, message: `${f.flag}: must be a whole number, got ${JSON.stringify(text)}` };
      options[f.key] = n;
    } else options[f.key] = text;
  }
  const seats: string[] = [];
  for (let k = 0; field(form, `seat-${k}`); k++) seats.push(field(form, `seat-${k}`)!.value);
  const num = (name: string): number => wholeNumber(field(form, name)?.value ?? '0');
  const budget = { iterations: num('iterations'), ms: num('ms') };
  const pace = num('pace');
  if (Number.isNaN(pace)) return { code: 'bad-pace', field: 'pace', message: 'must be a whole number of milliseconds' };
  return { input: { game, options, seats, seed: field(form, 'seed')?.value ?? '', budget }, extras: { pace, hint: field(form, 'hint')?.value.trim() ?? 'mcts' } };
}
