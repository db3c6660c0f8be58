#!/usr/bin/env node
/**
 * `npm run dev`: the reference server on 8080 (restarted on change) and Vite's dev server (with HMR) on 5173,
 * proxying /api, both on the pinned Node 24 (decision 0001).
 */
import { spawn } from 'node:child_process';
import { nodeBin, nodeLine, root, script } from './pinnedNode.mjs';

console.log(`[dev] ${nodeLine()}`);
const children = [
  spawn(nodeBin, [script('tsx', 'dist', 'cli.mjs'), 'watch', 'server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(nodeBin, [script('vite', 'bin', 'vite.js')], { cwd: root, stdio: 'inherit' }),
];
const running = (c) => c.exitCode === null && c.signalCode === null;

// Each child is signalled once: tsx watch takes a second signal as "force kill", and a server killed in its
// shutdown leaves its database unclosed.
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  children.filter(running).forEach((c) => c.kill(signal));
};
// Ctrl-C in the terminal reaches every process of the foreground group, the children too: wait for them.
process.on('SIGINT', () => (process.stdin.isTTY ? (stopping = true) : stop('SIGINT')));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((c) =>
  c.on('exit', (code) => {
    if (children.some(running)) stop('SIGTERM');
    else process.exit(code ?? 0);
  }),
);
