import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

/**
 * After `kill -9` of the server, the embedded PostgreSQL it started keeps running (orphaned) and holds
 * DATA_DIR/pg and its port, so the next start would fail. Before starting, this looks at the
 * postmaster.pid the last PostgreSQL wrote into our data directory and:
 * - no file, or its process is gone: nothing to do (PostgreSQL itself removes a stale file);
 * - the process is a PostgreSQL running on exactly our data directory as the user we run it as:
 *   ours, orphaned — stop it with a fast shutdown (SIGINT) and wait until it has exited;
 * - the pid now belongs to some other process (pid reused after a reboot or a new container):
 *   the file is stale; remove it, touch nothing else;
 * - a PostgreSQL on our directory run by another user: refuse (never signal someone else's server).
 */
export type OrphanOutcome = 'none' | 'stale' | 'stopped';

type ProcessInfo = { uid: number; ppid: number; argv: string[]; zombie: boolean };

const SHUTDOWN_WAIT_MS = 30_000;

/** The uid the embedded PostgreSQL runs as: `postgres` when we are root (it refuses root), else ourselves. */
function expectedUid(): number {
  const me = userInfo().uid;
  if (me !== 0) return me;
  return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** uid, arguments and zombie state of a live process; /proc on Linux, `ps` elsewhere. */
function processInfo(pid: number): ProcessInfo | null {
  if (existsSync('/proc/self/cmdline')) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
      const zombie = /^State:\s+Z/m.test(status);
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      return { uid, ppid, argv, zombie };
    } catch {
      return null;
    }
  }
  try {
    const line = execFileSync('ps', ['-o', 'uid=,ppid=,stat=,command=', '-p', String(pid)], {
      encoding: 'utf8',
    }).trim();
    const [uid, ppid, stat, ...argv] = line.split(/\s+/);
    // ps joins arguments with spaces; good enough to find `-D <dir>` when the path has none.
    return { uid: Number(uid), ppid: Number(ppid), argv, zombie: stat?.startsWith('Z') ?? false };
  } catch {
    return null;
  }
}

const sameDir = (a: string, b: string) => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
};

function runsOnDataDir(info: ProcessInfo, dataDir: string): boolean {
  if (path.basename(info.argv[0] ?? '') !== 'postgres') return false;
  const flag = info.argv.indexOf('-D');
  const dir = flag >= 0 ? info.argv[flag + 1] : undefined;
  return dir !== undefined && sameDir(dir, dataDir);
}

const gone = (pid: number) => {
  if (!alive(pid)) return true;
  // An orphan that exited but was not reaped (no init reaping in some containers) is a zombie: gone.
  return processInfo(pid)?.zombie ?? true;
};

export async function stopOrphanedPostgres(dataDir: string, log: (line: string) => void): Promise<OrphanOutcome> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return 'none';
  const [pidLine = '', dirLine = ''] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine.trim());
  if (!Number.isInteger(pid) || pid <= 0) return 'none';
  // Gone: PostgreSQL removes a stale file itself.
  if (!alive(pid)) return 'none';
  const info = processInfo(pid);
  if (!info) return 'none';
  if (info.zombie || !runsOnDataDir(info, dataDir) || !sameDir(dirLine.trim(), dataDir)) {
    // An unreaped dead postmaster, or the number now names another process: PostgreSQL would take the
    // file for a running server, but it is left over from one that no longer runs.
    rmSync(pidFile, { force: true });
    log(`Removed a stale ${pidFile} (pid ${pid} is not a PostgreSQL on this data directory).`);
    return 'stale';
  }
  if (info.uid !== expectedUid()) {
    throw new Error(
      `A PostgreSQL (pid ${pid}) run by another user (uid ${info.uid}) is using ${dataDir}; not touching it. Stop it first.`,
    );
  }
  // Its parent is still the node server that started it: not an orphan, another server is using this DATA_DIR.
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && !parent.zombie && /^node/.test(path.basename(parent.argv[0] ?? ''))) {
    throw new Error(
      `${dataDir} is in use by the PostgreSQL of a running server (node pid ${info.ppid}). Stop that server or use another DATA_DIR.`,
    );
  }
  log(`Found this data directory's PostgreSQL still running (pid ${pid}) after an unclean exit; stopping it.`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + SHUTDOWN_WAIT_MS;
  while (!gone(pid) && existsSync(pidFile)) {
    if (Date.now() > deadline) {
      throw new Error(`The orphaned PostgreSQL (pid ${pid}) did not stop within ${SHUTDOWN_WAIT_MS / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The postmaster removes its pid file as its very last step; wait for the process itself too.
  while (!gone(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  log(`Stopped the orphaned PostgreSQL (pid ${pid}).`);
  return 'stopped';
}
