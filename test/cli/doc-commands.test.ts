/**
 * Every `npx jackal …` (or `node bin/jackal.js …`) command in a code block of README.md and
 * docs/*.md is one the CLI accepts: its command exists, every flag is one of that command's,
 * each flag that needs a value has one and the required positionals are there. The commands are
 * parsed by main.ts's own parser (jackalCli, strict) with each command's handler replaced by
 * one that does nothing, so nothing runs: what is checked is what `--help` lists, which a
 * reader copies. Values are not checked (a bot spec, a file) beyond what the parser checks.
 *
 * And none of them is refused at once for its out dir when a reader runs a document's commands
 * in order: a `match`, `run` or `tune` writes `--out`, or without it results/match,
 * results/NAME, results/tune, and is refused (exit 2: the folder already holds a run) when that
 * folder holds a run kept in the repository (its README.md) or one an earlier command of the
 * same document wrote, unless it says `--resume` or `--force`. (CLI.md's
 * `jackal run seats-4p --workers 2`, STUDIES.md's Pirate chess try-out and its SPRT example's
 * `--out results/sprt-lookahead` were refused so; so were ARCHIPELAGO.md's three matches in a
 * row into results/match and PROTOCOL.md's two cost runs into one /tmp/bp.)
 *
 * A command in a block is the text after `npx jackal`/`node bin/jackal.js` up to `&&`, `|`,
 * `;`, a redirection or a `#` comment; `\`-continued lines are joined, `[--json]`-style optional
 * parts dropped, quotes honoured, `$VAR` read as text. A line that begins with a bare `jackal`
 * is read too and refused: after `npm ci` the command is `npx jackal` (`jackal` is on no PATH;
 * PROTOCOL.md's examples were written so). The reader is tried on made-up blocks first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commandsFor, jackalCli } from '../../src/cli/main.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The words of one shell command line (quotes removed), up to the first `&&`, `|`, `;`, redirection or comment. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote !== null) {
      if (ch === quote) quote = null;
      else word += ch;
      continue;
    }
    if (ch === '"' || ch === '\'') { quote = ch; word ??= ''; continue; }
    if (/\s/.test(ch)) { if (word !== null) words.push(word); word = null; continue; }
    if (word === null && (ch === '#' || ch === '|' || ch === ';' || ch === '>' || ch === '&' || (ch === '2' && line[i + 1] === '>'))) break;
    word = (word ?? '') + ch;
  }
  if (word !== null) words.push(word);
  return words;
}

/** The `jackal` commands of a markdown text's fenced code blocks: [arguments after `jackal`, line number, written with a bare `jackal`]. */
export function docCommands(markdown: string): [string[], number, boolean][] {
  const out: [string[], number, boolean][] = [];
  const lines = markdown.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (fence === null) { if (open) fence = open[1]; continue; }
    if (open && open[1][0] === fence[0] && open[1].length >= fence.length) { fence = null; continue; }
    let text = lines[i];
    const start = i + 1;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i];
    // every command on the line: after `npx jackal` or `node bin/jackal.js` (or a bare `jackal`), through `&&` chains
    for (const m of text.matchAll(/(?:^|&&|;|\|)\s*(npx jackal|node bin\/jackal\.js|jackal)\s(.*?)(?=&&|$)/g)) {
      const words = shellWords(m[2].replace(/\[[^\]]*\]/g, ' '));
      if (words.length > 0 && !words.includes('--help') && !words.includes('--version')) out.push([words, start, m[1] === 'jackal']);
    }
  }
  return out;
}

/**
 * The `npx jackal run|match|tune …` commands of a markdown text's inline code spans outside the
 * fenced blocks (the "reproduce" commands in the studies' tables): [arguments after `jackal`,
 * line number]. Each stands alone: a reader copies one, not the page in order.
 */
export function inlineRunCommands(markdown: string): [string[], number][] {
  const out: [string[], number][] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, i) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence === null && open) { fence = open[1]; return; }
    if (fence !== null) { if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null; return; }
    for (const m of line.matchAll(/`npx jackal ((?:run|match|tune)\s[^`]*)`/g)) out.push([shellWords(m[1].replace(/\[[^\]]*\]/g, ' ')), i + 1]);
  });
  return out;
}

/** What the CLI says of `args` when parsed with no handler run: null when accepted, else the message. */
async function parseOnly(args: string[]): Promise<string | null> {
  const commands = (await commandsFor(args)).map((c) => ({ ...c, handler: () => {} }));
  try {
    await jackalCli(args, commands, '').parseAsync();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** The out dir a command writes a run into, as the CLI defaults it; null for commands that write none, or that --resume or --force one. */
function runDir(args: readonly string[]): string | null {
  const defaults: Record<string, string> = { match: 'results/match', run: `results/${args[1]}`, tune: 'results/tune' };
  if (!(args[0] in defaults) || args.some((a) => /^--(resume|force)(=|$)/.test(a))) return null;
  let out = defaults[args[0]];
  args.forEach((a, i) => { if (a === '--out' && i + 1 < args.length) out = args[i + 1]; else if (a.startsWith('--out=')) out = a.slice(6); });
  return normalize(out).replace(/(.)\/+$/, '$1');
}

/**
 * Why the harness would refuse `args` at once for its out dir, by `exists` and the dirs the
 * document's earlier commands wrote (`written`: dir -> line, which this adds to): a stored
 * run's folder, or one an earlier command filled; null otherwise.
 */
function refusedOut(args: readonly string[], line: number, written: Map<string, number>, exists: (path: string) => boolean): string | null {
  const dir = runDir(args);
  if (dir === null) return null;
  if (!dir.startsWith('/') && exists(join(ROOT, dir, 'README.md'))) return `writes into ${dir}, a stored run: refused (the folder already holds a run); give --out`;
  const earlier = written.get(dir);
  if (earlier !== undefined) return `writes into ${dir}, which line ${earlier}'s command filled: refused (the folder already holds a run); give each its own --out`;
  written.set(dir, line);
  return null;
}

