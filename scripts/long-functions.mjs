#!/usr/bin/env node
/**
 * Lists the functions longer than a limit (default 80 lines, the house style's bound) in the
 * TypeScript of the given folders (default src/ and bots/), longest first:
 *
 *   node scripts/long-functions.mjs [--lines N] [folder ...]
 *
 * A function is a declaration, a function or arrow expression, or a class method; its length
 * counts the lines from its first line (the `function` keyword, or the method's name) to its
 * closing brace, nested functions included (a nested one is listed on its own too). It parses
 * with the parser vite's bundler ships (rolldown's `parseAst`, oxc), so strings, templates and
 * regular expressions cannot fool a brace count. Not a test: a place to look, as
 * `duplicates` is; the house's bound is a habit, not a gate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function usage(message) {
  console.error(`long-functions: ${message} (usage: node scripts/long-functions.mjs [--lines N] [folder ...])`);
  process.exit(2);
}

const args = process.argv.slice(2);
let limit = 80;
const folders = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--lines') {
    limit = Number(args[++i]);
    if (!Number.isInteger(limit) || limit < 1) usage('--lines takes a whole number from 1');
  } else if (args[i].startsWith('-')) usage(`unknown option ${args[i]}`);
  else folders.push(args[i]);
}
if (folders.length === 0) folders.push('src', 'bots');

/** Every .ts file under `dir` (declaration files and tests left out). */
function tsFiles(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...tsFiles(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') && !e.name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const FUNCTION = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** The functions of one parsed file: { name, start, end } as byte offsets. */
function functionsOf(ast) {
  const found = [];
  const visit = (node, name) => {
    if (!node || typeof node.type !== 'string') return;
    if (FUNCTION.has(node.type)) {
      found.push({ name: node.id?.name ?? name ?? '(anonymous)', start: node.start, end: node.end });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent' || !value || typeof value !== 'object') continue;
      // a function's name comes from what holds it: a `const f = () => …`, a method, a property
      let childName;
      if (node.type === 'VariableDeclarator' && key === 'init') childName = node.id?.name;
      else if ((node.type === 'MethodDefinition' || node.type === 'Property' || node.type === 'PropertyDefinition') && key === 'value') childName = node.key?.name ?? node.key?.value;
      if (Array.isArray(value)) for (const v of value) visit(v, childName);
      else visit(value, childName);
    }
  };
  visit(ast, undefined);
  return found;
}

const rows = [];
for (const folder of folders) {
  for (const file of tsFiles(join(ROOT, folder))) {
    const text = readFileSync(file, 'utf8');
    let ast;
    try { ast = parseAst(text, { lang: 'ts' }); } catch (e) {
      console.error(`long-functions: ${relative(ROOT, file)} does not parse (${String(e.message).split('\n')[0]}); passed over`);
      continue;
    }
    const lineAt = (offset) => text.slice(0, offset).split('\n').length;
    const seen = new Set();
    for (const f of functionsOf(ast)) {
      const first = lineAt(f.start);
      const lines = lineAt(f.end) - first + 1;
      const where = `${relative(ROOT, file)}:${first}`;
      // `const f = (…) => wrap(() => {…})`: the wrapped body spans the same lines; list it once, by its name
      if (lines <= limit || seen.has(`${where}+${lines}`)) continue;
      seen.add(`${where}+${lines}`);
      rows.push({ lines, where, name: f.name });
    }
  }
}
rows.sort((a, b) => b.lines - a.lines);
for (const r of rows) console.log(`${String(r.lines).padStart(4)}  ${r.where}  ${r.name}`);
console.log(`${rows.length} function(s) over ${limit} lines in ${folders.join(', ')}`);
