/**
 * Every relative link in README.md and docs/*.md leads somewhere: the file it names exists
 * (relative to the linking file, as GitHub resolves it), and its `#anchor`, if any, is the
 * slug of a heading in that file (or an `<a id>`/`<a name>` there). Slugs follow GitHub's
 * rules (github-slugger): the heading's text as rendered (code spans, emphasis and link
 * syntax dropped), lower-cased, every character that is not a letter, a mark, a digit, `_`,
 * `-` or a space removed, each space made a hyphen; a repeated slug gets `-1`, `-2`, ...
 * Links inside fenced code blocks and code spans are text, not links. The checker is tried
 * on made-up pages first, so it can fail.
 *
 * A file named in a code span is a link a reader follows by hand: every path there that
 * starts in one of the repository's own folders (`src/`, `test/`, `bots/`, `bench/`, `docs/`,
 * `scripts/`, `tools/`, `clients/`, `experiments/`; not `results/` or `dist/`, which runs and
 * builds make) names a file or folder that exists. An all-capitals word stands for any text
 * (`missions/mission-N.json`, `GAME.json`); a span with `*`, `<`, `{` or `…` is a pattern,
 * not checked. (Found stale by this check: a test file renamed in a test reorganisation, a
 * test folder moved under test/jackal/, a script named by its source folder.)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The lines of a markdown text outside fenced code blocks, code spans blanked (`null` for a fenced line). */
function proseLines(markdown: string): (string | null)[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence !== null) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      return null;
    }
    if (open) { fence = open[1]; return null; }
    return line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));
  });
}

/** GitHub's slug of a heading's markdown text (without the leading `#`s). */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .replace(/`/g, '')
    .replace(/(\*{1,3}|_{1,3})(\S(?:.*?\S)?)\1/g, '$2') // emphasis
    .trim();
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** The anchors a markdown text offers: its headings' slugs (repeats numbered) and its `<a id|name>`s. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  const count = new Map<string, number>();
  const raw = markdown.split('\n');
  proseLines(markdown).forEach((line, i) => {
    if (line === null) return;
    for (const m of raw[i].matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(m[1]);
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw[i]);
    if (!h) return;
    const base = slug(h[1]);
    const n = count.get(base) ?? 0;
    count.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  });
  return out;
}

/** The relative links of a markdown text: [target, line number], with no scheme and no site-absolute path. */
function relativeLinks(markdown: string): [string, number][] {
  const out: [string, number][] = [];
  proseLines(markdown).forEach((line, i) => {
    if (line === null) return;
    for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(m[1]) || m[1].startsWith('/')) continue;
      out.push([m[1], i + 1]);
    }
    for (const m of line.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(m[1])) out.push([m[1], i + 1]);
    }
  });
  return out;
}

/** What is wrong with the links of `files` (paths relative to `root`), read by `read`. */
function linkProblems(root: string, files: readonly string[], read: (path: string) => string | null): string[] {
  const problems: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  for (const file of files) {
    const text = read(join(root, file));
    if (text === null) { problems.push(`${file}: missing`); continue; }
    for (const [link, line] of relativeLinks(text)) {
      const hash = link.indexOf('#');
      const path = hash < 0 ? link : link.slice(0, hash);
      const anchor = hash < 0 ? '' : decodeURIComponent(link.slice(hash + 1));
      const target = path === '' ? join(root, file) : join(root, dirname(file), decodeURIComponent(path));
      const where = `${file}:${line} (${link})`;
      const body = read(target);
      if (body === null) { problems.push(`${where}: no file ${relative(root, target)}`); continue; }
      if (anchor === '') continue;
      if (!/\.md$/i.test(target)) { problems.push(`${where}: an anchor into a file that is not markdown`); continue; }
      let set = anchorsOf.get(target);
      if (!set) { set = anchors(body); anchorsOf.set(target, set); }
      if (!set.has(anchor)) problems.push(`${where}: no heading with the anchor #${anchor} in ${relative(root, target)}`);
    }
  }
  return problems;
}

/** The repository's own folders: a code-span path starting in one of these must exist. */
const SOURCE_FOLDERS = ['src', 'test', 'bots', 'bench', 'docs', 'scripts', 'tools', 'clients', 'experiments'];

