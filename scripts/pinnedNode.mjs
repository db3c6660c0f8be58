/**
 * The Node that runs the portal: the pinned `node` dev dependency (decision 0001), whatever Node the machine
 * has. `npm start` and `npm run dev` start everything with this binary and say so in one line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
/** node_modules/.bin/node: the registry's `node` package's binary. */
export const nodeBin = join(root, 'node_modules', '.bin', 'node');
/** A package's script to run with the pinned Node (not its shebang, which takes the first `node` on PATH). */
export const script = (...path) => join(root, 'node_modules', ...path);

export const hasPinnedNode = () => existsSync(nodeBin);

/** `门户运行于 Node v24.21.0（项目自带）`, the machine's own named when it differs: the start scripts' one line. */
export function nodeLine() {
  const version = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const own = process.version === version ? '' : `，本机的 ${process.version} 不用于门户`;
  return `门户运行于 Node ${version}（项目自带${own}）`;
}
