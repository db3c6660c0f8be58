#!/usr/bin/env node
/**
 * `npm run test:engines`: runs commands against real engines. Starts a throwaway PostgreSQL cluster
 * (initdb into a temp dir) and a throwaway redis-server, both on free loopback ports, runs each command
 * in turn (through the shell, `node_modules/.bin` first on PATH) with TEST_DATABASE_URL and
 * TEST_REDIS_URL set, stops at the first failure, and always stops both engines and removes their
 * directories afterwards: on success, on failure, on Ctrl-C or SIGTERM.
 *
 *   node scripts/engines.mjs --without "vitest run --project unit tests/server" \
 *     "vitest run --project unit tests/server" "vitest run --project engines"
 *
 * `--without "<command>"`: what runs instead when the engines are missing and CI is not set (`npm test` runs the
 * server suite on PGlite then, so it is never skipped; decision 0070).
 *
 * Without the binaries (Debian: `apt-get install postgresql redis-server`) it skips with a message, or
 * fails when CI is set (decision 0009). PostgreSQL refuses to run as root: as root, the cluster runs as
 * the `postgres` system user that Debian's package creates.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const log = (m) => console.log(`[engines] ${m}`);
const inCi = !!process.env.CI && !['0', 'false'].includes(process.env.CI.toLowerCase());

const onPath = (name) => {
  const r = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

/** Debian keeps the server binaries off PATH, in /usr/lib/postgresql/<version>/bin: the newest wins. */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter(
          (v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'postgres')),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return join(base, versions[0], 'bin');
  const initdb = onPath('initdb');
  return initdb && existsSync(join(dirname(initdb), 'postgres')) ? dirname(initdb) : null;
}

const args = process.argv.slice(2);
const withoutAt = args.indexOf('--without');
const without = withoutAt >= 0 ? args[withoutAt + 1] : null;
if (withoutAt >= 0) args.splice(withoutAt, 2);

const pgBin = postgresBinDir();
const redisBin =
  onPath('redis-server') ?? (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : null);
