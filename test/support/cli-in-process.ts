/**
 * `jackal ARGS` run in this process (src/cli/main.ts's `main`, as bin/jackal.js calls it),
 * with stdout and stderr captured and the exit status read from process.exitCode: much
 * cheaper than a child process, for tests of what a command prints and exits with. Files
 * only, no stdin; `cwd` is the folder the command runs in. Calls must not overlap (the
 * capture and the folder are the process's).
 */
import { vi } from 'vitest';

export interface Ran { status: number; stdout: string; stderr: string }

export async function jackalInProcess(args: string[], cwd: string): Promise<Ran> {
  const { main } = await import('../../src/cli/main.js');
  let stdout = '', stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => { stdout += String(c); return true; });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => { stderr += String(c); return true; });
  const before = process.cwd();
  process.chdir(cwd);
  process.exitCode = 0;
  try {
    await main(args);
  } finally {
    process.chdir(before);
    out.mockRestore();
    err.mockRestore();
  }
  const status = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { status, stdout, stderr };
}
