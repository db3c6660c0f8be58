/** The process-level guard (issue 10 item 1): log and keep serving. */
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { installProcessGuard } from '../../server/processGuard';

const fakeLog = () => ({ error: vi.fn(), fatal: vi.fn() });

describe('installProcessGuard', () => {
  it('logs an unhandled rejection and an uncaught exception while serving, and stops nothing', () => {
    const proc = new EventEmitter();
    const log = fakeLog();
    const stop = vi.fn();
    installProcessGuard(proc, log, { serving: () => true, stop });
    const reason = new Error('rejected');
    proc.emit('unhandledRejection', reason, Promise.resolve());
    proc.emit('uncaughtException', new Error('thrown'), 'uncaughtException');
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(log.error.mock.calls[0]?.[0]).toEqual({ err: reason });
    expect(log.fatal).not.toHaveBeenCalled();
    expect(stop).not.toHaveBeenCalled();
  });

  it('stops cleanly on an uncaught exception while not serving (starting or closing)', () => {
    const proc = new EventEmitter();
    const log = fakeLog();
    const stop = vi.fn();
    installProcessGuard(proc, log, { serving: () => false, stop });
    proc.emit('uncaughtException', new Error('thrown'), 'uncaughtException');
    expect(log.fatal).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledWith('uncaughtException');
  });

  it('can be removed', () => {
    const proc = new EventEmitter();
    const remove = installProcessGuard(proc, fakeLog(), { serving: () => true, stop: vi.fn() });
    expect(proc.listenerCount('uncaughtException')).toBe(1);
    remove();
    expect(proc.listenerCount('uncaughtException')).toBe(0);
    expect(proc.listenerCount('unhandledRejection')).toBe(0);
  });
});

describe('a real process with the guard', () => {
  it('survives a throw from a timer and an unheard rejection, logs both, and keeps answering', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/guardedServer.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const address = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const m = /LISTENING (\S+)/.exec(out);
          if (m) resolve(m[1]!);
        });
        void exited.then((code) => reject(new Error(`child exited (${code}): ${out}`)));
      });
      expect((await (await fetch(`${address}/boom`)).json()).msg).toBe('boom');
      // Both log lines arrive once the timer and the rejection have run.
      await vi.waitFor(
        () => {
          expect(out).toContain('uncaught exception: logged, still serving');
          expect(out).toContain('unhandled promise rejection: logged, still serving');
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(out).toContain('thrown from a timer');
      const ok = await fetch(`${address}/ok`);
      expect(ok.status).toBe(200);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
