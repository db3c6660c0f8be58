/** Server configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Where the PGlite database (`${dataDir}/pglite`) and media (`${dataDir}/media`) live; `memory://` = in memory. */
  dataDir: string;
  /** When set, a real PostgreSQL is used through `pg` (same SQL). */
  databaseUrl: string | null;
  /** `production` disables the test-only endpoints. */
  nodeEnv: string;
  /** The built client, served with a history fallback. */
  distDir: string;
  /** The public address of the portal (scheme://host[:port]), when it differs from the request's. */
  publicOrigin: string | null;
  /** Hosts the live discussion's meeting iframe may show (`MEETING_HOSTS`, comma-separated): CSP frame-src. */
  meetingHosts: string[];
  /** Hosts of external video and live-stream addresses (`MEDIA_HOSTS`, comma-separated): CSP media-src, connect-src. */
  mediaHosts: string[];
}

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
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || null,
    nodeEnv: env.NODE_ENV || 'development',
    distDir: env.DIST_DIR || './dist',
    publicOrigin: env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.replace(/\/+$/, '') : null,
    meetingHosts: list(env.MEETING_HOSTS),
    mediaHosts: list(env.MEDIA_HOSTS),
  };
}

export const isProduction = (config: Config) => config.nodeEnv === 'production';
export const isMemory = (config: Config) => config.dataDir === MEMORY;
