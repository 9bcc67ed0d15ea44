/**
 * docs/RULES.md names the code of every ruling: each table with a Code column gives, per
 * row, one or more `file › name` pairs (the function, or the table, that carries the ruling
 * out). This test keeps those names true: every named file exists and declares the name, and
 * every row of such a table has at least one pair. The Jackal ruling tables (rows R…, TI-R…,
 * X-R…) must have the column. The check is tried on made-up rows first, so it can fail.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const PAIR = /`([^`]+\.ts)` › `([A-Za-z_$][\w$]*)`/g;
const JACKAL_ROW = /^(?:TI-|X-)?R\d+$/;

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

/** What is wrong with the Code columns of a RULES.md text (file paths relative to `root`). */
function rulingCodeProblems(markdown: string, root: string): string[] {
  const problems: string[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].startsWith('|') || !/^\|\s*-{3,}/.test(lines[i + 1])) continue;
    const header = cells(lines[i]);
    const col = header.indexOf('Code');
    for (let j = i + 2; j < lines.length && lines[j].startsWith('|'); j++) {
      const row = cells(lines[j]);
      const id = row[0];
      if (col < 0) {
        if (JACKAL_ROW.test(id)) problems.push(`${id}: its table (line ${i + 1}) has no Code column`);
        continue;
      }
      const pairs = [...(row[col] ?? '').matchAll(PAIR)];
      if (pairs.length === 0) { problems.push(`${id}: no \`file\` › \`name\` in the Code column (line ${j + 1})`); continue; }
      for (const [, file, name] of pairs) {
        const path = join(root, file);
        if (!existsSync(path)) { problems.push(`${id}: ${file} does not exist`); continue; }
        if (!declares(readFileSync(path, 'utf8'), name)) problems.push(`${id}: ${file} declares no ${name}`);
      }
    }
  }
  return problems;
}

describe('docs/RULES.md names the code of every ruling', () => {
  it('the check fails on made-up rows: a missing file, a missing function, an empty cell, a table without the column', () => {
    const md = [
      '| # | Ruling | Code |', '|---|---|---|',
      '| R1 | good | `src/jackal/chain.ts` › `travel` |',
      '| R2 | no file | `src/jackal/no-such-file.ts` › `travel` |',
      '| R3 | no function | `src/jackal/chain.ts` › `noSuchFunction` |',
      '| R4 | nothing named | (none) |',
      '', '| # | Ruling | Test |', '|---|---|---|', '| TI-R9 | no column | x |',
    ].join('\n');
    expect(rulingCodeProblems(md, ROOT)).toEqual([
      'R2: src/jackal/no-such-file.ts does not exist',
      'R3: src/jackal/chain.ts declares no noSuchFunction',
      'R4: no `file` › `name` in the Code column (line 6)',
      'TI-R9: its table (line 8) has no Code column',
    ]);
  });

  it('every ruling row names code that exists', () => {
    const md = readFileSync(join(ROOT, 'docs', 'RULES.md'), 'utf8');
    expect(rulingCodeProblems(md, ROOT)).toEqual([]);
    // the Jackal tables have the column, and it is used: at least the 54 rulings R, TI-R and X-R
    expect([...md.matchAll(PAIR)].length).toBeGreaterThanOrEqual(54);
  });
});