if (!pgBin || !redisBin) {
  const missing = [!pgBin && 'PostgreSQL server (initdb, postgres)', !redisBin && 'redis-server'].filter(
    Boolean,
  );
  const how = 'install them with `apt-get install postgresql redis-server` (Debian/Ubuntu)';
  if (inCi) {
    console.error(`[engines] FAILED: ${missing.join(' and ')} not found, and CI is set: ${how}.`);
    process.exit(1);
  }
  log(`SKIPPED: ${missing.join(' and ')} not found. The server suite on PostgreSQL and the two-process`);
  log(`test did not run; ${how}, then run \`npm run test:engines\` again.`);
  if (without) {
    log(`instead: ${without}`);
    const r = spawnSync('sh', ['-c', without], {
      stdio: 'inherit',
      env: { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` },
    });
    process.exit(r.status ?? 1);
  }
  process.exit(0);
}

const commands = args;
if (commands.length === 0) {
  console.error('usage: node scripts/engines.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

/** The user the cluster runs as: ourselves, or `postgres` when we are root. */
function clusterUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [u, g] = [id('-u'), id('-g')];
  if (u.status !== 0 || g.status !== 0) {
    throw new Error(
      'running as root, and there is no `postgres` user to run the cluster as (PostgreSQL refuses root)',
    );
  }
  return { uid: Number(u.stdout), gid: Number(g.stdout) };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Asks `probe` until it answers true, or fails after `ms` (or when the process died). */
async function waitFor(what, child, probe, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} exited while starting`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer within ${ms / 1000} s`);
}

/** One line to a TCP port, true when the answer starts with `expect`. */
const ask = (port, line, expect) =>
  new Promise((resolve) => {
    const c = createConnection({ host: '127.0.0.1', port });
    c.setTimeout(1000, () => c.destroy());
    c.once('error', () => resolve(false));
    c.once('close', () => resolve(false));
    c.once('connect', () => c.write(line));
    c.once('data', (d) => {
      resolve(d.toString().startsWith(expect));
      c.destroy();
    });
  });

// ------------------------------------------------------------------ lifecycle

const dirs = [];
const engines = [];
/** The command running now (its own process group), so a signal reaches all of it before the engines stop. */
let current = null;
let interrupted = 0;
let stopping = null;

/** Keeps a child's output (the last 64 kB) to show when it fails to start. */
function track(name, child, stopSignal) {
  let out = '';
  const keep = (d) => (out = (out + d).slice(-65_536));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((r) => child.once('exit', r));
  engines.push({ name, child, stopSignal, exited, output: () => out });
  return child;
}

async function stopAll() {
  stopping ??= (async () => {
    for (const e of [...engines].reverse()) {
      if (e.child.exitCode !== null || e.child.signalCode !== null) continue;
      e.child.kill(e.stopSignal);
      const done = await Promise.race([
        e.exited.then(() => true),
        new Promise((r) => setTimeout(r, 10_000, false)),
      ]);
      if (!done) e.child.kill('SIGKILL');
    }
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  })();
  return stopping;
}

// Last resort when the process ends some other way: nothing is left running or on disk.
process.on('exit', () => {
  for (const e of engines)
    if (e.child.exitCode === null && e.child.signalCode === null) e.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    interrupted = code;
    if (current) process.kill(-current.pid, signal);
    void stopAll().finally(() => process.exit(code));
  });
}

async function startPostgres() {
  const user = clusterUser();
  // As root, the temp dir must be one the postgres user can reach.
  const dir = mkdtempSync(join(user.uid === undefined ? tmpdir() : '/tmp', 'engines-pg-'));
  dirs.push(dir);
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const init = spawnSync(
    join(pgBin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
    { ...user, encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  const port = await freePort();
  // A throwaway cluster: durability off, sockets in its own dir, TCP on loopback only.
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '200',
  };
  const args = [
    '-D',
    data,
    '-p',
    String(port),
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  // Own process group: a Ctrl-C reaches the tests first; the cluster is stopped after them (SIGINT = fast).
  const pg = track('PostgreSQL', spawn(join(pgBin, 'postgres'), args, { ...user, detached: true }), 'SIGINT');
  await waitFor('PostgreSQL', pg, () => pgReady(port));
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** pg_isready: 0 when the server accepts connections. */
async function pgReady(port) {
  const r = spawnSync(join(pgBin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
  return r.status === 0;
}

async function startRedis() {
  const dir = mkdtempSync(join(tmpdir(), 'engines-redis-'));
  dirs.push(dir);
  const port = await freePort();
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
  ];
  const redis = track('Redis', spawn(redisBin, args, { detached: true }), 'SIGTERM');
  await waitFor('Redis', redis, () => ask(port, 'PING\r\n', '+PONG'));
  return `redis://127.0.0.1:${port}`;
}

function run(command, env) {
  return new Promise((resolve) => {
    current = spawn(command, { cwd: root, env, stdio: 'inherit', shell: true, detached: true });
    current.once('exit', (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let status = 0;
try {
  const started = Date.now();
  const [databaseUrl, redisUrl] = await Promise.all([startPostgres(), startRedis()]);
  log(`PostgreSQL (${pgBin}) on ${databaseUrl}, Redis on ${redisUrl}: ready in ${Date.now() - started} ms`);
  const env = {
    ...process.env,
    PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    TEST_DATABASE_URL: databaseUrl,
    TEST_REDIS_URL: redisUrl,
  };
  for (const command of commands) {
    const t0 = Date.now();
    log(`$ ${command}`);
    status = await run(command, env);
    if (interrupted) break;
    log(
      `${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${command}`,
    );
    if (status !== 0) break;
  }
} catch (e) {
  console.error(`[engines] FAILED: ${e instanceof Error ? e.message : String(e)}`);
  for (const { name, output } of engines) if (output()) console.error(`--- ${name} output ---\n${output()}`);
  status = 1;
} finally {
  await stopAll();
}
process.exit(interrupted || status);
