import { readFileSync } from 'node:fs';
import { MEDIA_MAX_BYTES } from '../domain/submission';
import { SLOW_MODE_RATE_DEFAULT, SLOW_MODE_SECONDS_DEFAULT } from '../domain/slowMode';
/** Server configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Where the PGlite database (`${dataDir}/pglite`) and media (`${dataDir}/media`) live; `memory://` = in memory. */
  dataDir: string;
  /** When set, a real PostgreSQL is used through `pg` (same SQL). */
  databaseUrl: string | null;
  /** `production`: never the test-only endpoints (TEST_ROUTES is refused with it). */
  nodeEnv: string;
  /** TEST_ROUTES=1: serve the test-only endpoints (all in server/testing/routes.ts). Only the test runners set it. */
  testRoutes: boolean;
  /** The built client, served with a history fallback. */
  distDir: string;
  /** The public address of the portal (scheme://host[:port]), when it differs from the request's. */
  publicOrigin: string | null;
  /**
   * SITE_URL: the portal's canonical address (scheme://host[:port]) for the absolute URLs of the pages' heads,
   * the sitemap and robots.txt (decision 0071); never the request's Host. Default PUBLIC_ORIGIN, else
   * `http://localhost:${PORT}` (what `npm start` serves).
   */
  siteUrl: string;
  /**
   * RENDER_CACHE_MS: how long the server's render of a public page serves every visitor who asks for the same
   * address (issue 32, server/web/renderCache.ts); any accepted write clears them sooner. 0: no cache.
   * Default 30 s.
   */
  renderCacheMs: number;
  /**
   * SERVER_RENDER: public pages are rendered on the server for visitors and hydrated by the client (issue 32,
   * decisions 0072 and 0089). On by default; SERVER_RENDER=0 leaves every page to the client.
   */
  serverRender: boolean;
  // --- Login (issue 10 §3, decision 0003): real WeChat login, or the demo scan page. ---
  /** WeChat Open Platform website app: both set = real QR login, the demo page is off. */
  wechatAppId: string | null;
  wechatAppSecret: string | null;
  /** Base addresses of WeChat's endpoints (tests point them at a local stub). */
  wechatOpenUrl: string;
  wechatApiUrl: string;
  /** DEMO_LOGIN=1 / 0; unset = on except with NODE_ENV=production. Only without WeChat credentials. */
  demoLogin: boolean;
  /**
   * MEETING_HOSTS (comma-separated host names, e.g. `meeting.tencent.com,meet.example.cn`): the hosts whose
   * meeting links the live discussion offers, frames (CSP frame-src) and accepts in a consultation. The demo
   * meeting page of this server (`/api/live/__meeting`) is the portal's own origin and always counts.
   */
  meetingHosts: string[];
  /** Hosts of external video and live-stream addresses (`MEDIA_HOSTS`, comma-separated): CSP media-src, connect-src. */
  mediaHosts: string[];
  /** FIELD_VITALS=1: accept browsers' Core Web Vitals at `POST /api/vitals` and log them (issue 12). */
  fieldVitals: boolean;
  /**
   * UPLOAD_MAX_BYTES: the largest upload (multipart and tus) in bytes; default MEDIA_MAX_BYTES (1,000 MB),
   * the works' media limit. Tests lower it to try the refusal.
   */
  uploadMaxBytes: number;
  /**
   * UPLOAD_QUOTA_BYTES: what one user's uploads may hold together, finished and in flight (an unfinished tus
   * upload counts its declared length until it expires); default UPLOAD_QUOTA_DEFAULT (issue 31, decision
   * 0065). At least UPLOAD_MAX_BYTES, so the largest upload always fits an empty quota.
   */
  uploadQuotaBytes: number;
  /**
   * The S3 store of uploads (decision 0054): S3_BUCKET set = finished uploads and tus transfers live in that
   * bucket (several servers share them); unset = null, the file store under DATA_DIR (decision 0049).
   */
  s3: S3Config | null;
  /**
   * TLS_CERT_FILE and TLS_KEY_FILE (PEM files, both or neither): the portal serves https itself, HTTP/2 with
   * HTTP/1.1 for older clients and the chat's WebSocket (decision 0059); null = plain http.
   */
  tls: { cert: Buffer; key: Buffer } | null;
  // --- The live room's chat under load (issue 33, decision 0075). ---
  /** LIVE_ROOM_MAX_VIEWERS: people one room admits (across processes); null (unset) = unlimited. */
  liveRoomMaxViewers: number | null;
  /**
   * LIVE_ROOM_SLOW_MODE_RATE: messages per second (over 10 s, the whole room) above which the room goes
   * into slow mode; default SLOW_MODE_RATE_DEFAULT; 0 = never.
   */
  liveRoomSlowModeRate: number;
  /** LIVE_ROOM_SLOW_MODE_SECONDS: in slow mode, one message per this many seconds per user; default 5. */
  liveRoomSlowModeSeconds: number;
}

