/**
 * scripts/ensure-chromium.sh, `npm test`'s pretest, without touching the real browser: the
 * script runs with a PATH of its own holding stand-ins for `apt-get`, `sudo` and `id`
 * (each logs its arguments; `apt-get install` "installs" by creating the file that
 * JACKAL_SYSTEM_CHROMIUM names) beside links to the few real tools it uses.
 */

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../scripts/ensure-chromium.sh', import.meta.url));
const BASH = '/bin/bash';
/** The real tools the script needs besides the stand-ins. */
const TOOLS = ['mktemp', 'tail', 'rm', 'env', 'chmod'];

interface World {
  /** Runs the script; returns its exit status, stdout and stderr lines, and the stand-ins' log. */
  run(args?: string[], env?: Record<string, string>): { status: number | null; out: string[]; err: string[]; calls: string[] };
  target: string;
}

/**
 * A sandbox: the browser's would-be path (absent), and a bin folder with `id` answering
 * `uid`, `apt-get` behaving as `apt` says, and `sudo` only when `sudo` is true.
 */
function world(opts: { uid?: number; apt?: 'installs' | 'fails' | 'installs-elsewhere' | 'absent'; sudo?: boolean }): World {
  const dir = mkdtempSync(join(tmpdir(), 'jackal-ensure-chromium-'));
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const target = join(dir, 'usr-bin-chromium');
  const log = join(dir, 'calls');
  const tool = (name: string, body: string): void => {
    writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" >> '${log}'\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  for (const t of TOOLS) symlinkSync(`/usr/bin/${t}`, join(bin, t));
  tool('id', `echo ${opts.uid ?? 0}`);
  if (opts.sudo) tool('sudo', 'exec "$@"');
  const apt = opts.apt ?? 'installs';
  if (apt !== 'absent') {
    const install = apt === 'installs' ? `printf '#!/bin/sh\\n' > '${target}'; chmod +x '${target}'` : apt === 'fails' ? `echo 'E: Unable to locate package chromium' >&2; exit 100` : ':';
    tool('apt-get', `case "$1" in update) echo 'Reading package lists...' ;; install) ${install} ;; esac`);
  }
  return {
    target,
    run(args = [], env = {}) {
      const r = spawnSync(BASH, [SCRIPT, ...args], { encoding: 'utf8', env: { PATH: bin, TMPDIR: dir, JACKAL_SYSTEM_CHROMIUM: target, ...env } });
      const lines = (s: string): string[] => s.split('\n').filter((l) => l.length > 0);
      return { status: r.status, out: lines(r.stdout), err: lines(r.stderr), calls: existsSync(log) ? lines(readFileSync(log, 'utf8')).filter((c) => !c.startsWith('id')) : [] };
    },
  };
}

describe('ensure-chromium (pretest)', () => {
  it('a browser already at the system path: nothing run, nothing said', () => {
    const w = world({});
    writeFileSync(w.target, '#!/bin/sh\n');
    chmodSync(w.target, 0o755);
    expect(w.run()).toEqual({ status: 0, out: [], err: [], calls: [] });
  });

  it('CHROMIUM set to an executable: nothing installed even though the system path is empty', () => {
    const w = world({});
    expect(w.run([], { CHROMIUM: '/bin/sh' })).toEqual({ status: 0, out: [], err: [], calls: [] });
  });

  it('CHROMIUM set to nothing there: one line naming it, exit 1, nothing installed', () => {
    const r = world({}).run([], { CHROMIUM: '/nowhere/chromium' });
    expect([r.status, r.out, r.calls]).toEqual([1, [], []]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(/^ensure-chromium: CHROMIUM=\/nowhere\/chromium is not an executable file/);
  });

  it('missing, as root: one line, apt-get update then install -y chromium, and the browser is there', () => {
    const w = world({ uid: 0 });
    const r = w.run();
    expect(r.status).toBe(0);
    expect(r.out).toHaveLength(1);
    expect(r.out[0]).toMatch(/^ensure-chromium: no Chromium at .*: installing Debian's chromium package \(apt-get update && apt-get install -y chromium\)$/);
    expect(r.err).toEqual([]);
    expect(r.calls).toEqual(['apt-get update', 'apt-get install -y chromium']);
    expect(existsSync(w.target)).toBe(true);
  });

  it('missing, not root: apt-get runs through sudo', () => {
    const r = world({ uid: 1000, sudo: true }).run();
    expect(r.status).toBe(0);
    expect(r.out[0]).toContain('(sudo apt-get update && sudo apt-get install -y chromium)');
    expect(r.calls).toEqual([
      'sudo apt-get update', 'apt-get update',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', 'apt-get install -y chromium',
    ]);
  });

  it('--dry-run: says what it would run and runs nothing', () => {
    const w = world({ uid: 1000, sudo: true });
    const r = w.run(['--dry-run']);
    expect(r.status).toBe(0);
    expect(r.out.slice(1)).toEqual(['sudo apt-get update', 'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium']);
    expect(r.calls).toEqual([]);
    expect(existsSync(w.target)).toBe(false);
  });

  const fails: [string, Parameters<typeof world>[0], RegExp][] = [
    ['not root and no sudo', { uid: 1000, sudo: false }, /not root with no sudo/],
    ['no apt-get', { apt: 'absent' }, /no apt-get to install it/],
    ['apt-get fails', { apt: 'fails' }, /apt-get could not install chromium \(E: Unable to locate package chromium\); full output in .*\.log$/],
    ['apt-get succeeds but no browser appears', { apt: 'installs-elsewhere' }, /there is still no .*usr-bin-chromium/],
  ];
  for (const [what, opts, message] of fails) {
    it(`cannot install (${what}): exit 1 with one line saying why`, () => {
      const r = world(opts).run();
      expect(r.status).toBe(1);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(/^ensure-chromium: /);
      expect(r.err[0]).toMatch(message);
    });
  }

  it('an unknown argument: one line, exit 2', () => {
    const r = world({}).run(['--yes']);
    expect([r.status, r.err]).toEqual([2, ['ensure-chromium: unknown argument --yes (the one flag is --dry-run)']]);
  });
});
