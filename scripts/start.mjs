#!/usr/bin/env node
/**
 * `npm start`: install dependencies when missing, build the client when it is missing or older than
 * its sources, then run the reference server (API + built client + demo data) on one port, all on the
 * pinned Node 24 (decision 0001), whichever Node started this script.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hasPinnedNode, nodeBin, nodeLine, root, script } from './pinnedNode.mjs';

const run = (cmd, args, env = process.env) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(join(root, 'node_modules', '.bin', 'tsx')) || !hasPinnedNode()) {
  console.log('[start] 正在安装依赖 (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
console.log(`[start] ${nodeLine()}`);

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
};
const sources = Math.max(
  ...['src', 'machines', 'realtime', 'public', 'index.html', 'vite.config.ts'].map((p) =>
    newest(join(root, p)),
  ),
);
// The client, then the server's render of it (dist/.ssr, issue 32): built when either is missing or older.
const built = Math.min(
  newest(join(root, 'dist', 'index.html')),
  newest(join(root, 'dist', '.ssr', 'ssr.js')),
);
if (built < sources) {
  console.log('[start] 正在构建前端 (vite build)…');
  // Only errors: the bundler's notes (chunk sizes, timings, a future config loader) are for developers,
  // who see them in `npm run build` and `npm test`.
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  run(nodeBin, [script('vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], env);
  run(
    nodeBin,
    [script('vite', 'bin', 'vite.js'), 'build', '--ssr', 'src/app/ssr.tsx', '--logLevel', 'error'],
    env,
  );
}

// The test-only endpoints are for test runners alone: `npm start` never serves them, whatever the shell says.
const { TEST_ROUTES: _testRoutes, ...env } = process.env;
const child = spawn(nodeBin, [script('tsx', 'dist', 'cli.mjs'), 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
// Ctrl-C in the terminal reaches the server too (one foreground group): signalled twice, tsx would kill it
// in its shutdown. A signal sent to this script alone is passed on.
process.on('SIGINT', () => process.stdin.isTTY || child.kill('SIGINT'));
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