describe('the jackal commands the documents show', () => {
  it('the reader finds each command in code blocks, and the parser can refuse one', async () => {
    const page = [
      'Prose `npx jackal nothing here` is not read.',
      '```bash',
      'npx jackal moves pos.json [--json]              # legal moves',
      'npx jackal run seats-2p --out /tmp/x && npx jackal compare results/a "/tmp/x y"',
      'npx jackal sweep a b \\',
      '  --param iterations --out s.html > log.txt',
      'npx jackal match --deal 3 --bot random',
      'jackal check-bot random   # not on PATH',
      '```',
    ].join('\n');
    const found = docCommands(page);
    expect(found).toEqual([
      [['moves', 'pos.json'], 3, false],
      [['run', 'seats-2p', '--out', '/tmp/x'], 4, false],
      [['compare', 'results/a', '/tmp/x y'], 4, false],
      [['sweep', 'a', 'b', '--param', 'iterations', '--out', 's.html'], 5, false],
      [['match', '--deal', '3', '--bot', 'random'], 7, false],
      [['check-bot', 'random'], 8, true],
    ]);
    expect(await parseOnly(found[0][0])).toBeNull();
    expect(await parseOnly(found[4][0])).toMatch(/--deal: not a flag of jackal match/);
    expect(await parseOnly(['compare', 'results/a'])).toMatch(/b: missing/);
    const stored = (p: string): boolean => p === join(ROOT, 'results/seats-4p/README.md') || p === join(ROOT, 'results/sprt-x/README.md');
    const written = new Map<string, number>();
    expect(refusedOut(['run', 'seats-4p', '--workers', '2'], 1, written, stored)).toMatch(/writes into results\/seats-4p, a stored run/);
    expect(refusedOut(['match', '--bot', 'random', '--out', 'results/sprt-x'], 2, written, stored)).toMatch(/writes into results\/sprt-x, a stored run/);
    expect(refusedOut(['run', 'seats-4p', '--out', '/tmp/s'], 3, written, stored)).toBeNull();
    expect(refusedOut(['run', 'seats-4p', '--resume'], 4, written, stored)).toBeNull();
    expect(refusedOut(['run', 'my-experiment'], 5, written, stored)).toBeNull();
    expect(refusedOut(['match', '--bot', 'random'], 6, written, stored)).toBeNull();
    expect(refusedOut(['match', '--bot', 'heuristic', '--deals', '9'], 7, written, stored)).toMatch(/writes into results\/match, which line 6's command filled/);
    expect(refusedOut(['match', '--bot', 'heuristic', '--out=/tmp/s/'], 8, written, stored)).toMatch(/writes into \/tmp\/s, which line 3's/);
    expect(refusedOut(['match', '--bot', 'heuristic', '--force'], 9, written, stored)).toBeNull();
    expect(refusedOut(['show', 'pos.json'], 10, written, stored)).toBeNull();
  });

  it('the inline reader finds run, match and tune in code spans outside blocks only', () => {
    const page = ['Reproduce: `npx jackal run seats-2p --workers 1` or `npx jackal show x.json`.', '```', 'npx jackal run seats-3p', '```', '`npx jackal match --bot random --out /tmp/m`'].join('\n');
    expect(inlineRunCommands(page)).toEqual([[['run', 'seats-2p', '--workers', '1'], 1], [['match', '--bot', 'random', '--out', '/tmp/m'], 5]]);
  });

  it('the inline run commands of README.md, docs/*.md and results/*/README.md: each accepted, none refused for a stored run', async () => {
    const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
      ...readdirSync(join(ROOT, 'results')).filter((d) => existsSync(join(ROOT, 'results', d, 'README.md'))).map((d) => `results/${d}/README.md`)];
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const [args, line] of inlineRunCommands(readFileSync(join(ROOT, file), 'utf8'))) {
        count++;
        const message = (await parseOnly(args)) ?? refusedOut(args, line, new Map(), existsSync);
        if (message !== null) problems.push(`${file}:${line} jackal ${args.join(' ')}: ${message}`);
      }
    }
    expect(count).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('README.md and docs/*.md: every one is accepted', async () => {
    const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      const written = new Map<string, number>();
      for (const [args, line, bare] of docCommands(readFileSync(join(ROOT, file), 'utf8'))) {
        count++;
        const message = (bare ? 'a bare `jackal`: after npm ci it is on no PATH; write npx jackal' : null)
          ?? (await parseOnly(args)) ?? refusedOut(args, line, written, existsSync);
        if (message !== null) problems.push(`${file}:${line} jackal ${args.join(' ')}: ${message}`);
      }
    }
    expect(count).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
