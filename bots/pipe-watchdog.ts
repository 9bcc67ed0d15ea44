/**
 * The watchdog of a pipe helper thread (pipe-thread.ts): what kills the external bots'
 * programs when `jackal`, or the helper's thread, ends without ending them.
 *
 * Each program runs in a process group of its own (pipe-thread.ts OWN_GROUP), so nothing
 * else reaches it: a program that ignores the end of its stdin outlived a `jackal` that was
 * SIGKILLed (or died before a close's grace ran out), and Node offers no parent-death signal
 * (Linux's PR_SET_PDEATHSIG; `setpriv --pdeathsig` would kill only the program itself, not a
 * wrapper's children). So each helper starts one watchdog, a shell in a session of its own
 * that reads lines from a pipe whose writing end only the helper holds (Node's pipes are
 * close-on-exec, so no program inherits it):
 *   `+G S`  program group G started; S is its leader's start time (startStamp), or `-`
 *   `-G`    the leader of group G exited (the helper saw it reaped)
 * When the pipe ends, however the helper or its process ended (the kernel closes the fds of
 * a killed process), the watchdog waits up to the quit grace for the programs to quit on the
 * end of their stdin, looking every 0.1 s whether any listed group still has a process
 * (`kill -s 0`), then kills the groups still listed, and exits: at once when none is listed,
 * and as soon as every listed group is empty (before 3 Dec 2026 it slept out the whole grace,
 * and a helper ending a thread waits for its exit: pipe-thread.ts).
 *
 * A group id is a process id, which the system reuses once the process is reaped and its
 * group empty. A group is struck off when the helper sees its leader exit; but a helper that
 * is gone sees nothing, and its process's children are then reaped by init, so a listed id
 * may by the end of the grace name another program's group. Before it kills, the watchdog
 * checks that process G is still the leader it was told of (the same start time in
 * /proc/G/stat, field 22): a leader that exited and was reaped is never signalled, nor
 * whoever took its id. A leader that exited but is not reaped yet (a zombie) still matches:
 * its group, a wrapper's children, is killed. Without /proc (not Linux) S is `-` and the
 * group is killed as it is listed, the check left undone.
 */

import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { EXT_DEFAULTS, extSettings } from './ext-settings.js';

/** The watchdog's script; $1 is the quit grace in ms (an integer). Exported for its test. */
export const WATCHDOG = `trap '' INT HUP
set -f
ticks=$(( ($1 + 99) / 100 )) groups=' '
while IFS= read -r line; do
  set -- \${line#?}
  case $line in
    +*) groups="$groups$1:\${2:--} " ;;
    -*) case $groups in *" $1:"*) rest=\${groups#* $1:}; groups="\${groups%% $1:*} \${rest#* }" ;; esac ;;
  esac
done
case $groups in *[0-9]*) ;; *) exit 0 ;; esac
while [ "$ticks" -gt 0 ]; do
  alive=
  for e in $groups; do kill -s 0 -- "-\${e%%:*}" 2>/dev/null && { alive=1; break; }; done
  [ -n "$alive" ] || exit 0
  sleep 0.1
  ticks=$((ticks - 1))
done
for e in $groups; do
  g=\${e%%:*}; s=\${e#*:}
  if [ "$s" != - ]; then
    st=
    read -r st 2>/dev/null < "/proc/$g/stat" || continue
    set -- \${st##*) }
    shift 19
    [ "$1" = "$s" ] || continue
  fi
  kill -s KILL -- "-$g" 2>/dev/null
done`;

/**
 * The start time of process `pid` (field 22 of /proc/PID/stat, in clock ticks since boot),
 * or '-' where there is no /proc. Read by the helper right after it spawned the process, when
 * the process cannot have been reaped yet (only the helper's own event loop reaps it).
 */
export function startStamp(pid: number): string {
  return procFields(pid)?.[19] ?? '-';
}

/**
 * The fields of /proc/PID/stat from field 3 (the state: index 0; the start time, field 22:
 * index 19), or null when there is no such file (no such process, or no /proc).
 */
export function procFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command's name, which may hold spaces and parentheses
    return stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The quit grace in whole ms (the script waits it in 0.1 s looks: `sleep 0.1`, fine for GNU, BusyBox and BSD sleep); a bad setting was refused by the main thread. */
const graceMs = (): number => {
  const s = extSettings();
  return Math.ceil((typeof s === 'string' ? EXT_DEFAULTS : s).quitMs);
};

/** Starts a watchdog whose grace is `ms` milliseconds. */
export function startWatchdog(ms: number = graceMs()): ChildProcess {
  const w = spawn('/bin/sh', ['-c', WATCHDOG, 'jackal-watchdog', String(ms)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  w.on('error', () => { /* no shell (or no free file descriptor: no stdin then): the programs go unwatched, as before the watchdog */ });
  w.stdin?.on('error', () => { /* a watchdog killed from outside: likewise */ });
  // neither the watchdog nor its pipe keeps the helper alive: their end is its signal
  w.unref();
  (w.stdin as unknown as { unref(): void } | null)?.unref();
  return w;
}
