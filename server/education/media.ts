import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMemory, type Config } from '../config';

const run = promisify(execFile);

/** The generated videos, served at /media/video/<name>. */
export const FULL_VIDEO_URL = '/media/video/test-pattern.mp4';
export const TRIAL_VIDEO_URL = '/media/video/trial.mp4';

/**
 * ffmpeg recipes: a 60 s 320x180 H.264 (baseline, yuv420p, faststart) test pattern whose big counter
 * shows the running second, and an 8 s trial clip (the same pattern, hue-shifted so a tester sees
 * which one plays). Keyframes every 2 s keep seeking cheap.
 */
const RECIPES: Record<string, { seconds: number; filter: string }> = {
  'test-pattern.mp4': { seconds: 60, filter: 'null' },
  'trial.mp4': { seconds: 8, filter: 'hue=h=120' },
};
export const VIDEO_NAMES = Object.keys(RECIPES);

function args(name: string, out: string): string[] {
  const r = RECIPES[name]!;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `testsrc=size=320x180:rate=15:duration=${r.seconds}`],
    ...['-vf', r.filter, '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'baseline'],
    ...['-pix_fmt', 'yuv420p', '-g', '30', '-crf', '30', '-movflags', '+faststart', '-f', 'mp4', out],
  ];
}

/** A version of the recipe: the shared cache is keyed by it, so a changed recipe re-encodes. */
const recipeKey = (name: string) =>
  createHash('sha256')
    .update(JSON.stringify(args(name, 'out')))
    .digest('hex')
    .slice(0, 12);

function ffmpegPath(): string {
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

const exists = (p: string) =>
  stat(p).then(
    (s) => s.isFile() && s.size > 0,
    () => false,
  );

/** Shared across data directories (tests and e2e runs start on fresh ones): one encode per recipe. */
export const sharedCacheDir = () =>
  resolve(process.env.MEDIA_CACHE_DIR || join(tmpdir(), 'radiology-portal-media-cache'));

async function encode(name: string, target: string): Promise<void> {
  const bin = ffmpegPath();
  await chmod(bin, 0o755).catch(() => undefined);
  // Several processes may encode at once (test workers): each writes its own file, then renames.
  const part = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  await run(bin, args(name, part), { timeout: 120_000 });
  await rename(part, target);
}

/**
 * Where the videos live: `${DATA_DIR}/media/video` for a disk data directory (copied from the shared
 * cache, encoded there once), or the shared cache itself for `memory://`.
 */
export function videoDir(config: Config): string {
  return isMemory(config) ? sharedCacheDir() : resolve(config.dataDir, 'media', 'video');
}

/** Removes partial files an interrupted encode or copy left behind (older than 10 minutes). */
async function removeStaleParts(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - 10 * 60_000;
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const file = join(dir, name);
    const s = await stat(file).catch(() => null);
    if (s && s.mtimeMs < cutoff) await unlink(file).catch(() => undefined);
  }
}

/** Makes sure both videos exist in `dir`; encodes only what the shared cache lacks. */
export async function ensureVideos(dir: string): Promise<void> {
  const cache = sharedCacheDir();
  await mkdir(cache, { recursive: true });
  await removeStaleParts(cache);
  await mkdir(dir, { recursive: true });
  for (const name of VIDEO_NAMES) {
    const target = join(dir, name);
    const cached = join(cache, `${recipeKey(name)}-${name}`);
    if (dir !== cache && (await exists(target))) continue;
    if (!(await exists(cached))) await encode(name, cached);
    if (dir === cache) {
      if (!(await exists(target))) await copyFile(cached, target);
    } else {
      const part = `${target}.${process.pid}.part`;
      await copyFile(cached, part);
      await rename(part, target);
    }
  }
}

/** Parses one `bytes=a-b` range against `size`; null = unsatisfiable, undefined = no/ignored range. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

/**
 * GET/HEAD /media/video/test-pattern.mp4 and /media/video/trial.mp4 with Range support (the browser
 * seeks with Range requests). Exact routes win over the static `/media/*` of server/media.
 * The files are generated on the first request (or at startup through `onReady`), once.
 */
export function videoMediaRoutes(app: FastifyInstance, config: Config): void {
  const dir = videoDir(config);
  let ready: Promise<void> | null = null;
  const ensure = () => {
    ready ??= ensureVideos(dir).catch((e: unknown) => {
      ready = null;
      throw e;
    });
    return ready;
  };
  // Start encoding early for a real server; requests wait for it. Tests that never touch the videos
  // pay only a stat once the shared cache exists.
  app.addHook('onReady', async () => {
    ensure().catch((e: unknown) => app.log.error(e, 'generating the test videos failed'));
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply, name: string) => {
    await ensure();
    const file = join(dir, name);
    const { size, mtime } = await stat(file);
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', 'video/mp4')
      .header('cache-control', 'public, max-age=3600')
      .header('last-modified', mtime.toUTCString());
    const range = parseRange(request.headers.range, size);
    if (range === null) return reply.code(416).header('content-range', `bytes */${size}`).send();
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
    reply.header('content-length', end - start + 1);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(createReadStream(file, { start, end }));
  };

  for (const name of VIDEO_NAMES) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `/media/video/${name}`,
      handler: (request, reply) => serve(request, reply, name),
    });
  }
}
