/**
 * docs/RULES.md names the code of every ruling. A table of rulings is any table whose
 * columns begin `# | Ruling` (the Jackal tables R…, TI-R…, X-R…, Pirate chess PC…, the
 * Archipelago tables A-R… and the sections each Archipelago box or mode adds; not the
 * coverage tables, nor the reference model's disagreements D…, whose second column is the
 * disagreement). Every such table has a Code column, and each of its rows gives there one
 * or more `file` › `name` pairs (the function, or the table, that carries the ruling out).
 * This test keeps those names true: every named file exists and declares the name. It also
 * finds a ruling number used twice (sections are written by several hands at once). The
 * check is tried on made-up rows first, so it can fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PAIR = /`([^`]+\.(?:ts|mjs|js))` › `([A-Za-z_$][\w$]*)`/g;

/** Cells of a markdown table row, splitting on `|` outside backticks. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let code = false;
  for (const ch of line.trim().replace(/^\||\|$/g, '')) {
    if (ch === '`') code = !code;
    if (ch === '|' && !code) { out.push(cur.trim()); cur = ''; } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** Whether source text declares `name` (a function, a const/let, a class, a type, an enum, or an export list entry). */
function declares(text: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  return new RegExp(`\\b(?:function\\*?|const|let|var|class|interface|type|enum)\\s+${n}\\b`).test(text)
    || new RegExp(`export\\s*\\{[^}]*\\b${n}\\b[^}]*\\}`).test(text);
}

/** The section heading (`## …`) a line stands under, for the messages. */
function sectionAt(lines: readonly string[], i: number): string {
  for (let k = i; k >= 0; k--) if (/^#{2,3} /.test(lines[k])) return lines[k].replace(/^#+ /, '');
  return '(no section)';
}

/** What is wrong with the tables of rulings of a RULES.md text (file paths relative to `root`). */
function rulingCodeProblems(markdown: string, root: string): string[] {
  const problems: string[] = [];
  const lines = markdown.split('\n');
  const seen = new Map<string, number>();
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].startsWith('|') || !/^\|\s*-{3,}/.test(lines[i + 1])) continue;
    const header = cells(lines[i]);
    if (header[0] !== '#' || header[1] !== 'Ruling') continue;
    const col = header.indexOf('Code');
    const ids: string[] = [];
    for (let j = i + 2; j < lines.length && lines[j].startsWith('|'); j++) {
      const row = cells(lines[j]);
      const id = row[0];
      ids.push(id);
      if (seen.has(id)) problems.push(`${id}: used twice (lines ${seen.get(id)! + 1} and ${j + 1})`);
      else seen.set(id, j);
      if (col < 0) continue;
      const pairs = [...(row[col] ?? '').matchAll(PAIR)];
      if (pairs.length === 0) { problems.push(`${id}: no \`file\` › \`name\` in the Code column (line ${j + 1})`); continue; }
      for (const [, file, name] of pairs) {
        const path = join(root, file);
        if (!existsSync(path)) { problems.push(`${id}: ${file} does not exist`); continue; }
        if (!declares(readFileSync(path, 'utf8'), name)) problems.push(`${id}: ${file} declares no ${name}`);
      }
    }
    if (col < 0) problems.push(`the table of "${sectionAt(lines, i)}" (line ${i + 1}: ${ids.join(', ')}) has no Code column`);
  }
  return problems;
}

describe('docs/RULES.md names the code of every ruling', () => {
  it('the check fails on made-up rows: a missing file, a missing function, an empty cell, a table without the column, a number used twice', () => {
    const md = [
      '## Made up', '',
      '| # | Ruling | Code |', '|---|---|---|',
      '| R1 | good | `src/jackal/chain.ts` › `travel` |',
      '| R2 | no file | `src/jackal/no-such-file.ts` › `travel` |',
      '| R3 | no function | `src/jackal/chain.ts` › `noSuchFunction` |',
      '| R4 | nothing named | (none) |',
      '', '## New tiles', '', '| # | Ruling | Test |', '|---|---|---|', '| A-Z1 | no column | x |', '| R1 | again | x |',
      '', '| Tile | Tests |', '|---|---|', '| ice | not a ruling |',
      '', '| # | Disagreement | Ruling | Pinned by |', '|---|---|---|---|', '| D1 | not a ruling | R1 | x |',
    ].join('\n');
    expect(rulingCodeProblems(md, ROOT)).toEqual([
      'R2: src/jackal/no-such-file.ts does not exist',
      'R3: src/jackal/chain.ts declares no noSuchFunction',
      'R4: no `file` › `name` in the Code column (line 8)',
      'R1: used twice (lines 5 and 15)',
      'the table of "New tiles" (line 12: A-Z1, R1) has no Code column',
    ]);
  });

  it('every ruling row names code that exists', () => {
    const md = readFileSync(join(ROOT, 'docs', 'RULES.md'), 'utf8');
    expect(rulingCodeProblems(md, ROOT)).toEqual([]);
    // the column is used: at least the 54 Jackal rulings (R, TI-R, X-R), the 26 of Pirate chess and the 26 of the Archipelago base game
    expect([...md.matchAll(PAIR)].length).toBeGreaterThanOrEqual(54 + 26 + 26);
  });
});
