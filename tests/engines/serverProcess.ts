import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The tests' throwaway certificate for 127.0.0.1 and localhost (decision 0059): test-only, never deployed. */
export const TEST_TLS = {
  TLS_CERT_FILE: 'tests/server/fixtures/tls/localhost.crt',
  TLS_KEY_FILE: 'tests/server/fixtures/tls/localhost.key',
} as const;

/**
 * The environment of every server process the tests and benchmarks start: the one place to add a switch
 * the test runner must set (e.g. the one that turns the test-only endpoints on). The defaults are a
 * throwaway in-memory server on a port the system picks; `overrides` name the rest (a fixed `PORT`, a
 * `DATA_DIR` that survives a restart, `DIST_DIR: 'dist'` to serve the built client, `DATABASE_URL`,
 * `REDIS_URL`, production).
 */
export const serverEnv = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  DIST_DIR: '/nonexistent-dist',
  NODE_ENV: 'test',
  TEST_ROUTES: '1',
  ...overrides,
});

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The process group (tsx and the server it runs), e.g. to read their CPU and memory from /proc. */
  pgid: number;
  /** Its log so far (the last 64 kB), for failure messages. */
  output(): string;
  /** SIGTERM (a graceful shutdown), SIGKILL when it has not exited 10 s later. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash: the server gets no chance to close anything. */
  crash(): Promise<void>;
}

const running = new Set<() => void>();
// Whatever happens to the test run, no server outlives it.
process.once('exit', () => running.forEach((kill) => kill()));

/**
 * `node node_modules/tsx/dist/cli.mjs server/index.ts` as `npm start` runs it (build `env` with
 * `serverEnv`), on the port the environment names (PORT=0: one the system picks, read back from its
 * start-up log), answered once `GET /api/radio/coursesList` is 200.
 */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/index.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child process of its own, and a SIGKILL (which tsx
    // cannot relay) must reach both.
    detached: true,
  });
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  running.add(kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (alive()) {
      child.kill('SIGTERM'); // tsx relays it to the server, which shuts down gracefully
      const timer = setTimeout(kill, 10_000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(kill);
  };
  const crash = async () => {
    if (alive()) {
      kill();
      await exited;
    }
    running.delete(kill);
  };

  const deadline = Date.now() + timeoutMs;
  let url: string | null = null;
  while (Date.now() < deadline && alive()) {
    url ??= /portal listening on (https?:\/\/[\d.:]+)/.exec(log)?.[1] ?? null;
    if (url) {
      const answered = await get(`${url}/api/radio/coursesList`, env.TLS_CERT_FILE).then(
        (r) => r.status === 200,
        () => false,
      );
      if (answered) return { url, pgid: child.pid!, output: () => log, stop, crash };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const why = alive() ? `no answer within ${timeoutMs / 1000} s` : 'it exited';
  await crash();
  throw new Error(`the server did not start (${why}):\n${log}`);
}

/**
 * GET over http or https; `caFile` names the certificate an https server presents (the tests' throwaway
 * one: the platform's fetch trusts only the system's authorities).
 */
export function get(url: string, caFile?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const done = (res: http.IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    };
    const req = url.startsWith('https:')
      ? https.get(url, { ca: caFile ? readFileSync(caFile) : undefined }, done)
      : http.get(url, done);
    req.on('error', reject);
  });
}
