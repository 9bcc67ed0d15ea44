/**
 * `npm run differential -- --games N`: the long differential test. Plays N seeded random
 * games per tile set (modes and edition options cycled as in test/support/differential.ts)
 * on the engine and on the reference model, comparing the legal moves and the position at
 * every ply, and prints the games and plies checked and every disagreement with the seed,
 * options and ply that reproduce it. Exit status 1 when any disagreement was found.
 *
 *   --games N            games per tile set (default 200)
 *   --plies N            plies per game at most (default 1000)
 *   --tiles LIST         comma-separated tile sets (default classic,treasure-island)
 *   --from N             first game index (default 0), to go on from an earlier run
 *   --expansion WHICH    none (default), original (every game with the "original"
 *                        expansion; seeds differential-<set>-original-<i>), or both
 *   --policy WHICH       how moves are drawn: uniform (default, as always) or rare (every
 *                        other move drawn among the legal moves of the kinds the game has
 *                        played least, test/support/differential.ts `POLICIES`; seeds
 *                        differential-<set>[-original]-rare-<i>), to reach rare branches
 *   --kinds              also print how often each move kind and effect was played per
 *                        100 games (test/support/move-kinds.ts), one column per tile set
 *                        and expansion, rarest first
 */

import { POLICIES, optionMix, playDifferential, type Policy } from '../test/support/differential.js';
import { checkScriptArgs } from './script-flags.js';

const SETS = ['classic', 'treasure-island'];

/** A flag's value, or undefined when the flag is not given; a flag given without a value is refused (exit 2). */
function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const v = process.argv[i + 1];
  if (v === undefined || v.startsWith('--')) {
    process.stderr.write(`${name}: needs a value\n`);
    process.exit(2);
  }
  return v;
}

function count(name: string, fallback: number): number {
  const v = flag(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`${name}: must be a whole number, got ${JSON.stringify(v)}\n`);
    process.exit(2);
  }
  return n;
}

const HELP = `npm run differential -- [--games N] [--plies N] [--tiles LIST] [--from N] [--expansion none|original|both] [--policy uniform|rare] [--kinds]

Seeded random games played on the engine and on the reference model (src/reference/), the legal
moves and the position compared at every ply; every disagreement is printed with the seed, options
and ply that reproduce it (exit status 1 when there is one).

  --games N        games per tile set [default: 200]
  --plies N        plies per game at most [default: 1000]
  --tiles LIST     comma-separated tile sets [default: classic,treasure-island]
  --from N         first game index, to go on from an earlier run [default: 0]
  --expansion W    none, original (the "original" expansion in every game) or both [default: none]
  --policy P       uniform, or rare: every other move among the kinds played least [default: uniform]
  --kinds          also print how often each move kind and effect was played per 100 games
  --help           this text
`;

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) { process.stdout.write(HELP); return; }
  checkScriptArgs(args, { valued: ['--games', '--plies', '--tiles', '--from', '--expansion', '--policy'], switches: ['--kinds'], script: 'npm run differential' });
  const games = count('--games', 200);
  const plies = count('--plies', 1000);
  const from = count('--from', 0);
  const tiles = (flag('--tiles') ?? SETS.join(',')).split(',');
  const expansion = flag('--expansion') ?? 'none';
  if (!['none', 'original', 'both'].includes(expansion)) {
    process.stderr.write(`--expansion: must be none, original or both, got ${JSON.stringify(expansion)}\n`);
    process.exit(2);
  }
  const policy = flag('--policy') ?? 'uniform';
  if (!(POLICIES as readonly string[]).includes(policy)) {
    process.stderr.write(`--policy: must be ${POLICIES.join(' or ')}, got ${JSON.stringify(policy)}\n`);
    process.exit(2);
  }
  const kinds = process.argv.includes('--kinds');
  const tally = new Map<string, Map<string, number>>();
  const variants = expansion === 'both' ? ['none', 'original'] : [expansion];
  for (const t of tiles) {
    if (!SETS.includes(t)) {
      process.stderr.write(`--tiles: ${JSON.stringify(t)} is not a tile set the reference model covers (${SETS.join(', ')})\n`);
      process.exit(2);
    }
  }
  let played = 0, checked = 0, bad = 0;
  const t0 = Date.now();
  for (const set of tiles) {
    for (const variant of variants) {
      const column = new Map<string, number>();
      tally.set(variant === 'none' ? set : `${set}+original`, column);
      const observe = kinds ? (effects: string[]) => { for (const e of effects) column.set(e, (column.get(e) ?? 0) + 1); } : undefined;
      for (let i = from; i < from + games; i++) {
        const plain = variant === 'none';
        const options = plain ? optionMix(i, [set]) : { ...optionMix(i, [set]), expansion: 'original' as const };
        const seed = `differential-${set}${plain ? '' : '-original'}${policy === 'rare' ? '-rare' : ''}-${i}`;
        const r = playDifferential(seed, options, plies, undefined, { policy: policy as Policy, observe });
        played++;
        checked += r.plies;
        if (r.disagreement) {
          bad++;
          const d = r.disagreement;
          console.log(`DISAGREEMENT seed ${d.seed} options ${JSON.stringify(d.options)} ply ${d.ply}${d.move ? ` move ${d.move}` : ''}: ${d.what}`);
        }
      }
    }
  }
  if (kinds) printKinds(tally, games);
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const exp = expansion === 'none' ? '' : expansion === 'both' ? '; without and with the original expansion' : '; with the original expansion';
  const found = `${bad} disagreement${bad === 1 ? '' : 's'}`;
  console.log(`${played} games, ${checked} plies checked (${tiles.join(', ')}${exp}; ${policy} policy; up to ${plies} plies a game) in ${secs} s: ${found}`);
  if (bad > 0) process.exit(1);
}

/** The kinds and effects counted, per 100 games of each column, rarest (by the smallest column) first. */
function printKinds(tally: Map<string, Map<string, number>>, games: number): void {
  const columns = [...tally.keys()];
  const labels = new Set<string>();
  for (const c of tally.values()) for (const k of c.keys()) labels.add(k);
  const per100 = (c: string, k: string): number => ((tally.get(c)!.get(k) ?? 0) * 100) / games;
  const rows = [...labels].sort((a, b) => Math.min(...columns.map((c) => per100(c, a))) - Math.min(...columns.map((c) => per100(c, b))) || a.localeCompare(b));
  console.log(`per 100 games\t${columns.join('\t')}\tkind or effect`);
  for (const k of rows) console.log(`\t${columns.map((c) => per100(c, k).toFixed(1)).join('\t')}\t${k}`);
}

main();
