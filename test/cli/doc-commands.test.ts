/**
 * Every `npx jackal …` (or `node bin/jackal.js …`) command in a code block of README.md and
 * docs/*.md is one the CLI accepts: its command exists, every flag is one of that command's,
 * each flag that needs a value has one and the required positionals are there. The commands are
 * parsed by main.ts's own parser (jackalCli, strict) with each command's handler replaced by
 * one that does nothing, so nothing runs: what is checked is what `--help` lists, which a
 * reader copies. Values are not checked (a bot spec, a file) beyond what the parser checks.
 *
 * And no `jackal run NAME` there writes into a stored run: without `--out` a run goes to
 * results/NAME, and where that folder holds a run kept in the repository (its README.md) the
 * command is refused at once (exit 2: the folder already holds a run), so the example fails as
 * written. (CLI.md's `jackal run seats-4p --workers 2` and STUDIES.md's Pirate chess try-out did.)
 *
 * A command in a block is the text after `npx jackal`/`node bin/jackal.js` up to `&&`, `|`,
 * `;`, a redirection or a `#` comment; `\`-continued lines are joined, `[--json]`-style optional
 * parts dropped, quotes honoured, `$VAR` read as text. The reader is tried on made-up blocks first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The `jackal` commands of a markdown text's fenced code blocks: [arguments after `jackal`, line number]. */
export function docCommands(markdown: string): [string[], number][] {
  const out: [string[], number][] = [];
  const lines = markdown.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})/.exec(lines[i]);
    if (fence === null) { if (open) fence = open[1]; continue; }
    if (open && open[1][0] === fence[0] && open[1].length >= fence.length) { fence = null; continue; }
    let text = lines[i];
    const start = i + 1;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i];
    // every command on the line: after `npx jackal` or `node bin/jackal.js`, through `&&` chains
    for (const m of text.matchAll(/(?:^|&&|;|\|)\s*(?:npx jackal|node bin\/jackal\.js)\s(.*?)(?=&&|$)/g)) {
      const words = shellWords(m[1].replace(/\[[^\]]*\]/g, ' '));
      if (words.length > 0 && !words.includes('--help') && !words.includes('--version')) out.push([words, start]);
    }
  }
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

/** Why the harness would refuse `args` at once for its out dir, by `exists`: a `run` without --out into a stored run's folder; null otherwise. */
function intoStoredRun(args: readonly string[], exists: (path: string) => boolean): string | null {
  if (args[0] !== 'run' || args.length < 2 || args.some((a) => /^--(out|resume|force)(=|$)/.test(a))) return null;
  const dir = `results/${args[1]}`;
  return exists(join(ROOT, dir, 'README.md')) ? `writes into ${dir}, a stored run: refused (the folder already holds a run); give --out` : null;
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
      '```',
    ].join('\n');
    const found = docCommands(page);
    expect(found).toEqual([
      [['moves', 'pos.json'], 3],
      [['run', 'seats-2p', '--out', '/tmp/x'], 4],
      [['compare', 'results/a', '/tmp/x y'], 4],
      [['sweep', 'a', 'b', '--param', 'iterations', '--out', 's.html'], 5],
      [['match', '--deal', '3', '--bot', 'random'], 7],
    ]);
    expect(await parseOnly(found[0][0])).toBeNull();
    expect(await parseOnly(found[4][0])).toMatch(/--deal: not a flag of jackal match/);
    expect(await parseOnly(['compare', 'results/a'])).toMatch(/b: missing/);
    const stored = (p: string): boolean => p === join(ROOT, 'results/seats-4p/README.md');
    expect(intoStoredRun(['run', 'seats-4p', '--workers', '2'], stored)).toMatch(/writes into results\/seats-4p, a stored run/);
    expect(intoStoredRun(['run', 'seats-4p', '--out', '/tmp/s'], stored)).toBeNull();
    expect(intoStoredRun(['run', 'seats-4p', '--resume'], stored)).toBeNull();
    expect(intoStoredRun(['run', 'my-experiment'], stored)).toBeNull();
  });

  it('README.md and docs/*.md: every one is accepted', async () => {
    const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    const problems: string[] = [];
    let count = 0;
    for (const file of files) {
      for (const [args, line] of docCommands(readFileSync(join(ROOT, file), 'utf8'))) {
        count++;
        const message = (await parseOnly(args)) ?? intoStoredRun(args, existsSync);
        if (message !== null) problems.push(`${file}:${line} jackal ${args.join(' ')}: ${message}`);
      }
    }
    expect(count).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
