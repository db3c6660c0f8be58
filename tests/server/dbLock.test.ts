import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNEL_FILE } from '../../server/adminChannel/protocol';
import { createDb } from '../../server/db';
import { acquireDbLock, DbLockedError, LOCK_FILE, processStart, type DbLock } from '../../server/db/lock';
import { adminMsg } from '../../src/text/admin';
import { testConfig } from './helpers';

/**
 * The embedded database's lock (issue 31 item 14, decision 0066): one process at a time opens DATA_DIR's
 * PGlite; a second one, the portal or `npm run admin`, is refused with a message saying who holds it; a
 * lock left by a process that is gone is taken over.
 */
const dirs: string[] = [];
const locks: DbLock[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(d);
  return d;
};
const take = (dir: string, holder: 'server' | 'admin' = 'server') => {
  const lock = acquireDbLock(dir, holder);
  locks.push(lock);
  return lock;
};
const lockFile = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number };
const plant = (dir: string, content: object | string) =>
  writeFileSync(join(dir, LOCK_FILE), typeof content === 'string' ? content : JSON.stringify(content));

afterEach(() => {
  for (const l of locks.splice(0)) l.release();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The pid of a process that has come and gone. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the lock file', () => {
  it('names its process, refuses a second taker with who holds it, and is gone once released', () => {
    const dir = tempDir();
    const lock = take(dir);
    expect(lockFile(dir)).toEqual({ pid: process.pid, start: processStart(process.pid), holder: 'server' });
    let refused: unknown;
    try {
      acquireDbLock(dir, 'admin');
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(DbLockedError);
    expect((refused as Error).message).toBe(
      adminMsg.locked(dir, 'server', process.pid, join(dir, LOCK_FILE)),
    );
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    take(dir, 'admin');
    expect(lockFile(dir)).toMatchObject({ holder: 'admin' });
  });

  it('refuses while another live process holds it', () => {
    const dir = tempDir();
    plant(dir, { pid: process.ppid, start: processStart(process.ppid), holder: 'admin' });
    expect(() => acquireDbLock(dir, 'server')).toThrow(DbLockedError);
    expect(lockFile(dir).pid).toBe(process.ppid);
  });

  it('takes over a lock whose process is gone, reused by another program, or from its own earlier life', () => {
    for (const stale of [
      { pid: deadPid(), start: null, holder: 'server' }, // crashed
      { pid: process.ppid, start: 'an earlier boot', holder: 'server' }, // pid given to another program
      { pid: process.pid, start: processStart(process.pid), holder: 'server' }, // a container restarted
      'half a lo', // unreadable
    ]) {
      const dir = tempDir();
      plant(dir, stale);
      take(dir);
      expect(lockFile(dir).pid).toBe(process.pid);
    }
  });

  it('takes over a lock whose process was killed but not yet reaped (a zombie)', async () => {
    // `sleep 0` becomes a zombie: its parent has become `sleep 30`, which never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const pid = Number(
        await new Promise<string>((resolve) =>
          parent.stdout.once('data', (d: Buffer) => resolve(d.toString())),
        ),
      );
      const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
      await expect.poll(state).toBe('Z');
      const dir = tempDir();
      plant(dir, { pid, start: processStart(pid), holder: 'server' });
      take(dir);
      expect(lockFile(dir).pid).toBe(process.pid);
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('is released only by its holder: a release after another took over leaves theirs', () => {
    const dir = tempDir();
    const mine = take(dir);
    plant(dir, { pid: process.ppid, start: processStart(process.ppid), holder: 'admin' });
    mine.release();
    expect(lockFile(dir).pid).toBe(process.ppid);
  });

  it('is held by an open embedded database and released when it closes', async () => {
    const dir = tempDir();
    const db = await createDb(testConfig({ dataDir: dir }), 'admin');
    try {
      expect(lockFile(dir)).toMatchObject({ pid: process.pid, holder: 'admin' });
      await expect(createDb(testConfig({ dataDir: dir }))).rejects.toThrow(DbLockedError);
    } finally {
      await db.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);
});

/** Runs `node node_modules/tsx/dist/cli.mjs <script> …args` with DATA_DIR, as npm start and npm run admin do. */
function run(script: string, args: string[], dataDir: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '', // the embedded database, whatever the shell has
        PORT: '0',
        HOST: '127.0.0.1',
        DIST_DIR: '/nonexistent-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process that was not refused runs on: stopped (tsx passes SIGTERM on) so the test fails, not hangs.
      timeout: 45_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a second process on DATA_DIR', () => {
  it('the portal does not start while another process holds the database, and says who does', async () => {
    const dir = tempDir();
    take(dir, 'admin');
    const r = await run('server/index.ts', [], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(adminMsg.locked(dir, 'admin', process.pid, join(dir, LOCK_FILE)));
    expect(r.stdout).not.toContain('portal listening');
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  }, 60_000);

  it('npm run admin does not open the database beside a portal or another command', async () => {
    const dir = tempDir();
    take(dir, 'admin');
    const beside = await run('server/admin.ts', ['approve', '1', '2'], dir);
    expect(beside.code).toBe(1);
    expect(beside.stderr).toContain(adminMsg.locked(dir, 'admin', process.pid, join(dir, LOCK_FILE)));

    // A portal that holds the lock but has no channel (yet): the command says so and waits for no one.
    const other = tempDir();
    take(other, 'server');
    const starting = await run('server/admin.ts', ['list'], other);
    expect(starting.code).toBe(1);
    expect(starting.stderr).toContain(adminMsg.channelMissing(process.pid));
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
    expect(existsSync(join(other, 'pglite'))).toBe(false);
    expect(existsSync(join(other, CHANNEL_FILE))).toBe(false);
  }, 60_000);

  it('npm run admin refuses DATA_DIR=memory://: no other process can reach that portal', async () => {
    const r = await run('server/admin.ts', ['list'], 'memory://');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(adminMsg.memory);
  }, 60_000);
});
