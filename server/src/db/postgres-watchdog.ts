import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const WATCHDOG_NAME = 'portal-pg-watchdog';

// $1 node pid, $2 postmaster pid, $3 data dir. Waits for node to go, then fast-shuts-down the PostgreSQL if
// that pid is still a postgres on exactly this data directory (so a reused pid is never signalled).
const SCRIPT = `
while kill -0 "$1" 2>/dev/null; do sleep 1; done
args="$(tr '\\000' '\\n' < "/proc/$2/cmdline" 2>/dev/null)" || exit 0
first="$(printf '%s\\n' "$args" | head -n 1)"
case "$first" in */postgres|postgres) ;; *) exit 0 ;; esac
printf '%s\\n' "$args" | grep -qxF -- "$3" && kill -INT "$2"
`;

/**
 * Makes the embedded PostgreSQL die with this process where the OS allows it (Linux, /proc): a tiny
 * detached shell polls once a second whether we are alive and, once we are gone — even by `kill -9` —
 * stops our PostgreSQL with a fast shutdown. A normal exit stops PostgreSQL itself; the shell then finds
 * nothing to do. If the shell is killed too, the next start still recovers (orphaned-postgres.ts).
 */
export function stopPostgresWithThisProcess(dataDir: string): void {
  if (!existsSync('/proc/self/cmdline')) return;
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const watchdog = spawn('/bin/sh', ['-c', SCRIPT, WATCHDOG_NAME, String(process.pid), String(pid), dataDir], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
}