/** Where uploads live when S3_BUCKET is set (decision 0054). */
export interface S3Config {
  bucket: string;
  /** S3_REGION, default us-east-1. */
  region: string;
  /** S3_ENDPOINT: an S3-compatible service (MinIO …); null = AWS. */
  endpoint: string | null;
  /** S3_FORCE_PATH_STYLE=1: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or null: the SDK's default chain (env, profile, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** S3_PREFIX: put before every key (`portal/` → `portal/uploads/…`); '' or ending in `/`. */
  prefix: string;
}

/**
 * The default quota: 20 of the largest media file (20,000 MB). A contest entrant who enters everything —
 * a works entry with five 1,000 MB media files, the med-speech campaign's five, the micro-course and
 * contrast-agent videos, the competition's video and proof image, and the covers — holds about 12.3 GB;
 * the rest leaves room for files sent again after a failed submission and uploads left unfinished
 * (decision 0065).
 */
export const UPLOAD_QUOTA_DEFAULT = 20 * MEDIA_MAX_BYTES;

/** The largest object one CopyObject may copy (S3's limit); tus finishes by one copy. */
export const S3_COPY_MAX_BYTES = 5 * 1024 ** 3;

export const MEMORY = 'memory://';

/** A comma-separated variable as a list of its non-empty, trimmed entries. */
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT invalid: ${env.PORT}`);
  const nodeEnv = env.NODE_ENV || 'development';
  const testRoutes = env.TEST_ROUTES === '1';
  if (testRoutes && nodeEnv === 'production') {
    throw new Error(
      'TEST_ROUTES=1 is refused with NODE_ENV=production: test-only endpoints are never served there',
    );
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || null,
    nodeEnv,
    testRoutes,
    distDir: env.DIST_DIR || './dist',
    publicOrigin: env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.replace(/\/+$/, '') : null,
    siteUrl: siteUrl(env, port),
    renderCacheMs: nonNegative(env.RENDER_CACHE_MS, 30_000, 'RENDER_CACHE_MS'),
    serverRender: env.SERVER_RENDER !== '0',
    ...loginConfig(env),
    meetingHosts: list(env.MEETING_HOSTS).map((h) => h.toLowerCase()),
    mediaHosts: list(env.MEDIA_HOSTS),
    fieldVitals: env.FIELD_VITALS === '1',
    ...uploadConfig(env),
    tls: tlsConfig(env),
    ...liveRoomConfig(env),
  };
}

function liveRoomConfig(env: NodeJS.ProcessEnv) {
  const max = env.LIVE_ROOM_MAX_VIEWERS?.trim();
  const rate = env.LIVE_ROOM_SLOW_MODE_RATE?.trim();
  const rateValue = rate ? Number(rate) : SLOW_MODE_RATE_DEFAULT;
  if (!Number.isFinite(rateValue) || rateValue < 0)
    throw new Error(`LIVE_ROOM_SLOW_MODE_RATE must be a number ≥ 0 (messages per second): ${rate}`);
  const seconds = nonNegative(
    env.LIVE_ROOM_SLOW_MODE_SECONDS,
    SLOW_MODE_SECONDS_DEFAULT,
    'LIVE_ROOM_SLOW_MODE_SECONDS',
  );
  if (seconds < 1) throw new Error('LIVE_ROOM_SLOW_MODE_SECONDS must be at least 1');
  return {
    liveRoomMaxViewers: max ? positive(max, 'LIVE_ROOM_MAX_VIEWERS') : null,
    liveRoomSlowModeRate: rateValue,
    liveRoomSlowModeSeconds: seconds,
  };
}

function positive(raw: string, name: string): number {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1: ${raw}`);
  return n;
}

function nonNegative(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0: ${raw}`);
  return n;
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** SITE_URL, else PUBLIC_ORIGIN, else this server on localhost; an origin only (no path), or the start stops. */
function siteUrl(env: NodeJS.ProcessEnv, port: number): string {
  const value = trimSlash(env.SITE_URL?.trim() || env.PUBLIC_ORIGIN?.trim() || `http://localhost:${port}`);
  if (!ORIGIN.test(value)) throw new Error(`SITE_URL must be http(s)://host[:port]: ${value}`);
  return value;
}

function tlsConfig(env: NodeJS.ProcessEnv): Config['tls'] {
  const cert = env.TLS_CERT_FILE?.trim() || null;
  const key = env.TLS_KEY_FILE?.trim() || null;
  if (cert === null && key === null) return null;
  if (cert === null || key === null)
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both for https, or neither');
  return { cert: readFileSync(cert), key: readFileSync(key) };
}

