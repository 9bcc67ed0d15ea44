/**
 * The registry's Node-free part (bots/builtin-bots.ts) and the search's knowledge wiring:
 * the browser's bundle of it loads none of the bots from outside (files, programs, pipes);
 * the generic search (bots/mcts.ts) imports no game; the registry hands each game's search
 * its own knowledge; and the full registry reads every built-in spec as the Node-free
 * part does, while the Node-free part refuses `file:` and `ext:` specs.
 */
import { readFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/core/game.js';
import { JACKAL } from '../../src/jackal/game.js';
import { PIRATE_CHESS } from '../../src/pirate-chess/game.js';
import { ARCHIPELAGO } from '../../src/archipelago/game.js';
import { botNames, knowledgeFor, parseBuiltinSpec } from '../../bots/builtin-bots.js';
import { parseBotSpec } from '../../bots/registry.js';
import { mctsParams } from '../../bots/mcts.js';
import { RulesOnly } from '../../bots/knowledge.js';
import { JackalSearch } from '../../bots/jackal/search.js';
import { ChessSearch } from '../../bots/pirate-chess/search.js';
import { ArchSearch } from '../../bots/archipelago/search.js';

describe('the registry for the browser', () => {
  it('bundles without the bots from files and programs, and without Node modules of its own', () => {
    const r = buildSync({
      entryPoints: ['bots/builtin-bots.ts'], bundle: true, write: false, metafile: true, platform: 'browser', format: 'esm',
      external: ['crypto', 'node:*'], logLevel: 'silent',
    });
    const inputs = Object.keys(r.metafile.inputs);
    expect(inputs).toContain('bots/mcts.ts');
    expect(inputs.filter((f) => /bots\/(file-bot|external-bot|pipe[^/]*)\.ts$/.test(f))).toEqual([]);
    // Node built-ins left: none from bots/; only what the engines and the core need (listed in src/web/table/node-stub.cjs)
    const fromBots = Object.entries(r.metafile.inputs).filter(([f, info]) => f.startsWith('bots/') && info.imports.some((i) => i.path.startsWith('node:')));
    expect(fromBots.map(([f]) => f)).toEqual([]);
  });
});

describe('the search knows no game; the registry gives it each game\'s knowledge', () => {
  it('bots/mcts.ts imports nothing of a game (src/<game>/, bots/<game>/)', () => {
    const imports = [...readFileSync('bots/mcts.ts', 'utf8').matchAll(/^import[^;]*from '([^']+)'/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((p) => /\/(jackal|pirate-chess|archipelago)\//.test(p))).toEqual([]);
  });

  it('knowledgeFor: Jackal, Pirate chess and Archipelago their own, any other game the rules alone', () => {
    const p = mctsParams({});
    expect(knowledgeFor(JACKAL, p)).toBeInstanceOf(JackalSearch);
    expect(knowledgeFor(PIRATE_CHESS, p)).toBeInstanceOf(ChessSearch);
    expect(knowledgeFor(ARCHIPELAGO, p)).toBeInstanceOf(ArchSearch);
    const other = { ...JACKAL, name: 'a-game-without-knowledge' } as Game<unknown, unknown>;
    expect(knowledgeFor(other, p)).toBeInstanceOf(RulesOnly);
  });
});

describe('the two parts read specs alike', () => {
  it('every built-in bot of every game, bare and with a parameter, reads the same in both', () => {
    for (const game of ['jackal', 'pirate-chess', 'archipelago']) {
      for (const name of botNames(game)) {
        for (const spec of [name, `${name}:nope=1`, `${name}:iterations=7`]) {
          expect(parseBuiltinSpec(spec, game), `${game} ${spec}`).toEqual(parseBotSpec(spec, game));
        }
      }
    }
    expect(parseBuiltinSpec('mcts:iterations=7')).toMatchObject({ canonical: 'mcts:iterations=7' });
  });

  it('the Node-free part refuses bots from files and programs (an unknown bot, naming the field)', () => {
    expect(parseBuiltinSpec('file:x.js')).toMatchObject({ code: 'bad-bot', field: 'bot' });
    expect(parseBuiltinSpec('ext:node x.js')).toMatchObject({ code: 'bad-bot', field: 'bot' });
  });
});
