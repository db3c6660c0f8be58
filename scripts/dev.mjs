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
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  }),
);