function uploadConfig(env: NodeJS.ProcessEnv) {
  const maxBytes = byteCount('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, MEDIA_MAX_BYTES);
  const s3 = s3Config(env);
  if (s3 && maxBytes > S3_COPY_MAX_BYTES)
    throw new Error(
      `UPLOAD_MAX_BYTES over 5 GiB is refused with S3_BUCKET (one CopyObject finishes an upload)`,
    );
  const quota = byteCount('UPLOAD_QUOTA_BYTES', env.UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_DEFAULT);
  if (quota < maxBytes)
    throw new Error(
      `UPLOAD_QUOTA_BYTES (${quota}) below UPLOAD_MAX_BYTES (${maxBytes}): the largest upload would never fit`,
    );
  return { uploadMaxBytes: maxBytes, uploadQuotaBytes: quota, s3 };
}

const S3_KEYS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
] as const;
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KEY_PREFIX = /^([A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+\/?$/;

/** The S3 store's settings, or null without S3_BUCKET; an incomplete or wrong setting stops the start. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const get = (key: string) => env[key]?.trim() || null;
  const bucket = get('S3_BUCKET');
  if (bucket === null) {
    const stray = S3_KEYS.filter((key) => get(key) !== null);
    if (stray.length > 0)
      throw new Error(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET for the S3 upload store, or unset them`,
      );
    return null;
  }
  if (!BUCKET_NAME.test(bucket)) throw new Error(`S3_BUCKET invalid (an S3 bucket name): ${bucket}`);
  const endpoint = get('S3_ENDPOINT');
  if (endpoint !== null && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new Error(`S3_ENDPOINT must be http(s)://host[:port]: ${endpoint}`);
  const pathStyle = get('S3_FORCE_PATH_STYLE');
  if (pathStyle !== null && pathStyle !== '0' && pathStyle !== '1')
    throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0: ${pathStyle}`);
  const accessKeyId = get('S3_ACCESS_KEY_ID');
  const secretAccessKey = get('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null))
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither: the SDK’s default chain)',
    );
  const prefix = get('S3_PREFIX') ?? '';
  if (prefix !== '' && (!KEY_PREFIX.test(prefix) || prefix.split('/').some((p) => p === '.' || p === '..')))
    throw new Error(`S3_PREFIX invalid (letters, digits, . _ - and / between parts): ${prefix}`);
  return {
    bucket,
    region: get('S3_REGION') ?? 'us-east-1',
    endpoint: endpoint === null ? null : trimSlash(endpoint),
    forcePathStyle: pathStyle === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

/** A positive whole number of bytes from the environment, `fallback` when unset. */
function byteCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} invalid: ${value}`);
  return n;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function loginConfig(env: NodeJS.ProcessEnv) {
  const wechatAppId = env.WECHAT_APP_ID || null;
  const wechatAppSecret = env.WECHAT_APP_SECRET || null;
  if ((wechatAppId === null) !== (wechatAppSecret === null))
    throw new Error('WECHAT_APP_ID and WECHAT_APP_SECRET must be set together');
  const demo = env.DEMO_LOGIN;
  if (demo !== undefined && demo !== '' && demo !== '0' && demo !== '1')
    throw new Error(`DEMO_LOGIN must be 1 or 0: ${demo}`);
  return {
    wechatAppId,
    wechatAppSecret,
    wechatOpenUrl: trimSlash(env.WECHAT_OPEN_URL || 'https://open.weixin.qq.com'),
    wechatApiUrl: trimSlash(env.WECHAT_API_URL || 'https://api.weixin.qq.com'),
    demoLogin: demo === '1' || ((demo === undefined || demo === '') && env.NODE_ENV !== 'production'),
  };
}

/** How users log in: real WeChat (credentials set), the demo scan page, or not at all. */
export type LoginMode = 'wechat' | 'demo' | 'off';
export const loginMode = (config: Config): LoginMode =>
  config.wechatAppId && config.wechatAppSecret ? 'wechat' : config.demoLogin ? 'demo' : 'off';

/** The start-up log's line about login (every mode announces itself). */
export const LOGIN_MODE_NOTICE: Record<LoginMode, string> = {
  wechat: 'login: WeChat Open Platform QR login (WECHAT_APP_ID set); the demo scan page is off',
  demo: 'demo login on: simulated WeChat scan page; set WECHAT_APP_ID/WECHAT_APP_SECRET for real login',
  off: 'login off: NODE_ENV=production without WECHAT_APP_ID/WECHAT_APP_SECRET (DEMO_LOGIN=1 turns the demo on)',
};

/** The start-up log's line about where uploads live (decisions 0049, 0054); never a credential. */
export const uploadStoreNotice = (config: Config): string =>
  config.s3
    ? `uploads: S3 bucket ${config.s3.bucket}${config.s3.prefix ? ` (keys under ${config.s3.prefix})` : ''} at ${
        config.s3.endpoint ?? `AWS ${config.s3.region}`
      }, credentials from ${config.s3.credentials ? 'S3_ACCESS_KEY_ID' : 'the AWS SDK default chain'}`
    : `uploads: file store under ${config.dataDir === MEMORY ? 'a temporary directory (DATA_DIR=memory://)' : config.dataDir}`;

export const isProduction = (config: Config) => config.nodeEnv === 'production';
export const isMemory = (config: Config) => config.dataDir === MEMORY;