/** The repository paths named in the code spans of a markdown text: [path, line number] (see the module comment). */
function codeSpanPaths(markdown: string): [string, number][] {
  const out: [string, number][] = [];
  const raw = markdown.split('\n');
  proseLines(markdown).forEach((line, i) => {
    if (line === null) return;
    for (const m of raw[i].matchAll(/(`+)([^`]+?)\1/g)) {
      if (/[*<{…]|\.\.\./.test(m[2])) continue;
      for (const word of m[2].split(/\s+/)) {
        const path = word.replace(/^[("']+|[),;:.'"]+$/g, '');
        if (SOURCE_FOLDERS.some((f) => path.startsWith(`${f}/`))) out.push([path, i + 1]);
      }
    }
  });
  return out;
}

/**
 * Whether `path` (relative to `root`) names something `exists` finds; an all-capitals word in
 * it (N, GAME, MODE) stands for any text, matched against the folder's entries (`list`).
 */
function pathExists(root: string, path: string, exists: (p: string) => boolean, list: (dir: string) => string[]): boolean {
  const parts = path.replace(/\/$/, '').split('/');
  if (exists(join(root, ...parts))) return true;
  let dirs = [root];
  for (const part of parts) {
    if (!/\b[A-Z]+\b/.test(part)) { dirs = dirs.map((d) => join(d, part)).filter(exists); continue; }
    const re = new RegExp(`^${part.split(/\b[A-Z]+\b/).map((s) => s.replace(/[.+?^$()[\]|\\]/g, '\\$&')).join('.+')}$`);
    dirs = dirs.flatMap((d) => list(d).filter((e) => re.test(e)).map((e) => join(d, e)));
  }
  return dirs.length > 0;
}

/** What is wrong with the code-span paths of `files`: each one that names nothing. */
function pathProblems(root: string, files: readonly string[], read: (path: string) => string | null, list: (dir: string) => string[]): string[] {
  const problems: string[] = [];
  const exists = (p: string): boolean => read(p) !== null;
  for (const file of files) {
    const text = read(join(root, file));
    if (text === null) continue;
    for (const [path, line] of codeSpanPaths(text)) {
      if (!pathExists(root, path, exists, list)) problems.push(`${file}:${line} (\`${path}\`): no such file or folder`);
    }
  }
  return problems;
}

/** A folder's entries, none when it is not one. */
function listDisk(dir: string): string[] {
  return existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : [];
}

/** A file's text, '' for a directory (GitHub shows it), null when there is nothing there. */
function readDisk(path: string): string | null {
  if (!existsSync(path)) return null;
  return statSync(path).isDirectory() ? '' : readFileSync(path, 'utf8');
}

describe('relative links in README.md and docs/*.md', () => {
  it('the checker finds a missing file, a wrong anchor and a repeated heading, and ignores code', () => {
    const pages: Record<string, string> = {
      '/r/README.md': [
        '# Top', '[ok](docs/A.md#the-box-islands-1-10) [ok2](docs/A.md#speed-1) [bad](docs/B.md)',
        '[bad anchor](docs/A.md#speed-2) `[code](docs/C.md)`', '```', '[fenced](docs/D.md)', '```',
        '[self](#top) [self bad](#bottom)',
      ].join('\n'),
      '/r/docs/A.md': '## The box: *islands* 1-10\n\n### Speed\n\n### Speed\n\n```\n# Speed\n```\n',
    };
    const problems = linkProblems('/r', ['README.md'], (p) => pages[p] ?? null);
    expect(problems).toEqual([
      'README.md:2 (docs/B.md): no file docs/B.md',
      'README.md:3 (docs/A.md#speed-2): no heading with the anchor #speed-2 in docs/A.md',
      'README.md:7 (#bottom): no heading with the anchor #bottom in README.md',
    ]);
  });

  it('GitHub slugs: code, bold, links and punctuation dropped; Cyrillic kept; each space a hyphen', () => {
    expect(slug('2026-12-02 afternoon: Friday in the differential test, `mcts` past 20k')).toBe(
      '2026-12-02-afternoon-friday-in-the-differential-test-mcts-past-20k');
    expect(slug('**Seat** balance (Шакал) — [notes](x.md)')).toBe('seat-balance-шакал--notes');
    expect(slug('snake_case & more')).toBe('snake_case--more');
  });

  const docFiles = (): string[] => ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

  it('every link leads to a file there and to a heading in it', () => {
    const files = docFiles();
    expect(files.length).toBeGreaterThan(5);
    expect(linkProblems(ROOT, files, readDisk)).toEqual([]);
  });

  it('the path checker finds a missing file, reads N as any text, and passes patterns, results/ and fenced code', () => {
    const disk: Record<string, string> = {
      '/r/README.md': [
        'See `src/a.ts` and `src/gone.ts`, (`test/x/`), `bots/N/m-N.json` and `bots/N/k-N.json`.',
        '`results/anything/` `dist/x.js` `src/*.ts` `bots/<game>/` `node dist/bench/b.js --only gc` `bench/b.js`',
        '```', 'src/fenced.ts `src/fenced.ts`', '```',
      ].join('\n'),
      '/r/src/a.ts': '', '/r/test/x': '', '/r/bots': '', '/r/bots/q': '', '/r/bots/q/m-7.json': '',
    };
    const read = (p: string): string | null => disk[p] ?? null;
    const list = (d: string): string[] => Object.keys(disk).filter((k) => k.startsWith(`${d}/`)).map((k) => k.slice(d.length + 1).split('/')[0]);
    expect(pathProblems('/r', ['README.md'], read, list)).toEqual([
      'README.md:1 (`src/gone.ts`): no such file or folder',
      'README.md:1 (`bots/N/k-N.json`): no such file or folder',
      'README.md:2 (`bench/b.js`): no such file or folder',
    ]);
  });

  it('every repository path in a code span names a file or folder there', () => {
    expect(pathProblems(ROOT, docFiles(), readDisk, listDisk)).toEqual([]);
  });
});
