import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time and resident memory of processes, read from Linux's /proc from the outside (the server needs
 * no code for it): `utime + stime` in clock ticks (100 a second on Linux) and `rss` in pages (4 KiB).
 */
const TICK_MS = 10;
const PAGE = 4096;

export interface ProcSample {
  pid: number;
  cpuMs: number;
  rssBytes: number;
}

function stat(pid: number): { pgrp: number; cpuMs: number; rssBytes: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name in parentheses: state ppid pgrp … utime(14) stime(15) … rss(24).
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      pgrp: Number(f[2]),
      cpuMs: (Number(f[11]) + Number(f[12])) * TICK_MS,
      rssBytes: Number(f[21]) * PAGE,
    };
  } catch {
    return null;
  }
}

export const sampleProcess = (pid: number): ProcSample | null => {
  const s = stat(pid);
  return s && { pid, cpuMs: s.cpuMs, rssBytes: s.rssBytes };
};

/** Every process of a process group (the server started by serverProcess.ts: tsx and its child). */
export function sampleGroup(pgrp: number): ProcSample[] {
  const out: ProcSample[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (s?.pgrp === pgrp) out.push({ pid: Number(name), cpuMs: s.cpuMs, rssBytes: s.rssBytes });
  }
  return out;
}

/** The machine's CPU time, busy and total, in ticks (the first line of /proc/stat). */
export function machineCpu(): { busy: number; total: number } {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  const idle = f[3]! + (f[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * The process group of the engine listening on `port` (scripts/engines.mjs starts each in a group of its
 * own: PostgreSQL's postmaster and its backends, redis-server), found by its command line; null if none.
 */
export function engineGroup(name: 'postgres' | 'redis-server', port: number): number | null {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let cmd: string[];
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    // redis-server rewrites its command line to "redis-server 127.0.0.1:<port>".
    const line = cmd.join(' ');
    const match =
      name === 'postgres'
        ? cmd[0]?.endsWith('/postgres') && line.includes(` -p ${port} `)
        : line.includes('redis-server') && (line.includes(`:${port}`) || line.includes(`--port ${port} `));
    if (match) return stat(Number(pid))?.pgrp ?? null;
  }
  return null;
}
