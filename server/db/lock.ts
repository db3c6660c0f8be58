import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { adminMsg, type LockHolderName } from '../../src/text/admin';

/**
 * The embedded database's lock (decision 0066): PGlite is made for one process, so whoever opens
 * `DATA_DIR/pglite` (the server, or `npm run admin` while no server runs) first holds `DATA_DIR/pglite.lock`,
 * a file naming its process. A second process is refused with a message that says who holds it. A lock
 * whose process is gone (a crash, a SIGKILL, a reboot that gave its pid to another program) is stale and
 * taken over.
 */

/** Who holds the lock: the portal, or an organiser's command opening the database itself. */
export type LockHolder = LockHolderName;

export interface LockInfo {
  pid: number;
  /** The process's start time as the kernel counts it (Linux `/proc/<pid>/stat`), null elsewhere. */
  start: string | null;
  holder: LockHolder;
}

export interface DbLock {
  readonly path: string;
  /** Removes the lock file if it is still this process's (idempotent). */
  release(): void;
}

export const LOCK_FILE = 'pglite.lock';

/** A second process asked for the lock while a live one holds it. */
export class DbLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly info: LockInfo,
  ) {
    super(adminMsg.locked(dataDir, info.holder, info.pid, join(dataDir, LOCK_FILE)));
    this.name = 'DbLockedError';
  }
}

/** Fields 3 onwards of `/proc/<pid>/stat` (Linux), or null where there is none. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The kernel's start time of a process (field 22 of `/proc/<pid>/stat`), or null where there is none. */
export const processStart = (pid: number): string | null => statFields(pid)?.[19] ?? null;

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * Whether the process that the lock at `path` names still runs (the same process, not a later one given its
 * pid). Our own pid in a lock we do not hold is a previous life's (a container restarted with the same pids).
 */
function alive(info: LockInfo, path: string): boolean {
  if (info.pid === process.pid) return held.has(path);
  try {
    process.kill(info.pid, 0);
  } catch (e) {
    // EPERM: it runs, as another user.
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const fields = statFields(info.pid);
  // Without /proc (not Linux) the pid answering is all there is; with it, no entry means it is gone.
  if (fields === null) return !existsSync('/proc/self/stat');
  // Killed but not yet reaped (state Z or X) is gone; a start time other than the lock's is another program.
  return !/^[ZX]$/.test(fields[0] ?? '') && (info.start === null || fields[19] === info.start);
}

function readLock(path: string): LockInfo | null {
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockInfo>;
    if (typeof v.pid !== 'number' || (v.holder !== 'server' && v.holder !== 'admin')) return null;
    return { pid: v.pid, start: typeof v.start === 'string' ? v.start : null, holder: v.holder };
  } catch {
    return null;
  }
}

const sameHolder = (a: LockInfo | null, b: LockInfo | null) =>
  a !== null && b !== null && a.pid === b.pid && a.start === b.start;

const errno = (e: unknown) => (e as NodeJS.ErrnoException).code;

/** The process holding `dataDir`'s lock while it runs, or null (no lock, or a stale one). */
export function lockHolder(dataDir: string): LockInfo | null {
  const path = join(dataDir, LOCK_FILE);
  const info = readLock(path);
  return info !== null && alive(info, path) ? info : null;
}

/**
 * Takes `dataDir`'s lock for this process or throws DbLockedError. The file appears whole (written aside,
 * then hard-linked into place: the link fails if a lock exists), so a reader never sees half a lock. A stale
 * lock is first moved aside, and put back if what was moved turns out to be a live one that won the race.
 */
export function acquireDbLock(dataDir: string, holder: LockHolder): DbLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, start: processStart(process.pid), holder };
  const draft = `${path}.${process.pid}.new`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        linkSync(draft, path);
        held.add(path);
        return lockOf(path, mine);
      } catch (e) {
        if (errno(e) !== 'EEXIST') throw e;
      }
      const found = readLock(path);
      if (found !== null && alive(found, path)) throw new DbLockedError(dataDir, found);
      // Stale (or unreadable): move it aside; someone else may be doing the same.
      const aside = `${path}.${process.pid}.stale`;
      try {
        renameSync(path, aside);
      } catch (e) {
        if (errno(e) === 'ENOENT') continue;
        throw e;
      }
      const moved = readLock(aside);
      if (moved !== null && !sameHolder(moved, found) && alive(moved, path)) {
        // A live lock taken between our read and our move: put it back where it was.
        try {
          linkSync(aside, path);
        } catch (e) {
          if (errno(e) !== 'EEXIST') throw e;
        }
      }
      unlinkSync(aside);
    }
    throw new Error(`could not take ${path}: it keeps changing`);
  } finally {
    unlinkSync(draft);
  }
}

function lockOf(path: string, mine: LockInfo): DbLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    held.delete(path);
    try {
      if (sameHolder(readLock(path), mine)) unlinkSync(path);
    } catch {
      // already gone
    }
  };
  // A process that exits without closing its database (process.exit) still frees the lock.
  process.on('exit', release);
  return { path, release };
}
